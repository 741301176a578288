import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders, suppliers } from '../../db/schema';
import { queueEmail } from '../mail';
import { recordEvents } from '../orders/events';
import { sendOnce, type SendContext, type Sendable, type SendOutcome } from '../scheduledOrders/sendOnce';
import { emailSettings } from '../scheduledOrders/scheduledEmail';
import { renderPoEmail } from './poEmail';
import { emailAssignments, purchaseOrderRecords } from './poRecords';

export type { SendContext, SendOutcome };

/** A sent PO: its e-mail to the supplier, and the event on each order's timeline. */
export const purchaseOrderSending: Sendable = {
  name: 'purchase orders',
  table: purchaseOrders,
  async deliver(tx: Tx, id: string, context: SendContext) {
    const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    const [record] = await purchaseOrderRecords(tx, [po]);
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, po.supplierId));
    await queueEmail(
      tx,
      renderPoEmail({
        poNumber: po.poNumber,
        supplier: {
          contactEmail: supplier.contactEmail,
          emailSubject: supplier.emailSubject,
          customeEmail: supplier.customeEmail,
        },
        assignments: emailAssignments(record),
        ...(await emailSettings(tx, context.imagesDir)),
      }),
    );
    const orderIds = [
      ...new Set(record.assign_orders.map((a) => a.order_id?._id).filter((o): o is string => !!o)),
    ];
    await recordEvents(
      tx,
      orderIds.map((orderId) => ({
        orderId,
        kind: 'purchase-order-sent' as const,
        userId: context.userId,
        detail: { poNumber: po.poNumber, supplier: supplier.name, to: supplier.contactEmail },
      })),
    );
  },
};

/** Sends one PO inside the caller's transaction, exactly once (server/services/scheduledOrders). */
export const sendInTransaction = (tx: Tx, purchaseOrderId: string, context: SendContext) =>
  sendOnce(tx, purchaseOrderSending, purchaseOrderId, context);
