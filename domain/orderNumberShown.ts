import type { CsvColumn } from './csv';

/** A shop as the screens and exports name it: its host, without scheme or trailing slash. */
export function shopHost(shop: string): string {
  return shop.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
}

/**
 * An order's number as the screens show it: with the shop it came from when the server names one
 * (more than one shop is configured, so two shops' #1001 are told apart), the shop by its host.
 */
export function orderNumberShown(order: { order_number: string; shop?: string | null }): string {
  if (!order.shop) return order.order_number;
  return `${order.order_number} · ${shopHost(order.shop)}`;
}

/**
 * An export's columns with the order's Shop beside its Order#, only when several shops are
 * configured (one shop's export stays as it was). A column of its own, not "#1001 · host" in
 * Order#: a spreadsheet then filters and sorts by shop, and Order# stays the number the shop's
 * own admin searches for.
 */
export function withShopColumn<R extends { shop?: string | null }>(
  columns: readonly CsvColumn<R>[],
  severalShops: boolean,
): readonly CsvColumn<R>[] {
  if (!severalShops) return columns;
  const at = columns.findIndex((c) => c.header === 'Order#') + 1;
  const shop: CsvColumn<R> = { header: 'Shop', value: (r) => (r.shop ? shopHost(r.shop) : null) };
  return [...columns.slice(0, at), shop, ...columns.slice(at)];
}

/**
 * The number of the order a PO's or a PUO's assignment serves, as orderNumberShown: its shop from
 * the order it names (`order_id`), none for a product added by hand ('Manual').
 */
export function assignmentOrderNumberShown(assignment: {
  order_number: string;
  order_id?: { shop?: string | null } | null;
}): string {
  return orderNumberShown({ order_number: assignment.order_number, shop: assignment.order_id?.shop });
}
