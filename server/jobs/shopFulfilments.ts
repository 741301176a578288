import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders, shopFulfilments } from '../db/schema';
import { lineItemLabel, planShopFulfilment } from '../../domain/shopFulfilment';
import type { OrderSource } from '../../domain/values';
import { recordEvents, type OrderEvent } from '../services/timeline/events';
import { fulfilmentLines } from '../services/shop/fulfilment';
import { parcelQuantities } from '../services/parcels/parcelRecords';
import { PermanentShopError } from '../services/shop/connector';
import type { ShopConnectors } from '../services/shop/registry';
import { writeDueRows, type ClaimOwner } from './claim';
import { retryDelayMs } from './outbox';

/** 1 min, 2, 4 … 2 h, then every 2 h: about a day of shop outage before giving up. */
export const MAX_FULFILMENT_ATTEMPTS = 18;
/** A claimed row is due again after this, should its writer die before recording the answer. */
export const CLAIM_LEASE_MS = 5 * 60_000;

type Row = typeof shopFulfilments.$inferSelect;

export type { ClaimOwner } from './claim';

/**
 * Writes the due fulfilments to the shop each order came from, through its connector. A row is
 * claimed in a short transaction (SKIP LOCKED, its next attempt moved a lease ahead, and
 * `owner`'s key recorded), written outside any transaction, then its answer recorded with the
 * timeline entry. Several server instances never write one row at once; a writer that dies after
 * the shop answered leaves a row that comes due again (at once when a live process releases it,
 * else when the lease ends), and the connector then finds its shipment in the shop instead of
 * writing a second one.
 */
export async function writeShopFulfilments(
  db: Database,
  shops: Pick<ShopConnectors, 'of'>,
  now: () => Date = () => new Date(),
  { batch = 10, owner }: { batch?: number; owner?: ClaimOwner } = {},
): Promise<{ sent: number; failed: number }> {
  return writeDueRows(db, shopFulfilments, (row) => writeOne(db, shops, row, now), {
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
  const tracking = { trackingNumber: row.trackingNumber, company: row.company, url: row.url };
  const finish = (
    values: Partial<typeof shopFulfilments.$inferInsert>,
    event?: Omit<OrderEvent, 'orderId'>,
  ) =>
    db.transaction(async (tx) => {
      await tx
        .update(shopFulfilments)
        .set({ ...values, claimedBy: null })
        .where(eq(shopFulfilments.id, row.id));
      if (event) await recordEvents(tx, [{ orderId: row.orderId, ...event }]);
    });
  // The shop the order came from (one naming none is the one shop's: ShopConnectors.of).
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  const connector = shops.of(order?.shop ?? null);
  if (!connector) {
    await finish(
      { status: 'not-sent', lastError: null },
      {
        kind: 'shop-fulfilment-not-sent',
        userId: null,
        detail: { reason: 'no-shop-configured', ...tracking },
      },
    );
    return 'failed';
  }
  try {
    const lines = await fulfilmentLines(db, inArray(orderLines.id, row.orderLineIds));
    // A parcel's fulfilment writes exactly its quantities (issue 32), not the whole lines.
    if (row.parcelId) {
      const held = await parcelQuantities(db, row.parcelId);
      for (const line of lines) line.quantity = held.get(line.id) ?? line.quantity;
    }
    const plan = planShopFulfilment(
      { source: order.source as OrderSource, shopOrderId: order.shopOrderId },
      lines,
    );
    if (!plan.send) throw new PermanentShopError(`Nothing to write: ${plan.reason}`);
    const result = await connector.writeShipment({
      shopOrderId: order.shopOrderId!,
      lineItems: plan.lineItems,
      tracking: { number: row.trackingNumber, company: row.company, url: row.url },
    });
    const fulfilmentId = result.outcome === 'nothing-open' ? null : result.shipmentId;
    await finish(
      { status: 'sent', sentAt: now(), shopFulfilmentId: fulfilmentId, lastError: null },
      {
        kind: 'shop-fulfilment-sent',
        userId: null,
        detail: {
          ...tracking,
          shop: connector.shop,
          lineItems: plan.lineItems.map(lineItemLabel),
          fulfilmentId,
          attempts: row.attempts,
          // 'found': a previous attempt had written it; 'nothing-open': fulfilled in the shop already.
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
        ? {
            kind: 'shop-fulfilment-failed',
            userId: null,
            detail: { ...tracking, error: message, attempts: row.attempts },
          }
        : undefined,
    );
    return 'failed';
  }
}
