import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import EventIcon from '@mui/icons-material/Event';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { SUPPLIER_LINE_STATUSES, type SupplierLineStatus } from '../../../domain/supplierLines';
import { linesAgentBatchBody, linesEstimatedDateBatchBody } from '../../../domain/schemas/purchasing';
import { BulkActionButton, SelectedCount } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { batchConfirmation, ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import {
  AddShippingInfoForm,
  sharedValue,
  type ShippingInfo,
} from '../../../src/components/orders/ShippingInfoForms';
import type { SupplierOrder } from '../types';
import { LineDateInput, LineAgentInput } from './lineInputs';
import { pastDayConfirmation } from '../../../src/components/forms';

/**
 * The banner names a refused row by its PO number and its order's (shown in the row's address
 * details): a PO's rows, one per order it buys for, share the PO number.
 */
const rowName = (row: SupplierOrder) => `${row.poNumber} ${row.order_number}`;

const agentSchema = linesAgentBatchBody.pick({ shippingAgentId: true });
const dateSchema = linesEstimatedDateBatchBody.pick({ estimatedDate: true });

/**
 * Update Shipping Agent of the selected rows: every line of each, under the line's rule
 * (POST /add-shipping-agent-to-product-batch); the banner names the refused rows and why.
 */
export const SetAgentOfSelectedButton = () => (
  <BulkActionButton<{ shippingAgentId: string }, SupplierOrder>
    label="app.supplier_orders.agent.title"
    icon={<LocalShippingIcon />}
    call={(dp, ids, { shippingAgentId }) => dp.setLinesShippingAgentBatch({ ids, shippingAgentId })}
    rowName={rowName}
    dialog={(save, close) => (
      <DialogForm
        maxWidth="xs"
        title="app.supplier_orders.agent.title"
        schema={agentSchema}
        record={{ shippingAgentId: undefined }}
        submitLabel="app.supplier_orders.agent.done"
        ready={(values) => !!values.shippingAgentId}
        save={save}
        onClose={close}
      >
        <LineAgentInput />
      </DialogForm>
    )}
  />
);

/** Update Estimated Shipping Date of the selected rows (POST /update-estimated-shipping-date-batch). */
export const SetEstimatedDateOfSelectedButton = () => (
  <BulkActionButton<{ estimatedDate: string }, SupplierOrder>
    label="app.supplier_orders.estimated_date.title"
    icon={<EventIcon />}
    call={(dp, ids, { estimatedDate }) => dp.setLinesEstimatedDateBatch({ ids, estimatedDate })}
    rowName={rowName}
    dialog={(save, close) => (
      <DialogForm
        maxWidth="xs"
        title="app.supplier_orders.estimated_date.title"
        schema={dateSchema}
        record={{ estimatedDate: '' }}
        submitLabel="app.supplier_orders.estimated_date.done"
        confirm={pastDayConfirmation('estimatedDate')}
        save={(values) => save({ estimatedDate: values.estimatedDate.slice(0, 10) })}
        onClose={close}
      >
        <LineDateInput />
      </DialogForm>
    )}
  />
);

/**
 * Change Status of the selected rows: Pending, Preparation or Ready, each row under its line's
 * rule (Ready needs an active agent; the banner names the rows refused). Ready is irreversible:
 * one confirmation for the whole batch, naming how many rows.
 */
const STATUS_OPTIONS = SUPPLIER_LINE_STATUSES.map((status) => ({
  status,
  label: `app.supplier_orders.tags.${status.toLowerCase()}`,
}));

export const ChangeStatusOfSelectedLinesButton = () => (
  <BulkActionButton<{ status: SupplierLineStatus }, SupplierOrder>
    label="app.supplier_orders.status.title"
    icon={<SyncAltIcon />}
    call={(dp, ids, { status }) => dp.changeLinesStatusBatch({ ids, status })}
    rowName={rowName}
    dialog={(save, close, _selected, count) => (
      <ChangeStatusDialog
        options={STATUS_OPTIONS}
        confirm={batchConfirmation(
          'app.supplier_orders.status.ready_title',
          'app.supplier_orders.status.ready_selected',
          count,
        )}
        save={(status) => save({ status: status as SupplierLineStatus })}
        onClose={close}
      />
    )}
  />
);

/** A line's own Add Shipping Info texts, as its dialog reads them. */
const TRACKING_TEXTS = 'app.supplier_orders.shipping_info';

/** The selected lines' one agent, the likely carrier the form starts with; none when they differ. */
const sharedAgentName = (selected: readonly SupplierOrder[]) =>
  sharedValue(selected.flatMap((row) => row.products.map((line) => line.shipping_agent?.name ?? '')));

/**
 * Add Shipping Info of the selected rows (POST /add-tracking-id-to-supplier-orders-batch): one
 * tracking fits the whole parcel, so it goes on every line of each row that has none yet, as a
 * line's own Add Shipping Info adds it (the same fields and checks); the banner names the rows
 * refused and why (one fully tracked already says so).
 */
export const ShippingInfoOfSelectedLinesButton = () => (
  <BulkActionButton<ShippingInfo, SupplierOrder>
    label={`${TRACKING_TEXTS}.add_title`}
    icon={<TrackChangesIcon />}
    call={(dp, ids, info) => dp.addLinesShippingInfoBatch({ ids, ...info })}
    rowName={rowName}
    dialog={(save, close, selected, count) => (
      <AddShippingInfoForm
        texts={TRACKING_TEXTS}
        agentName={sharedAgentName(selected)}
        maxWidth="xs"
        save={save}
        onClose={close}
      >
        <SelectedCount text="app.supplier_orders.bulk.shipping_info_of_selected" count={count} />
      </AddShippingInfoForm>
    )}
  />
);
