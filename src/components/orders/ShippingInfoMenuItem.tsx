import { lazy, Suspense } from 'react';
import { shippingInfoMenuEnabled } from '../../../domain/readiness';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';

// The dialog (its forms and their schemas) loads when first opened, not with the list.
const ShippingInfoDialog = lazy(() =>
  import('./ShippingInfoDialog').then((m) => ({ default: m.ShippingInfoDialog })),
);

/**
 * The row menu's Shipping Info (spec 000 section 2 names the entry so on every order list); its
 * modal is Add Shipping Info while the order has none, read-only afterwards. It saves through the
 * warehouse's call, so it is enabled as on Warehouse Orders (domain/readiness.ts): a warehouse
 * ships the order and it may take it now, or there is tracking to read.
 */
export const ShippingInfoMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.shipping_info.title"
    disabled={(order) => !shippingInfoMenuEnabled(order)}
    dialog={(order, close) => (
      <Suspense fallback={null}>
        <ShippingInfoDialog order={order} onClose={close} />
      </Suspense>
    )}
  />
);
