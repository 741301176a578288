import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pickupOrders, puoAssignments, puoLines } from '../../db/schema';
import { recordEvents } from '../orders/events';
import { dropEmptied } from '../scheduledOrders/emptied';
import { settleSentPuoLines } from './assignmentFollow';
import { PUO_TABLES } from './puoRecords';

type LeaveReason = 'refund' | 'shipped-by-warehouse' | 'shipped-by-supplier' | 'agent-replaced';

/**
 * Lines that no longer need collecting leave their pickup orders (DESIGN.md section 4, as a
 * refunded line leaves its purchase order): while the PUO is to be sent its lines go, an emptied
 * assignment and an emptied PUO disappear, so the agent is never asked to collect them; on a
 * sent PUO a refunded line stays and reads Refund (a line its supplier shipped reads Shipped), and
 * its assignment follows its lines. Locks each PUO first, so a send running now
 * either finishes before (the PUO is sent: the line stays) or waits.
 */
async function leave(
  tx: Tx,
  found: { lineId: string; assignmentId: string; pickupOrderId: string; orderId: string | null }[],
  reason: LeaveReason,
  userId: string | null,
): Promise<void> {
  const now = new Date();
  for (const pickupOrderId of new Set(found.map((f) => f.pickupOrderId))) {
    const [puo] = await tx
      .select()
      .from(pickupOrders)
      .where(eq(pickupOrders.id, pickupOrderId))
      .for('update');
    if (!puo) continue;
    const here = found.filter((f) => f.pickupOrderId === pickupOrderId);
    const lineIds = here.map((f) => f.lineId);
    if (puo.notificationStatus === 'sent') {
      if (reason === 'refund') await settleSentPuoLines(tx, lineIds, 'Refund', now);
      // The supplier's tracking is this delivery's (one record per delivery): the line has left.
      if (reason === 'shipped-by-supplier') await settleSentPuoLines(tx, lineIds, 'Shipped', now);
      continue;
    }
    await tx.delete(puoLines).where(inArray(puoLines.id, lineIds));
    const puoDeleted = await dropEmptied(tx, PUO_TABLES, puo.id);
    const orderIds = [...new Set(here.map((f) => f.orderId).filter((id): id is string => !!id))];
    await recordEvents(
      tx,
      orderIds.map((orderId) => ({
        orderId,
        kind: 'pickup-order-left' as const,
        userId,
        detail: { pickupOrderNumber: puo.pickupOrderNumber, reason, puoDeleted },
      })),
    );
  }
}

const carrying = (tx: Tx) =>
  tx
    .select({
      lineId: puoLines.id,
      assignmentId: puoAssignments.id,
      pickupOrderId: puoAssignments.pickupOrderId,
      orderId: puoAssignments.orderId,
    })
    .from(puoLines)
    .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
    .innerJoin(pickupOrders, eq(pickupOrders.id, puoAssignments.pickupOrderId));

/** A refunded order line leaves a to-be-sent PUO, or reads Refund on a sent one. */
export async function removeRefundedPuoLine(
  tx: Tx,
  orderLineId: string,
  userId: string | null,
): Promise<void> {
  const found = await carrying(tx).where(eq(puoLines.orderLineId, orderLineId));
  if (found.length) await leave(tx, found, 'refund', userId);
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
