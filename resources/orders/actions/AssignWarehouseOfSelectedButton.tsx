import WarehouseIcon from '@mui/icons-material/Warehouse';
import { BulkActionButton, lazyDialog } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

const ChooseDialog = lazyDialog(() => import('./AssignWarehouseDialog').then((m) => m.AssignWarehouseDialog));

/**
 * The warehouse of the selected problematic orders that share a candidate, chosen once
 * (POST /assign-warehouse-batch): irreversible, each order under the single choice's rule.
 */
export const AssignWarehouseOfSelectedButton = () => (
  <BulkActionButton<{ warehouseId: string }, Order>
    label="app.orders.bulk.choose_warehouse"
    icon={<WarehouseIcon />}
    call={(dp, ids, { warehouseId }) => dp.assignWarehouseBatch({ ids, warehouseId })}
    rowName={(order) => order.order_number}
    dialog={(save, close, selected) => <ChooseDialog orders={selected} save={save} onClose={close} />}
  />
);
