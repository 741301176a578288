import { canChangeStatusManually, MANUAL_STATUSES } from '../../../domain/orderStatus';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { useWrite } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';
import type { OrderStatus } from '../../../domain/orderStatus';

export const MANUAL_STATUS_OPTIONS = MANUAL_STATUSES.map((status) => ({
  status,
  label: `app.orders.status.${status}`,
}));

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, status: OrderStatus) =>
    dp.changeOrderStatus({ orderId: order._id, status }),
  );
  return <ChangeStatusDialog options={MANUAL_STATUS_OPTIONS} save={submit} onClose={onClose} />;
};

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
