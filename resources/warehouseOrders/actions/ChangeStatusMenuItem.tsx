import { useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/orderStatus';
import {
  warehouseStatusOptions,
  warehouseStatusWarning,
  type WarehouseOrderStatus,
} from '../../../domain/readiness';
import {
  ChangeStatusDialog,
  irreversibleConfirmation,
} from '../../../src/components/orders/ChangeStatusDialog';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { useWrite } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';
import { stateOf } from '../fields/warehouseOrderState';

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const { submit } = useWrite((dp, status: OrderStatus) =>
    dp.changeWarehouseOrderStatus({ id: order._id, status: status as WarehouseOrderStatus }),
  );
  const state = stateOf(order);
  const options = warehouseStatusOptions(state).map((status) => ({
    status,
    label: `app.warehouse_orders.status.${status}`,
  }));
  // Ready or Shipped: nothing to choose; say why instead of an empty list.
  const warning =
    warehouseStatusWarning(state) ??
    (options.length ? null : translate('app.warehouse_orders.status.none', { status: state.status }));
  // Ready is irreversible: asked once, as the bulk Change Status asks once for its batch.
  const confirm = irreversibleConfirmation(
    'app.warehouse_orders.status.ready_title',
    'app.warehouse_orders.status.ready_one',
    { order: order.order_number, agent: order.shipping_agent?.name ?? '' },
  );
  return (
    <ChangeStatusDialog
      options={options}
      warning={warning}
      confirm={confirm}
      save={submit}
      onClose={onClose}
    />
  );
};

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
