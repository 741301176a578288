import http from 'node:http';
import { signatureOf } from '../../server/services/shop/webhookSignature';

/**
 * A stand-in for Shopify's Admin GraphQL endpoint that keeps orders, fulfilments and refunds: it
 * answers in Shopify's documented shapes the orders query (the sync's, by UPDATED_AT; the daily
 * count's ids, by CREATED_AT), `order(id:)` (one order,
 * its fulfilment orders, fulfilments and refunds), `ordersCount(query:, limit:)` (a Count with its
 * precision), `fulfillmentCreate` (FulfillmentOrder, FulfillmentOrderLineItem, Fulfillment with
 * trackingInfo), `refundCreate` (RefundInput, once per `@idempotent` key, which API 2026-04
 * requires), `webhookSubscriptionCreate` (a WebhookSubscription per topic and uri, a second one
 * refused as Shopify does) and `shop { name }`; and can be told to fail the next requests with a 5xx, as a
 * shop that is down does.
 */
export interface StandInFulfilment {
  id: string;
  status: string;
  trackingInfo: { number: string; company: string; url: string | null }[];
  lineItems: { lineItemId: string; quantity: number }[];
  notifyCustomer: boolean;
}

export interface StandInRefund {
  id: string;
  note: string | null;
  lineItems: { lineItemId: string; quantity: number; restockType: string }[];
  notify: boolean;
}

interface StandInOrder {
  lineItems: { id: string; sku?: string; quantity: number; fulfilled: number; refunded: number }[];
  fulfillments: StandInFulfilment[];
  refunds: StandInRefund[];
}

