import { createAdminApiClient, type AdminApiClient } from '@shopify/admin-api-client';
import type { NamedShopAddress } from '../../../domain/address';
import type { ImportedOrder } from '../../../domain/shopifyOrders';
import type { OrderStatus } from '../../../domain/orderStatus';

/**
 * The Shopify connector: orders updated since a time, page by page, through the official
 * Admin API client (GraphQL). It waits when Shopify says so: HTTP 429 (Retry-After, in
 * seconds) and GraphQL cost throttling (THROTTLED, with the bucket's restore rate).
 */
export interface ShopifyConfig {
  shop: string;
  accessToken: string;
  apiVersion: string;
  /** Only for tests: a local stand-in that answers in Shopify's shapes. */
  endpoint?: string;
}

export const PAGE_SIZE = 50;
/**
 * How far before the last update time seen a run reads again. Many orders can share one update
 * time (a bulk edit) and Shopify stamps whole seconds, so a strict `>` skipped the rest of a
 * second after a stopped run or an order updated later in that second; and an order stamped
 * just before another may reach the search a moment after it. Orders read twice are left alone
 * (the intake is idempotent), so reading again costs little and skips nothing.
 */
export const RESUME_OVERLAP_MS = 60_000;
const MAX_ATTEMPTS = 6;

export const ORDERS_QUERY = `query OrdersUpdatedSince($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id name email phone createdAt updatedAt cancelledAt note
      displayFinancialStatus displayFulfillmentStatus
      customer { id firstName lastName email phone }
      shippingAddress { firstName lastName address1 address2 city zip province countryCodeV2 phone }
      shippingLine { title }
      lineItems(first: 100) { nodes { id name sku quantity } }
    }
  }
}`;

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
  lineItems: { nodes: { id: string; name: string; sku: string | null; quantity: number }[] };
}

interface OrdersPage {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopOrderNode[] };
}

/** gid://shopify/Order/123 -> 123: the same id the CSV export's Id column holds. */
export const numericId = (gid: string) => gid.split('/').pop() ?? gid;

function statusOf(node: ShopOrderNode): OrderStatus {
  const financial = node.displayFinancialStatus?.toUpperCase();
  if (node.cancelledAt || financial === 'REFUNDED' || financial === 'VOIDED') return 'Refund';
  if (node.displayFulfillmentStatus?.toUpperCase() === 'FULFILLED') return 'Shipped';
  return 'Pending';
}

export function importedFromNode(node: ShopOrderNode): ImportedOrder {
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
    initialStatus: statusOf(node),
    lines: node.lineItems.nodes.map((item, i) => ({
      lineKey: `li:${numericId(item.id)}`,
      position: i + 1,
      sku: item.sku?.trim() || null,
      name: item.name,
      quantity: item.quantity,
      row: 0,
      shopLineItemId: numericId(item.id),
    })),
  };
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ShopifyConnector {
  private readonly client: AdminApiClient;

  constructor(
    readonly config: ShopifyConfig,
    private readonly sleep: Sleep = realSleep,
  ) {
    const endpoint = config.endpoint;
    this.client = createAdminApiClient({
      storeDomain: config.shop,
      apiVersion: config.apiVersion,
      accessToken: config.accessToken,
      retries: 0, // we wait ourselves: the client would read Retry-After as milliseconds
      customFetchApi: endpoint
        ? (url, init) => fetch(String(url).replace(/^https:\/\/[^/]+/, endpoint.replace(/\/$/, '')), init)
        : undefined,
    });
  }

  /** One page, waiting and trying again while Shopify throttles. */
  private page(variables: Record<string, unknown>): Promise<OrdersPage> {
    return this.request<OrdersPage>(ORDERS_QUERY, variables);
  }

  /** One GraphQL call, waiting and trying again while Shopify throttles; other errors throw. */
  async request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const response = await this.client.request<T>(query, { variables });
      const errors = response.errors;
      const status = errors?.networkStatusCode;
      const graphQLErrors = (errors?.graphQLErrors ?? []) as {
        message?: string;
        extensions?: { code?: string };
      }[];
      const throttled = graphQLErrors.some((e) => e.extensions?.code === 'THROTTLED');
      if (!errors && response.data) return response.data;
      if ((status === 429 || throttled) && attempt < MAX_ATTEMPTS) {
        await this.sleep(this.waitMs(response.extensions, errors?.response));
        continue;
      }
      throw new Error(
        `Shopify answered ${status ?? ''} ${errors?.message ?? graphQLErrors.map((e) => e.message).join('; ')}`.trim(),
      );
    }
  }

  /** How long Shopify asks us to wait: Retry-After seconds, or what the cost bucket needs to refill. */
  private waitMs(extensions: Record<string, unknown> | undefined, response: Response | undefined): number {
    const retryAfter = Number(response?.headers.get('Retry-After'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter, 60) * 1000;
    const cost = extensions?.cost as
      | {
          requestedQueryCost?: number;
          throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
        }
      | undefined;
    const needed = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
    const rate = cost?.throttleStatus?.restoreRate || 50;
    return Math.min(Math.max(needed / rate, 1), 60) * 1000;
  }

  /** Orders updated since `since` (less the overlap), oldest update first, a page at a time. */
  async *ordersUpdatedSince(
    since: Date | null,
  ): AsyncGenerator<{ orders: ImportedOrder[]; lastUpdatedAt: Date | null }> {
    let after: string | null = null;
    const from = since && new Date(since.getTime() - RESUME_OVERLAP_MS);
    const query = from ? `updated_at:>='${from.toISOString()}'` : null;
    for (;;) {
      const page = await this.page({ first: PAGE_SIZE, after, query });
      const nodes = page.orders.nodes;
      const last = nodes.at(-1);
      yield { orders: nodes.map(importedFromNode), lastUpdatedAt: last ? new Date(last.updatedAt) : null };
      if (!page.orders.pageInfo.hasNextPage || !page.orders.pageInfo.endCursor) return;
      after = page.orders.pageInfo.endCursor;
    }
  }
}
