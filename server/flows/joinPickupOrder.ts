import { isLive } from '../../domain/liveLine';
import { say } from '../../domain/texts/answers';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, pickupOrders, puoAssignments, puoLines } from '../db/schema';
import { loadConfig } from '../config';
import { TransitionError } from '../../domain/orderStatus';
import {
  assignmentKey,
  PUO_LINE_TO_BE_SENT,
  routeOfSupplierLine,
  routeOfWarehouseOrder,
  type PickupRoute,
  type PuoDestination,
} from '../../domain/pickupOrders';
import type { ManualCustomer } from '../../domain/purchaseOrders';
import { recordEvents } from '../services/timeline/events';
import { supplierLineWithPo } from './steps/supplierLine';
import type { SendClock } from '../services/scheduledOrders/sendOnce';
import { openPickupOrder } from '../services/pickups/openPickupOrder';
import { defineFlow } from './flow';

/**
 * Goods joining their agent's open PUO as they become ready (DESIGN.md section 4 steps 6 to
 * 8): a supplier's line turning Ready, a warehouse order turning Ready, a product added by hand.
 * Every function runs inside the caller's transaction; a refused join is a TransitionError
 * (the caller answers 409) and the caller's transaction writes nothing. The caller has checked
 * that the agent is active (the readiness rule of domain/readiness.ts, or requireActiveAgent).
 */

let systemClock: SendClock | null = null;
/** The clock of callers that pass none: now, in the operator's zone (TZ_OPERATOR). */
const defaultClock = (): SendClock =>
  (systemClock ??= { now: () => new Date(), timeZone: loadConfig(process.env).timeZone });

export interface JoinedLine {
  orderLineId: string | null;
  poLineId: string | null;
  productId: string;
  quantity: number;
  shopLineItemId: string | null;
}

export interface Joined {
  pickupOrderId: string;
  pickupOrderNumber: string;
  assignOrderId: string;
}

const destinationOfRow = (a: typeof puoAssignments.$inferSelect): PuoDestination => ({
  orderId: a.orderId,
  sentTo: a.sentTo,
  warehouseId: a.warehouseId,
  customer: (a.customer as ManualCustomer | null) ?? null,
});

type Assignment = typeof puoAssignments.$inferSelect;

/**
 * The lines join the agent's open PUO at the pickup place, in the assignment of their
 * destination. No e-mail and no write-back follow: the PUO is e-mailed when it is sent
 * (scheduledOrderSent).
 */
export const joinPickupOrder = defineFlow({
  name: 'lines join a pickup order',
  after: [],
  async run(
    tx: Tx,
    input: {
      shippingAgentId: string;
      route: PickupRoute;
      lines: readonly JoinedLine[];
      userId: string | null;
      clock?: SendClock;
    },
  ): Promise<Joined> {
    const puo = await openPickupOrder(
      tx,
      input.shippingAgentId,
      input.route.pickup,
      input.clock ?? defaultClock(),
    );
    const assignment = await assignmentOf(tx, puo.id, input.route.destination);
    await addLines(tx, assignment.id, input.lines);
    if (assignment.orderId)
      await recordEvents(tx, [
        {
          orderId: assignment.orderId,
          kind: 'pickup-order-joined',
          userId: input.userId,
          detail: {
            pickupOrderNumber: puo.pickupOrderNumber,
            pickupFrom: input.route.pickup.pickupFrom,
            sentTo: assignment.sentTo,
            units: input.lines.reduce((sum, l) => sum + l.quantity, 0),
          },
        },
      ]);
    return { pickupOrderId: puo.id, pickupOrderNumber: puo.pickupOrderNumber, assignOrderId: assignment.id };
  },
});

/** Step: the PUO's assignment of this destination, added when it has none yet. */
async function assignmentOf(tx: Tx, pickupOrderId: string, d: PuoDestination): Promise<Assignment> {
  const key = assignmentKey(d);
  const existing = await tx
    .select()
    .from(puoAssignments)
    .where(eq(puoAssignments.pickupOrderId, pickupOrderId));
  const found = existing.find((a) => assignmentKey(destinationOfRow(a)) === key);
  if (found) return found;
  const [added] = await tx
    .insert(puoAssignments)
    .values({
      pickupOrderId,
      orderId: d.orderId,
      sentTo: d.sentTo,
      warehouseId: d.warehouseId,
      customer: d.customer,
    })
    .returning();
  return added;
}

