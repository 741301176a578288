import { useRecordContext } from 'react-admin';
import { showsShippingInfo } from '../../../domain/readiness';
import { ShippingInfoMenuItem as OrderShippingInfoMenuItem } from '../../../src/components/orders/ShippingInfoMenuItem';
import type { Order } from '../../../src/components/orders/types';

/**
 * Shipping Info (spec 000 sections 2 and 4): the order lists' entry, hidden for order number
 * 'Manual' on Warehouse Orders.
 */
export const ShippingInfoMenuItem = () => {
  const order = useRecordContext<Order>();
  if (!order || !showsShippingInfo({ orderNumber: order.order_number })) return null;
  return <OrderShippingInfoMenuItem />;
};
