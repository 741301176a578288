import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../db/client';
import { orders, products, stock, stockMovements, suppliers, users, warehouses } from '../db/schema';
import { likePattern } from '../../domain/listQuery';
import { confinedWarehouseId, mayReachWarehouse } from '../../domain/access';
import { AppError, conflict, invalidField, notFound } from '../http/errors';
import type { SignedInUser } from './auth';
import { orderedPage, readListQuery, type ListSpec } from './listQuery';
import type { SortKey, STOCK_SORTS } from '../../domain/listSorts';
import { productColumns, productRecord, selectProducts } from './products';
import type {
  StockEntryRecord as StockEntry,
  StockMovementRecord as StockMovement,
} from '../../domain/schemas/productRecords';
import { say } from '../../domain/texts/answers';
import { shopNameOf, type ShopNaming } from './orderRecords/shopShown';

/** How many movements a stock list entry carries, newest first; the history call pages through all. */
export const EMBEDDED_HISTORY = 10;

export interface StockChange {
  warehouse_id: string;
  product_id: string;
  units: number;
}

const NO_STOCK = 'This product has no stock in this warehouse';

// Entries of deleted products or warehouses leave the list; their history stays in the database.
const liveEntry = sql`${stock.productId} in (select ${products.id} from ${products} where ${products.deletedAt} is null)
  and ${stock.warehouseId} in (select ${warehouses.id} from ${warehouses} where ${warehouses.deletedAt} is null)`;

/** The stock list's sortable columns: its select joins the product, its supplier and the warehouse. */
const stockSorts = {
  'product.product_id.supplier_sku': sql`lower(${products.supplierSku})`,
  'product.product_id.supplier_product_name': sql`lower(${products.supplierProductName})`,
  'product.product_id.supplier.name': sql`lower(${suppliers.name})`,
  'warehouse.name': sql`lower(${warehouses.name})`,
  'product.total_units': stock.totalUnits,
} satisfies Record<SortKey<typeof STOCK_SORTS>, unknown>;

export const stockListSpec: ListSpec = { table: stock, always: liveEntry, sorts: stockSorts };
const historySpec: ListSpec = { table: stockMovements };

const movementColumns = {
  id: stockMovements.id,
  stockId: stockMovements.stockId,
  createdAt: stockMovements.createdAt,
  delta: stockMovements.delta,
  action: stockMovements.action,
  reason: stockMovements.reason,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  orderShop: orders.shop,
  userId: users.id,
  email: users.email,
};

const selectMovements = (db: DbOrTx) =>
  db
    .select(movementColumns)
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId));

const newestFirst = [desc(stockMovements.createdAt), desc(stockMovements.id)] as const;

function movementRecord(
  m: Awaited<ReturnType<typeof selectMovements>>[number],
  shopNaming: ShopNaming,
): StockMovement {
  return {
    _id: m.id,
    Date: m.createdAt.toISOString(),
    unit: Math.abs(m.delta),
    isAdd: m.action === 'Add',
    reason: m.reason,
    order:
      m.orderId && m.orderNumber !== null
        ? { _id: m.orderId, order_number: m.orderNumber, shop: shopNameOf(m.orderShop, shopNaming) }
        : null,
    user: m.userId && m.email !== null ? { _id: m.userId, email: m.email } : null,
  };
}

/** The last EMBEDDED_HISTORY movements of each entry, newest first, in one query. */
async function recentMovements(
  db: DbOrTx,
  stockIds: readonly string[],
  shopNaming: ShopNaming,
): Promise<Map<string, StockMovement[]>> {
  const byEntry = new Map<string, StockMovement[]>();
  if (!stockIds.length) return byEntry;
  const ranked = db
    .select({
      id: stockMovements.id,
      rank: sql<number>`row_number() over (partition by ${stockMovements.stockId} order by ${stockMovements.createdAt} desc, ${stockMovements.id} desc)`.as(
        'rank',
      ),
    })
    .from(stockMovements)
    .where(inArray(stockMovements.stockId, [...stockIds]))
    .as('ranked');
  const rows = await selectMovements(db)
    .innerJoin(ranked, eq(ranked.id, stockMovements.id))
    .where(lte(ranked.rank, EMBEDDED_HISTORY))
    .orderBy(...newestFirst);
  for (const row of rows)
    byEntry.set(row.stockId, [...(byEntry.get(row.stockId) ?? []), movementRecord(row, shopNaming)]);
  return byEntry;
}

