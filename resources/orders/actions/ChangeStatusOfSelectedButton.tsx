import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { OrderStatus } from '../../../domain/orderStatus';
import { BulkActionButton, lazyDialog } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

const Dialog = lazyDialog(() => import('./ChangeStatusDialogs').then((m) => m.ChangeSelectedStatusDialog));

/**
 * The Master Dashboard's Change Status on the selected orders: the row's rule on each
 * (POST /change-order-status-batch); the banner names the orders refused and why.
 */
export const ChangeStatusOfSelectedButton = () => (
  <BulkActionButton<{ status: OrderStatus }, Order>
    label="app.orders.change_status"
    icon={<SyncAltIcon />}
    call={(dp, ids, { status }) => dp.changeOrderStatusBatch({ ids, status })}
    rowName={(order) => order.order_number}
    dialog={(save, close) => <Dialog save={save} onClose={close} />}
  />
);
