import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { assertNotRefunded, orderStatusOf, type OrderStatus } from '../../../domain/orderStatus';
import { liveLines, REFUNDED } from '../../../domain/orderLines';
import { stockReturnedOnRefund } from '../../../domain/refund';
import { notFound } from '../../http/errors';
import { removeRefundedLine } from '../purchasing/boughtLines';
import { removeRefundedPuoLine } from '../pickups/leavePickupOrder';
import { recordEvents } from './events';
import { routingInputsChanged } from './routingInputs';
import { returnToStock } from './stockReturn';

/**
 * The refund of one order line (DESIGN.md section 4, "A refund gives back what it took"), in the
 * caller's transaction: the line reads Refund, its stock units go back to the warehouse, its PO
 * line (and its pickup-order line) leaves a to-be-sent PO (PUO) or reads Refund on a sent one, the order's status follows its lines
 * (domain/orderStatus.ts), and the timeline says who. The Master Dashboard's Refund and a PUO
 * product's Refund both come here. A line already refunded throws TransitionError (409).
 */
export async function refundOrderLine(
  tx: Tx,
  { orderId, lineId, userId }: { orderId: string; lineId: string; userId: string },
): Promise<{ orderStatus: OrderStatus }> {
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
  assertNotRefunded(line.status as OrderStatus);
  const units = stockReturnedOnRefund({ ...line, status: line.status as OrderStatus });
  if (units && order.assignedWarehouseId && line.productId) {
    await returnToStock(tx, {
      warehouseId: order.assignedWarehouseId,
      productId: line.productId,
      units,
      orderId,
      userId,
    });
  }
  await tx
    .update(orderLines)
    .set({ status: 'Refund', updatedAt: new Date() })
    .where(eq(orderLines.id, lineId));
  await routingInputsChanged(tx, { orderIds: [orderId] });
  await removeRefundedLine(tx, lineId, userId);
  await removeRefundedPuoLine(tx, lineId, userId);
  const orderStatus = orderStatusOf(
    lines.map((l) => (l.id === lineId ? 'Refund' : (l.status as OrderStatus))),
  );
  await tx.update(orders).set({ status: orderStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await recordEvents(tx, [
    { orderId, kind: 'refunded', userId, detail: { line: line.sku ?? line.name, orderStatus } },
  ]);
  return { orderStatus };
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
  if (!line || line.status === REFUNDED) return false;
  await refundOrderLine(tx, { orderId: line.orderId, lineId, userId });
  return true;
}

/**
 * Every line of an order not refunded yet, each by refundOrderLine (stock, PO and PUO lines,
 * status and timeline as for one line), in the caller's transaction so the order is never half
 * refunded. The order's row lock is taken first, so a racing single refund is either seen
 * (its line skipped) or waits. Says how many lines it refunded: 0 when all were already.
 */
export async function refundEveryLine(
  tx: Tx,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<number> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  if (!order) throw notFound('Order not found');
  const open = liveLines(
    await tx
      .select({ id: orderLines.id, status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position)),
  );
  for (const line of open) await refundOrderLine(tx, { orderId, lineId: line.id, userId });
  return open.length;
}
