import { useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/orderStatus';
import {
  WAREHOUSE_ORDER_STATUSES,
  warehouseStatusOptions,
  warehouseStatusWarning,
  type WarehouseOrderStatus,
} from '../../../domain/readiness';
import {
  batchConfirmation,
  ChangeStatusDialog,
  irreversibleConfirmation,
} from '../../../src/components/orders/ChangeStatusDialog';
import { useWrite, type SaveOutcome } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';
import { stateOf } from '../fields/warehouseOrderState';

/** Change Status of one order on Warehouse Orders (ChangeStatusMenuItem). */
export const ChangeWarehouseStatusDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
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

const OPTIONS = WAREHOUSE_ORDER_STATUSES.map((status) => ({
  status,
  label: `app.warehouse_orders.status.${status}`,
}));

/**
 * The same choice for the selected orders (ChangeStatusOfSelectedButton); Ready asked once for
 * the whole batch, naming how many orders.
 */
export const ChangeSelectedStatusDialog = ({
  count,
  save,
  onClose,
}: {
  count: number;
  save: (params: { status: WarehouseOrderStatus }) => Promise<SaveOutcome>;
  onClose: () => void;
}) => (
  <ChangeStatusDialog
    options={OPTIONS}
    confirm={batchConfirmation(
      'app.warehouse_orders.status.ready_title',
      'app.warehouse_orders.status.ready_selected',
      count,
    )}
    save={(status) => save({ status: status as WarehouseOrderStatus })}
    onClose={onClose}
  />
);
