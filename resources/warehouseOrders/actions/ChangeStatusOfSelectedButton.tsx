import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { WarehouseOrderStatus } from '../../../domain/readiness';
import { BulkActionButton, lazyDialog } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

const Dialog = lazyDialog(() => import('./ChangeStatusDialogs').then((m) => m.ChangeSelectedStatusDialog));

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
    dialog={(save, close, _selected, count) => <Dialog count={count} save={save} onClose={close} />}
  />
);
