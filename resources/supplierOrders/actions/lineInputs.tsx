import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { DateInput, SelectInput, useTranslate } from 'react-admin';
import { useActiveShippingAgents } from '../../../src/components/orders/useActiveShippingAgents';

/**
 * The inputs a line's agent and date dialogs share, for one line and for the selected rows:
 * only activated agents are offered (spec 000 sections 2 and 6), with the list's loading, its
 * failure and "no active agent" said in place of the choice.
 */
export const ShippingAgentInput = () => {
  const translate = useTranslate();
  const agents = useActiveShippingAgents();
  if (agents.error) return <Alert severity="error">{agents.error}</Alert>;
  if (agents.isPending) return <CircularProgress size={24} aria-label={translate('app.list.loading')} />;
  if (agents.rows.length === 0)
    return <Alert severity="info">{translate('app.supplier_orders.agent.none_active')}</Alert>;
  return (
    <SelectInput
      source="shippingAgentId"
      label="app.supplier_orders.agent.label"
      choices={agents.rows.map((agent) => ({ id: agent._id, name: agent.name }))}
      isRequired
      fullWidth
      margin="dense"
    />
  );
};

/** The estimated shipping date: a date picker, required (only its date part is sent). */
export const EstimatedDateInput = () => (
  <DateInput
    source="estimatedDate"
    label="app.supplier_orders.estimated_date.label"
    isRequired
    fullWidth
    margin="dense"
  />
);
