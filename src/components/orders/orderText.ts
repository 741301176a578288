/** Texts of an order shared by the details cards and the Shipping Ticket (domain/printing/recordText.ts). */
export {
  customerName,
  orderDestinationOf as destinationOf,
  lineSku,
  warehouseAddressOf,
} from '../../../domain/printing/recordText';
import { joined } from '../../../domain/address';
import type { Order } from './types';

/** address1 and address2, the street part of the shipping address. */
export function streetOf(order: Pick<Order, 'shipping_address'>): string {
  const a = order.shipping_address ?? {};
  return joined([a.address1, a.address2], ', ');
}
