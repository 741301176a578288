import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { estimatedDateOf } from '../../../domain/supplierLines';
import { warehouseOrderAgentBody, warehouseOrderDateBody } from '../../../domain/schemas/warehouseOrders';
import { BulkActionButton, DialogForm, SelectedCount } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';
import { WarehouseDateInput, WarehouseAgentInput } from './inputs';
import { pastDayConfirmation } from '../../../src/components/forms';

/** The banner names a refused order by its number. */
const rowName = (order: Order) => order.order_number;

const agentSchema = warehouseOrderAgentBody.pick({ shippingAgentId: true });
const dateSchema = warehouseOrderDateBody.pick({ estimatedDate: true });

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
    dialog={(save, close, _selected, count) => (
      <DialogForm
        maxWidth="xs"
        title="app.warehouse_orders.agent.title"
        schema={agentSchema}
        record={{ shippingAgentId: undefined }}
        ready={(values) => !!values.shippingAgentId}
        save={save}
        onClose={close}
      >
        <SelectedCount text="app.warehouse_orders.bulk.agent_of_selected" count={count} />
        <WarehouseAgentInput />
      </DialogForm>
    )}
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
    dialog={(save, close, _selected, count) => (
      <DialogForm
        maxWidth="xs"
        title="app.warehouse_orders.date.title"
        schema={dateSchema}
        record={{ estimatedDate: '' }}
        submitLabel="app.warehouse_orders.date.update"
        ready={(values) => !!estimatedDateOf(String(values.estimatedDate ?? ''))}
        confirm={pastDayConfirmation('estimatedDate')}
        save={({ estimatedDate }) => save({ estimatedDate: estimatedDateOf(estimatedDate)! })}
        onClose={close}
      >
        <SelectedCount text="app.warehouse_orders.bulk.date_of_selected" count={count} />
        <WarehouseDateInput />
      </DialogForm>
    )}
  />
);
