import { isDemoShopOrderId } from './shopifyOrders';
import type { OrderSource } from './values';

/** Why no fulfilment goes to the shop for a tracking number. */
export type NotSentReason = 'not-from-shop' | 'no-shop-line-items' | 'no-shop-configured';

/**
 * A shop line item to fulfil: by its id (synced orders), or by its SKU (orders imported from the
 * shop's CSV export, whose rows carry the order's id but no line item ids).
 */
export type ShopLineItemRef = { id: string; quantity: number } | { sku: string; quantity: number };

export type FulfilmentPlan =
  { send: true; lineItems: ShopLineItemRef[] } | { send: false; reason: NotSentReason };

/** An order line as the plan reads it: the pack's SKU is the shop line item's SKU. */
export interface FulfilledLine {
  shopLineItemId: string | null;
  sku?: string | null;
  packSku?: string | null;
  quantity: number;
}

/** The CSV export's `Id` is the shop's numeric order id; without it the import keys by `name:#1050`. */
const isShopOrderId = (id: string) => /^\d+$/.test(id);

/**
 * What a tracking number on some order lines writes to the shop (DESIGN.md section 4 step 9):
 * a fulfilment of their shop line items when the order came from the shop (synced, or imported
 * from its export with the order's Id), else nothing: never for a demo order. Lines of one pack share the pack's line
 * item: it is written once, with the largest quantity (the shop caps it at what is still open).
 */
export function planShopFulfilment(
  order: { source: OrderSource; shopOrderId: string | null },
  lines: readonly FulfilledLine[],
): FulfilmentPlan {
  if (order.source === 'manual' || !order.shopOrderId) return { send: false, reason: 'not-from-shop' };
  // Demo data beside a configured shop: its orders were never the shop's.
  if (isDemoShopOrderId(order.shopOrderId)) return { send: false, reason: 'not-from-shop' };
  const bySku = order.source === 'import';
  if (bySku && !isShopOrderId(order.shopOrderId)) return { send: false, reason: 'not-from-shop' };
  const items = new Map<string, number>();
  for (const line of lines) {
    const key = bySku ? (line.packSku ?? line.sku) : line.shopLineItemId;
    if (!key) return { send: false, reason: 'no-shop-line-items' };
    items.set(key, Math.max(items.get(key) ?? 0, line.quantity));
  }
  if (!items.size) return { send: false, reason: 'no-shop-line-items' };
  return {
    send: true,
    lineItems: [...items].map(([key, quantity]) => (bySku ? { sku: key, quantity } : { id: key, quantity })),
  };
}

/** How a line item reads on the timeline: its id, or its SKU. */
export const lineItemLabel = (ref: ShopLineItemRef) => ('id' in ref ? ref.id : `sku:${ref.sku}`);
