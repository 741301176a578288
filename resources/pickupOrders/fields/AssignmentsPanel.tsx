import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ExpandedRowsTable, RowMenu } from '../../../src/components/list';
import type { PickupOrder } from '../types';
import { AssignmentProvider } from './AssignmentContext';
import { columnsFor } from './assignmentColumns';

/** The expanded part of a PUO: one row per further assignment, each with its own menu when sent. */
export const AssignmentsPanel = ({ sent, menu }: { sent: boolean; menu?: ReactNode }) => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  if (!puo) return null;
  const columns = columnsFor(sent);
  return (
    <ExpandedRowsTable
      label={translate('app.pickup_orders.assignments_of', { number: puo.pickupOrderNumber })}
      columns={columns}
      items={puo.assign_orders.slice(1)}
      cell={(c, assignment) => c.render(puo, assignment, sent)}
      actions={
        menu
          ? (assignment) => (
              <AssignmentProvider puo={puo} assignment={assignment}>
                <RowMenu>{menu}</RowMenu>
              </AssignmentProvider>
            )
          : undefined
      }
    />
  );
};
