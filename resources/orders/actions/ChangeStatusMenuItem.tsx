import { canChangeStatusManually } from '../../../domain/orderStatus';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { lazyDialog } from '../../../src/components/actions';

const Dialog = lazyDialog(() => import('./ChangeStatusDialogs').then((m) => m.ChangeOrderStatusDialog));

/**
 * The Master Dashboard's Change Status: enabled only when the order is not problematic and is
 * Pending or Preparation (spec 000 section 4, canChangeStatusManually).
 */
export const ChangeStatusMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.change_status"
    disabled={(order) => !canChangeStatusManually({ status: order.status, problematic: order.problemetic })}
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
