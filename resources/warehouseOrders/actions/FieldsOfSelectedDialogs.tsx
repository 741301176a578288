import { estimatedDateOf } from '../../../domain/supplierLines';
import { warehouseOrderAgentBody, warehouseOrderDateBody } from '../../../domain/schemas/warehouseOrders';
import { SelectedCount, type SaveOutcome } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { WarehouseDateInput, WarehouseAgentInput } from './inputs';
import { pastDayConfirmation } from '../../../src/components/forms';

const agentSchema = warehouseOrderAgentBody.pick({ shippingAgentId: true });
const dateSchema = warehouseOrderDateBody.pick({ estimatedDate: true });

interface Props<Params> {
  /** Every ticked row, on any page. */
  count: number;
  save: (params: Params) => Promise<SaveOutcome>;
  onClose: () => void;
}

/** Update Shipping Agent of the selected orders (SetAgentOfSelectedButton). */
export const AgentOfSelectedDialog = ({ count, save, onClose }: Props<{ shippingAgentId: string }>) => (
  <DialogForm
    maxWidth="xs"
    title="app.warehouse_orders.agent.title"
    schema={agentSchema}
    record={{ shippingAgentId: undefined }}
    ready={(values) => !!values.shippingAgentId}
    save={save}
    onClose={onClose}
  >
    <SelectedCount text="app.warehouse_orders.bulk.agent_of_selected" count={count} />
    <WarehouseAgentInput />
  </DialogForm>
);

/** Update Estimated Shipping Date of the selected orders (SetEstimatedDateOfSelectedButton). */
export const DateOfSelectedDialog = ({ count, save, onClose }: Props<{ estimatedDate: string }>) => (
  <DialogForm
    maxWidth="xs"
    title="app.warehouse_orders.date.title"
    schema={dateSchema}
    record={{ estimatedDate: '' }}
    submitLabel="app.warehouse_orders.date.update"
    ready={(values) => !!estimatedDateOf(String(values.estimatedDate ?? ''))}
    confirm={pastDayConfirmation('estimatedDate')}
    save={({ estimatedDate }) => save({ estimatedDate: estimatedDateOf(estimatedDate)! })}
    onClose={onClose}
  >
    <SelectedCount text="app.warehouse_orders.bulk.date_of_selected" count={count} />
    <WarehouseDateInput />
  </DialogForm>
);
