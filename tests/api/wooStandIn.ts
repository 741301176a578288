import http from 'node:http';
import { signatureOf } from '../../server/services/shop/webhookSignature';

/**
 * A stand-in for a WooCommerce store's REST API v3 (`/wp-json/wc/v3`) that keeps orders, their
 * notes and refunds, and webhooks, answering in WooCommerce's documented shapes: basic auth with
 * the consumer key and secret checked (401 otherwise); `GET /orders` with `per_page` (1 to 100, a
 * 400 beyond), `page`, `orderby` (date, id, modified), `order`, `modified_after`, `after` and
 * `before` (strict, GMT with `dates_are_gmt`), totals in `X-WP-Total` and `X-WP-TotalPages`;
 * `GET`/`PUT /orders/{id}` (404 `woocommerce_rest_shop_order_invalid_id`); `GET`/`POST
 * /orders/{id}/notes`; `GET`/`POST /orders/{id}/refunds` (line items with negative quantities
 * naming the refunded item in `_refunded_item_id`); `GET`/`POST`/`PUT /webhooks`. It can be told
 * to fail the next requests with a 5xx, as a store that is down does.
 */
export type WooJsonOrder = {
  id: number;
  number: string;
  status: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  line_items: { id: number; name: string; sku: string; quantity: number }[];
} & Record<string, unknown>;

export interface WooStandInNote {
  id: number;
  note: string;
  customer_note: boolean;
  date_created_gmt: string;
}

export interface WooStandInRefund {
  id: number;
  reason: string;
  line_items: { id: number; quantity: number; meta_data: { key: string; value: string }[] }[];
  api_refund: boolean;
  api_restock: boolean;
}

export interface WooStandInWebhook {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

/** Woo's GMT dates carry no zone. */
export const wooGmt = (iso: string) => new Date(iso).toISOString().slice(0, 19);

export class WooStandIn {
  readonly key = 'ck_standin';
  readonly secret = 'cs_standin';
  readonly orders = new Map<number, WooJsonOrder>();
  readonly notes = new Map<number, WooStandInNote[]>();
  readonly refunds = new Map<number, WooStandInRefund[]>();
  readonly webhooks: WooStandInWebhook[] = [];
  readonly requests: { method: string; path: string; query: URLSearchParams; authorised: boolean }[] = [];
  private failures: number[] = [];
  private seq = 1;
  private server = http.createServer((req, res) => this.handle(req, res));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** The server's settings (environment) for this store. */
  get serverEnv(): Record<string, string> {
    return { WOO_URL: this.url, WOO_CONSUMER_KEY: this.key, WOO_CONSUMER_SECRET: this.secret };
  }

  /** The settings a connector needs to reach this store. */
  get settings() {
    return { url: this.url, consumerKey: this.key, consumerSecret: this.secret };
  }

  add(order: WooJsonOrder) {
    this.orders.set(order.id, order);
    return order;
  }

