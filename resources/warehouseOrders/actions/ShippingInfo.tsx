import { useRecordContext } from 'react-admin';
import { shippingInfoMenuEnabled, showsShippingInfo } from '../../../domain/readiness';
import { OrderDialogMenuItem } from '../../orders/actions/OrderDialogMenuItem';
import { ShippingInfoDialog } from '../../orders/actions/ShippingInfoDialog';
import type { Order } from '../../orders/types';

/**
 * Shipping Info (spec 000 sections 2 and 4): hidden for order number 'Manual'; enabled to add it
 * where the server takes it (Ready or Awaiting Pickup) and to read it once added (domain/readiness.ts).
 */
export const ShippingInfoMenuItem = () => {
  const order = useRecordContext<Order>();
  if (!order || !showsShippingInfo({ orderNumber: order.order_number })) return null;
  return (
    <OrderDialogMenuItem
      label={(o) => (o.trackingId ? 'app.orders.shipping_info.title' : 'app.orders.shipping_info.add_title')}
      disabled={(o) => !shippingInfoMenuEnabled(o)}
      dialog={(o, close) => <ShippingInfoDialog order={o} onClose={close} />}
    />
  );
};
