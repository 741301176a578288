import {
  PermanentShopError,
  type ShipmentToWrite,
  type ShipmentWritten,
  type ShopLineRef,
} from './connector';
import { gid, type ShopifyClient } from './shopifyClient';

/**
 * Writing a fulfilment to Shopify (Admin GraphQL): read the order's fulfilment orders and
 * fulfilments, then `fulfillmentCreate` for the line items still open. fulfillmentCreate takes
 * no idempotency key, so a retry looks before it writes: a fulfilment with our tracking number
 * over our line items is the one a previous attempt wrote, and is not written again.
 */
export const FULFILMENT_STATE_QUERY = `query FulfilmentState($id: ID!) {
  order(id: $id) {
    id
    fulfillments(first: 50) {
      id status
      trackingInfo { number company url }
      fulfillmentLineItems(first: 100) { nodes { quantity lineItem { id } } }
    }
    fulfillmentOrders(first: 20) {
      nodes { id status lineItems(first: 100) { nodes { id remainingQuantity lineItem { id sku } } } }
    }
  }
}`;

export const FULFILMENT_CREATE_MUTATION = `mutation FulfilLineItems($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

interface FulfilmentState {
  order: {
    id: string;
    fulfillments: {
      id: string;
      status: string;
      trackingInfo: { number: string | null; company: string | null; url: string | null }[];
      fulfillmentLineItems: { nodes: { quantity: number; lineItem: { id: string } }[] };
    }[];
    fulfillmentOrders: {
      nodes: {
        id: string;
        status: string;
        lineItems: {
          nodes: { id: string; remainingQuantity: number; lineItem: { id: string; sku: string | null } }[];
        };
      }[];
    };
  } | null;
}

interface CreateAnswer {
  fulfillmentCreate: {
    fulfillment: { id: string; status: string } | null;
    userErrors: { field: string[] | null; message: string }[];
  };
}

type FulfilmentOrders = NonNullable<FulfilmentState['order']>['fulfillmentOrders']['nodes'];

/**
 * An imported order's line is named by its SKU: the shop's line item with that SKU, preferring
 * one with units still open. A SKU the shop's order lacks will not appear by trying again.
 */
function byId(fulfilmentOrders: FulfilmentOrders, ref: ShopLineRef): { id: string; quantity: number } {
  if ('id' in ref) return ref;
  const items = fulfilmentOrders
    .flatMap((fo) => fo.lineItems.nodes)
    .filter((i) => i.lineItem.sku === ref.sku);
  const item = items.find((i) => i.remainingQuantity > 0) ?? items[0];
  if (!item) throw new PermanentShopError(`The shop's order has no line item with SKU ${ref.sku}`);
  return { id: item.lineItem.id, quantity: ref.quantity };
}

export async function writeFulfilment(
  connector: ShopifyClient,
  wanted: ShipmentToWrite,
): Promise<ShipmentWritten> {
  const orderGid = gid('Order', wanted.shopOrderId);
  const { order } = await connector.request<FulfilmentState>(FULFILMENT_STATE_QUERY, { id: orderGid });
  if (!order) throw new PermanentShopError(`The shop has no order ${wanted.shopOrderId}`);
  const lineItems = wanted.lineItems.map((ref) => byId(order.fulfillmentOrders.nodes, ref));
  const ours = new Set(lineItems.map((l) => gid('LineItem', l.id)));

  const previous = order.fulfillments.find(
    (f) =>
      f.status !== 'CANCELLED' &&
      f.trackingInfo.some((t) => t.number === wanted.tracking.number) &&
      [...ours].every((id) => f.fulfillmentLineItems.nodes.some((n) => n.lineItem.id === id)),
  );
  if (previous) return { outcome: 'found', shipmentId: previous.id };

  const byOrder = new Map<string, { id: string; quantity: number }[]>();
  for (const line of lineItems) {
    let left = line.quantity;
    for (const fo of order.fulfillmentOrders.nodes) {
      if (fo.status !== 'OPEN' && fo.status !== 'IN_PROGRESS') continue;
      for (const item of fo.lineItems.nodes) {
        if (left <= 0 || item.lineItem.id !== gid('LineItem', line.id) || item.remainingQuantity <= 0)
          continue;
        const quantity = Math.min(left, item.remainingQuantity);
        left -= quantity;
        byOrder.set(fo.id, [...(byOrder.get(fo.id) ?? []), { id: item.id, quantity }]);
      }
    }
  }
  // Fulfilled meanwhile in the shop itself: nothing is left to write.
  if (!byOrder.size) return { outcome: 'nothing-open' };

  const answer = await connector.request<CreateAnswer>(FULFILMENT_CREATE_MUTATION, {
    fulfillment: {
      lineItemsByFulfillmentOrder: [...byOrder].map(([fulfillmentOrderId, items]) => ({
        fulfillmentOrderId,
        fulfillmentOrderLineItems: items,
      })),
      trackingInfo: {
        number: wanted.tracking.number,
        company: wanted.tracking.company,
        ...(wanted.tracking.url ? { url: wanted.tracking.url } : {}),
      },
      notifyCustomer: true,
    },
  });
  const { fulfillment, userErrors } = answer.fulfillmentCreate;
  if (userErrors.length || !fulfillment)
    throw new PermanentShopError(
      `Shopify refused the fulfilment: ${userErrors.map((e) => e.message).join('; ') || 'no fulfilment'}`,
    );
  return { outcome: 'written', shipmentId: fulfillment.id };
}
