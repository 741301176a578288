import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
import type { Hold } from '../../domain/deletionHolds';
import { openOrderLines, pickupOrderLines, purchaseOrderLines, stockUnits } from './deletionHolds';
import { mayChoose, SUPPLIER_DEACTIVATED } from '../../domain/activation';
import type { PackRecord, ProductOrPack, ProductRecord } from '../../domain/schemas/productRecords';

export type { PackRecord, ProductOrPack, ProductRecord };
import { conflict, invalidField } from '../http/errors';
import type { DuplicateKey } from './masterRecords';
import { sameSku, skuKey } from '../../domain/sku';
import { routeOrdersWaitingFor } from './orders/waitingOrders';
import { measuresDiffer, routingInputsChanged } from './orders/routingInputs';
import type { EntityHooks, HookContext } from '../entities/entityService';
import { entitySaid } from '../../domain/entities/entity';
import { entity as pack } from '../../domain/entities/packs';
import { productCsvColumns } from '../../domain/productCsv';
import { keysetBatches } from '../db/keyset';
import { mapBatches, type CsvExport } from './csvExport';
import { say } from '../../domain/texts/answers';

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
  updatedAt: products.updatedAt,
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
    updatedAt: row.updatedAt.toISOString(),
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
          updatedAt: row.updatedAt.toISOString(),
        }
      : productRecord(row),
  );
}

const live = isNull(products.deletedAt);

/** The products' rows as answered: suppliers' names and packs' products read in one go. */
export async function productsAnswered(
  tx: DbOrTx,
  rows: Record<string, unknown>[],
): Promise<ProductOrPack[]> {
  const supplierIds = [...new Set(rows.flatMap((r) => (r.supplierId ? [r.supplierId as string] : [])))];
  const names = new Map(
    supplierIds.length
      ? (
          await tx
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(inArray(suppliers.id, supplierIds))
        ).map((s) => [s.id, s.name])
      : [],
  );
  const withNames = (rows as unknown as ProductRow[]).map((row) => ({
    ...row,
    supplierName: row.supplierId ? (names.get(row.supplierId) ?? null) : null,
  }));
  return productOrPackRecords(tx, withNames);
}

/**
 * The refusal of a write whose internal SKU is taken. The unique index on the SKU regardless
 * of case decides (two concurrent adds cannot both win); the 409 then says which product or
 * pack holds it.
 */
async function skuTaken(db: DbOrTx, body: Record<string, unknown>): Promise<DuplicateKey> {
  const sku = String(body.internal_sku);
  const [holder] = await db
    .select({ isPack: products.isPack, name: products.internalProductName })
    .from(products)
    .where(and(eq(products.internalSkuKey, skuKey(sku)), live));
  const msg = !holder
    ? say('internalSkuUsed', { sku })
    : say(holder.isPack ? 'internalSkuUsedByPack' : 'internalSkuUsedByProduct', { sku, name: holder.name });
  return { field: 'internal_sku', msg };
}

/** What the product and pack hooks share: one table, answered alike, SKUs unique across both. */
export const productTableHooks = (db: Database) => ({
  recordsOf: productsAnswered as NonNullable<EntityHooks['recordsOf']>,
  listOrder: () => [[products.internalSku, 'asc'] as const],
  duplicates: {
    products_internal_sku_live_key: (body: Record<string, unknown>) => skuTaken(db, body),
  },
});

/**
 * What products add to their generated service (domain/entities/products.ts): a pack is
 * listed, read and deleted by the product calls but edited on its own; a new product's
 * supplier is live and activated; a new SKU routes the orders that waited for it in the same
 * transaction (docs/decisions.md); a product in a live pack, or with unfinished order,
 * purchase or pickup lines or stock, stays.
 */
