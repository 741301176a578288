import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stock, stockMovements } from '../../db/schema';
import { REFUND_RETURN_REASON } from '../../../domain/refund';

/** Units going back into one warehouse's stock of one product, for one order. */
export interface StockReturn {
  warehouseId: string;
  productId: string;
  units: number;
  orderId: string;
  /** null: the system (a cancellation in the shop). */
  userId: string | null;
  /** Why the units come back: a refund, unless said otherwise. */
  reason?: string;
}

/**
 * Puts refunded units back into the warehouse's stock, inside the refund's transaction, with an
 * Add movement naming the order and the user. The entry exists (the units came from it); the
 * upsert only guards against it having been removed meanwhile.
 */
export const returnToStock = (tx: Tx, change: StockReturn) => returnAllToStock(tx, [change]);

/**
 * Many returns at once (a batch's refunds): each entry's units summed into one upsert, in a
 * fixed order of entries so two refunds at once wait on each other rather than deadlock, and one
 * Add movement per return, as returnToStock writes them one by one.
 */
export async function returnAllToStock(tx: Tx, returns: readonly StockReturn[]) {
  if (!returns.length) return;
  const key = (r: { warehouseId: string; productId: string }) => `${r.warehouseId} ${r.productId}`;
  const totals = new Map<string, { warehouseId: string; productId: string; totalUnits: number }>();
  for (const r of returns) {
    const entry = totals.get(key(r));
    if (entry) entry.totalUnits += r.units;
    else totals.set(key(r), { warehouseId: r.warehouseId, productId: r.productId, totalUnits: r.units });
  }
  const entries = [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
  const written = await tx
    .insert(stock)
    .values(entries)
    .onConflictDoUpdate({
      target: [stock.warehouseId, stock.productId],
      set: { totalUnits: sql`${stock.totalUnits} + excluded.total_units`, updatedAt: new Date() },
    })
    .returning({ id: stock.id, warehouseId: stock.warehouseId, productId: stock.productId });
  const stockIdOf = new Map(written.map((entry) => [key(entry), entry.id]));
  await tx.insert(stockMovements).values(
    returns.map((r) => ({
      stockId: stockIdOf.get(key(r))!,
      delta: r.units,
      action: 'Add' as const,
      reason: r.reason ?? REFUND_RETURN_REASON,
      orderId: r.orderId,
      userId: r.userId,
    })),
  );
}
