import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { SelectInput, useTranslate } from 'react-admin';
import { estimatedDateProblem, utcDayOf } from '../../../domain/estimatedDate';
import { DayInput } from '../forms/DayInput';
import { useActiveShippingAgents } from './useActiveShippingAgents';

/**
 * The agent input of every Update Shipping Agent dialog (a warehouse order, a supplier's line,
 * one or the selected ones): only activated agents are offered (spec 000 sections 2, 6 and 8),
 * with the list's loading, its failure and "no active agent" said in place of the choice.
 * `label` and `none` are i18n keys of the screen's own words.
 */
export const ShippingAgentInput = ({ label, none }: { label: string; none: string }) => {
  const translate = useTranslate();
  const agents = useActiveShippingAgents();
  if (agents.error) return <Alert severity="error">{agents.error}</Alert>;
  if (agents.isPending) return <CircularProgress size={24} aria-label={translate('app.list.loading')} />;
  if (agents.rows.length === 0) return <Alert severity="info">{translate(none)}</Alert>;
  return (
    <SelectInput
      source="shippingAgentId"
      label={label}
      choices={agents.rows.map((agent) => ({ id: agent._id, name: agent.name }))}
      isRequired
      fullWidth
      margin="dense"
    />
  );
};

/**
 * The estimated shipping date of every date dialog: a day typed as the lists show dates,
 * required; a day out of bounds (domain/estimatedDate.ts: more than a year ahead, or before the
 * order's date when the dialog knows it) is said under it before the server refuses it.
 */
export const EstimatedDateInput = ({ label, orderDate }: { label: string; orderDate?: string | null }) => (
  <DayInput
    source="estimatedDate"
    label={label}
    isRequired
    problem={(day) => estimatedDateProblem(day, { today: utcDayOf(new Date()), orderDate })}
  />
);
