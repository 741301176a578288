import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, shopRefunds } from '../db/schema';
import { lineItemLabel } from '../../domain/shopFulfilment';
import { recordEvents, type OrderEvent } from '../services/timeline/events';
import { PermanentShopError } from '../services/shop/connector';
import type { ShopConnectors } from '../services/shop/registry';
import { writeDueRows } from './claim';
import { retryDelayMs } from './outbox';
import { CLAIM_LEASE_MS, MAX_FULFILMENT_ATTEMPTS, type ClaimOwner } from './shopFulfilments';

type Row = typeof shopRefunds.$inferSelect;

/**
 * Writes the due refunds of returns to the shop each order came from, as writeShopFulfilments
 * writes fulfilments: claimed in a short transaction (SKIP LOCKED, a lease), written outside it,
 * the answer recorded with its timeline entry. The return's id is the refund's key, so a writer
 * that dies after the shop answered leaves a row whose retry finds the refund instead of writing
 * a second (the connectors' writeRefund).
 */
export async function writeShopRefunds(
  db: Database,
  shops: Pick<ShopConnectors, 'of'>,
  now: () => Date = () => new Date(),
  { batch = 10, owner }: { batch?: number; owner?: ClaimOwner } = {},
): Promise<{ sent: number; failed: number }> {
  return writeDueRows(db, shopRefunds, (row) => writeOne(db, shops, row, now), {
    now,
    batch,
    leaseMs: CLAIM_LEASE_MS,
    owner,
  });
}

async function writeOne(
  db: Database,
  shops: Pick<ShopConnectors, 'of'>,
  row: Row,
  now: () => Date,
): Promise<'sent' | 'failed'> {
  const finish = (values: Partial<typeof shopRefunds.$inferInsert>, event?: Omit<OrderEvent, 'orderId'>) =>
    db.transaction(async (tx) => {
      await tx
        .update(shopRefunds)
        .set({ ...values, claimedBy: null })
        .where(eq(shopRefunds.id, row.id));
      if (event) await recordEvents(tx, [{ orderId: row.orderId, ...event }]);
    });
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  const connector = shops.of(order?.shop ?? null);
  if (!connector || !order?.shopOrderId) {
    await finish(
      { status: 'not-sent', lastError: null },
      {
        kind: 'shop-refund-not-sent',
        userId: null,
        detail: { reason: 'no-shop-configured', note: row.note },
      },
    );
    return 'failed';
  }
  try {
    const result = await connector.writeRefund({
      shopOrderId: order.shopOrderId,
      lineItems: row.lineItems,
      note: row.note,
      key: `return-${row.returnId}`,
    });
    await finish(
      { status: 'sent', sentAt: now(), shopRefundId: result.refundId, lastError: null },
      {
        kind: 'shop-refund-sent',
        userId: null,
        detail: {
          note: row.note,
          shop: connector.shop,
          lineItems: row.lineItems.map(lineItemLabel),
          refundId: result.refundId,
          attempts: row.attempts,
          outcome: result.outcome,
        },
      },
    );
    return 'sent';
  } catch (error) {
    const message = String((error as Error).message ?? error).slice(0, 1000);
    const giveUp = error instanceof PermanentShopError || row.attempts >= MAX_FULFILMENT_ATTEMPTS;
    await finish(
      giveUp
        ? { status: 'failed', lastError: message }
        : { lastError: message, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) },
      giveUp
        ? { kind: 'shop-refund-failed', userId: null, detail: { note: row.note, error: message } }
        : undefined,
    );
    return 'failed';
  }
}
