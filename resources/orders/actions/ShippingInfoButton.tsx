import { shippingInfoMenuEnabled } from '../../../domain/readiness';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';
import { ShippingInfoDialog } from './ShippingInfoDialog';

/**
 * Add Shipping Info while the order has none; Shipping Info (read-only) afterwards. It saves
 * through the warehouse's call, so it is enabled as on Warehouse Orders (domain/readiness.ts):
 * a warehouse ships the order and it may take it now, or there is tracking to read.
 */
export const ShippingInfoMenuItem = () => (
  <OrderDialogMenuItem
    label={(order) =>
      order.trackingId ? 'app.orders.shipping_info.title' : 'app.orders.shipping_info.add_title'
    }
    disabled={(order) => !shippingInfoMenuEnabled(order)}
    dialog={(order, close) => <ShippingInfoDialog order={order} onClose={close} />}
  />
);
