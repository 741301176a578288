import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { WAREHOUSE_ORDER_STATUSES, type WarehouseOrderStatus } from '../../../domain/readiness';
import { BulkActionButton } from '../../../src/components/actions';
import { batchConfirmation, ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import type { Order } from '../../../src/components/orders/types';

const OPTIONS = WAREHOUSE_ORDER_STATUSES.map((status) => ({
  status,
  label: `app.warehouse_orders.status.${status}`,
}));

/**
 * Warehouse Orders' Change Status on the selected orders (POST
 * /update-warehouse-order-status-batch): each order under the readiness rule of its row's
 * dialog; the banner names the orders refused and why (e.g. the agent warnings for Ready). Ready
 * is irreversible: one confirmation for the whole batch, naming how many orders.
 */
export const ChangeStatusOfSelectedButton = () => (
  <BulkActionButton<{ status: WarehouseOrderStatus }, Order>
    label="app.orders.change_status"
    icon={<SyncAltIcon />}
    call={(dp, ids, { status }) => dp.changeWarehouseOrderStatusBatch({ ids, status })}
    rowName={(order) => order.order_number}
    dialog={(save, close, _selected, count) => (
      <ChangeStatusDialog
        options={OPTIONS}
        confirm={batchConfirmation(
          'app.warehouse_orders.status.ready_title',
          'app.warehouse_orders.status.ready_selected',
          count,
        )}
        save={(status) => save({ status: status as WarehouseOrderStatus })}
        onClose={close}
      />
    )}
  />
);
