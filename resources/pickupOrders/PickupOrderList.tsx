import type { ReactNode } from 'react';
import { PICKUP_ORDER_SORTS } from '../../domain/listSorts';
import Box from '@mui/material/Box';
import { DataTable, useRecordContext } from 'react-admin';
import { formatUtcDateTime } from '../../src/i18n/shown';
import { DUE_LIST_TAGS, ResourceList } from '../../src/components/list';
import { scheduleText } from '../../src/components/scheduleDialog';
import { ActionsBanner, ActionsProvider } from '../../src/components/actions';
import { PrintTicketsButton } from '../../src/components/printing/PrintBulkButtons';
import { UpdatePuoScheduleButton } from './actions/scheduleActions';
import { AssignmentCountButton, hasSeveralAssignments } from './fields/AssignmentCountButton';
import { AssignmentsPanel } from './fields/AssignmentsPanel';
import { columnsFor, type AssignmentColumn } from './fields/assignmentColumns';
import { PickupAddressField } from './fields/PickupAddressField';
import { name } from './api';
import type { PickupOrder } from './types';

export interface PickupOrderListProps {
  /** Pickup Orders Sent: the 'sent' view of the resource. */
  sent: boolean;
  /** i18n key. */
  title: string;
  /** Each row's menu (the to-be-sent row's, or the first assignment's). */
  rowMenu: ReactNode;
  /** Each further assignment's menu, when it has one. */
  assignmentMenu?: ReactNode;
  /** Columns after the assignment's (the 'send' button). */
  children?: ReactNode;
  /** Actions on the ticked rows: 'send now' to be sent; Shipping Info and Change Status once sent. */
  bulkActionButtons?: ReactNode;
}

/**
 * The two PUO lists (spec 000 sections 2 and 7): search, pager, and per PUO its dates, number,
 * pickup address (popup), shipping agent, then its first assignment (supplier product info,
 * order info, address to be sent, name); a count button expands the other assignments. Ticked
 * rows print their shipping tickets together.
 */
export const PickupOrderList = (props: PickupOrderListProps) => (
  <ActionsProvider>
    <PickupOrderListBody {...props} />
  </ActionsProvider>
);

const PickupOrderListBody = ({
  sent,
  title,
  rowMenu,
  assignmentMenu,
  children,
  bulkActionButtons,
}: PickupOrderListProps) => (
  <ResourceList
    resource={name}
    view={sent ? 'sent' : undefined}
    title={title}
    tags={sent ? undefined : DUE_LIST_TAGS}
    banner={<ActionsBanner />}
    expand={<AssignmentsPanel sent={sent} menu={assignmentMenu} />}
    isRowExpandable={hasSeveralAssignments as (record: never) => boolean}
    rowMenu={rowMenu}
    // The selected PUOs' shipping tickets, one per assignment, in one print job or PDF; and
    // the list's own actions on them ('send now'; Shipping Info, Change Status).
    bulkActionButtons={
      <>
        <PrintTicketsButton list="pickup-orders" />
        {bulkActionButtons}
      </>
    }
    dense
    sorts={PICKUP_ORDER_SORTS}
  >
    <DataTable.Col<PickupOrder>
      source="created_at"
      label="app.pickup_orders.columns.date_time"
      render={(puo) => formatUtcDateTime(puo.created_at)}
    />
    <DataTable.Col<PickupOrder> source="schedule_time" label="app.pickup_orders.columns.scheduled">
      <ScheduledCell />
    </DataTable.Col>
    <DataTable.Col<PickupOrder> source="pickupOrderNumber" label="app.pickup_orders.columns.number">
      <NumberCell />
    </DataTable.Col>
    <DataTable.Col<PickupOrder> label="app.pickup_orders.columns.pickup_address">
      <PickupAddressField />
    </DataTable.Col>
    <DataTable.Col<PickupOrder> source="assigned_to.name" label="app.pickup_orders.columns.shipping_agent" />
    {columnsFor(sent).map((column) => (
      <DataTable.Col<PickupOrder> key={column.id} label={column.label}>
        <FirstAssignmentCell render={column.render} sent={sent} />
      </DataTable.Col>
    ))}
    {children}
  </ResourceList>
);

const ScheduledCell = () => {
  const puo = useRecordContext<PickupOrder>();
  if (!puo) return null;
  return (
    // Date and time may wrap, as in Date & Time, so that the list fits a 1440-pixel window.
    // In the operator's zone, as the schedule dialog and the PO lists show it.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {scheduleText(puo)}
      <UpdatePuoScheduleButton />
    </Box>
  );
};

const NumberCell = () => {
  const puo = useRecordContext<PickupOrder>();
  if (!puo) return null;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', whiteSpace: 'nowrap', width: 'max-content' }}>
      {puo.pickupOrderNumber}
      <AssignmentCountButton />
    </Box>
  );
};

/** A cell of the row's first assignment. */
const FirstAssignmentCell = ({ render, sent }: { render: AssignmentColumn['render']; sent: boolean }) => {
  const puo = useRecordContext<PickupOrder>();
  const first = puo?.assign_orders[0];
  return puo && first ? <>{render(puo, first, sent)}</> : null;
};
