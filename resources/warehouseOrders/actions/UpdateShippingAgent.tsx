import { SelectInput, useTranslate } from 'react-admin';
import { warehouseOrderAgentBody } from '../../../domain/schemas/warehouseOrders';
import { OrderDialogForm } from '../../orders/actions/OrderDialogForm';
import { useOrderMutation } from '../../orders/actions/useOrderMutation';
import type { Order } from '../../orders/types';
import { useActiveShippingAgents } from '../../shippingAgents/useActiveShippingAgents';

const schema = warehouseOrderAgentBody.pick({ shippingAgentId: true });

/**
 * Update Shipping Agent (spec 000 sections 2 and 8): only activated agents are offered; a
 * refusal reads 'could not assign shipping agent', in red, in the dialog.
 */
export const UpdateShippingAgentDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const agents = useActiveShippingAgents();
  const { submit } = useOrderMutation((dp, values: { shippingAgentId: string }) =>
    dp.setWarehouseOrderAgent({ orderId: order._id, shippingAgentId: values.shippingAgentId }),
  );
  const current = order.shipping_agent?.activated ? order.shipping_agent._id : '';
  return (
    <OrderDialogForm
      id="update-shipping-agent-title"
      title="app.warehouse_orders.agent.title"
      schema={schema}
      defaultValues={{ shippingAgentId: current }}
      save={async (values) =>
        (await submit(values)) ? translate('app.warehouse_orders.agent.failure') : null
      }
      onClose={onClose}
    >
      <SelectInput
        source="shippingAgentId"
        label="app.warehouse_orders.agent.label"
        choices={agents.rows.map((a) => ({ id: a._id, name: a.name }))}
        isPending={agents.isPending}
        emptyText={
          !agents.isPending && !agents.error && agents.rows.length === 0
            ? 'app.warehouse_orders.agent.none'
            : ''
        }
        fullWidth
        isRequired
        margin="dense"
      />
    </OrderDialogForm>
  );
};
