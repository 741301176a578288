import { eq, inArray } from 'drizzle-orm';
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
  for (const orderId of orderIds) {
    const status = orderStatusOf(
      lines.filter((l) => l.orderId === orderId).map((l) => l.status as OrderStatus),
    );
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
  }
}
