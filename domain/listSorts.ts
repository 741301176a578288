/**
 * The columns each list sorts by (`sort` of the list query, docs/api.md), named by the column
 * key its rows answer. The server says how each one orders (the list's `sorts`, a SQL
 * expression per key, typed against these); the browser makes exactly these headers clickable.
 * A column of computed cells (a row's product lines, its actions, a Hybrid order's warehouse
 * state) is not here: the database cannot order by what the browser works out.
 */

/** Master Dashboard and Consolidate/Unconsolidate. */
export const ORDER_SORTS = ['order_created_at', 'order_number', 'shipping_address.city', 'status'] as const;

/** Warehouse Orders (Admin and Warehouse). */
export const WAREHOUSE_ORDER_SORTS = ['order_created_at', 'order_number', 'shipping_address.city'] as const;

/** Purchase orders to be sent and sent. */
export const PURCHASE_ORDER_SORTS = [
  'created_at',
  'schedule_time',
  'sent_at',
  'poNumber',
  'assigned_to.name',
] as const;

/** Pickup orders to be sent and sent. */
export const PICKUP_ORDER_SORTS = [
  'created_at',
  'schedule_time',
  'sent_at',
  'pickupOrderNumber',
  'assigned_to.name',
] as const;

/** The supplier's Purchase Orders (one row per assign order of a sent PO). */
export const SUPPLIER_ORDER_SORTS = ['created_at', 'poNumber', 'assigned_to.name', 'deadline_date'] as const;

/** Stock (one row per warehouse and product). */
export const STOCK_SORTS = [
  'product.product_id.supplier_sku',
  'product.product_id.supplier_product_name',
  'product.product_id.supplier.name',
  'warehouse.name',
  'product.total_units',
] as const;

/** Needs attention. */
export const ATTENTION_SORTS = ['reason', 'record_number', 'since'] as const;

export type SortKey<Keys extends readonly string[]> = Keys[number];

/** Returns (issue 32 item 2). */
export const RETURN_SORTS = ['opened_at', 'return_number', 'order.order_number', 'state'] as const;
