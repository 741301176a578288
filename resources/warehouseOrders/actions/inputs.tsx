import { EstimatedDateInput, ShippingAgentInput } from '../../../src/components/orders/ShippingInputs';

/** Update Shipping Agent and Update Estimated Shipping Date's inputs, for one order and the selected ones. */
export const WarehouseAgentInput = () => (
  <ShippingAgentInput label="app.warehouse_orders.agent.label" none="app.warehouse_orders.agent.none" />
);

export const WarehouseDateInput = ({ orderDate }: { orderDate?: string }) => (
  <EstimatedDateInput label="app.warehouse_orders.date.label" orderDate={orderDate} />
);
