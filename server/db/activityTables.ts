/**
 * The tables whose writes are recorded in activity (issue 32 item 3), each with the columns
 * that say whose the record is: a Supplier user reads the activity of its supplier's records,
 * a Warehouse user its warehouse's. An owner column is filled when the record is written, so it
 * names an owner only where the role sees every such record for good. What a role's screens
 * show by a rule a later write changes (a supplier's purchase orders once sent, their lines and
 * the order lines they buy; the orders of a warehouse's Warehouse Orders and their lines) is
 * asked when activity is read, by those screens' own rules (server/services/activityScope.ts);
 * `order` names the order, for ?orderId= and that read. Each line has its statement in a
 * migration, `SELECT track_activity('<table>', '<supplier>', '<warehouse>', '<order>'[, '<key>']);`
 * ('' for none), which creates the table's triggers; activityTables.test.ts checks that the
 * database has them for every line (docs/adding-a-resource.md).
 */
export interface ActivityTable {
  table: string;
  /** The column naming the record, when not `id` (a single-column key). */
  key?: string;
  supplier?: string;
  warehouse?: string;
  order?: string;
}

export const ACTIVITY_TABLES: readonly ActivityTable[] = [
  { table: 'users', supplier: 'supplier_id', warehouse: 'warehouse_id' },
  { table: 'warehouses', warehouse: 'id' },
  { table: 'suppliers', supplier: 'id' },
  { table: 'shipping_agents' },
  { table: 'products' },
  { table: 'stock', warehouse: 'warehouse_id' },
  { table: 'settings' },
  { table: 'orders', order: 'id' },
  { table: 'order_lines', order: 'order_id' },
  { table: 'purchase_orders' },
  { table: 'po_assignments', order: 'order_id' },
  { table: 'po_lines' },
  { table: 'pickup_orders' },
  { table: 'puo_assignments', order: 'order_id' },
  { table: 'puo_lines' },
  { table: 'digest_subscriptions', key: 'recipient', supplier: 'supplier_id', warehouse: 'warehouse_id' },
  { table: 'user_preferences', key: 'user_id' },
  // Issue 32: a return is whoever it goes back to's, a parcel whoever shipped it's.
  { table: 'returns', supplier: 'supplier_id', warehouse: 'warehouse_id', order: 'order_id' },
  { table: 'return_lines' },
  { table: 'parcels', supplier: 'supplier_id', warehouse: 'warehouse_id', order: 'order_id' },
];

/**
 * The tables left out, each with why: a log of its own, a queue, a counter, a sign-in's state.
 * activity.test.ts checks every table of the database is in one list or the other.
 */
export const NOT_TRACKED: Readonly<Record<string, string>> = {
  activity: 'the record itself',
  order_events: "an order's timeline: itself a record of who did what",
  stock_movements: "stock's history: itself a record of who did what (the stock row is tracked)",
  sessions: 'sign-in state, written by every sign-in and request',
  password_tokens: "an e-mailed link's state (the password it sets is tracked on users)",
  limit_counts: 'rate-limit counters',
  known_browsers: 'sign-in state of a browser',
  pack_items: "a pack's products (a two-column key; the pack's product row is tracked)",
  digest_sends: 'a log of digests sent',
  outbox: 'the e-mail queue',
  shop_fulfilments: 'the shop write-back queue (its effect, tracking, is tracked on the lines)',
  shop_refunds: "the shop's refund queue (the refunded return and lines are tracked)",
  parcel_lines: "a parcel's lines (a two-column key; the parcel is tracked, and the lines it ships)",
  shop_webhooks: 'the deliveries queue (what they change is tracked as the shop)',
  shop_reconciliations: 'a log of counts',
  shop_sync_state: "the sync's mark",
  job_runs: 'the scheduler state',
  routing_warehouse_sets: "the routing preview's cache",
  order_routings: "a routing's explanation, derived from the order",
  order_routing_lines: "a routing's explanation, derived from the order",
};
