import type { NamedShopAddress } from '../../../domain/address';
import { linesOrderedNow, shopInitialStatus, unitsOrderedNow } from '../../../domain/shopifyOrders';
import type {
  RefundToWrite,
  ShipmentToWrite,
  ShopConnector,
  ShopCount,
  ShopHealth,
  ShopOrder,
  ShopOrdersPage,
  ShopSubscription,
} from './connector';
import { gid, numericId, ShopifyClient, type ShopifyConfig, type Sleep } from './shopifyClient';
import { writeFulfilment } from './shopifyFulfilment';
import { writeRefund } from './shopifyRefund';

export type { ShopifyConfig } from './shopifyClient';

/**
 * The Shopify connector, the first ShopConnector (./connector.ts): Shopify's Admin GraphQL API
 * (./shopifyClient.ts) read and written in Shopify's shapes, answered as shop-neutral records.
 */
export const PAGE_SIZE = 50;
/**
 * How far before the last update time seen a run reads again. Many orders can share one update
 * time (a bulk edit) and Shopify stamps whole seconds, so a strict `>` skipped the rest of a
 * second after a stopped run or an order updated later in that second; and an order stamped
 * just before another may reach the search a moment after it. Orders read twice are left alone
 * (the intake is idempotent), so reading again costs little and skips nothing.
 */
export const RESUME_OVERLAP_MS = 60_000;

/** The Order fields the product reads, for the sync's pages and for one order. */
const ORDER_FIELDS = `id name email phone createdAt updatedAt cancelledAt note
      displayFinancialStatus displayFulfillmentStatus
      customer { id firstName lastName email phone }
      shippingAddress { firstName lastName address1 address2 city zip province countryCodeV2 phone }
      shippingLine { title }
      lineItems(first: 100) { nodes { id name sku quantity currentQuantity } }`;

export const ORDERS_QUERY = `query OrdersUpdatedSince($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      ${ORDER_FIELDS}
    }
  }
}`;

/** The ids of the orders created in a window (the daily count's list), oldest first. */
export const ORDER_IDS_CREATED_QUERY = `query OrderIdsCreated($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: CREATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes { id }
  }
}`;
/** Ids are small: Shopify's largest page. */
export const ID_PAGE_SIZE = 250;

export const ORDER_QUERY = `query OrderById($id: ID!) {
  order(id: $id) {
    ${ORDER_FIELDS}
  }
}`;

/** `limit: null`: Shopify counts past its default 10,000. */
export const ORDERS_COUNT_QUERY = `query OrdersCount($query: String, $limit: Int) {
  ordersCount(query: $query, limit: $limit) { count precision }
}`;

export const HEALTH_QUERY = `query ShopHealth { shop { name } }`;

