import { liveLine } from '../db/liveLine';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  orderLines,
  pickupOrders,
  poLines,
  puoAssignments,
  puoLines,
  stock,
  stockMovements,
} from '../db/schema';
import type { OrderStatus } from '../../domain/orderStatus';
import { arrivalReason, deliveryEffects } from '../../domain/pickupOrders';
import { recordEvents } from '../services/timeline/events';
import { followOrderStatus } from '../services/pickups/orderFollow';
import { followAssignmentStatus } from '../services/pickups/assignmentFollow';
import type { ShopFulfilmentInput } from '../services/shop/fulfilment';
import { shippedParcel } from './steps/shippedParcel';
import { defineFlow } from './flow';

/** What the shop is told of a delivery to the customer. */
export type ShopFulfilment = ShopFulfilmentInput;

type PuoRow = typeof pickupOrders.$inferSelect;
type AssignmentRow = typeof puoAssignments.$inferSelect;

/**
 * A pickup order delivers (DESIGN.md section 4 steps 7 to 9): deliverLines below, run by the
 * pickup order's assignment and product status and its shipping info (services/pickups). A
 * delivery to a customer queues the shop's fulfilment, written by the job woken after commit.
 */
export const pickupDelivers = defineFlow({
  name: 'a pickup order delivers',
  after: ['shopWriteBack'],
  run: (tx: Tx, input: Parameters<typeof deliverLines>[1]) => deliverLines(tx, input),
});

/**
 * Delivering lines of a sent PUO's assignment (DESIGN.md section 4 steps 7 to 9), in the
 * caller's transaction: they become Shipped; to a warehouse, an order's bought line has
 * arrived (its Shipped PUO line is the `arrived` flag, server/services/orderRecords/arrivals.ts)
 * and a manual line's units join that warehouse's stock (an Add movement naming the PUO);
 * to a customer, the order lines are Shipped and the order follows. A refunded line stays
 * Refund. The assignment is Shipped once every line that is not refunded is.
 */