/** Step: the lines, to be collected, in the assignment. */
async function addLines(tx: Tx, puoAssignmentId: string, lines: readonly JoinedLine[]) {
  await tx.insert(puoLines).values(
    lines.map((l) => ({
      puoAssignmentId,
      orderLineId: l.orderLineId,
      poLineId: l.poLineId,
      productId: l.productId,
      quantity: l.quantity,
      status: PUO_LINE_TO_BE_SENT,
      shopLineItemId: l.shopLineItemId,
    })),
  );
}

/**
 * A supplier's line turned Ready with its agent: picked up at the supplier, delivered to the
 * warehouse or the customer its PO assignment names. Called by SupplierOrdersService.setStatus.
 */
export const addSupplierLineToPickupOrder = defineFlow({
  name: "a supplier's line joins a pickup order",
  after: joinPickupOrder.after,
  async run(
    tx: Tx,
    input: { poLineId: string; shippingAgentId: string; userId: string | null; clock?: SendClock },
  ): Promise<Joined> {
    const found = await readySupplierLine(tx, input.poLineId);
    const [orderLine] = found.line.orderLineId
      ? await tx.select().from(orderLines).where(eq(orderLines.id, found.line.orderLineId))
      : [];
    return joinPickupOrder.run(tx, {
      shippingAgentId: input.shippingAgentId,
      route: routeOfSupplierLine({
        supplierId: found.po.supplierId,
        orderId: found.assignment.orderId,
        sentTo: found.assignment.sentTo,
        warehouseId: found.assignment.warehouseId,
        customer: (found.assignment.customer as ManualCustomer | null) ?? null,
      }),
      lines: [
        {
          orderLineId: found.line.orderLineId,
          poLineId: found.line.id,
          productId: found.line.productId,
          quantity: found.line.quantity,
          shopLineItemId: orderLine?.shopLineItemId ?? null,
        },
      ],
      userId: input.userId,
      clock: input.clock,
    });
  },
});

/** Step: the supplier's line with its PO, refused when it has joined a pickup order already. */
async function readySupplierLine(tx: Tx, poLineId: string) {
  const [found] = await supplierLineWithPo(tx, poLineId);
  if (!found) throw new TransitionError('Product not found');
  const [already] = await tx
    .select({ id: puoLines.id })
    .from(puoLines)
    .where(eq(puoLines.poLineId, poLineId));
  if (already) throw new TransitionError('This product has already joined a pickup order');
  return found;
}

/**
 * A warehouse order turned Ready: the lines its warehouse ships (not refunded, not
 * dropshipped) are picked up at the warehouse and delivered to the customer. Called by the
 * Warehouse Orders 'Ready' transition; an order already picked up from a warehouse is refused.
 */
export const addWarehouseOrderToPickupOrder = defineFlow({
  name: 'a warehouse order joins a pickup order',
  after: joinPickupOrder.after,
  async run(
    tx: Tx,
    input: {
      orderId: string;
      warehouseId: string;
      shippingAgentId: string;
      userId: string | null;
      clock?: SendClock;
    },
  ): Promise<Joined> {
    const lines = await linesTheWarehouseShips(tx, input.orderId, input.warehouseId);
    return joinPickupOrder.run(tx, {
      shippingAgentId: input.shippingAgentId,
      route: routeOfWarehouseOrder({ orderId: input.orderId, warehouseId: input.warehouseId }),
      lines: lines.map((l) => ({
        orderLineId: l.id,
        poLineId: null,
        productId: l.productId!,
        quantity: l.quantity,
        shopLineItemId: l.shopLineItemId,
      })),
      userId: input.userId,
      clock: input.clock,
    });
  },
});

/**
 * Step: the order's lines its warehouse ships, refused when the order is at another warehouse,
 * is picked up from a warehouse already, or has nothing the warehouse ships.
 */
async function linesTheWarehouseShips(tx: Tx, orderId: string, warehouseId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.assignedWarehouseId !== warehouseId)
    throw new TransitionError('The order is not at this warehouse');
  const [already] = await tx
    .select({ number: pickupOrders.pickupOrderNumber })
    .from(puoAssignments)
    .innerJoin(pickupOrders, eq(pickupOrders.id, puoAssignments.pickupOrderId))
    .where(and(eq(puoAssignments.orderId, orderId), eq(pickupOrders.pickupFrom, 'Warehouse')));
  if (already) throw new TransitionError(say('orderAlreadyIn', { number: already.number }));
  const lines = (await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))).filter(
    (l) => isLive(l) && l.productId && !(l.fulfilment === 'buy' && l.directToCustomer),
  );
  if (!lines.length) throw new TransitionError('The order has no product the warehouse ships');
  return lines;
}
