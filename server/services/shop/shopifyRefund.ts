import { PermanentShopError, type RefundToWrite, type RefundWritten } from './connector';
import { gid, type ShopifyClient } from './shopifyClient';

/**
 * Writing a refund of line items to Shopify (Admin GraphQL `refundCreate`). Shopify dedupes a
 * repeated key itself (`@idempotent`, required from API 2026-04) but only for a while; our
 * retries may span a day, so the key is also written into the refund's note and a retry looks
 * for it first. No money is named: Shopify's own refund flow settles the payment.
 */
export const REFUND_STATE_QUERY = `query RefundState($id: ID!) {
  order(id: $id) {
    id
    lineItems(first: 100) { nodes { id sku quantity } }
    refunds(first: 50) { id note }
  }
}`;

export const REFUND_CREATE_MUTATION = `mutation RefundLineItems($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) {
    refund { id }
    userErrors { field message }
  }
}`;

interface RefundState {
  order: {
    id: string;
    lineItems: { nodes: { id: string; sku: string | null; quantity: number }[] };
    refunds: { id: string; note: string | null }[];
  } | null;
}

interface CreateAnswer {
  refundCreate: {
    refund: { id: string } | null;
    userErrors: { field: string[] | null; message: string }[];
  };
}

/** How the key reads in the refund's note. */
export const keyMark = (key: string) => `[ref ${key}]`;

export async function writeRefund(client: ShopifyClient, wanted: RefundToWrite): Promise<RefundWritten> {
  const orderGid = gid('Order', wanted.shopOrderId);
  const { order } = await client.request<RefundState>(REFUND_STATE_QUERY, { id: orderGid });
  if (!order) throw new PermanentShopError(`The shop has no order ${wanted.shopOrderId}`);
  const previous = order.refunds.find((r) => r.note?.includes(keyMark(wanted.key)));
  if (previous) return { outcome: 'found', refundId: previous.id };

  const refundLineItems = wanted.lineItems.map((ref) => {
    const item =
      'id' in ref
        ? order.lineItems.nodes.find((i) => i.id === gid('LineItem', ref.id))
        : order.lineItems.nodes.find((i) => i.sku === ref.sku);
    if (!item)
      throw new PermanentShopError(
        `The shop's order has no line item ${'id' in ref ? ref.id : `with SKU ${ref.sku}`}`,
      );
    return { lineItemId: item.id, quantity: ref.quantity, restockType: 'NO_RESTOCK' };
  });
  const answer = await client.request<CreateAnswer>(REFUND_CREATE_MUTATION, {
    key: wanted.key,
    input: {
      orderId: orderGid,
      note: `${wanted.note} ${keyMark(wanted.key)}`.trim(),
      notify: false,
      refundLineItems,
    },
  });
  const { refund, userErrors } = answer.refundCreate;
  if (userErrors.length || !refund)
    throw new PermanentShopError(
      `Shopify refused the refund: ${userErrors.map((e) => e.message).join('; ') || 'no refund'}`,
    );
  return { outcome: 'written', refundId: refund.id };
}
