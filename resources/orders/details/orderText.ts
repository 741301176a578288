import { formatAddress } from '../../../domain/address';
import type { Order, OrderProduct } from '../types';

/** Texts of an order shared by the details cards and the Shipping Ticket. */

const joined = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** First and last name, else the shop's single name field. */
export function customerName(order: Pick<Order, 'customer'>): string {
  const { first_name, last_name, name } = order.customer ?? {};
  return joined([first_name, last_name], ' ') || (name ?? '').trim();
}

/** address1 and address2, the street part of the shipping address. */
export function streetOf(order: Pick<Order, 'shipping_address'>): string {
  const a = order.shipping_address ?? {};
  return joined([a.address1, a.address2], ', ');
}

/** The whole destination on one line (domain/address.ts, as everywhere an address is shown). */
export function destinationOf(order: Pick<Order, 'shipping_address'>): string {
  const a = order.shipping_address ?? {};
  return formatAddress({
    street: [a.address1, a.address2],
    city: a.city,
    zip: a.zip,
    province: a.province,
    country: a.country,
  });
}

/** The warehouse's address on one line; '' when the order has no warehouse yet. */
export function warehouseAddressOf(order: Pick<Order, 'assigned_to'>): string {
  const a = order.assigned_to?.address;
  if (!a) return '';
  return formatAddress({
    street: [joined([a.street_number, a.street_name], ' ')],
    city: a.city,
    zip: a.zipCode,
    country: a.country,
  });
}

/** The internal SKU; for a SKU the catalogue does not know, the shop's own SKU. */
export function lineSku(line: Pick<OrderProduct, 'product_id' | 'sku'>): string {
  return line.product_id?.internal_sku ?? line.sku ?? '';
}
