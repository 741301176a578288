import { warehouseOrderAgentBody } from '../../../domain/schemas/warehouseOrders';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import type { Order } from '../../../src/components/orders/types';
import { WarehouseAgentInput } from './inputs';

const schema = warehouseOrderAgentBody.pick({ shippingAgentId: true });

/**
 * Update Shipping Agent (spec 000 sections 2 and 8): only activated agents are offered; a
 * refusal reads 'could not assign shipping agent', in red, in the dialog.
 */
export const UpdateShippingAgentDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, values: { shippingAgentId: string }) =>
    dp.setWarehouseOrderAgent({ orderId: order._id, shippingAgentId: values.shippingAgentId }),
  );
  const current = order.shipping_agent?.activated ? order.shipping_agent._id : '';
  return (
    <DialogForm
      title="app.warehouse_orders.agent.title"
      schema={schema}
      record={{ shippingAgentId: current }}
      save={async (values) => {
        const outcome = await submit(values);
        return outcome && 'refused' in outcome ? { refused: 'app.warehouse_orders.agent.failure' } : outcome;
      }}
      onClose={onClose}
    >
      <WarehouseAgentInput />
    </DialogForm>
  );
};