/** The search box finds an entry by its product (SKUs, names), its supplier or its warehouse. */
function searchEntries(term: string): SQL {
  const pattern = likePattern(term.toLowerCase());
  return sql`(${stock.productId} in (select ${products.id} from ${products} where ${products.searchText} like ${pattern}
      or ${products.supplierId} in (select ${suppliers.id} from ${suppliers} where ${suppliers.searchText} like ${pattern}))
    or ${stock.warehouseId} in (select ${warehouses.id} from ${warehouses} where ${warehouses.searchText} like ${pattern}))`;
}

const selectEntries = (db: DbOrTx) =>
  db
    .select({
      ...productColumns,
      stockId: stock.id,
      totalUnits: stock.totalUnits,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(warehouses, eq(warehouses.id, stock.warehouseId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId));

function entryRecord(row: Awaited<ReturnType<typeof selectEntries>>[number]): StockEntry {
  return {
    _id: row.stockId,
    warehouse: { _id: row.warehouseId, name: row.warehouseName },
    product: { product_id: productRecord(row), total_units: row.totalUnits },
  };
}

async function entryById(db: DbOrTx, stockId: string): Promise<StockEntry> {
  const [row] = await selectEntries(db).where(eq(stock.id, stockId));
  return entryRecord(row);
}

/**
 * The warehouse a signed-in user may work on: any for an Admin, its own for a Warehouse user
 * (from the session, never the request). Another warehouse answers 404, as if it did not exist.
 */
function assertMayUse(user: SignedInUser, warehouseId: string) {
  if (!mayReachWarehouse(user, warehouseId)) throw notFound(say('warehouseNotFound'));
}

/** The SQL filter of what a user sees, or nothing for an Admin. */
function visibleTo(user: SignedInUser): SQL | undefined {
  const confined = confinedWarehouseId(user);
  if (confined === undefined) return undefined;
  return confined ? eq(stock.warehouseId, confined) : sql`false`;
}

const INT_OUT_OF_RANGE = '22003';
function isOutOfRange(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === INT_OUT_OF_RANGE) return true;
  }
  return false;
}

/** Stock per warehouse and product: the list, adding and removing units, and the history. */
export class StockService {
  constructor(
    private readonly db: Database,
    /** How a movement's order names its shop (several shops configured). */
    private readonly shopNaming: ShopNaming = false,
  ) {}

  list(raw: Record<string, unknown>, user: SignedInUser) {
    const { search } = readListQuery(stockListSpec, raw);
    return this.db.transaction(async (tx) => {
      const extra = and(visibleTo(user), search ? searchEntries(search) : undefined);
      const page = await orderedPage(
        tx,
        stockListSpec,
        raw,
        selectEntries(tx),
        [
          [products.internalSku, 'asc'],
          [warehouses.name, 'asc'],
          [stock.id, 'asc'],
        ],
        extra,
      );
      const history = await recentMovements(
        tx,
        page.rows.map((row) => row.stockId),
        this.shopNaming,
      );
      const doc = page.rows.map((row) => {
        const entry = entryRecord(row);
        return { ...entry, product: { ...entry.product, history: history.get(row.stockId) ?? [] } };
      });
      return { doc, count: page.count };
    });
  }

  /**
   * The products stock can be added for (not packs, not deleted), for the Add Stock picker:
   * part of the stock area, so warehouse staff need no access to the Products screens.
   */
  async products(raw: Record<string, unknown>) {
    const spec: ListSpec = {
      table: products,
      searchColumn: products.searchText,
      always: and(isNull(products.deletedAt), eq(products.isPack, false)),
    };
    const page = await orderedPage(this.db, spec, raw, selectProducts(this.db), [
      [products.supplierSku, 'asc'],
      [products.id, 'asc'],
    ]);
    return { doc: page.rows.map(productRecord), count: page.count };
  }

