import { isLive } from '../../domain/liveLine';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { assertNotRefunded, orderStatusOf, type OrderStatus } from '../../domain/orderStatus';
import { REFUNDED } from '../../domain/orderLines';
import { stockReturnedOnRefund } from '../../domain/refund';
import { notFound } from '../http/errors';
import { defineFlow } from './flow';
import { leavePickupOrder } from './leavePickupOrder';
import { refundedLinesLeavePurchaseOrders } from './steps/leaveScheduledOrder';
import { recordEvents } from '../services/timeline/events';
import { routingInputsChanged } from '../services/orders/routingInputs';
import { returnToStock } from '../services/orders/stockReturn';

/**
 * The refund of one order line (DESIGN.md section 4, "A refund gives back what it took"), in the
 * caller's transaction: the line reads Refund, its stock units go back to the warehouse, its PO
 * line and its pickup-order line leave a to-be-sent PO (PUO) or read Refund on a sent one, the
 * order's status follows its lines (domain/orderStatus.ts), and the timeline says who. The Master
 * Dashboard's Refund, a PUO product's Refund and an order cancelled in the shop (userId null, the
 * system; flows/shopOrderChanged.ts) all come here. A line already refunded throws
 * TransitionError (409). Nothing is woken after commit: no e-mail, no shop write-back.
 * Its steps: lock the order and its line, give back stock, the line reads Refund, it leaves
 * its purchase and pickup orders, the order's status follows, the timeline says who.
 */
export const refundLine = defineFlow({
  name: 'refund a line',
  after: [],
  async run(tx, { orderId, lineId, userId }: { orderId: string; lineId: string; userId: string | null }) {
    const { order, lines, line } = await lockOrderLine(tx, orderId, lineId);
    assertNotRefunded(line.status as OrderStatus);
    await giveBackStock(tx, order, line, userId);
    await tx
      .update(orderLines)
      .set({ status: REFUNDED, updatedAt: new Date() })
      .where(eq(orderLines.id, lineId));
    await routingInputsChanged(tx, { orderIds: [orderId] });
    // The PO and the PUO that carry the line let it go alike (steps/leaveScheduledOrder.ts).
    await refundedLinesLeavePurchaseOrders(tx, [lineId], userId);
    await leavePickupOrder.run(tx, { leaving: { reason: 'refund', orderLineIds: [lineId] }, userId });
    const orderStatus = orderStatusOf(
      lines.map((l) => (l.id === lineId ? REFUNDED : (l.status as OrderStatus))),
    );
    await tx.update(orders).set({ status: orderStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await recordEvents(tx, [
      { orderId, kind: 'refunded', userId, detail: { line: line.sku ?? line.name, orderStatus } },
    ]);
    return { orderStatus };
  },
});

/** Step: the order under its row lock, its lines in order, and the one refunded. */
async function lockOrderLine(tx: Tx, orderId: string, lineId: string) {
  // NO KEY UPDATE: a PO being sent may still add timeline events of this order meanwhile.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order) throw notFound('Order not found');
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw notFound('Product not found in this order');
  return { order, lines, line };
}

/** Step: the units the line took from its warehouse go back (domain/refund.ts). */
async function giveBackStock(
  tx: Tx,
  order: typeof orders.$inferSelect,
  line: typeof orderLines.$inferSelect,
  userId: string | null,
) {
  const units = stockReturnedOnRefund({ ...line, status: line.status as OrderStatus });
  if (units && order.assignedWarehouseId && line.productId)
    await returnToStock(tx, {
      warehouseId: order.assignedWarehouseId,
      productId: line.productId,
      units,
      orderId: order.id,
      userId,
    });
}

/**
 * A PUO product's Refund: the order line's refund, unless the Master Dashboard refunded it
 * already (then nothing more is given back). Says whether it refunded now.
 */
export async function refundOrderLineOnce(tx: Tx, lineId: string, userId: string): Promise<boolean> {
  const [line] = await tx
    .select({ orderId: orderLines.orderId, status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.id, lineId));
  if (!line || !isLive(line)) return false;
  await refundLine.run(tx, { orderId: line.orderId, lineId, userId });
  return true;
}
