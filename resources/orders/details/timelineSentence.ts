import { formatKg } from '../../../src/i18n/shown';
import type { Order, OrderEvent } from '../../../src/components/orders/types';
import { formatUtcDate } from '../../../src/i18n/shown';
import { keptWarehouseName } from '../../../domain/orderEvents';
import type { ShopChange } from '../../../domain/shopOrderChanges';

/** An i18n key and its interpolations: what the timeline says about one event. */
export interface Sentence {
  key: string;
  options: Record<string, unknown>;
}

const EVENTS = 'app.order_details.timeline.events';
const REASONS = 'app.order_details.timeline.reasons';
const SHOP_CHANGES = 'app.order_details.timeline.shop_changes';

/** One change the shop made, in the reader's language. */
export function shopChangeWords(
  change: ShopChange,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (change.field === 'cancelled' || change.field === 'deleted')
    return translate(`${SHOP_CHANGES}.${change.field}`);
  if (change.field === 'quantity')
    return translate(`${SHOP_CHANGES}.quantity`, { line: change.line, from: change.from, to: change.to });
  const none = translate(`${SHOP_CHANGES}.none`);
  return translate(`${SHOP_CHANGES}.address`, {
    field: translate(`${SHOP_CHANGES}.fields.${change.field}`, { _: change.field }),
    from: change.from ?? none,
    to: change.to ?? none,
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const count = (value: unknown) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;
const list = (value: unknown) => (Array.isArray(value) ? value.map(text).join(', ') : text(value));

/**
 * The readable sentence of one event, from the `detail` the server records with each kind
 * (server/services/orders). A warehouse is named as the event kept it (`warehouseNames`), else
 * by `warehouseName` when the order knows it; `translate` is only needed for the nested reason of a problematic order.
 */
export function timelineSentence(
  event: Pick<OrderEvent, 'kind' | 'detail'>,
  warehouseName: (id: unknown) => string | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
): Sentence {
  const d = event.detail ?? {};
  const say = (name: string, options: Record<string, unknown> = {}): Sentence => ({
    key: `${EVENTS}.${name}`,
    options,
  });
  // A PO's or PUO's e-mail went to the address the event names; without one, the sentence says so.
  const sent = (name: string, options: Record<string, unknown>) =>
    say(d.to ? name : `${name}_no_address`, { ...options, to: text(d.to) });
  // The name the event kept when it happened, else the order's own (events written before names were kept).
  const warehouse = (id: unknown) =>
    keptWarehouseName(d, id) ?? warehouseName(id) ?? translate('app.order_details.timeline.a_warehouse');
  const weightOf = (parcel: unknown) =>
    formatKg(typeof parcel === 'object' && parcel !== null ? (parcel as { weight?: number }).weight : 0);

  switch (event.kind) {
    case 'imported':
    case 'synced': {
      // A shop's order says how it arrived (webhook, sweep, daily count); older events only that it was synced.
      const name = event.kind === 'synced' && d.arrivedBy ? 'arrived' : event.kind;
      // Lines sold without a SKU are kept apart as custom lines (domain/orderLines.ts).
      return say(count(d.customLines) ? `${name}_with_custom` : name, {
        orderNumber: text(d.orderNumber),
        smart_count: count(d.lines),
        status: text(d.status),
        custom: count(d.customLines),
        arrival: translate(`app.order_details.timeline.arrivals.${text(d.arrivedBy)}`, {
          _: text(d.arrivedBy),
        }),
      });
    }
    case 'routed':
      return say('routed', { warehouse: warehouse(d.warehouseId), weight: weightOf(d.parcel) });
    case 'problematic':
      return say('problematic', {
        reason: translate(`${REASONS}.${text(d.reason)}`, {
          _: text(d.reason),
          candidates: Array.isArray(d.candidates) ? d.candidates.map((id) => warehouse(id)).join(', ') : '',
          skus: list(d.unknownSkus),
        }),
      });
    // The order waited for this SKU: it is routed again (the next events say where).
    case 'product-added':
      return say('product_added', { skus: list(d.skus) });
    // A warehouse change made one warehouse fit the waiting order (the next events say where).
    case 'warehouse-changed':
      return say('warehouse_changed', {
        warehouse: text(d.warehouse) || warehouse(d.warehouseId),
        // The server records the kind of change ('added', 'edited', 'activated', 'deactivated').
        change: translate(`app.order_details.timeline.warehouse_changes.${text(d.change)}`, {
          _: text(d.change),
        }),
      });
    case 'warehouse-chosen':
      return say('warehouse_chosen', { warehouse: text(d.warehouse) || warehouse(d.warehouseId) });
    case 'served-from-stock':
      return say('served_from_stock', {
        warehouse: warehouse(d.warehouseId),
        smart_count: count(d.lines),
        bought: count(d.bought),
      });
    case 'consolidated':
      return say('consolidated');
    case 'unconsolidated':
      return say(d.isHybrid === true ? 'unconsolidated_hybrid' : 'unconsolidated');
    case 'status-changed':
      return say(d.poNumber ? 'supplier_status_changed' : 'status_changed', {
        from: text(d.from),
        to: text(d.to),
        poNumber: text(d.poNumber),
        sku: text(d.sku),
      });
    case 'refunded':
      return say('refunded', { line: text(d.line), orderStatus: text(d.orderStatus) });
    // Changed in the shop after the import (server/flows/shopOrderChanged.ts): applied or kept.
    case 'shop-changed':
    case 'shop-change-kept':
      return say(event.kind === 'shop-changed' ? 'shop_changed' : 'shop_change_kept', {
        source: translate(`${SHOP_CHANGES}.sources.${text(d.source)}`, { _: text(d.source) }),
        changes: (Array.isArray(d.changes) ? (d.changes as ShopChange[]) : [])
          .map((change) => shopChangeWords(change, translate))
          .join('; '),
      });
    case 'notes':
      return say('notes', { notes: text(d.notes) });
    case 'invoice-number':
      return say('invoice_number', { invoiceNumber: text(d.invoiceNumber) });
    // A supplier's change to its line of a PO names the PO and the product.
    case 'tracking':
      return say(d.poNumber ? 'supplier_tracking' : 'tracking', {
        trackingId: text(d.trackingId),
        agentName: text(d.agentName),
        poNumber: text(d.poNumber),
        sku: text(d.sku),
      });
    // A parcel (issue 32): its lines as "2 × SKU", by whoever shipped it.
    case 'parcel':
      return say('parcel', {
        trackingId: text(d.trackingId),
        agentName: text(d.agentName),
        lines: (Array.isArray(d.lines) ? (d.lines as { sku?: unknown; quantity?: unknown }[]) : [])
          .map((line) => `${text(line.quantity)} × ${text(line.sku)}`)
          .join(', '),
      });
    // Warehouse Orders' agent and date (server/services/warehouseOrders), and supplier lines'.
    case 'shipping-agent':
      return say(d.poNumber ? 'supplier_shipping_agent' : 'shipping_agent', {
        agentName: text(d.agentName ?? d.name ?? d.shippingAgent ?? d.shippingAgentId),
        poNumber: text(d.poNumber),
        sku: text(d.sku),
      });
    case 'estimated-shipping-date': {
      const date = d.estimatedDate ?? d.date;
      return say(d.poNumber ? 'supplier_estimated_shipping_date' : 'estimated_shipping_date', {
        date: typeof date === 'string' ? formatUtcDate(date) : '',
        poNumber: text(d.poNumber),
        sku: text(d.sku),
      });
    }
    case 'purchase-order-joined':
      return say('purchase_order_joined', {
        poNumber: text(d.poNumber),
        supplier: text(d.supplier),
        smart_count: count(d.lines),
        destination: list(d.sentTo),
      });
    case 'purchase-order-left':
      return say(d.reason === 'refund' ? 'purchase_order_left_refund' : 'purchase_order_left', {
        poNumber: text(d.poNumber),
      });
    case 'purchase-order-sent':
      return sent('purchase_order_sent', { poNumber: text(d.poNumber), supplier: text(d.supplier) });
    // Pickup orders (server/services/pickups): joined, sent, status, shipping info, delivered.
    case 'pickup-order-joined':
      return say('pickup_order_joined', {
        pickupOrderNumber: text(d.pickupOrderNumber),
        smart_count: count(d.units),
        pickupFrom: text(d.pickupFrom),
        sentTo: text(d.sentTo),
      });
    case 'pickup-order-sent':
      return sent('pickup_order_sent', {
        pickupOrderNumber: text(d.pickupOrderNumber),
        agent: text(d.agent),
      });
    case 'pickup-order-status':
      return say('pickup_order_status', {
        pickupOrderNumber: text(d.pickupOrderNumber),
        from: text(d.from),
        to: text(d.to),
      });
    case 'pickup-order-shipping-info':
      return say('pickup_order_shipping_info', {
        pickupOrderNumber: text(d.pickupOrderNumber),
        trackingId: text(d.trackingId),
        agentName: text(d.agentName),
      });
    case 'pickup-order-delivered':
      return say(d.sentTo === 'Warehouse' ? 'pickup_order_arrived' : 'pickup_order_delivered', {
        pickupOrderNumber: text(d.pickupOrderNumber),
        smart_count: count(d.products),
      });
    case 'pickup-order-left':
      return say(
        d.reason === 'refund'
          ? 'pickup_order_left_refund'
          : d.reason === 'shipped-by-supplier'
            ? 'pickup_order_left_supplier'
            : d.reason === 'agent-replaced'
              ? 'pickup_order_left_agent'
              : 'pickup_order_left_shipped',
        {
          pickupOrderNumber: text(d.pickupOrderNumber),
        },
      );
    case 'shop-fulfilment-sent':
      return say(d.outcome === 'nothing-open' ? 'shop_fulfilment_already' : 'shop_fulfilment_sent', {
        trackingNumber: text(d.trackingNumber),
        company: text(d.company),
      });
    case 'shop-fulfilment-not-sent':
      return say(`shop_fulfilment_not_sent.${text(d.reason) || 'not-from-shop'}`, {
        trackingNumber: text(d.trackingNumber),
      });
    case 'shop-fulfilment-failed':
      return say('shop_fulfilment_failed', { trackingNumber: text(d.trackingNumber), error: text(d.error) });
    // Returns (issue 32 item 2): opened, received (resaleable back in stock, or damaged written off), refunded.
    case 'return-opened':
      return say(`return_opened_${d.shipper === 'supplier' ? 'supplier' : 'warehouse'}`, {
        returnNumber: text(d.returnNumber),
        smart_count: count(d.units),
        reason: text(d.reason),
      });
    case 'return-received':
      return say(`return_received_${d.condition === 'damaged' ? 'damaged' : 'resaleable'}`, {
        returnNumber: text(d.returnNumber),
        smart_count: count(d.units),
      });
    case 'return-refunded':
      return say('return_refunded', { returnNumber: text(d.returnNumber), smart_count: count(d.units) });
    case 'shop-refund-sent':
      return say('shop_refund_sent', { note: text(d.note) });
    case 'shop-refund-not-sent':
      return say('shop_refund_not_sent', { note: text(d.note ?? d.returnNumber) });
    case 'shop-refund-failed':
      return say('shop_refund_failed', { note: text(d.note), error: text(d.error) });
    default:
      return say('other', { kind: text((event as { kind: unknown }).kind) });
  }
}

/** Warehouse names the order itself knows: its assigned warehouse and its candidates. */
export function warehouseNamesOf(order: Pick<Order, 'assigned_to' | 'warehouse_list'> | undefined) {
  const names = new Map<string, string>();
  for (const w of order?.warehouse_list ?? []) names.set(w._id, w.name);
  if (order?.assigned_to) names.set(order.assigned_to._id, order.assigned_to.name);
  return (id: unknown) => (typeof id === 'string' ? names.get(id) : undefined);
}
