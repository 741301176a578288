import { useRecordContext } from 'react-admin';
import { shippingInfoEnabled, showsShippingInfo } from '../../../domain/readiness';
import { OrderDialogMenuItem } from '../../orders/actions/OrderDialogMenuItem';
import { ShippingInfoDialog } from '../../orders/actions/ShippingInfoDialog';
import type { Order } from '../../orders/types';
import { stateOf } from '../fields/warehouseOrderState';

const infoState = (order: Order) => ({
  status: stateOf(order).status,
  orderNumber: order.order_number,
  trackingId: order.trackingId,
});

/**
 * Shipping Info (spec 000 sections 2 and 4): hidden for order number 'Manual', disabled while
 * Pending or Preparation; added once (it ships the order), read-only afterwards.
 */
export const ShippingInfoMenuItem = () => {
  const order = useRecordContext<Order>();
  if (!order || !showsShippingInfo({ orderNumber: order.order_number })) return null;
  return (
    <OrderDialogMenuItem
      label={(o) => (o.trackingId ? 'app.orders.shipping_info.title' : 'app.orders.shipping_info.add_title')}
      disabled={(o) => !shippingInfoEnabled(infoState(o))}
      dialog={(o, close) => <ShippingInfoDialog order={o} onClose={close} />}
    />
  );
};
