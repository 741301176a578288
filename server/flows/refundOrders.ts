import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { inList } from '../db/bulkInsert';
import { orderLines, orders } from '../db/schema';
import type { OrderStatus } from '../../domain/orderStatus';
import { REFUNDED } from '../../domain/orderLines';
import { refundEveryLine, stockReturnedOnRefund } from '../../domain/refund';
import { defineFlow } from './flow';
import { leavePickupOrder } from './leavePickupOrder';
import { refundedLinesLeavePurchaseOrders } from './steps/leaveScheduledOrder';
import { recordEvents } from '../services/timeline/events';
import { routingInputsChanged } from '../services/orders/routingInputs';
import { returnAllToStock, type StockReturn } from '../services/orders/stockReturn';

/** What the Refund of a whole order did: 'missing' (no such order), or how many lines it refunded (0: all were). */
export type OrderRefunded = 'missing' | number;

/**
 * The Master Dashboard's Refund of whole orders (issue 31: a batch at the database's speed), in
 * the caller's transaction: for each order every line not refunded yet, with what the single
 * Refund of each line writes (flows/refundLine.ts; DESIGN.md section 4, "A refund gives back
 * what it took"): its stock units back with a movement each, the line reads Refund, it leaves
 * its to-be-sent PO and PUO (or reads Refund on a sent one), the order's status follows its
 * lines, and one timeline entry per line says who. Set-based: the orders locked and their lines
 * read in two statements, each order decided by the pure rule (domain/refund.ts
 * refundEveryLine), then each table written a few times for the lot. Nothing is written for an
 * order that refunds nothing. Nothing is woken after commit, as for one line.
 */
export const ordersRefunded = defineFlow({
  name: 'orders are refunded',
  after: [],
  async run(
    tx: Tx,
    { orderIds, userId }: { orderIds: readonly string[]; userId: string | null },
  ): Promise<Map<string, OrderRefunded>> {
    // NO KEY UPDATE, in id order: a PO being sent may still add timeline events of these orders,
    // and two batches over the same orders wait on each other rather than deadlock.
    const locked = await tx
      .select({ id: orders.id, assignedWarehouseId: orders.assignedWarehouseId })
      .from(orders)
      .where(inList(orders.id, orderIds))
      .orderBy(asc(orders.id))
      .for('no key update');
    const lines = locked.length
      ? await tx
          .select()
          .from(orderLines)
          .where(
            inList(
              orderLines.orderId,
              locked.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.position))
      : [];
    const found = new Map(locked.map((order) => [order.id, order]));
    const answers = new Map<string, OrderRefunded>();
    const refunds: {
      order: (typeof locked)[number];
      steps: ReturnType<typeof refundEveryLine<(typeof lines)[number] & { status: OrderStatus }>>;
    }[] = [];
    for (const id of orderIds) {
      const order = found.get(id);
      if (!order) {
        answers.set(id, 'missing');
        continue;
      }
      const steps = refundEveryLine(
        lines.filter((l) => l.orderId === id) as ((typeof lines)[number] & { status: OrderStatus })[],
      );
      answers.set(id, steps.length);
      if (steps.length) refunds.push({ order, steps });
    }
    if (!refunds.length) return answers;

    const refunded = refunds.flatMap(({ steps }) => steps.map(({ line }) => line));
    const lineIds = refunded.map((l) => l.id);
    const refundedOrderIds = refunds.map(({ order }) => order.id);
    await returnAllToStock(
      tx,
      refunds.flatMap(({ order, steps }) =>
        steps.flatMap(({ line }): StockReturn[] => {
          const units = stockReturnedOnRefund(line);
          return units && order.assignedWarehouseId && line.productId
            ? [
                {
                  warehouseId: order.assignedWarehouseId,
                  productId: line.productId,
                  units,
                  orderId: order.id,
                  userId,
                },
              ]
            : [];
        }),
      ),
    );
    await tx
      .update(orderLines)
      .set({ status: REFUNDED, updatedAt: new Date() })
      .where(inList(orderLines.id, lineIds));
    await routingInputsChanged(tx, { orderIds: refundedOrderIds });
    // The PO and the PUO that carry the lines let them go alike (steps/leaveScheduledOrder.ts).
    await refundedLinesLeavePurchaseOrders(tx, lineIds, userId);
    await leavePickupOrder.run(tx, { leaving: { reason: 'refund', orderLineIds: lineIds }, userId });
    // Every order's status once its last line is refunded; one statement per status (all Refund).
    const byStatus = new Map<OrderStatus, string[]>();
    for (const { order, steps } of refunds) {
      const status = steps[steps.length - 1].orderStatus;
      byStatus.set(status, [...(byStatus.get(status) ?? []), order.id]);
    }
    for (const [status, ids] of byStatus)
      await tx.update(orders).set({ status, updatedAt: new Date() }).where(inList(orders.id, ids));
    await recordEvents(
      tx,
      refunds.flatMap(({ order, steps }) =>
        steps.map(({ line, orderStatus }) => ({
          orderId: order.id,
          kind: 'refunded' as const,
          userId,
          detail: { line: line.sku ?? line.name, orderStatus },
        })),
      ),
    );
    return answers;
  },
});
