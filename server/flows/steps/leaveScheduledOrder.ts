import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pickupOrders, poAssignments, poLines, purchaseOrders } from '../../db/schema';
import { inList } from '../../db/bulkInsert';
import { dropEmptied } from '../../services/scheduledOrders/emptied';
import { PO_TABLES } from '../../services/purchasing/poRecords';
import { PUO_TABLES } from '../../services/pickups/puoRecords';
import { settleSentPuoLines } from '../../services/pickups/assignmentFollow';
import { recordEvents, type OrderEvent } from '../../services/timeline/events';

/** Why lines leave: a refund, a shipment that made the pickup needless, another agent. */
export type LeaveReason = 'refund' | 'shipped-by-warehouse' | 'shipped-by-supplier' | 'agent-replaced';

/** A line in a scheduled order: its own id, its purchase or pickup order, and the order it is for. */
export interface Carried {
  lineId: string;
  scheduledOrderId: string;
  orderId: string | null;
}

type ScheduledRow = typeof purchaseOrders.$inferSelect | typeof pickupOrders.$inferSelect;

/** What differs between purchase and pickup orders when a line leaves one. */
interface ScheduledKind {
  orders: typeof PO_TABLES.orders | typeof PUO_TABLES.orders;
  lines: typeof PO_TABLES.lines | typeof PUO_TABLES.lines;
  /** Drops the assignments and the order the leaving lines emptied; says whether the order went. */
  dropEmptied(tx: Tx, scheduledOrderId: string): Promise<boolean>;
  /** On a sent order the line stays and reads what happened to it. */
  settleSent(tx: Tx, lineIds: readonly string[], reason: LeaveReason, now: Date): Promise<void>;
  /** The timeline's entry of the order the line is for. */
  leftEvent(row: ScheduledRow, reason: LeaveReason, deleted: boolean): Pick<OrderEvent, 'kind' | 'detail'>;
}

export const PURCHASE_ORDER: ScheduledKind = {
  orders: PO_TABLES.orders,
  lines: PO_TABLES.lines,
  dropEmptied: (tx, id) => dropEmptied(tx, PO_TABLES, id),
  async settleSent(tx, lineIds, reason, now) {
    // A sent PO keeps a refunded line (the supplier's sheet still matches); nothing else leaves one.
    if (reason === 'refund')
      await tx
        .update(poLines)
        .set({ status: 'Refund', updatedAt: now })
        .where(inArray(poLines.id, [...lineIds]));
  },
  leftEvent: (row, reason, deleted) => ({
    kind: 'purchase-order-left',
    detail: { poNumber: (row as typeof purchaseOrders.$inferSelect).poNumber, reason, poDeleted: deleted },
  }),
};

export const PICKUP_ORDER: ScheduledKind = {
  orders: PUO_TABLES.orders,
  lines: PUO_TABLES.lines,
  dropEmptied: (tx, id) => dropEmptied(tx, PUO_TABLES, id),
  async settleSent(tx, lineIds, reason, now) {
    if (reason === 'refund') await settleSentPuoLines(tx, lineIds, 'Refund', now);
    // The supplier's tracking is this delivery's (one record per delivery): the line has left.
    if (reason === 'shipped-by-supplier') await settleSentPuoLines(tx, lineIds, 'Shipped', now);
  },
  leftEvent: (row, reason, deleted) => ({
    kind: 'pickup-order-left',
    detail: {
      pickupOrderNumber: (row as typeof pickupOrders.$inferSelect).pickupOrderNumber,
      reason,
      puoDeleted: deleted,
    },
  }),
};

/**
 * Lines leave their purchase or pickup orders (DESIGN.md section 4): while an order is to be
 * sent they go, an emptied assignment and an emptied order disappear, so nobody is asked for
 * what is no longer needed, and each order they were for says so on its timeline; on a sent
 * order they stay and read what happened (the kind's settleSent). Locks each scheduled order
 * first, so a send running now either finishes before (it is sent: the lines stay) or waits.
 */
export async function leaveScheduledOrder(
  tx: Tx,
  kind: ScheduledKind,
  carried: readonly Carried[],
  reason: LeaveReason,
  userId: string | null,
): Promise<void> {
  // Both kinds' tables have the same shape; drizzle types a union of tables poorly.
  const scheduled = kind.orders as typeof purchaseOrders;
  const lines = kind.lines as typeof poLines;
  const now = new Date();
  // Locked in id order: two writers letting lines go from the same orders wait, never deadlock.
  for (const scheduledOrderId of [...new Set(carried.map((c) => c.scheduledOrderId))].sort()) {
    const [row] = await tx.select().from(scheduled).where(eq(scheduled.id, scheduledOrderId)).for('update');
    if (!row) continue;
    const here = carried.filter((c) => c.scheduledOrderId === scheduledOrderId);
    const lineIds = here.map((c) => c.lineId);
    if (row.notificationStatus === 'sent') {
      await kind.settleSent(tx, lineIds, reason, now);
      continue;
    }
    await tx.delete(lines).where(inArray(lines.id, lineIds));
    const deleted = await kind.dropEmptied(tx, scheduledOrderId);
    const orderIds = [...new Set(here.map((c) => c.orderId).filter((id): id is string => !!id))];
    await recordEvents(
      tx,
      orderIds.map((orderId) => ({ orderId, userId, ...kind.leftEvent(row, reason, deleted) })),
    );
  }
}

/** Refunded order lines leave the purchase orders that carry them (a sent one reads Refund). */
export async function refundedLinesLeavePurchaseOrders(
  tx: Tx,
  orderLineIds: readonly string[],
  userId: string | null,
): Promise<void> {
  const inPo = await tx
    .select({
      lineId: poLines.id,
      scheduledOrderId: poAssignments.purchaseOrderId,
      orderId: poAssignments.orderId,
    })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .where(inList(poLines.orderLineId, [...orderLineIds]));
  if (inPo.length) await leaveScheduledOrder(tx, PURCHASE_ORDER, inPo, 'refund', userId);
}
