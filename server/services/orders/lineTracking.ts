import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { poAssignments, poLines, puoAssignments, puoLines } from '../../db/schema';

export interface LineTracking {
  tracking_id: string;
  agent_name: string | null;
  tracking_url: string | null;
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
  const bySupplier = await db
    .select({
      lineId: poLines.orderLineId,
      trackingId: poLines.trackingId,
      agentName: poLines.agentName,
      trackingUrl: poLines.trackingUrl,
    })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .where(
      and(
        inArray(poLines.orderLineId, ids),
        eq(poAssignments.sentTo, 'Customer'),
        isNotNull(poLines.trackingId),
      ),
    );
  const byAgent = await db
    .select({
      lineId: puoLines.orderLineId,
      trackingId: puoAssignments.trackingId,
      agentName: puoAssignments.agentName,
      trackingUrl: puoAssignments.trackingUrl,
    })
    .from(puoLines)
    .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
    .where(
      and(
        inArray(puoLines.orderLineId, ids),
        eq(puoAssignments.sentTo, 'Customer'),
        isNotNull(puoAssignments.trackingId),
      ),
    );
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
