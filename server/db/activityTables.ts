/**
 * The tables whose writes are recorded in activity (issue 32 item 3), each with the columns
 * that say whose the record is: a Supplier user reads the activity of its supplier's records,
 * a Warehouse user its warehouse's; a record with neither is the Admin's alone. Each line has
 * its statement in a migration, `SELECT track_activity('<table>', '<supplier>', '<warehouse>',
 * '<order>');` ('' for none), which creates the table's triggers; activityTables.test.ts checks
 * that the database has them for every line (docs/adding-a-resource.md).
 */
export interface ActivityTable {
  table: string;
  supplier?: string;
  warehouse?: string;
  order?: string;
}

export const ACTIVITY_TABLES: readonly ActivityTable[] = [
  { table: 'users', supplier: 'supplier_id', warehouse: 'warehouse_id' },
  { table: 'warehouses', warehouse: 'id' },
  { table: 'suppliers', supplier: 'id' },
  { table: 'shipping_agents' },
  { table: 'products', supplier: 'supplier_id' },
  { table: 'stock', warehouse: 'warehouse_id' },
  { table: 'settings' },
  { table: 'orders', warehouse: 'assigned_warehouse_id', order: 'id' },
  { table: 'order_lines', supplier: 'supplier_id', order: 'order_id' },
  { table: 'purchase_orders', supplier: 'supplier_id' },
  { table: 'po_assignments', order: 'order_id' },
  { table: 'po_lines' },
  { table: 'pickup_orders', supplier: 'pickup_supplier_id', warehouse: 'pickup_warehouse_id' },
  { table: 'puo_assignments', order: 'order_id' },
  { table: 'puo_lines' },
];