export const WEBHOOK_SUBSCRIPTION_CREATE = `mutation OrderWebhook($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

/** The order topics as deliveries name them, and as the Admin API's enum does; the webhook intake takes in these (./webhooks.ts). */
export const ORDER_WEBHOOK_TOPICS = [
  ['orders/create', 'ORDERS_CREATE'],
  ['orders/updated', 'ORDERS_UPDATED'],
  ['orders/cancelled', 'ORDERS_CANCELLED'],
] as const;

/** Shopify's refusal of a second subscription of one topic to one address. */
const ALREADY_SUBSCRIBED = /already been taken/i;

interface ShopOrderNode {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  note: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  customer: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  /** The Admin API names the country countryCodeV2. */
  shippingAddress:
    (Omit<NamedShopAddress, 'country'> & { countryCodeV2: string | null; phone: string | null }) | null;
  shippingLine: { title: string | null } | null;
  lineItems: {
    nodes: {
      id: string;
      name: string;
      sku: string | null;
      quantity: number;
      currentQuantity?: number | null;
    }[];
  };
}

interface OrdersPage {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopOrderNode[] };
}

export function importedFromNode(node: ShopOrderNode): ShopOrder {
  const address = node.shippingAddress;
  return {
    shopOrderId: numericId(node.id),
    orderNumber: node.name,
    orderCreatedAt: new Date(node.createdAt),
    customerShopId: node.customer?.id ? numericId(node.customer.id) : null,
    email: node.email ?? node.customer?.email ?? null,
    firstName: address?.firstName ?? node.customer?.firstName ?? null,
    lastName: address?.lastName ?? node.customer?.lastName ?? null,
    phone: address?.phone ?? node.phone ?? node.customer?.phone ?? null,
    address1: address?.address1 ?? null,
    address2: address?.address2 ?? null,
    city: address?.city ?? null,
    zip: address?.zip ?? null,
    province: address?.province ?? null,
    country: address?.countryCodeV2 ?? null,
    shippingMethod: node.shippingLine?.title ?? null,
    notes: node.note,
    cancelled: !!node.cancelledAt,
    shopUpdatedAt: new Date(node.updatedAt),
    initialStatus: shopInitialStatus({
      cancelled: !!node.cancelledAt,
      financialStatus: node.displayFinancialStatus,
      fulfillmentStatus: node.displayFulfillmentStatus,
    }),
    lines: linesOrderedNow(
      node.lineItems.nodes.map((item, i) => ({
        lineKey: `li:${numericId(item.id)}`,
        position: i + 1,
        sku: item.sku?.trim() || null,
        name: item.name,
        quantity: unitsOrderedNow(item.quantity, item.currentQuantity),
        row: 0,
        shopLineItemId: numericId(item.id),
      })),
    ),
  };
}

/** Shopify's search terms of a creation window [from, to). */
const createdIn = (window: { from: Date; to: Date }) =>
  `created_at:>='${window.from.toISOString()}' AND created_at:<'${window.to.toISOString()}'`;

export class ShopifyConnector implements ShopConnector {
  readonly kind = 'shopify' as const;
  readonly shop: string;
  private readonly client: ShopifyClient;

  constructor(config: ShopifyConfig, sleep?: Sleep) {
    this.client = new ShopifyClient(config, sleep);
    this.shop = config.shop;
  }

  /** Orders updated since `mark` (less the overlap), oldest update first, a page at a time. */
  async *ordersChangedSince(mark: Date | null): AsyncGenerator<ShopOrdersPage> {
    let after: string | null = null;
    const from = mark && new Date(mark.getTime() - RESUME_OVERLAP_MS);
    const query = from ? `updated_at:>='${from.toISOString()}'` : null;
    for (;;) {
      const page: OrdersPage = await this.client.request<OrdersPage>(ORDERS_QUERY, {
        first: PAGE_SIZE,
        after,
        query,
      });
      const nodes = page.orders.nodes;
      const last = nodes.at(-1);
      yield { orders: nodes.map(importedFromNode), mark: last ? new Date(last.updatedAt) : null };
      if (!page.orders.pageInfo.hasNextPage || !page.orders.pageInfo.endCursor) return;
      after = page.orders.pageInfo.endCursor;
    }
  }

  async order(shopOrderId: string): Promise<ShopOrder | null> {
    const { order } = await this.client.request<{ order: ShopOrderNode | null }>(ORDER_QUERY, {
      id: gid('Order', shopOrderId),
    });
    return order ? importedFromNode(order) : null;
  }

  async countOrders(window: { from: Date; to: Date }): Promise<ShopCount> {
    const query = createdIn(window);
    const { ordersCount } = await this.client.request<{
      ordersCount: { count: number; precision: 'EXACT' | 'AT_LEAST' };
    }>(ORDERS_COUNT_QUERY, { query, limit: null });
    return { count: ordersCount.count, exact: ordersCount.precision === 'EXACT' };
  }

  async *orderIdsCreated(window: { from: Date; to: Date }): AsyncGenerator<string[]> {
    let after: string | null = null;
    for (;;) {
      const page: { orders: { pageInfo: OrdersPage['orders']['pageInfo']; nodes: { id: string }[] } } =
        await this.client.request(ORDER_IDS_CREATED_QUERY, {
          first: ID_PAGE_SIZE,
          after,
          query: createdIn(window),
        });
      yield page.orders.nodes.map((node) => numericId(node.id));
      if (!page.orders.pageInfo.hasNextPage || !page.orders.pageInfo.endCursor) return;
      after = page.orders.pageInfo.endCursor;
    }
  }

  writeShipment(shipment: ShipmentToWrite) {
    return writeFulfilment(this.client, shipment);
  }

  writeRefund(refund: RefundToWrite) {
    return writeRefund(this.client, refund);
  }

  async subscribeToOrderChanges(uri: string): Promise<ShopSubscription[]> {
    const results: ShopSubscription[] = [];
    for (const [topic, enumTopic] of ORDER_WEBHOOK_TOPICS) {
      try {
        const { webhookSubscriptionCreate: created } = await this.client.request<{
          webhookSubscriptionCreate: { userErrors: { message: string }[] };
        }>(WEBHOOK_SUBSCRIPTION_CREATE, {
          topic: enumTopic,
          webhookSubscription: { uri, format: 'JSON' },
        });
        const errors = created.userErrors.map((e) => e.message);
        if (!errors.length) results.push({ topic, outcome: 'created' });
        else if (errors.every((e) => ALREADY_SUBSCRIBED.test(e)))
          results.push({ topic, outcome: 'existing' });
        else results.push({ topic, outcome: 'failed', error: errors.join('; ') });
      } catch (error) {
        results.push({ topic, outcome: 'failed', error: String((error as Error).message ?? error) });
      }
    }
    return results;
  }

  async health(): Promise<ShopHealth> {
    try {
      await this.client.request<{ shop: { name: string } }>(HEALTH_QUERY);
      return { up: true };
    } catch (error) {
      return { up: false, error: String((error as Error).message ?? error) };
    }
  }
}