  failNext(count: number, status = 503) {
    this.failures.push(...Array.from({ length: count }, () => status));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand.in');
      const auth = Buffer.from(this.key + ':' + this.secret).toString('base64');
      const authorised = req.headers.authorization === `Basic ${auth}`;
      const path = url.pathname.replace(/^\/wp-json\/wc\/v3/, '');
      this.requests.push({ method: req.method ?? 'GET', path, query: url.searchParams, authorised });
      const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, code: string, message: string) =>
        answer(status, { code, message, data: { status } });
      const failure = this.failures.shift();
      if (failure) return error(failure, 'internal_server_error', 'There has been a critical error.');
      if (!url.pathname.startsWith('/wp-json/wc/v3/'))
        return error(404, 'rest_no_route', 'No route was found.');
      if (!authorised) return error(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const method = req.method ?? 'GET';
      let match: RegExpExecArray | null;
      if (path === '/orders' && method === 'GET') return this.list(url.searchParams, answer, error);
      if ((match = /^\/orders\/(\d+)$/.exec(path))) {
        const order = this.orders.get(Number(match[1]));
        if (!order) return error(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
        if (method === 'PUT') {
          if (typeof body.status === 'string') order.status = body.status;
          order.date_modified_gmt = wooGmt(new Date().toISOString());
        }
        return answer(200, order);
      }
      if ((match = /^\/orders\/(\d+)\/(notes|refunds)$/.exec(path))) {
        const id = Number(match[1]);
        const order = this.orders.get(id);
        if (!order) return error(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
        if (match[2] === 'notes') {
          const notes = this.notes.get(id) ?? [];
          if (method === 'GET') {
            const type = url.searchParams.get('type') ?? 'any';
            return answer(
              200,
              notes.filter((n) => type === 'any' || (type === 'customer') === n.customer_note),
            );
          }
          if (typeof body.note !== 'string' || !body.note)
            return error(400, 'rest_missing_callback_param', 'Missing parameter(s): note');
          const note = {
            id: this.seq++,
            author: 'WooCommerce',
            date_created_gmt: wooGmt(new Date().toISOString()),
            note: body.note,
            customer_note: !!body.customer_note,
            added_by_user: false,
          };
          this.notes.set(id, [...notes, note]);
          return answer(201, note);
        }
        const refunds = this.refunds.get(id) ?? [];
        if (method === 'GET') return answer(200, refunds);
        return this.refund(order, refunds, body, answer, error);
      }
      if (path === '/webhooks' && method === 'GET')
        return answer(200, this.webhooks, {
          'X-WP-Total': String(this.webhooks.length),
          'X-WP-TotalPages': String(Math.max(1, Math.ceil(this.webhooks.length / 100))),
        });
      if (path === '/webhooks' && method === 'POST') {
        const hook = {
          id: this.seq++,
          name: String(body.name ?? ''),
          status: String(body.status ?? 'active'),
          topic: String(body.topic),
          delivery_url: String(body.delivery_url),
          secret: String(body.secret ?? ''),
        };
        this.webhooks.push(hook);
        return answer(201, hook);
      }
      if ((match = /^\/webhooks\/(\d+)$/.exec(path)) && method === 'PUT') {
        const hook = this.webhooks.find((w) => w.id === Number(match![1]));
        if (!hook) return error(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
        if (typeof body.status === 'string') hook.status = body.status;
        return answer(200, hook);
      }
      return error(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    });
  }

  private list(
    params: URLSearchParams,
    answer: (status: number, payload: unknown, headers?: Record<string, string>) => void,
    error: (status: number, code: string, message: string) => void,
  ) {
    const perPage = Number(params.get('per_page') ?? 10);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return error(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
    const page = Number(params.get('page') ?? 1);
    // This stand-in keeps GMT only: the filters are read as GMT (dates_are_gmt).
    const at = (value: string) => Date.parse(`${value}Z`);
    const bound = (name: string) => (params.get(name) ? at(params.get(name)!.replace(/Z$/, '')) : null);
    const modifiedAfter = bound('modified_after');
    const after = bound('after');
    const before = bound('before');
    const orderby = params.get('orderby') ?? 'date';
    const direction = (params.get('order') ?? 'desc') === 'asc' ? 1 : -1;
    const sortKey = (o: WooJsonOrder) =>
      orderby === 'modified' ? at(o.date_modified_gmt) : orderby === 'id' ? o.id : at(o.date_created_gmt);
    const matching = [...this.orders.values()]
      .filter((o) => modifiedAfter === null || at(o.date_modified_gmt) > modifiedAfter)
      .filter((o) => after === null || at(o.date_created_gmt) > after)
      .filter((o) => before === null || at(o.date_created_gmt) < before)
      .sort((a, b) => direction * (sortKey(a) - sortKey(b) || a.id - b.id));
    answer(200, matching.slice((page - 1) * perPage, page * perPage), {
      'X-WP-Total': String(matching.length),
      'X-WP-TotalPages': String(Math.ceil(matching.length / perPage)),
    });
  }

  private refund(
    order: WooJsonOrder,
    refunds: WooStandInRefund[],
    body: Record<string, unknown>,
    answer: (status: number, payload: unknown) => void,
    error: (status: number, code: string, message: string) => void,
  ) {
    const items = (body.line_items ?? []) as { id: number; quantity: number }[];
    const refunded = (lineId: number) =>
      refunds
        .flatMap((r) => r.line_items)
        .filter((l) => l.meta_data.some((m) => m.key === '_refunded_item_id' && m.value === String(lineId)))
        .reduce((sum, l) => sum - l.quantity, 0);
    for (const item of items) {
      const line = order.line_items.find((l) => l.id === item.id);
      if (!line || item.quantity < 1 || item.quantity > line.quantity - refunded(line.id))
        return error(400, 'woocommerce_rest_cannot_create_order_refund', 'Invalid refund amount.');
    }
    const refund: WooStandInRefund = {
      id: this.seq++,
      reason: String(body.reason ?? ''),
      line_items: items.map((i) => ({
        id: this.seq++,
        quantity: -i.quantity,
        meta_data: [{ key: '_refunded_item_id', value: String(i.id) }],
      })),
      api_refund: body.api_refund !== false,
      api_restock: body.api_restock !== false,
    };
    this.refunds.set(order.id, [...refunds, refund]);
    return answer(201, { ...refund, amount: '0.00', refunded_payment: false });
  }

  /** The shipments the store's customer notes record: the tracking number and the note's text. */
  customerNotesOf(orderId: number) {
    return (this.notes.get(orderId) ?? []).filter((n) => n.customer_note);
  }
}

/** An order as WooCommerce's REST API and its order webhooks give it, processing (paid). */
export function wooOrderJson(
  id: number,
  lines: { sku: string | null; quantity: number; name?: string }[],
  {
    number = String(id),
    createdAt = '2026-11-20T10:00:00Z',
    modifiedAt = '2026-11-21T09:00:00Z',
    status = 'processing',
  } = {},
): WooJsonOrder {
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address_1: '12 Analytical Row',
    address_2: '',
    city: 'Hamburg',
    state: 'HH',
    postcode: '20095',
    country: 'DE',
  };
  return {
    id,
    parent_id: 0,
    number,
    order_key: `wc_order_${id}`,
    created_via: 'checkout',
    status,
    currency: 'EUR',
    date_created: wooGmt(createdAt),
    date_created_gmt: wooGmt(createdAt),
    date_modified: wooGmt(modifiedAt),
    date_modified_gmt: wooGmt(modifiedAt),
    total: '10.00',
    customer_id: 0,
    customer_note: '',
    billing: { ...address, email: `buyer${id}@example.test`, phone: '+49 40 123' },
    shipping: { ...address, phone: '' },
    payment_method: 'bacs',
    date_paid_gmt: wooGmt(createdAt),
    line_items: lines.map((l, i) => ({
      id: id * 10 + i,
      name: l.name ?? `Item ${l.sku}`,
      product_id: 100 + i,
      variation_id: 0,
      quantity: l.quantity,
      tax_class: '',
      subtotal: '5.00',
      total: '5.00',
      sku: l.sku ?? '',
      price: 5,
      meta_data: [],
    })),
    shipping_lines: [{ id: 1, method_title: 'Flat rate', method_id: 'flat_rate', total: '4.90' }],
    refunds: [],
  };
}

/**
 * The headers WooCommerce sends a delivery with (X-WC-Webhook-*), the body signed with `secret`
 * (none: unsigned): one place for every test that posts a delivery.
 */
export function wooDeliveryHeaders(
  raw: string,
  {
    topic,
    source,
    deliveryId,
    secret,
  }: { topic: string; source: string; deliveryId: string; secret: string | null },
): Record<string, string> {
  const [resource, event] = topic.split('.');
  return {
    'content-type': 'application/json',
    'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.7)',
    'x-wc-webhook-source': source,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resource,
    'x-wc-webhook-event': event,
    'x-wc-webhook-id': '7',
    'x-wc-webhook-delivery-id': deliveryId,
    ...(secret ? { 'x-wc-webhook-signature': signatureOf(raw, secret) } : {}),
  };
}
