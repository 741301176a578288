import type { ReactNode } from 'react';
import { shownPuoLineStatus } from '../../../domain/pickupOrderActions';
import { OrderStatusBadge } from '../../orders/fields/OrderStatusBadge';
import type { PickupOrder, PuoAssignment } from '../types';
import { DestinationField } from './DestinationField';
import { OrderInfoField } from './OrderInfoField';
import { ProductsCell } from './ProductsCell';

/**
 * The assignment-level columns of the PUO lists, in the spec's order: a row shows its first
 * assignment in them, the expanded part one row per further assignment.
 */
export interface AssignmentColumn {
  id: string;
  /** i18n key of the header. */
  label: string;
  render: (puo: PickupOrder, assignment: PuoAssignment, sent: boolean) => ReactNode;
  /** Shown on Pickup Orders Sent only. */
  sentOnly?: boolean;
}

const ASSIGNMENT_COLUMNS: readonly AssignmentColumn[] = [
  {
    id: 'product_info',
    label: 'app.pickup_orders.columns.product_info',
    render: (puo, a, sent) => <ProductsCell puo={puo} assignment={a} sent={sent} />,
  },
  {
    id: 'order_info',
    label: 'app.pickup_orders.columns.order_info',
    render: (_puo, a) => <OrderInfoField assignment={a} />,
  },
  {
    id: 'address_to_be_sent',
    label: 'app.pickup_orders.columns.address_to_be_sent',
    render: (_puo, a) => <DestinationField assignment={a} />,
  },
  { id: 'name', label: 'app.pickup_orders.columns.name', render: (_puo, a) => a.recipient.name },
  {
    id: 'status',
    label: 'app.pickup_orders.columns.status',
    sentOnly: true,
    render: (_puo, a) => <OrderStatusBadge status={shownPuoLineStatus(a.status, a.sent_to)} />,
  },
];

export const columnsFor = (sent: boolean) => ASSIGNMENT_COLUMNS.filter((c) => sent || !c.sentOnly);
