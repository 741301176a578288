import { eq } from 'drizzle-orm';
import { purchaseOrders, suppliers } from '../../db/schema';
import { scheduledSending } from '../scheduledOrders/scheduledSending';
import { renderPoEmail } from './poEmail';
import { emailAssignments, purchaseOrderRecords } from './poRecords';

/** A sent PO: its e-mail to the supplier, and the event on each order's timeline. */
export const purchaseOrderSending = scheduledSending({
  name: 'purchase orders',
  table: purchaseOrders,
  records: purchaseOrderRecords,
  recipient: async (tx, po) => (await tx.select().from(suppliers).where(eq(suppliers.id, po.supplierId)))[0],
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
