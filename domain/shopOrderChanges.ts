import type { NamedShopAddress } from './address';
import { isLiveStatus } from './liveLine';
import { MANUAL_STATUSES } from './orderStatus';

/**
 * An order changed in the shop after it was taken in (issue 30 item 2): what the shop now says
 * against what the product holds, and what of it may still follow. The flow that applies it is
 * server/flows/shopOrderChanged.ts.
 */

/** The address fields that follow the shop while nothing has left. */
export const SHOP_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'zip',
  'province',
  'country',
] as const satisfies readonly (keyof NamedShopAddress)[];
export type ShopAddressField = (typeof SHOP_ADDRESS_FIELDS)[number];

/** Where a change came from: the periodic sync or a webhook delivery. */
export const SHOP_CHANGE_SOURCES = ['sync', 'webhook'] as const;
export type ShopChangeSource = (typeof SHOP_CHANGE_SOURCES)[number];

/**
 * One change: an address field, a line's quantity (named by its SKU or name), the cancellation,
 * or the order deleted in the shop (WooCommerce's order.deleted), which is followed as a cancellation.
 */
export type ShopChange =
  | { field: ShopAddressField; from: string | null; to: string | null }
  | { field: 'quantity'; line: string; lineKey: string; from: number; to: number }
  | { field: 'cancelled' }
  | { field: 'deleted' };

/** The changes that refund what has not left: the order cancelled, or deleted, in the shop. */
export const endsTheOrder = (change: ShopChange): boolean =>
  change.field === 'cancelled' || change.field === 'deleted';

/** What is kept on the order (orders.shop_changes) while the Admin has not resolved it. */
export interface KeptShopChanges {
  at: string;
  source: ShopChangeSource;
  changes: ShopChange[];
  resolvedAt: string | null;
}

/** A line as the rule of what has left reads it. */
export interface LineWhereabouts {
  status: string;
  /** On a purchase order already e-mailed to its supplier. */
  onSentPurchaseOrder: boolean;
  /** On a pickup order already e-mailed to its agent. */
  onSentPickupOrder: boolean;
}

/**
 * A line has left once a supplier or agent was told of it (its PO or PUO sent) or it went past
 * what may still change by hand (Pending, Preparation: Ready is packed, then collected, shipped).
 * A refunded line has nothing left to follow.
 */
export const lineHasLeft = (line: LineWhereabouts): boolean =>
  isLiveStatus(line.status) &&
  (line.onSentPurchaseOrder ||
    line.onSentPickupOrder ||
    !(MANUAL_STATUSES as readonly string[]).includes(line.status));

/** The address and the quantities follow the shop only while no line of the order has left. */
export const orderHasLeft = (lines: readonly LineWhereabouts[]): boolean => lines.some(lineHasLeft);

/** A line of the product held against the shop's: pack lines carry the pack's units per item. */
export interface HeldLine {
  lineKey: string;
  sku: string | null;
  name: string;
  status: string;
  quantity: number;
  /** Units of this line per unit of the shop's line (a pack's item quantity; 1 otherwise). */
  perShopUnit: number;
}

/** The shop's line quantities by lineKey (ImportedLine.lineKey). */
export type ShopQuantities = ReadonlyMap<string, number>;

/** The shop line a product line came from: itself, or the pack line it is an item of. */
export const shopLineKeyOf = (lineKey: string) => lineKey.split('/')[0];

/**
 * What the shop says differently from what the product holds: address fields, the quantity of
 * each live line; or, for an order the shop cancelled, the cancellation while a line is live.
 * Empty when they agree, so a change read twice is none. A line the shop no longer lists (or lists
 * with no units) is its quantity going to 0, which refunds it, but only while the shop still
 * names another line of the order by the same key: an order taken from a file, its lines keyed
 * otherwise, is never read as emptied. A line added in the shop is no change here.
 */
export function shopChangesOf(
  held: { address: NamedShopAddress; lines: readonly HeldLine[] },
  shop: { address: NamedShopAddress; quantities: ShopQuantities; cancelled: boolean },
): ShopChange[] {
  const live = held.lines.filter((l) => isLiveStatus(l.status));
  // A cancelled order is refunded: its address and quantities no longer matter.
  if (shop.cancelled) return live.length ? [{ field: 'cancelled' }] : [];
  const norm = (v: string | null) => (v?.trim() ? v.trim() : null);
  const changes: ShopChange[] = [];
  for (const field of SHOP_ADDRESS_FIELDS) {
    const from = norm(held.address[field]);
    const to = norm(shop.address[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  const sameKeys = held.lines.some((l) => shop.quantities.has(shopLineKeyOf(l.lineKey)));
  for (const line of live) {
    const ordered = shop.quantities.get(shopLineKeyOf(line.lineKey));
    if (ordered === undefined && !sameKeys) continue;
    const to = ordered !== undefined && ordered > 0 ? ordered * line.perShopUnit : 0;
    if (to !== line.quantity)
      changes.push({
        field: 'quantity',
        line: line.sku ?? line.name,
        lineKey: line.lineKey,
        from: line.quantity,
        to,
      });
  }
  return changes;
}

/** An order deleted in the shop: the deletion while a line is live, else nothing (read twice, none). */
export const deletionOf = (held: { lines: readonly HeldLine[] }): ShopChange[] =>
  held.lines.some((l) => isLiveStatus(l.status)) ? [{ field: 'deleted' }] : [];

/** The same changes kept already: a second reading adds no second timeline line. */
export const sameChanges = (a: readonly ShopChange[], b: readonly ShopChange[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A reading of the shop older than (or the same as) the one the order last followed is none: an
 * update arriving before its create ends the same as in order.
 */
export const isStaleReading = (followed: Date | null, read: Date | null | undefined): boolean =>
  !!followed && !!read && read.getTime() <= followed.getTime();

/** A change in words, for the search and the e-mail digest: "city: Berlin → Munich". */
export function changeWords(change: ShopChange): string {
  if (change.field === 'cancelled') return 'cancelled';
  if (change.field === 'deleted') return 'deleted in the shop';
  if (change.field === 'quantity') return `quantity of ${change.line}: ${change.from} → ${change.to}`;
  return `${change.field}: ${change.from ?? '—'} → ${change.to ?? '—'}`;
}
