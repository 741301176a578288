import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { puoAssignments, puoLines } from '../../db/schema';

/**
 * Which bought lines have arrived at their warehouse (DESIGN.md section 4 step 7): a line
 * counts as arrived once its line of a pickup-order assignment to a warehouse is Shipped (the
 * assignment, or that product, was marked Shipped: server/flows/pickupDelivers.ts).
 * The one place that reads it, so readiness follows whatever marks the delivery.
 */
export async function arrivedLineIds(db: DbOrTx, lineIds: readonly string[]): Promise<Set<string>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: puoLines.orderLineId })
    .from(puoLines)
    .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
    .where(
      and(
        inArray(puoLines.orderLineId, [...lineIds]),
        eq(puoAssignments.sentTo, 'Warehouse'),
        eq(puoLines.status, 'Shipped'),
      ),
    );
  return new Set(rows.map((r) => r.id).filter((id): id is string => !!id));
}