export class ShopifyStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly requests: {
    path: string;
    token: string | undefined;
    query: string;
    variables: Record<string, unknown>;
  }[] = [];
  /**
   * What the orders query (the sync) answers: Order nodes in the Admin API's shape, as Shopify
   * does: filtered by the query's `updated_at:>'…'` or `>=`, sorted by update time (ties by id),
   * `first` at a time, the cursor naming the last node given.
   */
  readonly syncNodes: SyncNode[] = [];
  /** The webhook subscriptions made: topic (ORDERS_CREATE) and uri. */
  readonly subscriptions: { id: string; topic: string; uri: string }[] = [];
  /** How long each answer waits (a slow shop), and the most requests it has held at once. */
  answerDelayMs = 0;
  mostAtOnce = 0;
  private atOnce = 0;
  private failures: number[] = [];
  /** refundCreate's answers by idempotency key: a repeated key answers the first refund again. */
  private readonly refundKeys = new Map<string, unknown>();
  private server = http.createServer((req, res) => this.handle(req, res));
  private seq = 1;
  endpoint = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  /** The server's settings (environment) for a shop named `shop` served by this stand-in. */
  serverEnv(shop: string): Record<string, string> {
    return { SHOPIFY_SHOP: shop, SHOPIFY_ACCESS_TOKEN: 'shpat_standin', SHOPIFY_ENDPOINT: this.endpoint };
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** An order the shop knows: numeric order id and its line items (numeric ids, SKUs). */
  addOrder(orderId: string, lineItems: { id: string; sku?: string; quantity: number }[]) {
    this.orders.set(orderId, {
      lineItems: lineItems.map((l) => ({ ...l, fulfilled: 0, refunded: 0 })),
      fulfillments: [],
      refunds: [],
    });
  }

  /** The next `count` requests answer this status (e.g. 503) and change nothing. */
  failNext(count: number, status = 503) {
    this.failures.push(...Array.from({ length: count }, () => status));
  }

  /** After `answered` more good answers, the next `count` requests fail: a run stopped midway. */
  failAfter(answered: number, count = 1, status = 500) {
    this.failures.push(...Array.from({ length: answered }, () => 0));
    this.failNext(count, status);
  }

  fulfilmentsOf(orderId: string) {
    return this.orders.get(orderId)?.fulfillments ?? [];
  }

  refundsOf(orderId: string) {
    return this.orders.get(orderId)?.refunds ?? [];
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { query?: string; variables?: Record<string, unknown> };
      this.requests.push({
        path: req.url ?? '',
        token: req.headers['x-shopify-access-token'] as string | undefined,
        query: body.query ?? '',
        variables: body.variables ?? {},
      });
      this.mostAtOnce = Math.max(this.mostAtOnce, ++this.atOnce);
      const answer = (status: number, payload: unknown) => {
        setTimeout(() => {
          this.atOnce--;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        }, this.answerDelayMs);
      };
      const failure = this.failures.shift();
      if (failure) return answer(failure, { errors: 'Service Unavailable' });
      const query = body.query ?? '';
      const variables = body.variables ?? {};
      if (/fulfillmentCreate\s*\(/.test(query)) return answer(200, { data: this.create(variables) });
      if (/refundCreate\s*\(/.test(query)) {
        const key = this.idempotencyKey(query, variables);
        if (!key)
          return answer(200, {
            errors: [{ message: 'The @idempotent directive is required for this mutation.' }],
          });
        if (!this.refundKeys.has(key)) this.refundKeys.set(key, this.refund(variables));
        return answer(200, { data: this.refundKeys.get(key) });
      }
      if (/webhookSubscriptionCreate\s*\(/.test(query))
        return answer(200, { data: { webhookSubscriptionCreate: this.subscribe(variables) } });
      if (/ordersCount\s*\(/.test(query))
        return answer(200, { data: { ordersCount: this.count(variables) } });
      if (/\border\s*\(\s*id:/.test(query))
        return answer(200, { data: { order: this.order(String(variables.id)) } });
      if (/\bshop\s*\{/.test(query)) return answer(200, { data: { shop: { name: 'Stand-in shop' } } });
      if (/sortKey:\s*CREATED_AT/.test(query))
        return answer(200, { data: { orders: this.createdPage(variables) } });
      return answer(200, { data: { orders: this.ordersPage(variables) } });
    });
  }

  private numeric = (gid: string) => gid.split('/').pop() ?? gid;

  /** One page of the orders query, sorted by UPDATED_AT with the id breaking ties. */
  private ordersPage(variables: Record<string, unknown>) {
    const at = (node: SyncNode) => Date.parse(node.updatedAt);
    const key = (node: SyncNode) => [at(node), Number(this.numeric(node.id))] as const;
    const after = (a: readonly number[], b: readonly number[]) =>
      a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
    const filter = /updated_at:(>=?)'([^']+)'/.exec(String(variables.query ?? ''));
    const since = filter ? Date.parse(filter[2]) : null;
    const matching = this.syncNodes
      .filter((node) => since === null || (filter![1] === '>=' ? at(node) >= since : at(node) > since))
      .sort((a, b) => (after(key(a), key(b)) ? 1 : after(key(b), key(a)) ? -1 : 0));
    const cursor = variables.after ? (JSON.parse(String(variables.after)) as number[]) : null;
    const rest = cursor ? matching.filter((node) => after(key(node), cursor)) : matching;
    const nodes = rest.slice(0, Number(variables.first ?? 50));
    const last = nodes.at(-1);
    return {
      pageInfo: {
        hasNextPage: rest.length > nodes.length,
        endCursor: last ? JSON.stringify(key(last)) : null,
      },
      nodes,
    };
  }

  /**
   * `order(id:)`: the Order as the sync reads it (when the shop lists it) with its fulfilment
   * orders, fulfilments and refunds (when it was added with addOrder); null when unknown. Each
   * query picks the fields it asks for.
   */
  private order(orderGid: string) {
    const id = this.numeric(orderGid);
    const node = this.syncNodes.find((n) => this.numeric(n.id) === id);
    const order = this.orders.get(id);
    if (!node && !order) return null;
    return {
      ...node,
      ...(order && {
        ...this.state(orderGid),
        refunds: order.refunds.map((r) => ({
          id: r.id,
          note: r.note,
          refundLineItems: {
            nodes: r.lineItems.map((l) => ({
              quantity: l.quantity,
              restockType: l.restockType,
              lineItem: { id: `gid://shopify/LineItem/${l.lineItemId}` },
            })),
          },
        })),
      }),
      id: `gid://shopify/Order/${id}`,
      lineItems: node?.lineItems ?? {
        nodes: order!.lineItems.map((l) => ({
          id: `gid://shopify/LineItem/${l.id}`,
          name: `Item ${l.sku ?? l.id}`,
          sku: l.sku ?? null,
          quantity: l.quantity,
        })),
      },
    };
  }

  /** The listed orders whose createdAt meets every `created_at:` term of the query. */
  private createdMatching(variables: Record<string, unknown>) {
    const terms = [...String(variables.query ?? '').matchAll(/created_at:(>=|>|<=|<)'([^']+)'/g)];
    const meets = (at: number, op: string, bound: number) =>
      op === '>=' ? at >= bound : op === '>' ? at > bound : op === '<=' ? at <= bound : at < bound;
    return this.syncNodes.filter((node) =>
      terms.every(([, op, bound]) => meets(Date.parse(String(node.createdAt)), op, Date.parse(bound))),
    );
  }

  /**
   * The orders query sorted by CREATED_AT (the daily count's id list): the nodes created in the
   * query's window, oldest first (ties by id), `first` at a time, each with the fields asked (id).
   */
  private createdPage(variables: Record<string, unknown>) {
    const key = (node: SyncNode) => [Date.parse(String(node.createdAt)), Number(this.numeric(node.id))];
    const before = (a: number[], b: number[]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
    const matching = this.createdMatching(variables).sort((a, b) =>
      before(key(a), key(b)) ? -1 : before(key(b), key(a)) ? 1 : 0,
    );
    const cursor = variables.after ? (JSON.parse(String(variables.after)) as number[]) : null;
    const rest = cursor ? matching.filter((node) => before(cursor, key(node))) : matching;
    const nodes = rest.slice(0, Number(variables.first ?? 50));
    const last = nodes.at(-1);
    return {
      pageInfo: {
        hasNextPage: rest.length > nodes.length,
        endCursor: last ? JSON.stringify(key(last)) : null,
      },
      nodes: nodes.map((node) => ({ id: node.id })),
    };
  }

  /** `ordersCount`: the listed orders whose createdAt meets every `created_at:` term, up to `limit`. */
  private count(variables: Record<string, unknown>) {
    const count = this.createdMatching(variables).length;
    // Shopify's default limit is 10,000; null counts everything.
    const limit = variables.limit === undefined ? 10_000 : (variables.limit as number | null);
    return limit !== null && count > limit
      ? { count: limit, precision: 'AT_LEAST' }
      : { count, precision: 'EXACT' };
  }

  private subscribe(variables: Record<string, unknown>) {
    const topic = String(variables.topic);
    const uri = String((variables.webhookSubscription as { uri?: string } | undefined)?.uri ?? '');
    if (this.subscriptions.some((s) => s.topic === topic && s.uri === uri))
      return {
        webhookSubscription: null,
        userErrors: [
          {
            field: ['webhookSubscription', 'callbackUrl'],
            message: 'Address for this topic has already been taken',
          },
        ],
      };
    const subscription = { id: `gid://shopify/WebhookSubscription/${this.seq++}`, topic, uri };
    this.subscriptions.push(subscription);
    return { webhookSubscription: subscription, userErrors: [] };
  }

  /** The key of `@idempotent(key: "…")` or `@idempotent(key: $variable)`. */
  private idempotencyKey(query: string, variables: Record<string, unknown>) {
    const directive = /@idempotent\(\s*key:\s*(?:"([^"]*)"|\$(\w+))\s*\)/.exec(query);
    if (!directive) return null;
    return directive[1] ?? (variables[directive[2]] as string | undefined) ?? null;
  }

  private refund(variables: Record<string, unknown>) {
    const input = variables.input as {
      orderId: string;
      note?: string;
      notify?: boolean;
      refundLineItems?: { lineItemId: string; quantity: number; restockType?: string }[];
    };
    const refuse = (field: string[], message: string) => ({
      refundCreate: { refund: null, order: null, userErrors: [{ field, message }] },
    });
    const order = input && this.orders.get(this.numeric(input.orderId));
    if (!order) return refuse(['orderId'], 'Order does not exist');
    const items = input.refundLineItems ?? [];
    for (const item of items) {
      const line = order.lineItems.find((l) => l.id === this.numeric(item.lineItemId));
      if (!line) return refuse(['refundLineItems', 'lineItemId'], 'Line item does not exist');
      if (item.quantity < 1 || item.quantity > line.quantity - line.refunded)
        return refuse(
          ['refundLineItems', 'quantity'],
          'Quantity cannot refund more items than were purchased',
        );
    }
    for (const item of items)
      order.lineItems.find((l) => l.id === this.numeric(item.lineItemId))!.refunded += item.quantity;
    const refund: StandInRefund = {
      id: `gid://shopify/Refund/${this.seq++}`,
      note: input.note ?? null,
      lineItems: items.map((i) => ({
        lineItemId: this.numeric(i.lineItemId),
        quantity: i.quantity,
        restockType: i.restockType ?? 'NO_RESTOCK',
      })),
      notify: !!input.notify,
    };
    order.refunds.push(refund);
    return { refundCreate: { refund: { id: refund.id }, order: { id: input.orderId }, userErrors: [] } };
  }

  private state(orderGid: string) {
    const id = this.numeric(orderGid);
    const order = this.orders.get(id);
    if (!order) return null;
    return {
      id: orderGid,
      fulfillments: order.fulfillments.map((f) => ({
        id: f.id,
        status: f.status,
        trackingInfo: f.trackingInfo,
        fulfillmentLineItems: {
          nodes: f.lineItems.map((l) => ({
            quantity: l.quantity,
            lineItem: { id: `gid://shopify/LineItem/${l.lineItemId}` },
          })),
        },
      })),
      fulfillmentOrders: {
        nodes: [
          {
            id: `gid://shopify/FulfillmentOrder/${id}`,
            status: order.lineItems.every((l) => l.fulfilled >= l.quantity) ? 'CLOSED' : 'OPEN',
            lineItems: {
              nodes: order.lineItems.map((l) => ({
                id: `gid://shopify/FulfillmentOrderLineItem/${l.id}`,
                remainingQuantity: l.quantity - l.fulfilled,
                lineItem: { id: `gid://shopify/LineItem/${l.id}`, sku: l.sku ?? null },
              })),
            },
          },
        ],
      },
    };
  }

  private create(variables: Record<string, unknown>) {
    const input = variables.fulfillment as {
      lineItemsByFulfillmentOrder: {
        fulfillmentOrderId: string;
        fulfillmentOrderLineItems?: { id: string; quantity: number }[];
      }[];
      trackingInfo?: { number?: string; company?: string; url?: string };
      notifyCustomer?: boolean;
    };
    const refuse = (message: string) => ({
      fulfillmentCreate: { fulfillment: null, userErrors: [{ field: ['fulfillment'], message }] },
    });
    const group = input?.lineItemsByFulfillmentOrder?.[0];
    const order = group && this.orders.get(this.numeric(group.fulfillmentOrderId));
    if (!order) return refuse('Fulfillment order does not exist.');
    const items = group.fulfillmentOrderLineItems ?? [];
    for (const item of items) {
      const line = order.lineItems.find((l) => l.id === this.numeric(item.id));
      if (!line || item.quantity < 1 || item.quantity > line.quantity - line.fulfilled)
        return refuse('Invalid fulfillment order line item quantity requested.');
    }
    for (const item of items)
      order.lineItems.find((l) => l.id === this.numeric(item.id))!.fulfilled += item.quantity;
    const fulfilment: StandInFulfilment = {
      id: `gid://shopify/Fulfillment/${this.seq++}`,
      status: 'SUCCESS',
      trackingInfo: [
        {
          number: input.trackingInfo?.number ?? '',
          company: input.trackingInfo?.company ?? '',
          url: input.trackingInfo?.url ?? null,
        },
      ],
      lineItems: items.map((i) => ({ lineItemId: this.numeric(i.id), quantity: i.quantity })),
      notifyCustomer: !!input.notifyCustomer,
    };
    order.fulfillments.push(fulfilment);
    return {
      fulfillmentCreate: { fulfillment: { id: fulfilment.id, status: fulfilment.status }, userErrors: [] },
    };
  }
}

/** An Order node as the sync's query reads it (the fields the stand-in pages by, the rest as is). */
export type SyncNode = { id: string; updatedAt: string } & Record<string, unknown>;

/** An unfulfilled, paid Order node as the sync's query reads it; a line's sku may be null or "". */
export function shopOrderNode(
  n: number,
  lines: { sku: string | null; quantity: number; name?: string }[],
  updatedAt = '2026-11-21T09:00:00Z',
): SyncNode {
  return {
    id: `gid://shopify/Order/${600000 + n}`,
    name: `#C${n}`,
    email: `buyer${n}@example.test`,
    phone: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt,
    cancelledAt: null,
    note: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    customer: null,
    shippingAddress: {
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '1 Navy Way',
      address2: null,
      city: 'Berlin',
      zip: '10115',
      province: 'Berlin',
      countryCodeV2: 'DE',
      phone: null,
    },
    shippingLine: { title: 'Standard' },
    lineItems: {
      nodes: lines.map((l, i) => ({
        id: `gid://shopify/LineItem/${700000 + n * 10 + i}`,
        name: l.name ?? `Item ${l.sku}`,
        sku: l.sku,
        quantity: l.quantity,
        currentQuantity: l.quantity,
      })),
    },
  };
}

/**
 * The REST order JSON Shopify sends as the body of an orders/* webhook, for the order a sync node
 * describes: numeric ids beside their admin_graphql_api_id, snake_case fields, lowercase statuses.
 */
export function restOrderOf(node: SyncNode): Record<string, unknown> {
  const n = node as SyncNode & {
    name: string;
    email: string | null;
    phone: string | null;
    createdAt: string;
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
    shippingAddress: Record<string, string | null> | null;
    shippingLine: { title: string | null } | null;
    lineItems: {
      nodes: { id: string; name: string; sku: string | null; quantity: number; currentQuantity?: number }[];
    };
  };
  const numeric = (gid: string) => Number(gid.split('/').pop());
  const a = n.shippingAddress;
  const fulfilment = n.displayFulfillmentStatus?.toLowerCase();
  return {
    id: numeric(n.id),
    admin_graphql_api_id: n.id,
    name: n.name,
    order_number: Number(n.name.replace(/\D/g, '')) || 1,
    email: n.email,
    contact_email: n.email,
    phone: n.phone,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    cancelled_at: n.cancelledAt,
    cancel_reason: n.cancelledAt ? 'customer' : null,
    note: n.note,
    financial_status: n.displayFinancialStatus?.toLowerCase() ?? null,
    fulfillment_status: fulfilment === 'unfulfilled' ? null : (fulfilment ?? null),
    currency: 'EUR',
    total_price: '10.00',
    customer: n.customer && {
      id: numeric(n.customer.id),
      admin_graphql_api_id: n.customer.id,
      first_name: n.customer.firstName,
      last_name: n.customer.lastName,
      email: n.customer.email,
      phone: n.customer.phone,
    },
    shipping_address: a && {
      first_name: a.firstName,
      last_name: a.lastName,
      name: [a.firstName, a.lastName].filter(Boolean).join(' '),
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      zip: a.zip,
      province: a.province,
      country: a.countryCodeV2 === 'DE' ? 'Germany' : a.countryCodeV2,
      country_code: a.countryCodeV2,
      phone: a.phone,
    },
    shipping_lines: n.shippingLine ? [{ id: 1, title: n.shippingLine.title, price: '4.90' }] : [],
    line_items: n.lineItems.nodes.map((item) => ({
      id: numeric(item.id),
      admin_graphql_api_id: item.id,
      name: item.name,
      title: item.name,
      sku: item.sku,
      quantity: item.quantity,
      current_quantity: item.currentQuantity ?? item.quantity,
      price: '5.00',
      fulfillable_quantity: item.currentQuantity ?? item.quantity,
    })),
  };
}

/**
 * The headers Shopify sends a delivery with (X-Shopify-*), the body signed with `secret` (none:
 * unsigned): one place for every test and the bench that posts a delivery.
 */
export function shopifyDeliveryHeaders(
  raw: string,
  { topic, shop, eventId, secret }: { topic: string; shop: string; eventId: string; secret: string | null },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-shop-domain': shop,
    'x-shopify-event-id': eventId,
    'x-shopify-webhook-id': `wh-${eventId}`,
    'x-shopify-api-version': '2026-10',
    ...(secret ? { 'x-shopify-hmac-sha256': signatureOf(raw, secret) } : {}),
  };
}
