import { formatPlaceAddress, formatShopAddress, joined } from '../../../domain/address';
import type { Order, OrderProduct } from './types';

/** Texts of an order shared by the details cards and the Shipping Ticket. */

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
  return formatShopAddress(order.shipping_address ?? {});
}

/** The warehouse's address on one line; '' when the order has no warehouse yet. */
export function warehouseAddressOf(order: Pick<Order, 'assigned_to'>): string {
  const a = order.assigned_to?.address;
  return a ? formatPlaceAddress(a) : '';
}

/** The internal SKU; for a SKU the catalogue does not know, the shop's own SKU. */
export function lineSku(line: Pick<OrderProduct, 'product_id' | 'sku'>): string {
  return line.product_id?.internal_sku ?? line.sku ?? '';
}