export const productHooks = ({ db }: HookContext): EntityHooks => ({
  ...productTableHooks(db),
  check: async (tx, write) => {
    if (write.action === 'add') return assertLiveSupplier(tx, String(write.body.supplierId));
    if (write.current.isPack) {
      if (write.action === 'edit') throw invalidField('_id', say('packChangeEditPackScreen'));
      return;
    }
    if (write.action === 'delete') await assertInNoPack(tx, String(write.current.id));
  },
  onAdd: async (tx, row, { userId }) => {
    await routeOrdersWaitingFor(tx, [String(row.internalSku)], userId);
  },
  onEdit: async (tx, before, after, { userId }) => {
    // Orders waiting for a warehouse weigh and measure otherwise with new measures.
    if (measuresDiffer(before, after)) await routingInputsChanged(tx, { productIds: [String(after.id)] });
    if (!sameSku(String(before.internalSku), String(after.internalSku)))
      await routeOrdersWaitingFor(tx, [String(after.internalSku)], userId);
  },
  holdsOf: (tx, id, row) => (row.isPack ? Promise.resolve([]) : productHolds(tx, id)),
  nameOf: (row) => `"${String(row.internalProductName)}" (${String(row.internalSku)})`,
  messageOf: (said, record) => (record.isPack ? entitySaid(pack, said) : undefined),
});

/** A product still in a live pack stays until it is taken out (409 naming the packs). */
async function assertInNoPack(tx: DbOrTx, id: string) {
  const packs = await tx
    .select({ sku: products.internalSku, name: products.internalProductName })
    .from(packItems)
    .innerJoin(products, eq(products.id, packItems.packId))
    .where(and(eq(packItems.productId, id), live))
    .orderBy(asc(products.internalSku));
  if (!packs.length) return;
  const names = packs.map((p) => `"${p.name}" (${p.sku})`).join(', ');
  throw conflict(say(packs.length > 1 ? 'productInPacks' : 'productInPack', { packs: names }));
}

/** A supplier's products for pickers, and the products of the CSV export: not CRUD, not packs. */
export class ProductsService {
  constructor(private readonly db: Database) {}

  /** The live products (not packs) bought from one supplier, for pickers. */
  async ofSupplier(supplierId: string): Promise<ProductRecord[]> {
    const rows = await selectProducts(this.db)
      .where(and(eq(products.supplierId, supplierId), eq(products.isPack, false), live))
      .orderBy(asc(products.internalSku));
    return rows.map(productRecord);
  }

  /** The product CSV of every live product (not packs), in SKU order, read a batch at a time. */
  exportCsv(): CsvExport<ProductRecord> {
    return productsCsv(this.db, and(eq(products.isPack, false), live));
  }

  /**
   * The product CSV of the selected live products, in SKU order, and the selected packs' SKUs
   * apart: a pack does not fit a row of the product file. Unknown and deleted ids are left out.
   * The packs are read first (their SKUs only), as the header naming them leaves before the file.
   */
  async exportSelectionCsv(
    ids: readonly string[],
  ): Promise<{ csv: CsvExport<ProductRecord>; packs: string[] }> {
    const selected = and(inArray(products.id, [...ids]), live);
    const packs = await this.db
      .select({ sku: products.internalSku })
      .from(products)
      .where(and(selected, eq(products.isPack, true)))
      .orderBy(asc(products.internalSku));
    return {
      csv: productsCsv(this.db, and(selected, eq(products.isPack, false))),
      packs: packs.map((row) => row.sku),
    };
  }
}

/** Products read in SKU order a batch at a time, each batch after the last SKU (and id) read. */
function productsCsv(db: DbOrTx, where: SQL | undefined): CsvExport<ProductRecord> {
  const read = (after: ProductRow | undefined, limit: number) =>
    selectProducts(db)
      .where(
        and(
          where,
          after &&
            sql`(${products.internalSku} >= ${after.internalSku} and (${products.internalSku} > ${after.internalSku} or ${products.id} > ${after.id}::uuid))`,
        ),
      )
      .orderBy(asc(products.internalSku), asc(products.id))
      .limit(limit);
  return {
    columns: productCsvColumns,
    batches: mapBatches(keysetBatches(read, EXPORT_BATCH_PRODUCTS), (rows) => rows.map(productRecord)),
  };
}

/** Products an export reads at a time. */
const EXPORT_BATCH_PRODUCTS = 2000;

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
  if (!supplier) throw invalidField('supplierId', say('supplierDoesNotExistWas'));
  if (!mayChoose(supplier)) throw invalidField('supplierId', SUPPLIER_DEACTIVATED);
}
