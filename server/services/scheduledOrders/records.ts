import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sideBySide } from '../../db/sideBySide';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  products,
  warehouses,
  type pickupOrders,
  type poAssignments,
  type poLines,
  type puoAssignments,
  type puoLines,
  type purchaseOrders,
} from '../../db/schema';
import { MANUAL_ORDER_NUMBER, type ManualCustomer } from '../../../domain/purchaseOrders';
import { assignmentRecipient, ids, iso, rowsById, warehouseRefOf } from './orderRecordParts';

/**
 * The record builder purchase orders and pickup orders share (spec 000 section 3): an order's
 * own fields, its assignments (where each goes, for whom) and their lines (which product, how
 * many), each table read once per page. Each kind adds what is its own.
 */

type AssignmentTable = typeof poAssignments | typeof puoAssignments;
type LineTable = typeof poLines | typeof puoLines;
type OrderRow = (typeof purchaseOrders | typeof pickupOrders)['$inferSelect'];

/** A kind's order, assignment and line tables, and the keys that tie them to their parents. */
export interface AssignmentTables<A extends AssignmentTable, L extends LineTable> {
  orders: typeof purchaseOrders | typeof pickupOrders;
  assignments: A;
  /** The assignment's order: 'purchaseOrderId', 'pickupOrderId'. */
  orderKey: keyof A['$inferSelect'] & keyof A;
  lines: L;
  /** The line's assignment: 'poAssignmentId', 'puoAssignmentId'. */
  assignmentKey: keyof L['$inferSelect'] & keyof L;
}

/** Rows by the value of `key`, each group in the rows' order: a batch of 500 orders is not read 500 times over. */
function groupBy<T>(rows: T[], key: string): Map<unknown, T[]> {
  const groups = new Map<unknown, T[]>();
  for (const row of rows) {
    const value = (row as Record<string, unknown>)[key];
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return groups;
}

/** Rows of a table whose parent is among `parentIds`, oldest first; no query when there is none. */
async function childrenOf<T extends AssignmentTable | LineTable>(
  db: DbOrTx,
  table: T,
  parent: AnyPgColumn,
  parentIds: string[],
): Promise<T['$inferSelect'][]> {
  if (!parentIds.length) return [];
  // Both kinds' tables have id and created_at; drizzle types a union of tables poorly.
  const t = table as typeof poLines;
  return (await db
    .select()
    .from(t)
    .where(inArray(parent, parentIds))
    .orderBy(asc(t.createdAt), asc(t.id))) as T['$inferSelect'][];
}

/**
 * The assignments' lines with their products (one read, joined), and the warehouses (with
 * `moreWarehouseIds`) and orders they name, one query per table.
 */
export async function loadLines<A extends AssignmentTable, L extends LineTable>(
  db: DbOrTx,
  tables: AssignmentTables<A, L>,
  assignments: A['$inferSelect'][],
  moreWarehouseIds: (string | null)[] = [],
) {
  // Both kinds' tables have id, product_id and created_at; drizzle types a union of tables poorly.
  const t = tables.lines as typeof poLines;
  const read = assignments.length
    ? await db
        .select({ line: t, product: products })
        .from(t)
        .leftJoin(products, eq(products.id, t.productId))
        .where(
          inArray(
            tables.lines[tables.assignmentKey] as AnyPgColumn,
            assignments.map((a) => a.id),
          ),
        )
        .orderBy(asc(t.createdAt), asc(t.id))
    : [];
  const lines = read.map((r) => r.line) as L['$inferSelect'][];
  const productMap = new Map(read.flatMap((r) => (r.product ? [[r.product.id, r.product] as const] : [])));
  const [warehouseMap, orderMap] = await sideBySide(
    db,
    () => rowsById(db, warehouses, [...assignments.map((a) => a.warehouseId), ...moreWarehouseIds]),
    () =>
      rowsById(
        db,
        orders,
        assignments.map((a) => a.orderId),
      ),
  );
  const linesByAssignment = groupBy(lines, tables.assignmentKey as string);
  const linesOf = (assignmentId: string) => linesByAssignment.get(assignmentId) ?? [];
  return { lines, linesOf, productMap, warehouseMap, orderMap };
}

export type LoadedLines<L extends LineTable = LineTable> = Awaited<
  ReturnType<typeof loadLines<AssignmentTable, L>>
>;

/** The orders' assignments, oldest first, with their lines (loadLines). */
export async function loadAssignments<A extends AssignmentTable, L extends LineTable>(
  db: DbOrTx,
  tables: AssignmentTables<A, L>,
  orderRows: OrderRow[],
  moreWarehouseIds: (string | null)[] = [],
) {
  const assignments = await childrenOf(
    db,
    tables.assignments,
    tables.assignments[tables.orderKey] as AnyPgColumn,
    ids(orderRows.map((o) => o.id)),
  );
  const loaded = await loadLines(db, tables, assignments, moreWarehouseIds);
  const assignmentsByOrder = groupBy(assignments, tables.orderKey as string);
  const assignmentsOf = (orderId: string) => assignmentsByOrder.get(orderId) ?? [];
  return { ...loaded, assignments, assignmentsOf };
}

/** A scheduled order's own fields, as both lists show them. */
export const scheduledOrderFieldsOf = (row: OrderRow) => ({
  _id: row.id,
  created_at: row.createdAt.toISOString(),
  schedule_time: row.scheduleTime.toISOString(),
  sent_at: iso(row.sentAt),
  notification_status: row.notificationStatus,
});

/** What every assignment says of where it goes and for whom; `order` is the order it serves. */
export function assignmentFieldsOf(
  a: AssignmentTable['$inferSelect'],
  loaded: Pick<LoadedLines, 'warehouseMap' | 'orderMap'>,
) {
  const warehouse = a.warehouseId ? loaded.warehouseMap.get(a.warehouseId) : undefined;
  const order = a.orderId ? loaded.orderMap.get(a.orderId) : undefined;
  const customer = (a.customer as ManualCustomer | null) ?? null;
  return {
    order,
    fields: {
      _id: a.id,
      sent_to: a.sentTo,
      sent_to_id: warehouse ? warehouseRefOf(warehouse) : null,
      order_number: order?.orderNumber ?? MANUAL_ORDER_NUMBER,
      customer,
      recipient: assignmentRecipient(a.sentTo, warehouse, customer, order),
      status: a.status,
      created_at: a.createdAt.toISOString(),
    },
  };
}

/** A line's product as the lists name it. */
export const productRefOf = (p: typeof products.$inferSelect) => ({
  _id: p.id,
  internal_sku: p.internalSku,
  supplier_sku: p.supplierSku ?? '',
  supplier_product_name: p.supplierProductName ?? p.internalProductName,
  internal_product_name: p.internalProductName,
});

/** What every line says: its product (with `more` of it), units, status and order line. */
export function lineFieldsOf<P extends object>(
  l: LineTable['$inferSelect'],
  loaded: Pick<LoadedLines, 'productMap'>,
  more: (p: typeof products.$inferSelect) => P,
) {
  const p = loaded.productMap.get(l.productId);
  return {
    _id: l.id,
    product_id: p ? { ...productRefOf(p), ...more(p) } : null,
    total_quantity: l.quantity,
    status: l.status,
    order_line_id: l.orderLineId,
  };
}
