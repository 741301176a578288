import type { OrderSource } from './values';

/** Why no fulfilment goes to the shop for a tracking number. */
export type NotSentReason = 'not-from-shop' | 'no-shop-line-items' | 'no-shop-configured';

export type FulfilmentPlan =
  { send: true; lineItems: { id: string; quantity: number }[] } | { send: false; reason: NotSentReason };

/**
 * What a tracking number on some order lines writes to the shop (DESIGN.md section 4 step 9):
 * a fulfilment of their shop line items when the order came from the shop sync, else nothing.
 * Lines of one pack share the pack's line item: it is written once, with the largest quantity
 * (the shop caps it at what is still open).
 */
export function planShopFulfilment(
  order: { source: OrderSource; shopOrderId: string | null },
  lines: readonly { shopLineItemId: string | null; quantity: number }[],
): FulfilmentPlan {
  if (order.source !== 'shop' || !order.shopOrderId) return { send: false, reason: 'not-from-shop' };
  const items = new Map<string, number>();
  for (const line of lines) {
    if (!line.shopLineItemId) return { send: false, reason: 'no-shop-line-items' };
    items.set(line.shopLineItemId, Math.max(items.get(line.shopLineItemId) ?? 0, line.quantity));
  }
  if (!items.size) return { send: false, reason: 'no-shop-line-items' };
  return { send: true, lineItems: [...items].map(([id, quantity]) => ({ id, quantity })) };
}
