import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { orderStatusOf, type OrderStatus } from '../../../domain/orderStatus';

/** An order's status follows its lines (domain/orderStatus.ts orderStatusOf). */
export async function followOrderStatus(tx: Tx, orderIds: readonly string[], now: Date): Promise<void> {
  if (!orderIds.length) return;
  const lines = await tx
    .select({ orderId: orderLines.orderId, status: orderLines.status })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]));
  const statusesOf = new Map<string, OrderStatus[]>(orderIds.map((id) => [id, []]));
  for (const l of lines) statusesOf.get(l.orderId)?.push(l.status as OrderStatus);
  // One update per status the orders come to, not one per order (a batch of due pickup orders).
  const byStatus = new Map<string, string[]>();
  for (const [orderId, statuses] of statusesOf) {
    const status = orderStatusOf(statuses);
    const same = byStatus.get(status);
    if (same) same.push(orderId);
    else byStatus.set(status, [orderId]);
  }
  for (const [status, ids] of byStatus)
    await tx.update(orders).set({ status, updatedAt: now }).where(inArray(orders.id, ids));
}
