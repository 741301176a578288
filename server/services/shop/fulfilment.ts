import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, shopFulfilments } from '../../db/schema';
import { planShopFulfilment } from '../../../domain/shopFulfilment';
import type { OrderSource } from '../../../domain/values';
import { recordEvents } from '../timeline/events';

export interface ShopFulfilmentInput {
  orderId: string;
  orderLineIds: string[];
  trackingNumber: string;
  company: string;
  url: string | null;
  userId: string | null;
  /** The parcel it writes (issue 32): the shop is told its lines' quantities, not whole lines. */
  parcelId?: string | null;
}

/** What the shop fulfilment plan reads of the order lines `where` selects. */
export const fulfilmentLines = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: orderLines.id,
      shopLineItemId: orderLines.shopLineItemId,
      sku: orderLines.sku,
      packSku: orderLines.packSku,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(where);

/**
 * Tracking on customer-bound lines goes back to the shop (DESIGN.md section 4 step 9). Call it
 * in the transaction that records the tracking: the fulfilment is queued exactly when that
 * commits, and the scheduler writes it to the shop through its connector, with retries
 * (server/jobs/shopFulfilments.ts).
 * An order that did not come from the shop (sync, or its export with the order's Id) records on its
 * timeline that nothing was sent.
 */
export async function queueShopFulfilment(tx: DbOrTx, input: ShopFulfilmentInput): Promise<void> {
  const [order] = await tx
    .select({ source: orders.source, shopOrderId: orders.shopOrderId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) throw new Error(`No order ${input.orderId}`);
  const lines = input.orderLineIds.length
    ? await fulfilmentLines(
        tx,
        and(eq(orderLines.orderId, input.orderId), inArray(orderLines.id, input.orderLineIds)),
      )
    : [];
  const plan = planShopFulfilment(
    { source: order.source as OrderSource, shopOrderId: order.shopOrderId },
    lines,
  );
  if (!plan.send) {
    await recordEvents(tx, [
      {
        orderId: input.orderId,
        kind: 'shop-fulfilment-not-sent',
        userId: input.userId,
        detail: { reason: plan.reason, trackingNumber: input.trackingNumber, company: input.company },
      },
    ]);
    return;
  }
  await tx.insert(shopFulfilments).values({
    orderId: input.orderId,
    orderLineIds: input.orderLineIds,
    trackingNumber: input.trackingNumber,
    company: input.company,
    url: input.url,
    userId: input.userId,
    parcelId: input.parcelId ?? null,
  });
}
