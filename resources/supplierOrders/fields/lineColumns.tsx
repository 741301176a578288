import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatUtcDate } from '../../../src/i18n/shown';
import { isActive } from '../../../domain/activation';
import { supplierLineStatusOf } from '../../../domain/supplierLines';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import {
  ChangeLineStatusMenuItem,
  ParcelsMenuItem,
  ShippingInfoMenuItem,
  UpdateEstimatedDateButton,
  UpdateShippingAgentButton,
} from '../actions';
import type { SupplierLine, SupplierOrder } from '../types';
import { RowMenu } from '../../../src/components/actions';

/**
 * The product-level columns of the supplier view. A one-product row shows them in the row; a
 * row with several shows a count button and, expanded, one row per product with these columns.
 */
export interface LineColumn {
  id: string;
  /** i18n key of the header. */
  label: string;
  render: (line: SupplierLine, row: SupplierOrder) => ReactNode;
}

const NotSet = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate('app.supplier_orders.not_set')}
    </Typography>
  );
};

const ShippingAgentValue = ({ line }: { line: SupplierLine }) => {
  const translate = useTranslate();
  const agent = line.shipping_agent;
  if (!agent) return <NotSet />;
  return isActive(agent) ? (
    <>{agent.name}</>
  ) : (
    <Typography variant="body2" color="warning.main" component="span">
      {translate('app.supplier_orders.agent_inactive', { name: agent.name })}
    </Typography>
  );
};

/** A value with its edit icon, kept on one line. */
const Editable = ({ value, edit }: { value: ReactNode; edit: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
    {value}
    {edit}
  </Box>
);

/** The line's menu: Change Status, and Shipping Info or Add Shipping Info. */
export const LineActions = ({
  row,
  line,
  label,
}: {
  row: SupplierOrder;
  line: SupplierLine;
  label: string;
}) => (
  <RowMenu label={label} keepMounted={false}>
    <ChangeLineStatusMenuItem row={row} line={line} />
    <ShippingInfoMenuItem row={row} line={line} />
    <ParcelsMenuItem row={row} />
  </RowMenu>
);

export const LINE_COLUMNS = {
  supplierSku: {
    id: 'supplier_sku',
    label: 'app.supplier_orders.columns.supplier_sku',
    render: (l) => l.product_id?.supplier_sku ?? '',
  },
  supplierProductName: {
    id: 'supplier_product_name',
    label: 'app.supplier_orders.columns.supplier_product_name',
    render: (l) => l.product_id?.supplier_product_name ?? '',
  },
  units: { id: 'units', label: 'app.supplier_orders.columns.units', render: (l) => l.total_quantity },
  shippingAgent: {
    id: 'shipping_agent',
    label: 'app.supplier_orders.columns.shipping_agent',
    render: (l, row) => (
      <Editable
        value={<ShippingAgentValue line={l} />}
        edit={<UpdateShippingAgentButton row={row} line={l} />}
      />
    ),
  },
  estimatedShippingDate: {
    id: 'estimated_shipping_date',
    label: 'app.supplier_orders.columns.estimated_shipping_date',
    render: (l, row) => (
      <Editable
        value={l.estimated_shipping_date ? formatUtcDate(l.estimated_shipping_date) : <NotSet />}
        edit={<UpdateEstimatedDateButton row={row} line={l} />}
      />
    ),
  },
  status: {
    id: 'status',
    label: 'app.supplier_orders.columns.status',
    render: (l) => <OrderStatusBadge status={supplierLineStatusOf(l.status)} />,
  },
} satisfies Record<string, LineColumn>;
