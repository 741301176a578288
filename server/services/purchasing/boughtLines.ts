import { liveLine } from '../../db/liveLine';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, poAssignments, poLines, suppliers } from '../../db/schema';
import { destinationKey, groupBoughtLines, type BoughtLine } from '../../../domain/purchaseOrders';
import { bulkInsert, inList } from '../../db/bulkInsert';
import { recordEvents, type OrderEvent } from '../timeline/events';
import { openPurchaseOrders } from './openPurchaseOrder';
import { dropEmptied } from '../scheduledOrders/emptied';
import type { SendClock } from '../scheduledOrders/sendOnce';
import { PO_TABLES } from './poRecords';

/**
 * Buying (DESIGN.md section 4 step 5): once an order's consolidation is decided, each of its
 * bought lines not yet in a PO joins its supplier's open PO, in the assign order of its order
 * and destination. Takes a list of orders so that many decided at once cost a few statements
 * (one select of their lines, one lock of the open POs, bulk inserts, one timeline insert)
 * rather than several per order; the result is what one call per order, in the list's order,
 * would give: same POs and PO numbers, assign orders, lines, and one timeline entry per order
 * and supplier. Runs inside the caller's transaction; a line already in a PO is left alone,
 * so a second call changes nothing. Returns how many lines joined.
 */
export async function addBoughtLines(
  tx: Tx,
  orderIds: readonly string[],
  context: { userId: string | null; clock: SendClock },
): Promise<number> {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return 0;
  const rank = new Map(ids.map((id, k) => [id, k]));
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
      position: orderLines.position,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inList(orderLines.orderId, ids),
        eq(orderLines.fulfilment, 'buy'),
        liveLine(orderLines.status),
        sql`not exists (select 1 from ${poLines} where ${poLines.orderLineId} = ${orderLines.id})`,
      ),
    );
  // Only decided orders buy: consolidated (to the warehouse) or not (to the customer).
  const byOrder = new Map<string, BoughtLine[]>(ids.map((id) => [id, []]));
  for (const r of rows
    .filter((r) => r.consolidated !== null && r.supplierId && r.productId)
    .sort((a, b) => rank.get(a.orderId)! - rank.get(b.orderId)! || a.position - b.position))
    byOrder.get(r.orderId)!.push({
      lineId: r.lineId,
      orderId: r.orderId,
      supplierId: r.supplierId!,
      productId: r.productId!,
      quantity: r.quantity,
      directToCustomer: r.directToCustomer,
      warehouseId: r.warehouseId,
    });
  // Per order, its suppliers in the order of its lines (as one call per order plans them).
  const plans = [...byOrder]
    .filter(([, lines]) => lines.length)
    .map(([orderId, lines]) => ({ orderId, bySupplier: groupBoughtLines(lines) }));
  if (!plans.length) return 0;

  const supplierIds = [...new Set(plans.flatMap((p) => [...p.bySupplier.keys()]))];
  const pos = await openPurchaseOrders(tx, supplierIds, context.clock);
  const poIds = [...new Set([...pos.values()].map((po) => po.id))];
  const names = new Map(
    (
      await tx
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(inList(suppliers.id, supplierIds))
    ).map((s) => [s.id, s.name]),
  );
  // Assign orders these orders already have in those POs (lines added after a first call).
  const existing = await tx
    .select()
    .from(poAssignments)
    .where(and(inList(poAssignments.purchaseOrderId, poIds), inList(poAssignments.orderId, ids)));
  const assignmentOf = new Map(existing.map((a) => [`${a.purchaseOrderId}|${destinationKey(a)}`, a.id]));

  const newAssignments: (typeof poAssignments.$inferInsert)[] = [];
  const newLines: (typeof poLines.$inferInsert)[] = [];
  const events: OrderEvent[] = [];
  let joined = 0;
  for (const { orderId, bySupplier } of plans) {
    for (const [supplierId, planned] of bySupplier) {
      const po = pos.get(supplierId)!;
      for (const assignment of planned) {
        const key = `${po.id}|${destinationKey(assignment)}`;
        let assignmentId = assignmentOf.get(key);
        if (!assignmentId) {
          assignmentId = randomUUID();
          assignmentOf.set(key, assignmentId);
          newAssignments.push({
            id: assignmentId,
            purchaseOrderId: po.id,
            orderId: assignment.orderId,
            sentTo: assignment.sentTo,
            warehouseId: assignment.warehouseId,
          });
        }
        for (const l of assignment.lines)
          newLines.push({
            poAssignmentId: assignmentId,
            orderLineId: l.lineId,
            productId: l.productId,
            quantity: l.quantity,
          });
        joined += assignment.lines.length;
      }
      events.push({
        orderId,
        kind: 'purchase-order-joined',
        userId: context.userId,
        detail: {
          poNumber: po.poNumber,
          supplier: names.get(supplierId) ?? null,
          lines: planned.reduce((n, a) => n + a.lines.length, 0),
          sentTo: [...new Set(planned.map((a) => a.sentTo))],
          scheduleTime: po.scheduleTime,
        },
      });
    }
  }
  await bulkInsert(tx, poAssignments, newAssignments);
  await bulkInsert(tx, poLines, newLines);
  await recordEvents(tx, events);
  return joined;
}

/** Deletes assign orders left without lines, then the PO when left without assign orders. */
export async function dropEmpty(tx: Tx, purchaseOrderId: string): Promise<{ poDeleted: boolean }> {
  return { poDeleted: await dropEmptied(tx, PO_TABLES, purchaseOrderId) };
}
