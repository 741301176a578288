import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { purchaseOrders, settings, suppliers } from '../../db/schema';
import { queueEmail } from '../mail';
import { recordEvents } from '../orders/events';
import { renderPoEmail } from './poEmail';
import { emailAssignments, purchaseOrderRecords } from './poRecords';
import type { PurchasingClock } from './openPurchaseOrder';

export interface SendContext {
  clock: PurchasingClock;
  /** Where the settings' signature image lives (DATA_DIR/images). */
  imagesDir: string;
  /** null: the scheduler. */
  userId: string | null;
}

export type SendOutcome = 'sent' | 'already-sent' | 'missing';

/**
 * Sends one PO inside the caller's transaction, exactly once: the conditional UPDATE moves
 * it to Sent only while it is to be sent, so of two senders (send now, the due job, another
 * server instance) one wins and the other finds nothing to do. The e-mail goes to the outbox in
 * the same transaction: it exists exactly when the PO is Sent.
 */
export async function sendInTransaction(
  tx: Tx,
  purchaseOrderId: string,
  context: SendContext,
): Promise<SendOutcome> {
  const now = context.clock.now();
  const [po] = await tx
    .update(purchaseOrders)
    .set({ notificationStatus: 'sent', sentAt: now, updatedAt: now })
    .where(and(eq(purchaseOrders.id, purchaseOrderId), eq(purchaseOrders.notificationStatus, 'to_be_sent')))
    .returning();
  if (!po) {
    const [exists] = await tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, purchaseOrderId));
    return exists ? 'already-sent' : 'missing';
  }
  const [record] = await purchaseOrderRecords(tx, [po]);
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, po.supplierId));
  const [config] = await tx.select().from(settings);
  const imageFile = config?.emailImgSignature
    ? path.join(context.imagesDir, path.basename(config.emailImgSignature))
    : null;
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
      from: config?.sendFromEmail ?? null,
      // A signature whose file has gone is left out rather than blocking the e-mail.
      signature:
        imageFile && fs.existsSync(imageFile)
          ? { path: imageFile, fileName: path.basename(imageFile), width: config?.imageSize ?? null }
          : null,
    }),
  );
  const orderIds = [
    ...new Set(record.assign_orders.map((a) => a.order_id?._id).filter((id): id is string => !!id)),
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
  return 'sent';
}

/**
 * Sends every PO whose schedule time has come. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so server instances running this at once share the work and never send one PO twice.
 * Each batch is one transaction. Returns how many were sent.
 */
export async function sendDuePurchaseOrders(
  db: Database,
  context: Omit<SendContext, 'userId'>,
  batch = 20,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.notificationStatus, 'to_be_sent'),
            lte(purchaseOrders.scheduleTime, context.clock.now()),
          ),
        )
        .orderBy(asc(purchaseOrders.scheduleTime), asc(purchaseOrders.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const { id } of due)
        if ((await sendInTransaction(tx, id, { ...context, userId: null })) === 'sent') sent++;
      return due.length;
    });
    if (claimed < batch) return sent;
  }
}
