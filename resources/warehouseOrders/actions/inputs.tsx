import { DateInput, SelectInput } from 'react-admin';
import { useActiveShippingAgents } from '../../../src/components/orders/useActiveShippingAgents';

/**
 * The inputs Update Shipping Agent and Update Estimated Shipping Date share, for one order and
 * for the selected ones: activated agents only (spec 000 sections 2 and 8), and a required date.
 */
export const ShippingAgentInput = () => {
  const agents = useActiveShippingAgents();
  return (
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
  );
};

export const EstimatedDateInput = () => (
  <DateInput
    source="estimatedDate"
    label="app.warehouse_orders.date.label"
    isRequired
    fullWidth
    margin="dense"
  />
);
