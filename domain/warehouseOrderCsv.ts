import type { CsvColumn } from './csv';
import { SHIPPING_ADDRESS_CSV_COLUMNS, type OrderCsvRow } from './orderCsv';

/**
 * The Warehouse Orders CSV export (spec 000 section 3): warehouse, order#, customer id, name,
 * email, product count, and per product internal SKU, supplier SKU, name and quantity, plus the
 * shipping address. One row per product line, the order's fields repeated.
 */
export type WarehouseOrderCsvRow = Pick<
  OrderCsvRow,
  | 'warehouse'
  | 'orderNumber'
  | 'shop'
  | 'customerId'
  | 'customerName'
  | 'email'
  | 'productCount'
  | 'internalSku'
  | 'supplierSku'
  | 'productName'
  | 'quantity'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zip'
  | 'province'
  | 'country'
>;

export const WAREHOUSE_ORDER_CSV_COLUMNS: readonly CsvColumn<WarehouseOrderCsvRow>[] = [
  { header: 'Warehouse', value: (r) => r.warehouse },
  { header: 'Order#', value: (r) => r.orderNumber },
  { header: 'Customer id', value: (r) => r.customerId },
  { header: 'Name', value: (r) => r.customerName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Product count', value: (r) => r.productCount },
  { header: 'Internal SKU', value: (r) => r.internalSku },
  { header: 'Supplier SKU', value: (r) => r.supplierSku },
  { header: 'Product name', value: (r) => r.productName },
  { header: 'Quantity', value: (r) => r.quantity },
  ...SHIPPING_ADDRESS_CSV_COLUMNS,
];
