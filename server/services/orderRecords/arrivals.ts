import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orderLines, puoAssignments, puoLines } from '../../db/schema';

/**
 * Whether a bought line has arrived at its warehouse (DESIGN.md section 4 step 7): a line
 * counts as arrived once its line of a pickup-order assignment to a warehouse is Shipped (the
 * assignment, or that product, was marked Shipped: server/flows/pickupDelivers.ts).
 * The one place that reads it, so readiness follows whatever marks the delivery. A column of
 * the read of the order lines (`lineId` its id), so a page's lines need no statement of their own.
 */
export const hasArrived = (lineId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${puoLines} inner join ${puoAssignments} on ${eq(puoAssignments.id, puoLines.puoAssignmentId)} where ${and(
    eq(puoLines.orderLineId, lineId),
    eq(puoAssignments.sentTo, 'Warehouse'),
    eq(puoLines.status, 'Shipped'),
  )})`;

/** Which of these order lines have arrived at their warehouse (hasArrived). */
export async function arrivedLineIds(db: DbOrTx, lineIds: readonly string[]): Promise<Set<string>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(inArray(orderLines.id, [...lineIds]), hasArrived(orderLines.id)));
  return new Set(rows.map((r) => r.id));
}
