import type { OrderStatus } from '../../../domain/orderStatus';
import { consolidateScreenOptions, warehouseStatusWarning } from '../../../domain/readiness';
import type { Order } from '../../../src/components/orders/types';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import { consolidatedState } from './consolidatedState';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { useWrite } from '../../../src/components/actions';

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, status: OrderStatus) =>
    dp.changeConsolidatedOrderStatus({ orderId: order._id, status }),
  );
  const options = consolidateScreenOptions(consolidatedState(order)).map((status) => ({
    status,
    label: `app.orders.consolidate_status.${status}`,
  }));
  const warning = order.consolidated === null ? null : warehouseStatusWarning(consolidatedState(order));
  return <ChangeStatusDialog options={options} warning={warning} save={submit} onClose={onClose} />;
};

/** The Consolidate screen's Change Status: enabled when domain/readiness.ts offers a status. */
export const ChangeConsolidatedStatusMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.change_status"
    disabled={(order) => consolidateScreenOptions(consolidatedState(order)).length === 0}
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
