import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { inList } from '../db/bulkInsert';
import { pickupOrders, puoAssignments, puoLines } from '../db/schema';
import { defineFlow } from './flow';
import { leaveScheduledOrder, PICKUP_ORDER } from './steps/leaveScheduledOrder';

/**
 * Why lines no longer need collecting, and which: a refunded order line; the order a warehouse
 * shipped itself; a customer-bound line its supplier shipped; a Ready warehouse order or
 * supplier's line whose agent was replaced.
 */
export type Leaving =
  | { reason: 'refund'; orderLineIds: readonly string[] }
  | { reason: 'shipped-by-warehouse'; orderId: string }
  | { reason: 'shipped-by-supplier'; poLineId: string }
  | ({ reason: 'agent-replaced' } & ({ orderId: string } | { poLineId: string }));

/**
 * Lines that no longer need collecting leave their pickup orders (DESIGN.md section 4, as a
 * refunded line leaves its purchase order), by the one step both kinds share
 * (steps/leaveScheduledOrder.ts): while the PUO is to be sent its lines go, so the agent is
 * never asked to collect them; on a sent PUO a refunded line reads Refund, one its supplier
 * shipped reads Shipped. Nothing is woken after commit.
 */
export const leavePickupOrder = defineFlow({
  name: 'lines leave their pickup orders',
  after: [],
  async run(tx: Tx, { leaving, userId }: { leaving: Leaving; userId: string | null }) {
    const found = await carrying(tx).where(linesLeaving(leaving));
    if (found.length) await leaveScheduledOrder(tx, PICKUP_ORDER, found, leaving.reason, userId);
  },
});

/** Step: the PUO lines with their pickup order and the order they are for. */
const carrying = (tx: Tx) =>
  tx
    .select({
      lineId: puoLines.id,
      scheduledOrderId: puoAssignments.pickupOrderId,
      orderId: puoAssignments.orderId,
    })
    .from(puoLines)
    .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
    .innerJoin(pickupOrders, eq(pickupOrders.id, puoAssignments.pickupOrderId));

const notSentYet = eq(pickupOrders.notificationStatus, 'to_be_sent');

/** Step: which lines leave, by why. */
function linesLeaving(leaving: Leaving): SQL | undefined {
  switch (leaving.reason) {
    // Refunded lines leave a PUO to be sent, or read Refund on a sent one.
    case 'refund':
      return inList(puoLines.orderLineId, leaving.orderLineIds);
    // The warehouse shipped the order itself (Warehouse Orders' Shipping Info) before the pickup
    // that was to collect it from the warehouse was sent: that collection is no longer needed.
    case 'shipped-by-warehouse':
      return and(
        eq(puoAssignments.orderId, leaving.orderId),
        eq(puoAssignments.sentTo, 'Customer'),
        eq(pickupOrders.pickupFrom, 'Warehouse'),
        notSentYet,
      );
    // The supplier shipped a customer-bound line itself (DESIGN.md section 4 step 6): the pickup
    // that was to carry it is the same delivery; once sent the line reads Shipped there.
    case 'shipped-by-supplier':
      return and(eq(puoLines.poLineId, leaving.poLineId), eq(puoAssignments.sentTo, 'Customer'));
    // Another agent was set (domain/readiness.ts mayChangeAgent): the old agent's pickups not
    // yet sent let the item go, so the new agent's takes it and the old one never collects it.
    case 'agent-replaced':
      return and(
        'orderId' in leaving
          ? and(eq(puoAssignments.orderId, leaving.orderId), eq(pickupOrders.pickupFrom, 'Warehouse'))
          : eq(puoLines.poLineId, leaving.poLineId),
        notSentYet,
      );
  }
}
