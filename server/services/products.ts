import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import {
  orderLines,
  packItems,
  poLines,
  products,
  purchaseOrders,
  puoLines,
  stock,
  suppliers,
} from '../db/schema';
import { deletionRefusal, FINISH_FIRST, type Hold } from '../../domain/deletionHolds';
import { openOrderLines, pickupOrderLines, purchaseOrderLines, stockUnits } from './deletionHolds';
import { mayChoose, SUPPLIER_DEACTIVATED } from '../../domain/activation';
import type { ProductBody } from '../../domain/schemas/masterData';
import type { PackRecord, ProductOrPack, ProductRecord } from '../../domain/schemas/productRecords';

export type { PackRecord, ProductOrPack, ProductRecord };
import { AppError, conflict, invalidField, notFound } from '../http/errors';
import { listPage, type ListSpec } from './listQuery';
import { uniqueViolation } from './masterRecords';
import { sameSku, skuKey } from '../../domain/sku';
import { routeOrdersWaitingFor } from './orders/waitingOrders';

const SKU_KEY = 'products_internal_sku_live_key';

/** The columns every product answer is built from; max_length and volume are the database's. */
export const productColumns = {
  id: products.id,
  internalSku: products.internalSku,
  supplierSku: products.supplierSku,
  internalProductName: products.internalProductName,
  supplierProductName: products.supplierProductName,
  isPack: products.isPack,
  units: products.units,
  unitsInclude: products.unitsInclude,
  weight: products.weight,
  length: products.length,
  width: products.width,
  height: products.height,
  maxLength: products.maxLength,
  volume: products.volume,
  supplierId: products.supplierId,
  supplierName: suppliers.name,
};

export const selectProducts = (db: DbOrTx) =>
  db.select(productColumns).from(products).leftJoin(suppliers, eq(suppliers.id, products.supplierId));
type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export function productRecord(row: ProductRow): ProductRecord {
  return {
    _id: row.id,
    internal_sku: row.internalSku,
    supplier_sku: row.supplierSku,
    internal_product_name: row.internalProductName,
    supplier_product_name: row.supplierProductName,
    units: row.units,
    units_include: row.unitsInclude,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    max_length: row.maxLength,
    volume: row.volume,
    supplier: row.supplierId ? { _id: row.supplierId, name: row.supplierName ?? '' } : null,
    isPack: false,
  };
}

/** Products and packs as answered, with each pack's products loaded in one query. */
export async function productOrPackRecords(db: DbOrTx, rows: ProductRow[]): Promise<ProductOrPack[]> {
  const packIds = rows.filter((r) => r.isPack).map((r) => r.id);
  const contents = new Map<string, ProductRecord[]>();
  if (packIds.length) {
    const items = await db
      .select({ ...productColumns, packId: packItems.packId })
      .from(packItems)
      .innerJoin(products, eq(products.id, packItems.productId))
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(inArray(packItems.packId, packIds))
      .orderBy(asc(products.internalSku));
    for (const item of items)
      contents.set(item.packId, [...(contents.get(item.packId) ?? []), productRecord(item)]);
  }
  return rows.map((row) =>
    row.isPack
      ? {
          _id: row.id,
          internal_sku: row.internalSku,
          internal_product_name: row.internalProductName,
          isPack: true,
          products: contents.get(row.id) ?? [],
        }
      : productRecord(row),
  );
}

const live = isNull(products.deletedAt);

/** One live product or pack as answered, or a 404. */
export async function productOrPackById(db: DbOrTx, id: string): Promise<ProductOrPack> {
  const rows = await selectProducts(db).where(and(eq(products.id, id), live));
  if (!rows.length) throw notFound('Product not found');
  const [record] = await productOrPackRecords(db, rows);
  return record;
}

/** The live record (product or pack) holding a row lock, so checks and the write that follows agree. */
export async function lockLive(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: products.id,
      isPack: products.isPack,
      internalSku: products.internalSku,
      supplierId: products.supplierId,
    })
    .from(products)
    .where(and(eq(products.id, id), live))
    .for('update');
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * Runs a write that may take an internal SKU. The unique index on the SKU regardless of case
 * decides (two concurrent adds cannot both win); the 409 then says which product or pack holds it.
 */
export async function claimingSku<T>(db: Database, sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== SKU_KEY) throw error;
    throw await skuTaken(db, sku);
  }
}

export async function skuTaken(db: DbOrTx, sku: string): Promise<AppError> {
  const [holder] = await db
    .select({ isPack: products.isPack, name: products.internalProductName })
    .from(products)
    .where(and(eq(products.internalSkuKey, skuKey(sku)), live));
  const by = holder ? ` by the ${holder.isPack ? 'pack' : 'product'} "${holder.name}"` : '';
  const msg = `The internal SKU "${sku}" is already used${by}`;
  return new AppError(409, msg, [{ field: 'internal_sku', message: msg }]);
}

const productColumnsOf = (body: ProductBody) => ({
  internalSku: body.internal_sku,
  supplierSku: body.supplier_sku,
  internalProductName: body.internal_product_name,
  supplierProductName: body.supplier_product_name,
  units: body.units,
  unitsInclude: body.units_include,
  weight: body.weight,
  length: body.length,
  width: body.width,
  height: body.height,
});

export const productListSpec: ListSpec = { table: products, searchColumn: products.searchText, always: live };

