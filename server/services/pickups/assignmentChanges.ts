import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, pickupOrders, puoAssignments } from '../../db/schema';
import { assignmentStatusAfterTracking, type PuoAssignmentStatus } from '../../../domain/pickupOrders';
import { recordEvents } from '../timeline/events';
import { pickupDelivers } from '../../flows/pickupDelivers';

/**
 * What one assignment of a sent PUO goes through, inside the caller's transaction under the PUO's
 * lock, once its rule (domain/pickupOrders.ts) has allowed it: the single assignment calls and
 * their batch twins (one PUO's assignments together) run these same steps.
 */

type PuoRow = typeof pickupOrders.$inferSelect;
type AssignmentRow = typeof puoAssignments.$inferSelect;

/** Who changes it, and when. */
export interface ChangeBy {
  userId: string;
  now: Date;
}

export interface PuoShippingInfo {
  trackingId: string;
  agentName: string;
  trackingURL: string;
}

/** The order's timeline hears of it (an assignment with no order, 'Manual', has none). */
export async function recordAssignmentEvent(
  tx: Tx,
  puo: PuoRow,
  assignment: AssignmentRow,
  kind: 'pickup-order-status' | 'pickup-order-shipping-info',
  userId: string,
  detail: Record<string, unknown>,
) {
  if (!assignment.orderId) return;
  await recordEvents(tx, [
    {
      orderId: assignment.orderId,
      kind,
      userId,
      detail: { ...detail, pickupOrderNumber: puo.pickupOrderNumber, sentTo: assignment.sentTo },
    },
  ]);
}

/** Change Status to `status` (not the one it has): Shipped is a delivery. */
export async function setAssignmentStatus(
  tx: Tx,
  puo: PuoRow,
  assignment: AssignmentRow,
  status: PuoAssignmentStatus,
  { userId, now }: ChangeBy,
): Promise<void> {
  await pickupDelivers.run(tx, { puo, assignment, userId, now });
  await tx.update(puoAssignments).set({ status, updatedAt: now }).where(eq(puoAssignments.id, assignment.id));
  await recordAssignmentEvent(tx, puo, assignment, 'pickup-order-status', userId, {
    from: assignment.status,
    to: status,
  });
}

/** Shipping info on an assignment that has none; a delivery to the customer is then Shipped. */
export async function addAssignmentShippingInfo(
  tx: Tx,
  puo: PuoRow,
  assignment: AssignmentRow,
  info: PuoShippingInfo,
  { userId, now }: ChangeBy,
): Promise<void> {
  const [tracked] = await tx
    .update(puoAssignments)
    .set({
      trackingId: info.trackingId,
      agentName: info.agentName,
      trackingUrl: info.trackingURL,
      updatedAt: now,
    })
    .where(eq(puoAssignments.id, assignment.id))
    .returning();
  // From the warehouse to the customer: the order's own Shipping Info (Warehouse Orders) is
  // the same delivery's, and reads the same tracking (one record per delivery).
  if (puo.pickupFrom === 'Warehouse' && assignment.sentTo === 'Customer' && assignment.orderId)
    await tx
      .update(orders)
      .set({ trackingId: info.trackingId, agentName: info.agentName, trackingUrl: info.trackingURL })
      .where(and(eq(orders.id, assignment.orderId), isNull(orders.trackingId)));
  await recordAssignmentEvent(tx, puo, assignment, 'pickup-order-shipping-info', userId, {
    trackingId: info.trackingId,
    agentName: info.agentName,
    trackingURL: info.trackingURL,
  });
  const status = assignmentStatusAfterTracking(tracked);
  if (status !== tracked.status) {
    await pickupDelivers.run(tx, { puo, assignment: tracked, userId, now });
    await tx
      .update(puoAssignments)
      .set({ status, updatedAt: now })
      .where(eq(puoAssignments.id, assignment.id));
  }
}
