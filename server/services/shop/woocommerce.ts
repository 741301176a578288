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
import {
  gmtDate,
  gmtParam,
  WooAnswerError,
  WooClient,
  type Sleep,
  type WooConfig,
} from './woocommerceClient';
import { importedFromWoo, wooOrder, type WooOrder } from './woocommerceOrder';
import { writeWooRefund } from './woocommerceRefund';
import { writeWooShipment } from './woocommerceShipment';

export type { WooConfig } from './woocommerceClient';

/**
 * The WooCommerce connector (./connector.ts): a store's REST API v3 (./woocommerceClient.ts) read
 * and written in WooCommerce's shapes, answered as shop-neutral records. The store's address
 * (WOO_URL) is the shop's name.
 */
export const WOO_PAGE_SIZE = 100;
/**
 * How far before the mark a run reads again (as Shopify's RESUME_OVERLAP_MS): WooCommerce stamps
 * whole seconds and `modified_after` is strict, so orders sharing the mark's second, or stamped
 * just before it and saved a moment later, are read again rather than skipped.
 */
export const WOO_RESUME_OVERLAP_MS = 60_000;

/** The order topics the product subscribes to and takes in (./webhooks.ts). */
export const WOO_ORDER_TOPICS = ['order.created', 'order.updated', 'order.deleted'] as const;

interface WooWebhook {
  id: number;
  topic: string;
  delivery_url: string;
  status: string;
}

export class WooCommerceConnector implements ShopConnector {
  readonly kind = 'woocommerce' as const;
  readonly shop: string;
  private readonly client: WooClient;

  constructor(
    private readonly config: WooConfig,
    sleep?: Sleep,
  ) {
    this.client = new WooClient(config, sleep);
    this.shop = config.url.replace(/\/+$/, '');
  }

  /**
   * Orders modified since `mark` (less the overlap), oldest change first. Each next page is asked
   * from the last change read (less a second) rather than by page number, so an order changed
   * during the run, which moves to the end of the list, cannot push an unread one onto a page
   * already read; orders read twice in a run are given once. Only when a whole page shares one
   * second does it go on by page number.
   */
  async *ordersChangedSince(mark: Date | null): AsyncGenerator<ShopOrdersPage> {
    let after = mark && new Date(mark.getTime() - WOO_RESUME_OVERLAP_MS);
    let page = 1;
    const seen = new Map<number, string | null | undefined>();
    for (let first = true; ; first = false) {
      const answer = await this.client.get<unknown[]>('/orders', {
        per_page: WOO_PAGE_SIZE,
        page,
        orderby: 'modified',
        order: 'asc',
        dates_are_gmt: true,
        modified_after: after ? gmtParam(after) : null,
      });
      const read = answer.data.map((raw) => wooOrder.parse(raw));
      const fresh = read.filter((o) => seen.get(o.id) !== o.date_modified_gmt);
      for (const o of read) seen.set(o.id, o.date_modified_gmt);
      const last = read.at(-1);
      const lastChange = last ? modifiedOf(last) : null;
      if (fresh.length || first) yield { orders: fresh.map(importedFromWoo), mark: lastChange };
      const more = answer.totalPages ? page < answer.totalPages : read.length === WOO_PAGE_SIZE;
      if (!more || !lastChange) return;
      const next = new Date(lastChange.getTime() - 1000);
      if (!after || next > after) {
        after = next;
        page = 1;
      } else page++;
    }
  }

  async order(shopOrderId: string): Promise<ShopOrder | null> {
    if (!/^\d+$/.test(shopOrderId)) return null;
    try {
      const { data } = await this.client.get<unknown>(`/orders/${shopOrderId}`);
      return importedFromWoo(wooOrder.parse(data));
    } catch (error) {
      if (error instanceof WooAnswerError && error.status === 404) return null;
      throw error;
    }
  }

  /** `after` is strict: asked from a second before `from`, so an order created at `from` counts. */
  async countOrders(window: { from: Date; to: Date }): Promise<ShopCount> {
    const { total } = await this.client.get<unknown[]>('/orders', {
      per_page: 1,
      dates_are_gmt: true,
      after: gmtParam(new Date(window.from.getTime() - 1000)),
      before: gmtParam(window.to),
    });
    return { count: total, exact: true };
  }

  /** Ids only, by id (stable while orders are created meanwhile), 100 a page. */
  async *orderIdsCreated(window: { from: Date; to: Date }): AsyncGenerator<string[]> {
    for (let page = 1; ; page++) {
      const { data, totalPages } = await this.client.get<{ id: number }[]>('/orders', {
        per_page: WOO_PAGE_SIZE,
        page,
        orderby: 'id',
        order: 'asc',
        dates_are_gmt: true,
        _fields: 'id',
        after: gmtParam(new Date(window.from.getTime() - 1000)),
        before: gmtParam(window.to),
      });
      yield data.map((order) => String(order.id));
      if (page >= totalPages || data.length === 0) return;
    }
  }

  writeShipment(shipment: ShipmentToWrite) {
    return writeWooShipment(this.client, shipment);
  }

  writeRefund(refund: RefundToWrite) {
    return writeWooRefund(this.client, refund);
  }

  async health(): Promise<ShopHealth> {
    try {
      await this.client.get('/orders', { per_page: 1 });
      return { up: true };
    } catch (error) {
      return { up: false, error: String((error as Error).message ?? error) };
    }
  }

  /**
   * Webhooks for the order topics, signed with WOO_WEBHOOK_SECRET. One the store has already for
   * the topic and address is kept; one WooCommerce disabled after failed deliveries is turned on again.
   */
  async subscribeToOrderChanges(uri: string): Promise<ShopSubscription[]> {
    let existing: WooWebhook[];
    try {
      existing = [];
      for (let page = 1; ; page++) {
        const answer = await this.client.get<WooWebhook[]>('/webhooks', { per_page: 100, page });
        existing.push(...answer.data);
        if (answer.data.length < 100 || page >= (answer.totalPages || page)) break;
      }
    } catch (error) {
      const message = String((error as Error).message ?? error);
      return WOO_ORDER_TOPICS.map((topic) => ({ topic, outcome: 'failed' as const, error: message }));
    }
    const results: ShopSubscription[] = [];
    for (const topic of WOO_ORDER_TOPICS) {
      try {
        const hook = existing.find((w) => w.topic === topic && w.delivery_url === uri);
        if (hook) {
          if (hook.status !== 'active') await this.client.put(`/webhooks/${hook.id}`, { status: 'active' });
          results.push({ topic, outcome: 'existing' });
          continue;
        }
        await this.client.post('/webhooks', {
          name: `Fulfilment back office: ${topic}`,
          topic,
          delivery_url: uri,
          secret: this.config.webhookSecret ?? undefined,
          status: 'active',
        });
        results.push({ topic, outcome: 'created' });
      } catch (error) {
        results.push({ topic, outcome: 'failed', error: String((error as Error).message ?? error) });
      }
    }
    return results;
  }
}

/** When the store last changed the order (its creation when it was never changed). */
const modifiedOf = (order: WooOrder) => gmtDate(order.date_modified_gmt ?? order.date_created_gmt);
