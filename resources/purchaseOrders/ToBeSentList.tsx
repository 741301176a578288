import { DUE_LIST_TAGS } from '../../src/components/list';
import { AddProductManuallyButton, DeleteAssignOrderMenuItem, SendSelectedButton } from './actions';
import { TO_BE_SENT_COLUMNS } from './list/assignOrderColumns';
import { PoNumberColumn, ScheduleColumn, SendColumn, SupplierColumn } from './list/poColumns';
import { PurchaseOrderList } from './list/PurchaseOrderList';

/**
 * Scheduled Supplier Orders (/to-be-sent, spec 000 section 2): search, 'Add Product manually',
 * scheduled date & time (edit icon), supplier name, the assign orders with their products,
 * address to be sent and recipient name, a 'send' button, and Delete in each assign order's
 * menu. Beyond the spec: ticked rows are sent now, each on its own (answered per row), and the
 * Filter shows only the overdue or those due later today (the overview's tiles).
 */
const ToBeSentList = () => (
  <PurchaseOrderList
    title="app.screens.po_to_be_sent"
    tags={DUE_LIST_TAGS}
    head={
      <>
        <ScheduleColumn />
        <PoNumberColumn />
        <SupplierColumn />
      </>
    }
    columns={TO_BE_SENT_COLUMNS}
    tail={<SendColumn />}
    menu={<DeleteAssignOrderMenuItem />}
    actions={<AddProductManuallyButton />}
    bulkActionButtons={<SendSelectedButton />}
  />
);

export default ToBeSentList;
