import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { RETURN_STATES, returnOverdue } from '../../domain/returns';
import { RETURN_SORTS } from '../../domain/listSorts';
import type { ReturnRecord } from '../../domain/schemas/returns';
import { ResourceList } from '../../src/components/list';
import { ActionsBanner, ActionsProvider } from '../../src/components/actions';
import { formatUtcDateTime } from '../../src/i18n/shown';
import { ReceiveMenuItem, ReceiveSelectedButton, RefundMenuItem } from './actions';

const STATE_TAGS = RETURN_STATES.map((state) => ({ id: state, name: `app.values.return_states.${state}` }));

/** When it opened, and for an open one its clock (overdue past its expected days, in red). */
const Opened = ({ row }: { row: ReturnRecord }) => {
  const translate = useTranslate();
  const { overdue, daysOpen } = returnOverdue(new Date(row.opened_at), row.expected_days, new Date());
  return (
    <>
      {formatUtcDateTime(row.opened_at)}
      {row.state === 'open' && (
        <Typography variant="caption" component="div" color={overdue ? 'error' : 'text.secondary'}>
          {translate('app.returns.days_open', { smart_count: daysOpen })}
        </Typography>
      )}
    </>
  );
};

/** An expanded return's lines (GET /get-return). */
const ReturnLines = () => {
  const translate = useTranslate();
  const row = useRecordContext<ReturnRecord>();
  const { data } = useGetOne<ReturnRecord & { id: string }>(
    'returns',
    { id: row?._id ?? '' },
    { enabled: !!row },
  );
  if (!data?.lines) return null;
  return (
    <Box component="ul" sx={{ m: 0, py: 1 }}>
      {data.lines.map((line) => (
        <li key={line._id}>
          {translate('app.returns.line', {
            quantity: line.quantity,
            name: [line.sku, line.name].filter(Boolean).join(' '),
          })}
        </li>
      ))}
    </Box>
  );
};

/**
 * Returns (issue 32 item 2): each with the order, who it goes back to, its state and clock;
 * filtered by state, searched by order number, sorted; Receive one or the ticked ones, and the
 * Admin's Refund once received. A row expands to its lines.
 */
export const ReturnList = () => {
  const translate = useTranslate();
  return (
    <ActionsProvider>
      <ResourceList
        resource="returns"
        title="app.screens.returns"
        tags={STATE_TAGS}
        banner={<ActionsBanner />}
        sorts={RETURN_SORTS}
        expand={<ReturnLines />}
        rowMenu={
          <>
            <ReceiveMenuItem />
            <RefundMenuItem />
          </>
        }
        bulkActionButtons={<ReceiveSelectedButton />}
      >
        <DataTable.Col<ReturnRecord> source="return_number" label="app.returns.columns.return_number" />
        <DataTable.Col<ReturnRecord>
          source="order.order_number"
          label="app.returns.columns.order"
          render={(row) => row.order.order_number}
        />
        <DataTable.Col<ReturnRecord>
          label="app.returns.columns.shipper"
          disableSort
          render={(row) => translate(`app.returns.shippers.${row.shipper.kind}`, { name: row.shipper.name })}
        />
        <DataTable.Col<ReturnRecord>
          source="state"
          label="app.returns.columns.state"
          render={(row) => translate(`app.values.return_states.${row.state}`)}
        />
        <DataTable.Col<ReturnRecord> source="reason" label="app.returns.columns.reason" disableSort />
        <DataTable.Col<ReturnRecord> source="units" label="app.returns.columns.units" disableSort />
        <DataTable.Col<ReturnRecord>
          source="opened_at"
          label="app.returns.columns.opened_at"
          render={(row) => <Opened row={row} />}
        />
        <DataTable.Col<ReturnRecord>
          label="app.returns.columns.condition"
          disableSort
          render={(row) => (row.condition ? translate(`app.values.return_conditions.${row.condition}`) : '—')}
        />
      </ResourceList>
    </ActionsProvider>
  );
};

export default ReturnList;
