import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { customerOf, shippingAddressOf } from './customerParts';
import type { DbOrTx } from '../../db/client';
import { keysetBatches } from '../../db/keyset';
import { orderLines, orders, products, warehouses } from '../../db/schema';
import type { OrderProductRecord, OrderRecord } from '../../../domain/schemas/orderRecords';
import type { OrderStatus } from '../../../domain/orderStatus';
import { skuKey } from '../../../domain/sku';

/** A product line as the CSV exports read it: its record's fields that a file shows. */
export type ExportedLine = Pick<
  OrderProductRecord,
  'sku' | 'name' | 'quantity' | 'pack_sku' | 'status' | 'estimated_shipping_date' | 'direct_to_customer'
> & {
  product_id: Pick<
    NonNullable<OrderProductRecord['product_id']>,
    'internal_sku' | 'supplier_sku' | 'supplier_product_name'
  > | null;
};

/**
 * An order as the CSV exports read it: the fields of its record (records.ts orderRecords) that a
 * file shows, with the same values, so a file's rows are what the same orders' records make.
 */
export type ExportedOrder = Pick<
  OrderRecord,
  | 'order_number'
  | 'shop'
  | 'order_created_at'
  | 'status'
  | 'problemetic'
  | 'consolidated'
  | 'deadline_date'
  | 'estimated_shipping_date'
  | 'customer'
  | 'shipping_address'
> & {
  assigned_to: { name: string } | null;
  products: ExportedLine[];
  custom_lines: Pick<OrderRecord['custom_lines'][number], 'name' | 'quantity'>[];
};

/** Orders an export reads at a time (its memory at any size), and first (its first byte). */
export const EXPORT_BATCH_ORDERS = 1000;
const EXPORT_FIRST_BATCH_ORDERS = 100;

/**
 * Every order `where` selects, newest first, as the exports read it, a batch at a time, so that
 * a million orders never sit in memory at once. Each batch continues after the last order of the
 * one before (its created time and id, the lists' order): no read skips rows as an offset would,
 * and a batch does not hold the connection between reads. The created time is carried as
 * PostgreSQL's text of it: a JavaScript Date drops the microseconds a stored time may have.
 * Only what a file shows is read: a page's records also read each line's supplier, arrival,
 * tracking and parcels, which made a file of a million orders several times slower.
 */
export async function* exportedOrderPages(
  db: DbOrTx,
  where: SQL | undefined,
  pageSize = EXPORT_BATCH_ORDERS,
) {
  const read = (after: { id: string; at: string } | undefined, limit: number) =>
    db
      .select({ ...exportedColumns, at: sql<string>`${orders.orderCreatedAt}::text` })
      .from(orders)
      .where(and(where, after && olderThan(after.at, after.id)))
      .orderBy(desc(orders.orderCreatedAt), desc(orders.id))
      .limit(limit);
  for await (const batch of keysetBatches(read, pageSize, Math.min(pageSize, EXPORT_FIRST_BATCH_ORDERS)))
    yield await exportedOrders(db, batch);
}

const exportedColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  shop: orders.shop,
  orderCreatedAt: orders.orderCreatedAt,
  status: orders.status,
  problematic: orders.problematic,
  consolidated: orders.consolidated,
  assignedWarehouseId: orders.assignedWarehouseId,
  deadlineDate: orders.deadlineDate,
  estimatedShippingDate: orders.estimatedShippingDate,
  customerShopId: orders.customerShopId,
  customerFirstName: orders.customerFirstName,
  customerLastName: orders.customerLastName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  shippingAddress1: orders.shippingAddress1,
  shippingAddress2: orders.shippingAddress2,
  shippingCity: orders.shippingCity,
  shippingZip: orders.shippingZip,
  shippingProvince: orders.shippingProvince,
  shippingCountry: orders.shippingCountry,
  customLines: orders.customLines,
};

type ExportedRow = { [K in keyof typeof exportedColumns]: (typeof orders.$inferSelect)[K] };

async function exportedOrders(db: DbOrTx, rows: readonly ExportedRow[]): Promise<ExportedOrder[]> {
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      sku: orderLines.sku,
      name: orderLines.name,
      quantity: orderLines.quantity,
      packSku: orderLines.packSku,
      status: orderLines.status,
      estimatedShippingDate: orderLines.estimatedShippingDate,
      directToCustomer: orderLines.directToCustomer,
      internalSku: products.internalSku,
      supplierSku: products.supplierSku,
      supplierProductName: products.supplierProductName,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const addedBySku = await productsAddedSince(
    db,
    lines.filter((l) => l.internalSku === null && l.sku).map((l) => l.sku!),
  );
  const warehouseIds = [
    ...new Set(rows.map((o) => o.assignedWarehouseId).filter((id): id is string => !!id)),
  ];
  const warehouseNames = new Map(
    (warehouseIds.length
      ? await db
          .select({ id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(inArray(warehouses.id, warehouseIds))
      : []
    ).map((w) => [w.id, w.name]),
  );
  const linesByOrder = new Map<string, ExportedLine[]>();
  for (const l of lines) {
    const added = l.internalSku === null && l.sku ? addedBySku.get(skuKey(l.sku)) : undefined;
    const line: ExportedLine = {
      product_id:
        l.internalSku !== null
          ? {
              internal_sku: l.internalSku,
              supplier_sku: l.supplierSku,
              supplier_product_name: l.supplierProductName,
            }
          : added
            ? {
                internal_sku: added.internalSku,
                supplier_sku: added.supplierSku,
                supplier_product_name: added.supplierProductName,
              }
            : null,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      pack_sku: l.packSku,
      status: l.status as OrderStatus,
      estimated_shipping_date: l.estimatedShippingDate,
      direct_to_customer: l.directToCustomer,
    };
    const own = linesByOrder.get(l.orderId);
    if (own) own.push(line);
    else linesByOrder.set(l.orderId, [line]);
  }
  return rows.map((o) => {
    const warehouseName = o.assignedWarehouseId ? warehouseNames.get(o.assignedWarehouseId) : undefined;
    return {
      order_number: o.orderNumber,
      shop: o.shop,
      order_created_at: o.orderCreatedAt.toISOString(),
      status: o.status as OrderStatus,
      problemetic: o.problematic,
      consolidated: o.consolidated,
      assigned_to: warehouseName === undefined ? null : { name: warehouseName },
      deadline_date: o.deadlineDate,
      estimated_shipping_date: o.estimatedShippingDate,
      customer: customerOf(o),
      shipping_address: shippingAddressOf(o),
      products: linesByOrder.get(o.id) ?? [],
      custom_lines: o.customLines.map(({ name, quantity }) => ({ name, quantity })),
    };
  });
}

/**
 * The live products (not packs) that lines with no product name by SKU, by that SKU's key: a
 * line keeps its unknown SKU until its warehouse is chosen, and a product added since is shown
 * for it (records.ts orderRecords reads them so too).
 */
export async function productsAddedSince(db: DbOrTx, skus: readonly string[]) {
  const keys = [...new Set(skus.map(skuKey))];
  const added = keys.length
    ? await db
        .select()
        .from(products)
        .where(
          and(inArray(products.internalSkuKey, keys), isNull(products.deletedAt), eq(products.isPack, false)),
        )
    : [];
  return new Map(added.map((p) => [skuKey(p.internalSku), p]));
}

/** After (at, id) in newest-first order; the first term alone bounds an index on the created time. */
const olderThan = (at: string, id: string) =>
  sql`(${orders.orderCreatedAt} <= ${at}::timestamptz and (${orders.orderCreatedAt} < ${at}::timestamptz or ${orders.id} < ${id}::uuid))`;
