import { PermanentShopError, type RefundToWrite, type RefundWritten } from './connector';
import { WooAnswerError, type WooClient } from './woocommerceClient';
import { readOrder } from './woocommerceShipment';

/**
 * A refund of line items written to WooCommerce (`POST /orders/{id}/refunds`): units only, no
 * money and no restock (`refund_total` 0, `api_refund` and `api_restock` false), the store's own
 * refund flow settling the payment. WooCommerce takes no idempotency key, so the key is written
 * into the refund's reason and a retry looks for it first.
 */
interface WooRefund {
  id: number;
  reason: string | null;
}

/** How the key reads in the refund's reason. */
export const refundKeyMark = (key: string) => `[ref ${key}]`;

export async function writeWooRefund(client: WooClient, wanted: RefundToWrite): Promise<RefundWritten> {
  const order = await readOrder(client, wanted.shopOrderId);
  const path = `/orders/${order.id}/refunds`;
  const refunds = (await client.get<WooRefund[]>(path, { per_page: 100 })).data;
  const previous = refunds.find((r) => r.reason?.includes(refundKeyMark(wanted.key)));
  if (previous) return { outcome: 'found', refundId: String(previous.id) };

  const lineItems = wanted.lineItems.map((ref) => {
    const item =
      'id' in ref
        ? order.line_items.find((l) => String(l.id) === ref.id)
        : order.line_items.find((l) => l.sku?.trim() === ref.sku);
    if (!item)
      throw new PermanentShopError(
        `The shop's order has no line item ${'id' in ref ? ref.id : `with SKU ${ref.sku}`}`,
      );
    return { id: item.id, quantity: ref.quantity, refund_total: 0 };
  });
  try {
    const { data } = await client.post<WooRefund>(path, {
      reason: `${wanted.note} ${refundKeyMark(wanted.key)}`.trim(),
      api_refund: false,
      api_restock: false,
      line_items: lineItems,
    });
    return { outcome: 'written', refundId: String(data.id) };
  } catch (error) {
    if (error instanceof WooAnswerError && error.status >= 400 && error.status < 500 && error.status !== 429)
      throw new PermanentShopError(`WooCommerce refused the refund: ${error.message}`);
    throw error;
  }
}
