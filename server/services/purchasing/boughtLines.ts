import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, poAssignments, poLines, purchaseOrders, suppliers } from '../../db/schema';
import { destinationKey, groupBoughtLines, type BoughtLine } from '../../../domain/purchaseOrders';
import { recordEvents, type OrderEvent } from '../orders/events';
import { openPurchaseOrder, type PurchasingClock } from './openPurchaseOrder';

/**
 * Buying (DESIGN.md section 4 step 5): once an order's consolidation is decided, each of its
 * bought lines not yet in a PO joins its supplier's open PO, in the assign order of its order
 * and destination. Runs inside the caller's transaction; a line already in a PO is left alone,
 * so a second call changes nothing. Returns how many lines joined.
 */
export async function addBoughtLines(
  tx: Tx,
  orderId: string,
  context: { userId: string | null; clock: PurchasingClock },
): Promise<number> {
  const rows = await tx
    .select({
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      supplierId: orderLines.supplierId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      directToCustomer: orderLines.directToCustomer,
      warehouseId: orders.assignedWarehouseId,
      consolidated: orders.consolidated,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.fulfilment, 'buy'),
        ne(orderLines.status, 'Refund'),
        sql`not exists (select 1 from ${poLines} where ${poLines.orderLineId} = ${orderLines.id})`,
      ),
    )
    .orderBy(orderLines.position);
  // Only decided orders buy: consolidated (to the warehouse) or not (to the customer).
  const lines: BoughtLine[] = rows
    .filter((r) => r.consolidated !== null && r.supplierId && r.productId)
    .map((r) => ({ ...r, supplierId: r.supplierId!, productId: r.productId! }));
  if (!lines.length) return 0;

  const events: OrderEvent[] = [];
  for (const [supplierId, planned] of groupBoughtLines(lines)) {
    const po = await openPurchaseOrder(tx, supplierId, context.clock);
    const existing = await tx
      .select()
      .from(poAssignments)
      .where(and(eq(poAssignments.purchaseOrderId, po.id), eq(poAssignments.orderId, orderId)));
    const byKey = new Map(existing.map((a) => [destinationKey(a), a.id]));
    for (const assignment of planned) {
      let assignmentId = byKey.get(destinationKey(assignment));
      if (!assignmentId) {
        const [made] = await tx
          .insert(poAssignments)
          .values({
            purchaseOrderId: po.id,
            orderId: assignment.orderId,
            sentTo: assignment.sentTo,
            warehouseId: assignment.warehouseId,
          })
          .returning({ id: poAssignments.id });
        assignmentId = made.id;
      }
      await tx.insert(poLines).values(
        assignment.lines.map((l) => ({
          poAssignmentId: assignmentId!,
          orderLineId: l.lineId,
          productId: l.productId,
          quantity: l.quantity,
        })),
      );
    }
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId));
    events.push({
      orderId,
      kind: 'purchase-order-joined',
      userId: context.userId,
      detail: {
        poNumber: po.poNumber,
        supplier: supplier?.name ?? null,
        lines: planned.reduce((n, a) => n + a.lines.length, 0),
        sentTo: [...new Set(planned.map((a) => a.sentTo))],
        scheduleTime: po.scheduleTime,
      },
    });
  }
  await recordEvents(tx, events);
  return lines.length;
}

/** Deletes assign orders left without lines, then POs left without assign orders. */
export async function dropEmpty(tx: Tx, purchaseOrderId: string): Promise<{ poDeleted: boolean }> {
  await tx
    .delete(poAssignments)
    .where(
      and(
        eq(poAssignments.purchaseOrderId, purchaseOrderId),
        sql`not exists (select 1 from ${poLines} where ${poLines.poAssignmentId} = ${poAssignments.id})`,
      ),
    );
  const deleted = await tx
    .delete(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, purchaseOrderId),
        sql`not exists (select 1 from ${poAssignments} where ${poAssignments.purchaseOrderId} = ${purchaseOrders.id})`,
      ),
    )
    .returning({ id: purchaseOrders.id });
  return { poDeleted: deleted.length > 0 };
}

/**
 * A refunded order line (DESIGN.md section 4 step 5): while its PO is to be sent it leaves
 * the PO, and an emptied PO disappears; once sent it stays and shows Refund. Runs in the
 * refund's transaction. Returns what happened, or null when the line was in no PO.
 */
export async function removeRefundedLine(
  tx: Tx,
  orderLineId: string,
  userId: string | null = null,
): Promise<'left' | 'refunded' | null> {
  const [found] = await tx
    .select({ line: poLines, po: purchaseOrders, orderId: poAssignments.orderId })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(eq(poLines.orderLineId, orderLineId));
  if (!found) return null;
  // Lock the PO: a send running now either finishes first (the line stays, as Refund) or waits.
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, found.po.id)).for('update');
  if (po.notificationStatus === 'sent') {
    await tx
      .update(poLines)
      .set({ status: 'Refund', updatedAt: new Date() })
      .where(eq(poLines.id, found.line.id));
    return 'refunded';
  }
  await tx.delete(poLines).where(eq(poLines.id, found.line.id));
  const { poDeleted } = await dropEmpty(tx, po.id);
  if (found.orderId)
    await recordEvents(tx, [
      {
        orderId: found.orderId,
        kind: 'purchase-order-left',
        userId,
        detail: { poNumber: po.poNumber, reason: 'refund', poDeleted },
      },
    ]);
  return 'left';
}
