import { ChangeStatusMenuItem, CommentMenuItem, InvoiceNumberMenuItem } from './actions';
import { SENT_COLUMNS } from './list/assignOrderColumns';
import { CreatedColumn, PoNumberColumn, ScheduleColumn, SentColumn, SupplierColumn } from './list/poColumns';
import { PurchaseOrderList } from './list/PurchaseOrderList';

/**
 * Purchase Orders Sent (/Sent, spec 000 section 2), a second list of the resource on its own
 * endpoint: created and scheduled date & time, PO number, supplier, the assign orders with
 * their products (estimated shipping date, status), address, name and Status; each assign
 * order's menu: Add/Edit Comment, Invoice Number, Change Status. Beyond the spec: when the PO
 * was sent, and each assign order's notes under its Status.
 */
const SentList = () => (
  <PurchaseOrderList
    view="sent"
    title="app.screens.po_sent"
    head={
      <>
        <CreatedColumn />
        <ScheduleColumn />
        <SentColumn />
        <PoNumberColumn />
        <SupplierColumn />
      </>
    }
    columns={SENT_COLUMNS}
    menu={
      <>
        <CommentMenuItem />
        <InvoiceNumberMenuItem />
        <ChangeStatusMenuItem />
      </>
    }
  />
);

export default SentList;
