import { OrderDialogMenuItem } from './OrderDialogMenuItem';
import { ShippingInfoDialog } from './ShippingInfoDialog';

/** Add Shipping Info while the order has none; Shipping Info (read-only) afterwards. */
export const ShippingInfoMenuItem = () => (
  <OrderDialogMenuItem
    label={(order) =>
      order.trackingId ? 'app.orders.shipping_info.title' : 'app.orders.shipping_info.add_title'
    }
    dialog={(order, close) => <ShippingInfoDialog order={order} onClose={close} />}
  />
);
