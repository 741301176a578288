import Box from '@mui/material/Box';
import { DataTable } from 'react-admin';
import { formatUtcDateTime } from '../../../src/i18n/shown';
import { SendPoNowButton, UpdatePoScheduleButton } from '../actions';
import { scheduleText } from '../../../src/components/scheduleDialog';
import type { PurchaseOrder } from '../types';

/**
 * The PO columns of the two lists (spec 000 section 2), in the screens' order. Each `source` is
 * the column key the lists sort by (domain/listSorts.ts); the cells render themselves.
 */
const label = (id: string) => `app.purchase_orders.columns.${id}`;

export const CreatedColumn = () => (
  <DataTable.Col<PurchaseOrder>
    source="created_at"
    label={label('created_at')}
    render={(po) => formatUtcDateTime(po.created_at)} // dates are shown in UTC (spec 000 section 9)
    // The time may go under the date, so that Purchase Orders Sent fits a 1440-pixel window.
    sx={{ minWidth: 84, verticalAlign: 'top' }}
  />
);

/** In the operator's zone, with the edit icon while the PO is to be sent. */
export const ScheduleColumn = () => (
  <DataTable.Col<PurchaseOrder>
    source="schedule_time"
    label={label('schedule_time')}
    sx={{ verticalAlign: 'top' }}
    render={(po) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        {scheduleText(po)}
        <UpdatePoScheduleButton />
      </Box>
    )}
  />
);

/** When the PO went to its supplier (Purchase Orders Sent). */
export const SentColumn = () => (
  <DataTable.Col<PurchaseOrder>
    source="sent_at"
    label={label('sent_at')}
    render={(po) => formatUtcDateTime(po.sent_at)}
    sx={{ minWidth: 84, verticalAlign: 'top' }}
  />
);

export const PoNumberColumn = () => (
  <DataTable.Col<PurchaseOrder>
    source="poNumber"
    label={label('po_number')}
    render={(po) => po.poNumber}
    sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
  />
);

export const SupplierColumn = () => (
  <DataTable.Col<PurchaseOrder>
    source="assigned_to.name"
    label={label('supplier')}
    render={(po) => po.assigned_to.name}
    sx={{ verticalAlign: 'top' }}
  />
);

export const SendColumn = () => (
  <DataTable.Col<PurchaseOrder>
    label={label('send')}
    sx={{ verticalAlign: 'top' }}
    render={() => <SendPoNowButton />}
  />
);
