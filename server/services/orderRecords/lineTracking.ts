import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { poAssignments, poLines, puoAssignments, puoLines } from '../../db/schema';

export interface LineTracking {
  tracking_id: string;
  agent_name: string | null;
  tracking_url: string | null;
}

/** Where a kind of order delivers lines, and where it keeps their tracking. */
interface Deliveries {
  lines: typeof poLines | typeof puoLines;
  assignments: typeof poAssignments | typeof puoAssignments;
  assignmentOfLine: AnyPgColumn;
  /** A PO keeps the supplier's tracking on each line; a PUO, the agent's on each assignment. */
  tracking: typeof poLines | typeof puoAssignments;
}

/** The order lines among `ids` that one kind of order sent to the customer with a tracking. */
function trackingsToCustomer(db: DbOrTx, ids: string[], d: Deliveries) {
  return db
    .select({
      lineId: d.lines.orderLineId,
      trackingId: d.tracking.trackingId,
      agentName: d.tracking.agentName,
      trackingUrl: d.tracking.trackingUrl,
    })
    .from(d.lines as typeof poLines)
    .innerJoin(d.assignments as typeof poAssignments, eq(d.assignments.id, d.assignmentOfLine))
    .where(
      and(
        inArray(d.lines.orderLineId, ids),
        eq(d.assignments.sentTo, 'Customer'),
        isNotNull(d.tracking.trackingId),
      ),
    );
}

/**
 * The tracking of each order line's delivery to the customer when it did not go through the
 * order's own Shipping Info: the supplier's tracking on a dropshipped line (its PO line), or
 * the tracking of the pickup-order assignment that delivered it to the customer. A line
 * dropshipped by the supplier has no order-level tracking, so the order details read it here.
 */
export async function lineTrackings(
  db: DbOrTx,
  lineIds: readonly string[],
): Promise<Map<string, LineTracking>> {
  const found = new Map<string, LineTracking>();
  if (lineIds.length === 0) return found;
  const ids = [...lineIds];
  const bySupplier = await trackingsToCustomer(db, ids, {
    lines: poLines,
    assignments: poAssignments,
    assignmentOfLine: poLines.poAssignmentId,
    tracking: poLines,
  });
  const byAgent = await trackingsToCustomer(db, ids, {
    lines: puoLines,
    assignments: puoAssignments,
    assignmentOfLine: puoLines.puoAssignmentId,
    tracking: puoAssignments,
  });
  // The agent's tracking is the delivery the customer waits for: it wins over the supplier's.
  for (const r of [...bySupplier, ...byAgent])
    if (r.lineId && r.trackingId)
      found.set(r.lineId, {
        tracking_id: r.trackingId,
        agent_name: r.agentName,
        tracking_url: r.trackingUrl,
      });
  return found;
}
