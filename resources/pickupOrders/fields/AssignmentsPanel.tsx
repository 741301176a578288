import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRecordContext, useTranslate } from 'react-admin';
import { RowMenu } from '../../../src/components/list';
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
    <Table
      size="small"
      aria-label={translate('app.pickup_orders.assignments_of', { number: puo.pickupOrderNumber })}
    >
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.id}>{translate(c.label)}</TableCell>
          ))}
          {menu ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {puo.assign_orders.slice(1).map((assignment) => (
          <TableRow key={assignment._id}>
            {columns.map((c) => (
              <TableCell key={c.id}>{c.render(puo, assignment, sent)}</TableCell>
            ))}
            {menu ? (
              <TableCell align="right">
                <AssignmentProvider puo={puo} assignment={assignment}>
                  <RowMenu>{menu}</RowMenu>
                </AssignmentProvider>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
