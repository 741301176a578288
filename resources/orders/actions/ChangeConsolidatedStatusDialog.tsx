import type { OrderStatus } from '../../../domain/orderStatus';
import { consolidateScreenOptions, warehouseStatusWarning } from '../../../domain/readiness';
import type { Order } from '../../../src/components/orders/types';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import { consolidatedState } from './consolidatedState';
import { useWrite } from '../../../src/components/actions';

/** The Consolidate screen's Change Status of one order (ChangeConsolidatedStatusMenuItem). */
export const ChangeConsolidatedStatusDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
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
