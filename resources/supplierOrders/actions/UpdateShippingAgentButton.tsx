import { isActive } from '../../../domain/activation';
import { canChangeShippingAgent, supplierLineStatusOf } from '../../../domain/supplierLines';
import { agentStateOf } from '../../../domain/readiness';
import { lineAgentBody } from '../../../domain/schemas/purchasing';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { LineEditButton } from './LineEditButton';
import { LineAgentInput } from './lineInputs';

/**
 * Update Shipping Agent (spec 000 sections 2 and 6): only activated agents are offered, then
 * Done. Offered until the line is Ready (it then joins that agent's pickup), and while Ready
 * once its agent went inactive (the new agent's pickup takes it).
 */
export const UpdateShippingAgentButton = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => (
  <LineEditButton
    row={row}
    line={line}
    label="app.supplier_orders.agent.edit"
    fix="set-agent"
    disabled={!canChangeShippingAgent(supplierLineStatusOf(line.status), agentStateOf(line.shipping_agent))}
    dialog={UpdateShippingAgentDialog}
  />
);

export const UpdateShippingAgentDialog = ({ row, line, onClose }: LineDialogProps) => {
  const { submit: save } = useWrite(
    (dp, params: { productId: string; assignOrderId: string; shippingAgentId: string }) =>
      dp.setLineShippingAgent(params),
  );
  // A disabled or deleted agent is no choice any more: the modal starts empty then.
  const current = isActive(line.shipping_agent) ? line.shipping_agent!._id : undefined;
  return (
    <DialogForm
      maxWidth="xs"
      title="app.supplier_orders.agent.title"
      schema={lineAgentBody}
      record={{ productId: line._id, assignOrderId: row._id, shippingAgentId: current }}
      submitLabel="app.supplier_orders.agent.done"
      ready={(values) => !!values.shippingAgentId}
      save={(values) =>
        save({ productId: line._id, assignOrderId: row._id, shippingAgentId: values.shippingAgentId })
      }
      onClose={onClose}
    >
      <LineAgentInput />
    </DialogForm>
  );
};
