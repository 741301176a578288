import type { SQL } from 'drizzle-orm';
import { toCsvFile } from '../../../domain/csv';
import { warehouseLines } from '../../../domain/orderLines';
import { WAREHOUSE_ORDER_CSV_COLUMNS, type WarehouseOrderCsvRow } from '../../../domain/warehouseOrderCsv';
import { withShopColumn } from '../../../domain/orderNumberShown';
import type { DbOrTx } from '../../db/client';
import { orderRecordPages } from '../orderRecords/records';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

/**
 * The orders `where` selects as Warehouse Orders' CSV (domain/warehouseOrderCsv.ts): one row per
 * line the warehouse ships (`warehouseLines`, as the list's rows and /view-warehouse-order: not a
 * Hybrid order's dropshipped ones), newest first, a page of orders at a time.
 */
export async function warehouseOrdersCsv(
  db: DbOrTx,
  where: SQL | undefined,
  shopNaming: ShopNaming = false,
): Promise<string> {
  const rows: WarehouseOrderCsvRow[] = [];
  for await (const records of orderRecordPages(db, where))
    for (const o of records) {
      const lines = warehouseLines(o);
      for (const p of lines)
        rows.push({
          warehouse: o.assigned_to?.name ?? null,
          orderNumber: o.order_number,
          shop: shopNameOf(o.shop, shopNaming),
          customerId: o.customer.cus_id,
          customerName: o.customer.name,
          email: o.customer.email,
          productCount: lines.length,
          internalSku: p.product_id?.internal_sku ?? p.sku,
          supplierSku: p.product_id?.supplier_sku ?? null,
          productName: p.product_id?.supplier_product_name ?? p.name,
          quantity: p.quantity,
          ...o.shipping_address,
        });
    }
  return toCsvFile(withShopColumn(WAREHOUSE_ORDER_CSV_COLUMNS, shopNaming !== false), rows);
}