  /** Adds units, creating the entry on first use; one 'Add' movement records who did it. */
  async add(change: StockChange, user: SignedInUser): Promise<StockEntry> {
    assertMayUse(user, change.warehouse_id);
    try {
      return await this.db.transaction(async (tx) => {
        await assertStockable(tx, change);
        const [row] = await tx
          .insert(stock)
          .values({
            warehouseId: change.warehouse_id,
            productId: change.product_id,
            totalUnits: change.units,
          })
          .onConflictDoUpdate({
            target: [stock.warehouseId, stock.productId],
            set: { totalUnits: sql`${stock.totalUnits} + excluded.total_units`, updatedAt: new Date() },
          })
          .returning({ id: stock.id });
        await tx
          .insert(stockMovements)
          .values({ stockId: row.id, delta: change.units, action: 'Add', userId: user.id });
        return entryById(tx, row.id);
      });
    } catch (error) {
      if (isOutOfRange(error)) throw conflict(say('stockTotalWouldLargerThan'));
      throw error;
    }
  }

  /**
   * Removes units, at most the current total. The check and the change are one UPDATE, so
   * concurrent removals cannot take the total below zero between reading and writing it.
   */
  remove(change: StockChange, user: SignedInUser): Promise<StockEntry> {
    assertMayUse(user, change.warehouse_id);
    return this.db.transaction(async (tx) => {
      const at = and(eq(stock.warehouseId, change.warehouse_id), eq(stock.productId, change.product_id));
      const [row] = await tx
        .update(stock)
        .set({ totalUnits: sql`${stock.totalUnits} - ${change.units}`, updatedAt: new Date() })
        .where(and(at, gte(stock.totalUnits, change.units)))
        .returning({ id: stock.id });
      if (!row) {
        const [current] = await tx.select({ totalUnits: stock.totalUnits }).from(stock).where(at);
        if (!current) throw notFound(NO_STOCK);
        const said = say(current.totalUnits === 1 ? 'onlyOneUnitInStock' : 'onlyUnitsInStock', {
          stock: current.totalUnits,
          units: change.units,
        });
        throw new AppError(409, said, [{ field: 'units', message: said.msg }]);
      }
      if (change.units > 0) {
        await tx
          .insert(stockMovements)
          .values({ stockId: row.id, delta: -change.units, action: 'Remove', userId: user.id });
      }
      return entryById(tx, row.id);
    });
  }

  /** The additions and removals of one entry, newest first, with the product they concern. */
  history(query: { warehouse_id: string; product_id: string } & Record<string, unknown>, user: SignedInUser) {
    assertMayUse(user, query.warehouse_id);
    return this.db.transaction(async (tx) => {
      const [entry] = await selectEntries(tx).where(
        and(eq(stock.warehouseId, query.warehouse_id), eq(stock.productId, query.product_id)),
      );
      if (!entry) throw notFound(NO_STOCK);
      const page = await orderedPage(
        tx,
        historySpec,
        query,
        selectMovements(tx),
        [
          [stockMovements.createdAt, 'desc'],
          [stockMovements.id, 'desc'],
        ],
        eq(stockMovements.stockId, entry.stockId),
      );
      const doc = page.rows.map((row) => movementRecord(row, this.shopNaming));
      return { doc, count: page.count, product: productRecord(entry) };
    });
  }
}

/** Stock is kept for a live product (packs are stocked through their products) in a live warehouse. */
async function assertStockable(tx: Tx, change: StockChange) {
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, change.warehouse_id), isNull(warehouses.deletedAt)))
    .for('share');
  if (!warehouse) throw invalidField('warehouse_id', say('warehouseDoesNotExistWas'));
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, change.product_id), eq(products.isPack, false), isNull(products.deletedAt)))
    .for('share');
  if (!product) throw invalidField('product_id', say('productDoesNotExistWas'));
}
