import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { poAssignments, poLines, puoAssignments, puoLines, purchaseOrders } from '../../db/schema';
import type { AssignmentTables } from './records';

/**
 * Deletes the order's assignments left without lines, then the order when it is left without
 * assignments: an emptied purchase or pickup order disappears before it is sent, so nobody is
 * asked for nothing. Returns whether the order went.
 */
export async function dropEmptied<
  A extends typeof poAssignments | typeof puoAssignments,
  L extends typeof poLines | typeof puoLines,
>(tx: Tx, tables: AssignmentTables<A, L>, orderId: string): Promise<boolean> {
  // Both kinds' tables have the same shape; drizzle types a union of tables poorly.
  const assignments = tables.assignments as typeof poAssignments;
  const orders = tables.orders as typeof purchaseOrders;
  const parent = tables.assignments[tables.orderKey] as AnyPgColumn;
  const lineParent = tables.lines[tables.assignmentKey] as AnyPgColumn;
  await tx
    .delete(assignments)
    .where(
      and(
        eq(parent, orderId),
        sql`not exists (select 1 from ${tables.lines} where ${lineParent} = ${assignments.id})`,
      ),
    );
  const deleted = await tx
    .delete(orders)
    .where(
      and(
        eq(orders.id, orderId),
        sql`not exists (select 1 from ${assignments} where ${parent} = ${orders.id})`,
      ),
    )
    .returning({ id: orders.id });
  return deleted.length > 0;
}
