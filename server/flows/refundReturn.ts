import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, returns, shopRefunds } from '../db/schema';
import { linesRefundedWhole, mayMove } from '../../domain/returns';
import { planShopFulfilment } from '../../domain/shopFulfilment';
import type { OrderSource } from '../../domain/values';
import { say } from '../../domain/texts/answers';
import { conflict } from '../http/errors';
import type { SignedInUser } from '../services/auth';
import { defineFlow } from './flow';
import { refundLine } from './refundLine';
import { recordEvents } from '../services/timeline/events';
import { linesOfReturns, lockReturn, returnsOfOrder, type ReturnRow } from '../services/returns/returnRows';

/**
 * The Admin refunds a received return (issue 32 item 2), in the caller's transaction. Each line
 * whose whole quantity has come back (this return and those refunded before) is refunded by the
 * Master Dashboard's Refund (flows/refundLine.ts: the line reads Refund, the order's status
 * follows); that flow has no partial quantity, so a line returned in part keeps its status. The
 * shop is told of exactly the units this return brought back: one refund queued in shop_refunds
 * (unique per return, so once), written by the scheduler (jobs/shopRefunds.ts) after commit.
 * An open return is a 409 (receive it first), a refunded one too.
 */
export const refundReturn = defineFlow({
  name: 'a return is refunded',
  after: ['shopWriteBack'],
  async run(tx: Tx, { id, user }: { id: string; user: SignedInUser }) {
    const row = await lockReturn(tx, id, user);
    assertMayRefund(row);
    const lines = await linesOfReturns(tx, [row.id]);
    const refundedBefore = await returnsOfOrder(tx, row.orderId, ['refunded']);
    const whole = linesRefundedWhole(
      lines.map((l) => ({ id: l.orderLineId, quantity: l.lineQuantity, status: l.lineStatus })),
      [...refundedBefore, { lines: lines.map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })) }],
    );
    for (const lineId of whole) await refundLine.run(tx, { orderId: row.orderId, lineId, userId: user.id });
    await queueShopRefund(tx, row, lines, user.id);
    const now = new Date();
    await tx
      .update(returns)
      .set({ state: 'refunded', refundedAt: now, refundedBy: user.id, updatedAt: now })
      .where(eq(returns.id, row.id));
    await recordEvents(tx, [
      {
        orderId: row.orderId,
        kind: 'return-refunded',
        userId: user.id,
        detail: {
          returnId: row.id,
          returnNumber: row.returnNumber,
          units: lines.reduce((sum, l) => sum + l.quantity, 0),
          linesRefunded: whole.length,
        },
      },
    ]);
  },
});

/** Guard: only a received return is refunded (409 otherwise, saying why). */
function assertMayRefund(row: ReturnRow) {
  if (mayMove(row.state, 'refunded')) return;
  throw conflict(say(row.state === 'refunded' ? 'returnAlreadyRefunded' : 'returnNotReceivedYet'));
}

/**
 * Step: the refund for the shop, queued with the return's units of its shop line items (as a
 * fulfilment names them: domain/shopFulfilment.ts); an order not from the shop records that
 * nothing is sent.
 */
async function queueShopRefund(
  tx: Tx,
  row: ReturnRow,
  lines: Awaited<ReturnType<typeof linesOfReturns>>,
  userId: string,
) {
  const [order] = await tx
    .select({ source: orders.source, shopOrderId: orders.shopOrderId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const shopLines = await tx
    .select({
      id: orderLines.id,
      shopLineItemId: orderLines.shopLineItemId,
      sku: orderLines.sku,
      packSku: orderLines.packSku,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        lines.map((l) => l.orderLineId),
      ),
    );
  const units = new Map(lines.map((l) => [l.orderLineId, l.quantity]));
  const plan = planShopFulfilment(
    { source: order.source as OrderSource, shopOrderId: order.shopOrderId },
    shopLines.map((l) => ({ ...l, quantity: units.get(l.id) ?? 0 })),
  );
  if (!plan.send) {
    await recordEvents(tx, [
      {
        orderId: row.orderId,
        kind: 'shop-refund-not-sent',
        userId,
        detail: { reason: plan.reason, returnNumber: row.returnNumber },
      },
    ]);
    return;
  }
  await tx
    .insert(shopRefunds)
    .values({
      orderId: row.orderId,
      returnId: row.id,
      lineItems: plan.lineItems,
      note: `Return ${row.returnNumber}`,
    })
    .onConflictDoNothing();
}
