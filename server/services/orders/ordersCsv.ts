import type { SQL } from 'drizzle-orm';
import { CUSTOM_LINE_CSV_STATUS, ORDER_CSV_COLUMNS, type OrderCsvRow } from '../../../domain/orderCsv';
import { withShopColumn } from '../../../domain/orderNumberShown';
import type { DbOrTx } from '../../db/client';
import { exportedOrderPages, type ExportedOrder } from '../orderRecords/exportedOrders';
import { mapBatches, type CsvExport } from '../csvExport';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

/** One order's rows of the order lists' CSV: one per product line, then its custom lines. */
export function orderCsvRows(o: ExportedOrder, shopNaming: ShopNaming): OrderCsvRow[] {
  const shop = shopNameOf(o.shop, shopNaming);
  const orderCreatedAt = new Date(o.order_created_at).toISOString().replace('T', ' ').slice(0, 19);
  const address = o.shipping_address;
  // Each row written whole, the order's fields beside the line's: a file of a million orders
  // makes millions of rows, and one literal is several times cheaper than spreading the order.
  const row = (line: LineCells): OrderCsvRow => ({
    orderNumber: o.order_number,
    shop,
    orderCreatedAt,
    status: o.status,
    problematic: o.problemetic,
    warehouse: o.assigned_to?.name ?? null,
    customerId: o.customer.cus_id,
    customerName: o.customer.name,
    email: o.customer.email,
    phone: o.customer.phone,
    productCount: o.products.length,
    deadlineDate: o.deadline_date,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    province: address.province,
    country: address.country,
    internalSku: line.internalSku,
    supplierSku: line.supplierSku,
    productName: line.productName,
    packSku: line.packSku,
    quantity: line.quantity,
    productStatus: line.productStatus,
    estimatedShippingDate: line.estimatedShippingDate,
  });
  return [
    ...o.products.map((p) =>
      row({
        internalSku: p.product_id?.internal_sku ?? p.sku,
        supplierSku: p.product_id?.supplier_sku ?? null,
        productName: p.product_id?.supplier_product_name ?? p.name,
        packSku: p.pack_sku,
        quantity: p.quantity,
        productStatus: p.status,
        estimatedShippingDate: p.estimated_shipping_date ?? o.estimated_shipping_date,
      }),
    ),
    // Custom lines (no SKU) are listed too, as what they are: nothing to fulfil.
    ...o.custom_lines.map((c) =>
      row({
        internalSku: null,
        supplierSku: null,
        productName: c.name,
        packSku: null,
        quantity: c.quantity,
        productStatus: CUSTOM_LINE_CSV_STATUS,
        estimatedShippingDate: null,
      }),
    ),
  ];
}

/** A row's cells of its line. */
type LineCells = Pick<
  OrderCsvRow,
  | 'internalSku'
  | 'supplierSku'
  | 'productName'
  | 'packSku'
  | 'quantity'
  | 'productStatus'
  | 'estimatedShippingDate'
>;

/** The order lists' CSV columns: the Shop column only when several shops are configured. */
export const ordersCsvColumns = (shopNaming: ShopNaming) =>
  withShopColumn(ORDER_CSV_COLUMNS, shopNaming !== false);

/**
 * The orders `where` selects as the order lists' CSV (domain/orderCsv.ts): one row per product
 * line, newest first, custom lines too, read a batch of orders at a time (sendCsv streams it).
 */
export function ordersCsv(
  db: DbOrTx,
  where: SQL | undefined,
  shopNaming: ShopNaming = false,
): CsvExport<OrderCsvRow> {
  return {
    columns: ordersCsvColumns(shopNaming),
    batches: mapBatches(exportedOrderPages(db, where), (records) =>
      records.flatMap((o) => orderCsvRows(o, shopNaming)),
    ),
  };
}
