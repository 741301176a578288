import type { ShopAddress } from './address';
import type { CsvColumn } from './csv';

/**
 * The orders CSV export (Master Dashboard, Consolidate/Unconsolidate): one row per product
 * line, with the order's fields repeated, as spec 000 section 3 lists them (warehouse, order#,
 * customer id, name, email, product count, per product internal SKU, supplier SKU, name,
 * quantity, the shipping address) plus status and dates.
 */
export interface OrderCsvRow extends ShopAddress {
  orderNumber: string;
  /** The shop the order came from; exported only when several shops are configured (withShopColumn). */
  shop: string | null;
  orderCreatedAt: string;
  status: string;
  problematic: boolean;
  warehouse: string | null;
  customerId: string | null;
  customerName: string;
  email: string | null;
  phone: string | null;
  productCount: number;
  internalSku: string | null;
  supplierSku: string | null;
  productName: string;
  packSku: string | null;
  quantity: number;
  productStatus: string;
  deadlineDate: string | null;
  estimatedShippingDate: string | null;
}

/** The Product status of a custom line's row (sold without a SKU: nothing for us to fulfil). */
export const CUSTOM_LINE_CSV_STATUS = 'Custom item';

/** The shipping address, the last columns of every orders export. */
export const SHIPPING_ADDRESS_CSV_COLUMNS: readonly CsvColumn<ShopAddress>[] = [
  { header: 'Address 1', value: (r) => r.address1 },
  { header: 'Address 2', value: (r) => r.address2 },
  { header: 'City', value: (r) => r.city },
  { header: 'Zip', value: (r) => r.zip },
  { header: 'Province', value: (r) => r.province },
  { header: 'Country', value: (r) => r.country },
];

export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderCsvRow>[] = [
  { header: 'Date & Time (UTC)', value: (r) => r.orderCreatedAt },
  { header: 'Order#', value: (r) => r.orderNumber },
  { header: 'Status', value: (r) => (r.problematic ? 'Problematic' : r.status) },
  { header: 'Warehouse', value: (r) => r.warehouse },
  { header: 'Customer id', value: (r) => r.customerId },
  { header: 'Name', value: (r) => r.customerName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Product count', value: (r) => r.productCount },
  { header: 'Internal SKU', value: (r) => r.internalSku },
  { header: 'Supplier SKU', value: (r) => r.supplierSku },
  { header: 'Product name', value: (r) => r.productName },
  { header: 'Pack SKU', value: (r) => r.packSku },
  { header: 'Quantity', value: (r) => r.quantity },
  { header: 'Product status', value: (r) => r.productStatus },
  { header: 'Deadline date', value: (r) => r.deadlineDate },
  { header: 'Estimated shipping date', value: (r) => r.estimatedShippingDate },
  ...SHIPPING_ADDRESS_CSV_COLUMNS,
];