/** Products: the list, one record, add, edit, delete (packs too), and a supplier's products. */
export class ProductsService {
  constructor(private readonly db: Database) {}

  list(raw: Record<string, unknown>) {
    return this.db.transaction(async (tx) => {
      const page = await listPage(tx, productListSpec, raw, (where, limit, skip) =>
        selectProducts(tx)
          .where(where)
          .orderBy(asc(products.internalSku), asc(products.id))
          .limit(limit)
          .offset(skip),
      );
      return { doc: await productOrPackRecords(tx, page.rows), count: page.count };
    });
  }

  get(id: string) {
    return this.db.transaction((tx) => productOrPackById(tx, id));
  }

  /** The live products (not packs) bought from one supplier, for pickers. */
  async ofSupplier(supplierId: string): Promise<ProductRecord[]> {
    const rows = await selectProducts(this.db)
      .where(and(eq(products.supplierId, supplierId), eq(products.isPack, false), live))
      .orderBy(asc(products.internalSku));
    return rows.map(productRecord);
  }

  /** The new product, and the orders that waited for its SKU routed in the same transaction. */
  add(body: ProductBody, userId: string | null = null) {
    return claimingSku(this.db, body.internal_sku, () =>
      this.db.transaction(async (tx) => {
        await assertLiveSupplier(tx, body.supplierId);
        const [row] = await tx
          .insert(products)
          .values({ ...productColumnsOf(body), supplierId: body.supplierId })
          .returning({ id: products.id });
        await routeOrdersWaitingFor(tx, [body.internal_sku], userId);
        return productOrPackById(tx, row.id) as Promise<ProductRecord>;
      }),
    );
  }

  /** A new SKU may be one that orders waited for: they are routed as on add. */
  edit(id: string, body: ProductBody, userId: string | null = null) {
    return claimingSku(this.db, body.internal_sku, () =>
      this.db.transaction(async (tx) => {
        const current = await lockLive(tx, id);
        if (current.isPack) throw invalidField('_id', 'This is a pack: change it on the Edit Pack screen');
        if (current.supplierId !== body.supplierId)
          throw invalidField('supplierId', 'The supplier of a product cannot be changed');
        await tx
          .update(products)
          .set({ ...productColumnsOf(body), updatedAt: new Date() })
          .where(eq(products.id, id));
        if (!sameSku(current.internalSku, body.internal_sku))
          await routeOrdersWaitingFor(tx, [body.internal_sku], userId);
        return productOrPackById(tx, id) as Promise<ProductRecord>;
      }),
    );
  }

  /**
   * Hides a product or pack (history keeps pointing at it). A product still in a live pack, or
   * with unfinished order, purchase or pickup lines or stock, stays (409 naming them).
   */
  remove(id: string) {
    return this.db.transaction(async (tx) => {
      const current = await lockLive(tx, id);
      const record = await productOrPackById(tx, id);
      if (!current.isPack) {
        const packs = await tx
          .select({ sku: products.internalSku, name: products.internalProductName })
          .from(packItems)
          .innerJoin(products, eq(products.id, packItems.packId))
          .where(and(eq(packItems.productId, id), live))
          .orderBy(asc(products.internalSku));
        if (packs.length) {
          const names = packs.map((p) => `"${p.name}" (${p.sku})`).join(', ');
          throw conflict(
            `This product is in the pack${packs.length > 1 ? 's' : ''} ${names}. Remove it from the pack first.`,
          );
        }
        const name = `"${record.internal_product_name}" (${record.internal_sku})`;
        const refusal = deletionRefusal(name, await productHolds(tx, id), FINISH_FIRST);
        if (refusal) throw conflict(refusal);
      }
      await tx
        .update(products)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, id));
      return record;
    });
  }

  /** Every live product (not packs) for the CSV export, in SKU order. */
  async allForExport(): Promise<ProductRecord[]> {
    const rows = await selectProducts(this.db)
      .where(and(eq(products.isPack, false), live))
      .orderBy(asc(products.internalSku));
    return rows.map(productRecord);
  }
}

/** What a product's deletion waits for: its order, purchase and pickup lines not yet shipped, and its stock. */
async function productHolds(tx: DbOrTx, id: string): Promise<Hold[]> {
  const ofProduct = eq(poLines.productId, id);
  return [
    await openOrderLines(tx, eq(orderLines.productId, id)),
    await purchaseOrderLines(
      tx,
      'openPurchaseOrderLines',
      and(ofProduct, eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    ),
    await purchaseOrderLines(
      tx,
      'sentPurchaseOrderLines',
      and(ofProduct, eq(purchaseOrders.notificationStatus, 'sent')),
    ),
    await pickupOrderLines(tx, eq(puoLines.productId, id)),
    await stockUnits(tx, eq(stock.productId, id)),
  ];
}

/** A new product is bought from a supplier that exists, is not deleted and is activated. */
async function assertLiveSupplier(tx: DbOrTx, supplierId: string) {
  const [supplier] = await tx
    .select({ id: suppliers.id, activated: suppliers.activated })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), isNull(suppliers.deletedAt)))
    .for('share');
  if (!supplier) throw invalidField('supplierId', 'The supplier does not exist or was deleted');
  if (!mayChoose(supplier)) throw invalidField('supplierId', SUPPLIER_DEACTIVATED);
}
