import { formatAddress, formatPlaceAddress, formatShopAddress, joined } from '../address';
import type { OrderProductRecord, OrderRecord } from '../schemas/orderRecords';
import type { PickupOrderRecord, PuoAssignmentRecord } from '../schemas/pickupOrderRecords';

/**
 * Texts of orders and pickup orders shared by the screens (details cards, popups) and the
 * printed tickets, browser and PDF alike.
 */

/** First and last name, else the shop's single name field. */
export function customerName(order: Pick<OrderRecord, 'customer'>): string {
  const { first_name, last_name, name } = order.customer ?? {};
  return joined([first_name, last_name], ' ') || (name ?? '').trim();
}

/** The whole destination on one line (domain/address.ts, as everywhere an address is shown). */
export function orderDestinationOf(order: Pick<OrderRecord, 'shipping_address'>): string {
  return formatShopAddress(order.shipping_address ?? {});
}

/** The warehouse's address on one line; '' when the order has no warehouse yet. */
export function warehouseAddressOf(order: Pick<OrderRecord, 'assigned_to'>): string {
  const a = order.assigned_to?.address;
  return a ? formatPlaceAddress(a) : '';
}

/** The internal SKU; for a SKU the catalogue does not know, the shop's own SKU. */
export function lineSku(line: Pick<OrderProductRecord, 'product_id' | 'sku'>): string {
  return line.product_id?.internal_sku ?? line.sku ?? '';
}

/** The pickup place's address on one line. */
export function pickupAddressOf(puo: Pick<PickupOrderRecord, 'pickupId'>): string {
  if (!puo.pickupId) return '';
  return formatPlaceAddress(puo.pickupId.address);
}

/** Where an assignment goes, on one line: the warehouse's address, or the customer's. */
export function assignmentDestinationOf(assignment: PuoAssignmentRecord): string {
  if (assignment.sent_to === 'Warehouse') {
    const a = assignment.sent_to_id?.address;
    return a ? formatPlaceAddress(a) : assignment.recipient.address;
  }
  const order = assignment.order_id;
  if (order) return formatShopAddress(order.shipping_address);
  const c = assignment.customer;
  if (c)
    return formatAddress({
      street: [c.address1],
      city: c.city,
      zip: c.zip,
      province: c.province,
      country: c.country,
    });
  return assignment.recipient.address;
}

/** The recipient's e-mail and phone, whichever the target. */
export function assignmentContactOf(assignment: PuoAssignmentRecord): {
  email: string | null;
  phone: string | null;
} {
  if (assignment.sent_to === 'Warehouse') return { email: assignment.sent_to_id?.email ?? null, phone: null };
  const customer = assignment.order_id?.customer;
  if (customer) return { email: customer.email, phone: customer.phone };
  return { email: assignment.customer?.email ?? null, phone: assignment.customer?.phone ?? null };
}
