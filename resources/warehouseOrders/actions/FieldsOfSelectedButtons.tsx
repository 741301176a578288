import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { BulkActionButton, lazyDialog } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

const AgentDialog = lazyDialog(() =>
  import('./FieldsOfSelectedDialogs').then((m) => m.AgentOfSelectedDialog),
);
const DateDialog = lazyDialog(() => import('./FieldsOfSelectedDialogs').then((m) => m.DateOfSelectedDialog));

/** The banner names a refused order by its number. */
const rowName = (order: Order) => order.order_number;

/**
 * Update Shipping Agent of the selected orders (POST /add-shipping-agent-to-warehouse-order-batch):
 * each order under the single dialog's rule; the banner names the orders refused and why.
 */
export const SetAgentOfSelectedButton = () => (
  <BulkActionButton<{ shippingAgentId: string }, Order>
    label="app.warehouse_orders.agent.title"
    icon={<LocalShippingIcon />}
    call={(dp, ids, { shippingAgentId }) => dp.setWarehouseOrderAgentBatch({ ids, shippingAgentId })}
    rowName={rowName}
    dialog={(save, close, _selected, count) => <AgentDialog count={count} save={save} onClose={close} />}
  />
);

/**
 * Update Estimated Shipping Date of the selected orders (POST
 * /update-order-estimated-shipping-date-batch): the date part only, as the single dialog sends.
 */
export const SetEstimatedDateOfSelectedButton = () => (
  <BulkActionButton<{ estimatedDate: string }, Order>
    label="app.warehouse_orders.date.button"
    icon={<EventIcon />}
    call={(dp, ids, { estimatedDate }) => dp.setWarehouseOrderEstimatedDateBatch({ ids, estimatedDate })}
    rowName={rowName}
    dialog={(save, close, _selected, count) => <DateDialog count={count} save={save} onClose={close} />}
  />
);
