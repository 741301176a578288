import { useTranslate } from 'react-admin';
import { ChoiceSelect } from '../fields/ChoiceSelect';
import type { Order } from '../../../src/components/orders/types';
import { ConfirmDialog, useActions, useWrite } from '../../../src/components/actions';

type Candidate = Order['warehouse_list'][number];

const AssignConfirm = ({
  order,
  warehouse,
  onClose,
}: {
  order: Order;
  warehouse: Candidate;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run } = useWrite((dp) => dp.assignWarehouse({ orderId: order._id, warehouseId: warehouse._id }));
  return (
    <ConfirmDialog
      title="app.orders.warehouse_selection"
      detail={translate('app.orders.warehouse_selection_detail', {
        warehouse: warehouse.name,
        order: order.order_number,
      })}
      onConfirm={() => run(undefined)}
      onClose={onClose}
    />
  );
};

/**
 * The warehouse choice of a problematic order (spec 000 section 2): the server's candidates;
 * choosing one asks for confirmation, as the assignment is irreversible.
 */
export const AssignWarehouseChoice = ({ order }: { order: Order }) => {
  const { showDialog, closeDialog } = useActions();
  return (
    <ChoiceSelect
      label="app.orders.choose_warehouse"
      openOn={{ action: 'choose-warehouse', recordId: order._id }}
      options={order.warehouse_list.map((w) => ({ id: w._id, name: w.name }))}
      onChoose={(id) => {
        const warehouse = order.warehouse_list.find((w) => w._id === id);
        if (warehouse)
          showDialog(<AssignConfirm order={order} warehouse={warehouse} onClose={closeDialog} />);
      }}
    />
  );
};
