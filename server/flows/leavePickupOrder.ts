import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pickupOrders, poAssignments, poLines, puoAssignments, puoLines } from '../db/schema';
import { leaveScheduledOrder, PICKUP_ORDER, PURCHASE_ORDER, type Carried } from './steps/leaveScheduledOrder';

/**
 * Lines that no longer need collecting leave their pickup orders (DESIGN.md section 4, as a
 * refunded line leaves its purchase order), by the one step both kinds share
 * (steps/leaveScheduledOrder.ts): while the PUO is to be sent its lines go, so the agent is
 * never asked to collect them; on a sent PUO a refunded line reads Refund, one its supplier
 * shipped reads Shipped.
 */
const leave = (
  tx: Tx,
  found: readonly Carried[],
  reason: Parameters<typeof leaveScheduledOrder>[3],
  userId: string | null,
) => leaveScheduledOrder(tx, PICKUP_ORDER, found, reason, userId);

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

/**
 * A refunded order line leaves the purchase order and the pickup order that carry it while
 * they are to be sent, or reads Refund on a sent one: the same step for both kinds.
 */
export async function refundedLineLeaves(tx: Tx, orderLineId: string, userId: string | null): Promise<void> {
  const inPo = await tx
    .select({
      lineId: poLines.id,
      scheduledOrderId: poAssignments.purchaseOrderId,
      orderId: poAssignments.orderId,
    })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .where(eq(poLines.orderLineId, orderLineId));
  if (inPo.length) await leaveScheduledOrder(tx, PURCHASE_ORDER, inPo, 'refund', userId);
  const inPuo = await carrying(tx).where(eq(puoLines.orderLineId, orderLineId));
  if (inPuo.length) await leave(tx, inPuo, 'refund', userId);
}

/**
 * The warehouse shipped an order itself (Warehouse Orders' Shipping Info) before the pickup
 * order that was to collect it from the warehouse was sent: that collection is no longer needed.
 */
export async function leaveUnsentWarehousePickups(
  tx: Tx,
  orderId: string,
  userId: string | null,
): Promise<void> {
  const found = await carrying(tx).where(
    and(
      eq(puoAssignments.orderId, orderId),
      eq(puoAssignments.sentTo, 'Customer'),
      eq(pickupOrders.pickupFrom, 'Warehouse'),
      eq(pickupOrders.notificationStatus, 'to_be_sent'),
    ),
  );
  if (found.length) await leave(tx, found, 'shipped-by-warehouse', userId);
}

/**
 * The supplier shipped a customer-bound line itself (its Shipping Info, DESIGN.md section 4 step 6):
 * the pickup that was to carry it is the same delivery. Before that PUO is sent the line leaves it,
 * so the agent is not asked to collect what has gone; once sent the line reads Shipped there.
 */
export async function supplierShippedLine(tx: Tx, poLineId: string, userId: string | null): Promise<void> {
  const found = await carrying(tx).where(
    and(eq(puoLines.poLineId, poLineId), eq(puoAssignments.sentTo, 'Customer')),
  );
  if (found.length) await leave(tx, found, 'shipped-by-supplier', userId);
}

/**
 * A Ready item's agent went inactive and another was set (domain/readiness.ts mayChangeAgent):
 * its lines leave the old agent's pickup orders not yet sent, so that the new agent's takes
 * them (joinPickupOrder) and the old one is never asked to collect them. `which` names the
 * item: a warehouse order (collected at its warehouse) or a supplier's PO line.
 */
export async function leaveForAnotherAgent(
  tx: Tx,
  which: { orderId: string } | { poLineId: string },
  userId: string | null,
): Promise<void> {
  const item =
    'orderId' in which
      ? and(eq(puoAssignments.orderId, which.orderId), eq(pickupOrders.pickupFrom, 'Warehouse'))
      : eq(puoLines.poLineId, which.poLineId);
  const found = await carrying(tx).where(and(item, eq(pickupOrders.notificationStatus, 'to_be_sent')));
  if (found.length) await leave(tx, found, 'agent-replaced', userId);
}
