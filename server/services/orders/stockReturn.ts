import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stock, stockMovements } from '../../db/schema';
import { REFUND_RETURN_REASON } from '../../../domain/refund';

/**
 * Puts refunded units back into the warehouse's stock, inside the refund's transaction, with an
 * Add movement naming the order and the user. The entry exists (the units came from it); the
 * upsert only guards against it having been removed meanwhile.
 */
export async function returnToStock(
  tx: Tx,
  change: {
    warehouseId: string;
    productId: string;
    units: number;
    orderId: string;
    /** null: the system (a cancellation in the shop). */
    userId: string | null;
    /** Why the units come back: a refund, unless said otherwise. */
    reason?: string;
  },
) {
  const [entry] = await tx
    .insert(stock)
    .values({ warehouseId: change.warehouseId, productId: change.productId, totalUnits: change.units })
    .onConflictDoUpdate({
      target: [stock.warehouseId, stock.productId],
      set: { totalUnits: sql`${stock.totalUnits} + excluded.total_units`, updatedAt: new Date() },
    })
    .returning({ id: stock.id });
  await tx.insert(stockMovements).values({
    stockId: entry.id,
    delta: change.units,
    action: 'Add',
    reason: change.reason ?? REFUND_RETURN_REASON,
    orderId: change.orderId,
    userId: change.userId,
  });
}
