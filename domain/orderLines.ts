import { isLive, liveLines } from './liveLine';

/**
 * Which product lines of an order a screen shows (spec 000 "Order details"). Pure and
 * structural, so that the browser's Order type and the server's rows both fit.
 */
export interface LinesOfOrder<L> {
  /** true: consolidated; false: unconsolidated; null or unset: not chosen yet. */
  consolidated?: boolean | null;
  products: readonly L[];
}

/**
 * The warehouse's view of an order: every line when the order is consolidated (the warehouse
 * ships it all), otherwise only the lines that pass through the warehouse, i.e. those not
 * sent direct to the customer by their supplier.
 */
export function warehouseLines<L extends { direct_to_customer?: boolean | null }>(
  order: LinesOfOrder<L>,
): L[] {
  if (order.consolidated === true) return [...order.products];
  return order.products.filter((line) => !line.direct_to_customer);
}

/**
 * A custom line: one the shop sold without a SKU (custom items, tips, gift cards; Shopify's
 * export leaves `Lineitem sku` empty for them). It is no product of ours, so it needs neither
 * routing nor buying: it is kept on the order to be shown, apart from the product lines, and
 * never joins routing, parcels, stock, purchase or pickup orders, or the warehouse's lines.
 */
export interface CustomLine {
  /** Unique within the order, like a product line's key. */
  lineKey: string;
  position: number;
  name: string;
  quantity: number;
  shopLineItemId: string | null;
}

export const isCustomLine = (line: { sku?: string | null }) => !line.sku?.trim();

/** The shop's lines of an order: those of products (known or not) and the custom ones. */
export function splitCustomLines<L extends { sku?: string | null }>(
  lines: readonly L[],
): { productLines: L[]; customLines: L[] } {
  return {
    productLines: lines.filter((line) => !isCustomLine(line)),
    customLines: lines.filter(isCustomLine),
  };
}

export { REFUNDED, isLive, isLiveStatus, liveLines } from './liveLine';

export interface ShippedByWarehouse {
  assigned_to: unknown;
  consolidated?: boolean | null;
  products: readonly { fulfilment?: string | null; status?: string | null }[];
}

/**
 * Whether a warehouse ships the order itself (DESIGN.md section 4 step 7), i.e. it is on
 * Warehouse Orders: assigned to a warehouse, and consolidated or with a live line from its
 * stock. server/services/warehouseOrders/list.ts asks the same in SQL.
 */
export const shipsFromWarehouse = (order: ShippedByWarehouse): boolean =>
  !!order.assigned_to &&
  (order.consolidated === true || order.products.some((l) => l.fulfilment === 'stock' && isLive(l)));

/** Lines still to buy from their supplier: live lines not served from stock. */
export function boughtLines<L extends { status?: string | null; fulfilment?: string | null }>(
  lines: readonly L[],
): L[] {
  return lines.filter((line) => isLive(line) && line.fulfilment === 'buy');
}

/**
 * The SKUs of live lines that are no product of the catalogue (yet): routing needs each
 * product's measures, so such an order cannot be given a warehouse until the product exists.
 */
export function unknownSkus<L extends { status?: string | null; sku?: string | null }>(
  lines: readonly L[],
  isKnown: (line: L) => boolean,
): string[] {
  return [
    ...new Set(
      liveLines(lines)
        .filter((line) => !isKnown(line))
        .map((line) => line.sku ?? '(no SKU)'),
    ),
  ];
}

/** Whether an Admin may choose a warehouse for this order now (spec 000 section 2's choice). */
export function canChooseWarehouse<L extends { status?: string | null; sku?: string | null }>(
  order: { problematic: boolean; lines: readonly L[] },
  isKnown: (line: L) => boolean,
): boolean {
  return order.problematic && unknownSkus(order.lines, isKnown).length === 0;
}

/** A delivery's tracking as the order details show it. */
export interface ShownTracking {
  tracking_id: string;
  agent_name: string | null;
  tracking_url: string | null;
}

/**
 * The tracking a product row shows: its own delivery's (the supplier's or a pickup order's), else,
 * once Shipped, the order's own Shipping Info, which is the parcel the warehouse sent it in.
 */
export function trackingOfLine(
  line: { status?: string | null; tracking?: ShownTracking | null },
  order: { trackingId?: string | null; agentName?: string | null; trackingURL?: string | null },
): ShownTracking | null {
  if (line.tracking) return line.tracking;
  if (line.status !== 'Shipped' || !order.trackingId) return null;
  return {
    tracking_id: order.trackingId,
    agent_name: order.agentName ?? null,
    tracking_url: order.trackingURL ?? null,
  };
}
