import type { SQL } from 'drizzle-orm';
import { warehouseLines } from '../../../domain/orderLines';
import { WAREHOUSE_ORDER_CSV_COLUMNS, type WarehouseOrderCsvRow } from '../../../domain/warehouseOrderCsv';
import { withShopColumn } from '../../../domain/orderNumberShown';
import type { DbOrTx } from '../../db/client';
import { exportedOrderPages, type ExportedOrder } from '../orderRecords/exportedOrders';
import { mapBatches, type CsvExport } from '../csvExport';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

/** One order's rows of Warehouse Orders' CSV: one per line the warehouse ships. */
export function warehouseOrderCsvRows(o: ExportedOrder, shopNaming: ShopNaming): WarehouseOrderCsvRow[] {
  const lines = warehouseLines(o);
  return lines.map((p) => ({
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
  }));
}

/** Warehouse Orders' CSV columns: the Shop column only when several shops are configured. */
export const warehouseOrdersCsvColumns = (shopNaming: ShopNaming) =>
  withShopColumn(WAREHOUSE_ORDER_CSV_COLUMNS, shopNaming !== false);

/**
 * The orders `where` selects as Warehouse Orders' CSV (domain/warehouseOrderCsv.ts): one row per
 * line the warehouse ships (`warehouseLines`, as the list's rows and /view-warehouse-order: not a
 * Hybrid order's dropshipped ones), newest first, read a batch of orders at a time.
 */
export function warehouseOrdersCsv(
  db: DbOrTx,
  where: SQL | undefined,
  shopNaming: ShopNaming = false,
): CsvExport<WarehouseOrderCsvRow> {
  return {
    columns: warehouseOrdersCsvColumns(shopNaming),
    batches: mapBatches(exportedOrderPages(db, where), (records) =>
      records.flatMap((o) => warehouseOrderCsvRows(o, shopNaming)),
    ),
  };
}
