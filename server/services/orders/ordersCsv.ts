import type { SQL } from 'drizzle-orm';
import { toCsvFile } from '../../../domain/csv';
import { CUSTOM_LINE_CSV_STATUS, ORDER_CSV_COLUMNS, type OrderCsvRow } from '../../../domain/orderCsv';
import { withShopColumn } from '../../../domain/orderNumberShown';
import type { DbOrTx } from '../../db/client';
import { orderRecordPages } from '../orderRecords/records';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

/**
 * The orders `where` selects as the order lists' CSV (domain/orderCsv.ts): one row per product
 * line, newest first, custom lines too. Read a page of orders at a time so 100,000 orders never
 * sit in memory as records. The Shop column only when several shops are configured.
 */
export async function ordersCsv(
  db: DbOrTx,
  where: SQL | undefined,
  shopNaming: ShopNaming = false,
): Promise<string> {
  const rows: OrderCsvRow[] = [];
  for await (const records of orderRecordPages(db, where)) {
    for (const o of records) {
      const order = {
        orderNumber: o.order_number,
        shop: shopNameOf(o.shop, shopNaming),
        orderCreatedAt: new Date(o.order_created_at).toISOString().replace('T', ' ').slice(0, 19),
        status: o.status,
        problematic: o.problemetic,
        warehouse: o.assigned_to?.name ?? null,
        customerId: o.customer.cus_id,
        customerName: o.customer.name,
        email: o.customer.email,
        phone: o.customer.phone,
        productCount: o.products.length,
        deadlineDate: o.deadline_date,
        ...o.shipping_address,
      };
      for (const p of o.products) {
        rows.push({
          ...order,
          internalSku: p.product_id?.internal_sku ?? p.sku,
          supplierSku: p.product_id?.supplier_sku ?? null,
          productName: p.product_id?.supplier_product_name ?? p.name,
          packSku: p.pack_sku,
          quantity: p.quantity,
          productStatus: p.status,
          estimatedShippingDate: p.estimated_shipping_date ?? o.estimated_shipping_date,
        });
      }
      // Custom lines (no SKU) are listed too, as what they are: nothing to fulfil.
      for (const c of o.custom_lines) {
        rows.push({
          ...order,
          internalSku: null,
          supplierSku: null,
          productName: c.name,
          packSku: null,
          quantity: c.quantity,
          productStatus: CUSTOM_LINE_CSV_STATUS,
          estimatedShippingDate: null,
        });
      }
    }
  }
  return toCsvFile(withShopColumn(ORDER_CSV_COLUMNS, shopNaming !== false), rows);
}
