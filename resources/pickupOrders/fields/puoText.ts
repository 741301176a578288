import { formatAddress, formatPlaceAddress, formatShopAddress } from '../../../domain/address';
import type { PickupOrder, PuoAssignment } from '../types';

/** Texts of a pickup order shared by the popups and the Shipping Ticket. */

/** The pickup place's address on one line. */
export function pickupAddressOf(puo: Pick<PickupOrder, 'pickupId'>): string {
  if (!puo.pickupId) return '';
  return formatPlaceAddress(puo.pickupId.address);
}

/** Where an assignment goes, on one line: the warehouse's address, or the customer's. */
export function destinationOf(assignment: PuoAssignment): string {
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
export function contactOf(assignment: PuoAssignment): { email: string | null; phone: string | null } {
  if (assignment.sent_to === 'Warehouse') return { email: assignment.sent_to_id?.email ?? null, phone: null };
  const customer = assignment.order_id?.customer;
  if (customer) return { email: customer.email, phone: customer.phone };
  return { email: assignment.customer?.email ?? null, phone: assignment.customer?.phone ?? null };
}
