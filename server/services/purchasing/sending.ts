import { purchaseOrders, suppliers } from '../../db/schema';
import { rowsById } from '../scheduledOrders/orderRecordParts';
import { scheduledSending } from '../scheduledOrders/scheduledSending';
import { renderPoEmail } from './poEmail';
import { emailAssignments, purchaseOrderRecords } from './poRecords';

/** A sent PO: its e-mail to the supplier, and the event on each order's timeline. */
export const purchaseOrderSending = scheduledSending({
  name: 'purchase orders',
  table: purchaseOrders,
  records: purchaseOrderRecords,
  recipients: async (tx, pos) => {
    const byId = await rowsById(
      tx,
      suppliers,
      pos.map((po) => po.supplierId),
    );
    return pos.map((po) => byId.get(po.supplierId)!);
  },
  email: (record, supplier, settings) =>
    renderPoEmail({
      poNumber: record.poNumber,
      supplier,
      assignments: emailAssignments(record),
      ...settings,
    }),
  event: 'purchase-order-sent',
  eventDetail: (po, supplier) => ({
    poNumber: po.poNumber,
    supplier: supplier.name,
    to: supplier.contactEmail,
  }),
});
