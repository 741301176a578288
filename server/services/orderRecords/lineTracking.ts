import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { poAssignments, poLines, puoAssignments, puoLines } from '../../db/schema';

export interface LineTracking {
  tracking_id: string;
  agent_name: string | null;
  tracking_url: string | null;
}

/**
 * The tracking of an order line's delivery to the customer when it did not go through the
 * order's own Shipping Info: the supplier's tracking on a dropshipped line (its PO line), or
 * the tracking of the pickup-order assignment that delivered it to the customer. A line
 * dropshipped by the supplier has no order-level tracking, so the order details read it here.
 * A column of the read of the order lines (`lineId` its id), so a page's lines need no
 * statement of their own; null when there is none.
 */
export const lineTracking = (lineId: AnyPgColumn) => {
  const bySupplier = sql`select ${poLines.trackingId}, ${poLines.agentName}, ${poLines.trackingUrl}, 0 from ${poLines} inner join ${poAssignments} on ${eq(poAssignments.id, poLines.poAssignmentId)} where ${and(
    eq(poLines.orderLineId, lineId),
    eq(poAssignments.sentTo, 'Customer'),
    isNotNull(poLines.trackingId),
  )}`;
  const byAgent = sql`select ${puoAssignments.trackingId}, ${puoAssignments.agentName}, ${puoAssignments.trackingUrl}, 1 from ${puoLines} inner join ${puoAssignments} on ${eq(puoAssignments.id, puoLines.puoAssignmentId)} where ${and(
    eq(puoLines.orderLineId, lineId),
    eq(puoAssignments.sentTo, 'Customer'),
    isNotNull(puoAssignments.trackingId),
  )}`;
  // The agent's tracking is the delivery the customer waits for: it wins over the supplier's.
  return sql<LineTracking | null>`(select json_build_object('tracking_id', t.tracking_id, 'agent_name', t.agent_name, 'tracking_url', t.tracking_url) from (${bySupplier} union all ${byAgent}) as t(tracking_id, agent_name, tracking_url, by_agent) order by t.by_agent desc limit 1)`;
};
