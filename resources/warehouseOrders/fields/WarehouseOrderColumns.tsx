import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { formatUtcDate } from '../../../src/i18n/shown';
import { mayChangeAgent } from '../../../domain/readiness';
import { DialogIconButton, lazyDialog } from '../../../src/components/actions';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import type { Order } from '../../../src/components/orders/types';
import { stateOf } from './warehouseOrderState';

const UpdateEstimatedDateDialog = lazyDialog(() =>
  import('../actions/UpdateEstimatedDateDialog').then((m) => m.UpdateEstimatedDateDialog),
);
const UpdateShippingAgentDialog = lazyDialog(() =>
  import('../actions/UpdateShippingAgentDialog').then((m) => m.UpdateShippingAgentDialog),
);

/** A cell's value with its edit icon, which opens the action's dialog for the row. */
const EditableCell = ({
  value,
  label,
  disabled,
  action,
  dialog,
}: {
  value: ReactNode;
  /** i18n key of the icon's accessible name. */
  label: string;
  disabled: boolean;
  /** The action a link may ask to open on arrival (Needs attention's fix). */
  action?: string;
  dialog: (order: Order, close: () => void) => ReactNode;
}) => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {value}
      <DialogIconButton
        label={label}
        disabled={disabled}
        icon={<EditIcon fontSize="inherit" />}
        openOn={action ? { action, recordId: order._id } : undefined}
        dialog={(close) => dialog(order, close)}
      />
    </Box>
  );
};

const AgentValue = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const agent = order.shipping_agent;
  if (!agent) return <Typography variant="body2">{translate('app.warehouse_orders.not_set')}</Typography>;
  return (
    // An agent's name may wrap (the cell keeps its icon beside it), so the list fits a laptop's width.
    <Typography variant="body2" color={agent.activated ? undefined : 'error'} sx={{ whiteSpace: 'normal' }}>
      {agent.name}
      {agent.activated ? '' : ` (${translate('app.warehouse_orders.agent_inactive')})`}
    </Typography>
  );
};

/** Shipping Agent with its edit icon: changeable until the order is Ready, or while Ready without an active agent. */
export const ShippingAgentColumn = () => (
  <DataTable.Col<Order>
    label="app.warehouse_orders.columns.shipping_agent"
    render={(o) => (
      <EditableCell
        value={<AgentValue order={o} />}
        label="app.warehouse_orders.agent.edit"
        action="set-agent"
        disabled={!mayChangeAgent(stateOf(o).status, stateOf(o).agent)}
        dialog={(order, close) => <UpdateShippingAgentDialog order={order} onClose={close} />}
      />
    )}
  />
);

/** Estimated Shipping Date with its edit icon: changeable until the order is Shipped. */
export const EstimatedDateColumn = () => {
  const translate = useTranslate();
  return (
    <DataTable.Col<Order>
      label="app.warehouse_orders.columns.estimated_shipping_date"
      render={(o) => (
        <EditableCell
          value={
            <Typography variant="body2">
              {o.estimated_shipping_date
                ? formatUtcDate(o.estimated_shipping_date)
                : translate('app.warehouse_orders.not_set')}
            </Typography>
          }
          label="app.warehouse_orders.date.edit"
          disabled={['Shipped', 'Refund'].includes(stateOf(o).status)}
          dialog={(order, close) => <UpdateEstimatedDateDialog order={order} onClose={close} />}
        />
      )}
    />
  );
};

/** The Admin's Warehouse column: the warehouse that ships the order. */
export const WarehouseColumn = () => (
  <DataTable.Col<Order>
    source="assigned_to.name"
    label="app.warehouse_orders.columns.warehouse"
    // The warehouse's name is another table's: the list does not sort by it.
    disableSort
  />
);

/** Status: what the warehouse's lines say (a Hybrid order's dropshipped lines follow their supplier). */
export const WarehouseStatusColumn = () => (
  <DataTable.Col<Order>
    source="status"
    label="app.warehouse_orders.columns.status"
    // Worked out from the lines, not a column: the list does not sort by it.
    disableSort
    render={(o) => <OrderStatusBadge status={stateOf(o).status} problematic={o.problemetic} />}
  />
);
