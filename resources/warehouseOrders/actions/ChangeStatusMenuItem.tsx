import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { lazyDialog } from '../../../src/components/actions';

const Dialog = lazyDialog(() => import('./ChangeStatusDialogs').then((m) => m.ChangeWarehouseStatusDialog));

/**
 * Change Status (spec 000 section 4): always available; Preparation and Pending, and Ready only
 * when domain/readiness.ts allows it, with the agent warnings otherwise.
 */
export const ChangeStatusMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.change_status"
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