export async function deliverLines(
  tx: Tx,
  input: { puo: PuoRow; assignment: AssignmentRow; lineIds?: readonly string[]; userId: string; now: Date },
): Promise<{ shipped: number; fulfilments: ShopFulfilment[] }> {
  const { puo, assignment, now, userId } = input;
  const all = await tx.select().from(puoLines).where(eq(puoLines.puoAssignmentId, assignment.id));
  const chosen = input.lineIds ? all.filter((l) => input.lineIds!.includes(l.id)) : all;
  const effects = deliveryEffects(
    assignment,
    chosen.map((l) => ({ ...l, status: l.status as OrderStatus })),
  );
  const shippedIds = effects.map((e) => e.lineId);
  if (shippedIds.length) {
    await tx
      .update(puoLines)
      .set({ status: 'Shipped', updatedAt: now })
      .where(inArray(puoLines.id, shippedIds));
    const poLineIds = all.filter((l) => shippedIds.includes(l.id) && l.poLineId).map((l) => l.poLineId!);
    if (poLineIds.length)
      await tx
        .update(poLines)
        .set({ status: 'Shipped', updatedAt: now })
        .where(and(inArray(poLines.id, poLineIds), liveLine(poLines.status)));
    // One record per delivery (DESIGN.md section 4 step 8): the supplier's lines that went to the
    // customer on this assignment read its tracking, so their Shipping Info is read-only.
    if (poLineIds.length && assignment.sentTo === 'Customer' && assignment.trackingId)
      await tx
        .update(poLines)
        .set({
          trackingId: assignment.trackingId,
          agentName: assignment.agentName,
          trackingUrl: assignment.trackingUrl,
        })
        .where(and(inArray(poLines.id, poLineIds), isNull(poLines.trackingId)));
  }

  for (const effect of effects) {
    if (effect.kind !== 'stock-add') continue;
    const [entry] = await tx
      .insert(stock)
      .values({ warehouseId: effect.warehouseId, productId: effect.productId, totalUnits: effect.units })
      .onConflictDoUpdate({
        target: [stock.warehouseId, stock.productId],
        set: { totalUnits: sql`${stock.totalUnits} + excluded.total_units`, updatedAt: now },
      })
      .returning({ id: stock.id });
    await tx.insert(stockMovements).values({
      stockId: entry.id,
      delta: effect.units,
      action: 'Add',
      reason: arrivalReason(puo.pickupOrderNumber),
      userId,
    });
  }

  const fulfilments: ShopFulfilment[] = [];
  const shippedOrderLines = effects.flatMap((e) => (e.kind === 'order-line-shipped' ? [e.orderLineId] : []));
  if (shippedOrderLines.length) {
    const changed = await tx
      .update(orderLines)
      .set({ status: 'Shipped', updatedAt: now })
      // A line already Shipped (its supplier's tracking) was told to the shop then: not twice.
      .where(
        and(inArray(orderLines.id, shippedOrderLines), notInArray(orderLines.status, ['Refund', 'Shipped'])),
      )
      .returning({ id: orderLines.id, orderId: orderLines.orderId });
    await followOrderStatus(tx, [...new Set(changed.map((c) => c.orderId))], now);
    for (const orderId of new Set(changed.map((c) => c.orderId)))
      fulfilments.push({
        orderId,
        orderLineIds: changed.filter((c) => c.orderId === orderId).map((c) => c.id),
        trackingNumber: assignment.trackingId ?? '',
        company: assignment.agentName ?? '',
        url: assignment.trackingUrl ?? '',
        userId,
      });
    // Each delivery is a parcel of whoever the agent collected from; the shop learns of it
    // through its durable job (server/jobs/shopFulfilments.ts).
    for (const fulfilment of fulfilments)
      await shippedParcel(tx, {
        orderId: fulfilment.orderId,
        orderLineIds: fulfilment.orderLineIds,
        shipper: puo.pickupFrom === 'Warehouse' ? 'warehouse' : 'supplier',
        warehouseId: puo.pickupFrom === 'Warehouse' ? puo.pickupWarehouseId : null,
        supplierId: puo.pickupFrom === 'Warehouse' ? null : puo.pickupSupplierId,
        trackingId: fulfilment.trackingNumber,
        agentName: fulfilment.company,
        trackingUrl: fulfilment.url,
        userId,
      });
  }

  await followAssignmentStatus(tx, [assignment.id], now);

  if (assignment.orderId && effects.length)
    await recordEvents(tx, [
      {
        orderId: assignment.orderId,
        kind: 'pickup-order-delivered',
        userId,
        detail: {
          pickupOrderNumber: puo.pickupOrderNumber,
          sentTo: assignment.sentTo,
          products: effects.length,
          ...(assignment.sentTo === 'Warehouse' ? { arrived: true } : { shipped: true }),
        },
      },
    ]);
  return { shipped: effects.length, fulfilments };
}

/**
 * The warehouse entered the tracking of an order it ships (Warehouse Orders' Shipping Info): the
 * sent PUO assignment carrying that order from the warehouse to its customer is the same
 * delivery (DESIGN.md section 4 step 8: one record per delivery), so it takes the same tracking
 * and is Shipped. The shop is told once, by the caller; a refunded line stays Refund.
 */
export async function shipWarehouseDelivery(
  tx: Tx,
  input: { orderId: string; trackingId: string; agentName: string; trackingUrl: string | null; now: Date },
): Promise<void> {
  const carrying = await tx
    .select({ id: puoAssignments.id })
    .from(puoAssignments)
    .innerJoin(pickupOrders, eq(pickupOrders.id, puoAssignments.pickupOrderId))
    .where(
      and(
        eq(puoAssignments.orderId, input.orderId),
        eq(puoAssignments.sentTo, 'Customer'),
        isNull(puoAssignments.trackingId),
        eq(pickupOrders.pickupFrom, 'Warehouse'),
        eq(pickupOrders.notificationStatus, 'sent'),
      ),
    );
  if (!carrying.length) return;
  const ids = carrying.map((a) => a.id);
  await tx
    .update(puoLines)
    .set({ status: 'Shipped', updatedAt: input.now })
    .where(and(inArray(puoLines.puoAssignmentId, ids), liveLine(puoLines.status)));
  await tx
    .update(puoAssignments)
    .set({
      trackingId: input.trackingId,
      agentName: input.agentName,
      trackingUrl: input.trackingUrl,
      status: 'Shipped',
      updatedAt: input.now,
    })
    .where(inArray(puoAssignments.id, ids));
}
