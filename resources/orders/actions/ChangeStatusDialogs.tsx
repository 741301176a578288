import type { OrderStatus } from '../../../domain/orderStatus';
import { MANUAL_STATUSES } from '../../../domain/orderStatus';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import { useWrite, type SaveOutcome } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

const MANUAL_STATUS_OPTIONS = MANUAL_STATUSES.map((status) => ({
  status,
  label: `app.orders.status.${status}`,
}));

/** The Master Dashboard's Change Status of one order (ChangeStatusMenuItem). */
export const ChangeOrderStatusDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, status: OrderStatus) =>
    dp.changeOrderStatus({ orderId: order._id, status }),
  );
  return <ChangeStatusDialog options={MANUAL_STATUS_OPTIONS} save={submit} onClose={onClose} />;
};

/** The same choice for the selected orders (ChangeStatusOfSelectedButton). */
export const ChangeSelectedStatusDialog = ({
  save,
  onClose,
}: {
  save: (params: { status: OrderStatus }) => Promise<SaveOutcome>;
  onClose: () => void;
}) => (
  <ChangeStatusDialog options={MANUAL_STATUS_OPTIONS} save={(status) => save({ status })} onClose={onClose} />
);
