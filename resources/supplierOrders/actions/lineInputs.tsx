import { EstimatedDateInput, ShippingAgentInput } from '../../../src/components/orders/ShippingInputs';

/** A line's agent and date inputs, for one line and for the selected rows. */
export const LineAgentInput = () => (
  <ShippingAgentInput label="app.supplier_orders.agent.label" none="app.supplier_orders.agent.none_active" />
);

export const LineDateInput = () => <EstimatedDateInput label="app.supplier_orders.estimated_date.label" />;
