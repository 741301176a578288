import type { ImportedOrder } from '../../../domain/shopifyOrders';
import type { ShopLineItemRef } from '../../../domain/shopFulfilment';

/**
 * What the product asks of a shop (docs/decisions.md, "A shop connector contract"). Everything
 * outside a connector (the sync, the write-back job, the routes) speaks only these records: a
 * shop's own shapes (GraphQL nodes, REST JSON, its ids' prefixes) stay inside its connector, so a
 * second shop is one more implementation and one more entry in ./registry.ts.
 */
export interface ShopConnector {
  /** Which implementation this is (the registry's key). */
  readonly kind: ShopKind;
  /** The shop's own name (its domain or URL): the sync's state row and the timelines name it. */
  readonly shop: string;
  /**
   * Orders changed since `mark`, oldest change first, a page at a time; each page says the mark
   * to resume from once it is taken in. Nothing is skipped at a page or second boundary: reading
   * resumes a little before the mark (orders read twice are left alone by the intake).
   */
  ordersChangedSince(mark: Date | null): AsyncIterable<ShopOrdersPage>;
  /** One order by the shop's order id (orders.shop_order_id); null when the shop has none. */
  order(shopOrderId: string): Promise<ShopOrder | null>;
  /** How many orders the shop says were created in [from, to). */
  countOrders(window: { from: Date; to: Date }): Promise<ShopCount>;
  /**
   * The shop's order ids (orders.shop_order_id) of the orders created in [from, to), a page at a
   * time: what the daily count (./reconciliation.ts) compares with the product's to find the missing.
   */
  orderIdsCreated(window: { from: Date; to: Date }): AsyncIterable<string[]>;
  /** A shipment of some line items with its tracking; written once, however often it is asked. */
  writeShipment(shipment: ShipmentToWrite): Promise<ShipmentWritten>;
  /** A refund of some line items; written once per `key`, however often it is asked. */
  writeRefund(refund: RefundToWrite): Promise<RefundWritten>;
  /** Whether the shop answers now (never throws). */
  health(): Promise<ShopHealth>;
  /**
   * Asks the shop to send its order deliveries (created, updated, cancelled) to `uri`; a
   * subscription the shop has already is kept as it is. Never throws: each topic says how it went.
   */
  subscribeToOrderChanges(uri: string): Promise<ShopSubscription[]>;
}

export interface ShopSubscription {
  /** The shop's name of the topic (orders/create). */
  topic: string;
  outcome: 'created' | 'existing' | 'failed';
  error?: string;
}

/** The registry's keys. */
export type ShopKind = 'shopify' | 'woocommerce';

/** An order as the intake takes it (server/services/orders/intake.ts), whatever shop sent it. */
export type ShopOrder = ImportedOrder;

export interface ShopOrdersPage {
  orders: ShopOrder[];
  /** Where to resume after this page (the last change read); null for an empty page. */
  mark: Date | null;
}

export interface ShopCount {
  count: number;
  /** False when the shop stopped counting at a limit: the count is at least this. */
  exact: boolean;
}

/** A line item of the shop's order: by its id (synced orders) or its SKU (exported ones). */
export type ShopLineRef = ShopLineItemRef;

export interface ShipmentToWrite {
  /** The shop's order id (orders.shop_order_id). */
  shopOrderId: string;
  /** The line items shipped and the units of each. */
  lineItems: ShopLineRef[];
  tracking: { number: string; company: string; url: string | null };
}

/**
 * 'written': now; 'found': an earlier attempt had written it (its answer was lost);
 * 'nothing-open': the shop had those units shipped already (done in the shop itself).
 */
export type ShipmentWritten =
  { outcome: 'written' | 'found'; shipmentId: string } | { outcome: 'nothing-open' };

export interface RefundToWrite {
  shopOrderId: string;
  /** The line items refunded and the units of each. */
  lineItems: ShopLineRef[];
  /** Shown in the shop beside the refund. */
  note: string;
  /** The same refund asked again (a retry) carries the same key and is written once. */
  key: string;
}

export type RefundWritten = { outcome: 'written' | 'found'; refundId: string };

export type ShopHealth = { up: true } | { up: false; error: string };

/** A refusal that trying again will not change (unknown order, the shop's own validation). */
export class PermanentShopError extends Error {}
