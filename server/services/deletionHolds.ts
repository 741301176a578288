import { and, eq, gt, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  orderLines,
  orders,
  pickupOrders,
  poAssignments,
  poLines,
  purchaseOrders,
  puoAssignments,
  puoLines,
  stock,
} from '../db/schema';
import { FINISHED_LINE_STATUSES, type Hold, type HoldKind } from '../../domain/deletionHolds';

/**
 * The queries behind "what holds a record" (domain/deletionHolds): each counts the unfinished
 * work matching the caller's condition and lists the numbers a user can look up. The services
 * of warehouses, suppliers, shipping agents and products say which condition is theirs.
 */

const unfinished = (status: AnyColumn) => notInArray(status, [...FINISHED_LINE_STATUSES]);
const refsOf = (column: AnyColumn) =>
  sql<string[]>`coalesce(array_agg(distinct ${column} order by ${column}), '{}')`;

async function held(kind: HoldKind, rows: Promise<{ count: number; refs: string[] | null }[]>) {
  const [row] = await rows;
  return { kind, count: Number(row?.count ?? 0), refs: row?.refs ?? [] } satisfies Hold;
}

/** PO lines not shipped or refunded; `when` may name the PO (its supplier, to be sent or sent). */
export const purchaseOrderLines = (tx: DbOrTx, kind: HoldKind, when: SQL | undefined) =>
  held(
    kind,
    tx
      .select({ count: sql<number>`count(*)`, refs: refsOf(purchaseOrders.poNumber) })
      .from(poLines)
      .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
      .where(and(unfinished(poLines.status), when)),
  );

/** Pickup-order lines not shipped or refunded; `when` may name the pickup order or its assignment. */
export const pickupOrderLines = (tx: DbOrTx, when: SQL | undefined) =>
  held(
    'pickupOrderLines',
    tx
      .select({ count: sql<number>`count(*)`, refs: refsOf(pickupOrders.pickupOrderNumber) })
      .from(puoLines)
      .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
      .innerJoin(pickupOrders, eq(pickupOrders.id, puoAssignments.pickupOrderId))
      .where(and(unfinished(puoLines.status), when)),
  );

/** Orders not shipped or refunded (`kind`: how they are counted, 'readyOrders' for the Ready ones). */
export const openOrders = (tx: DbOrTx, when: SQL | undefined, kind: HoldKind = 'orders') =>
  held(
    kind,
    tx
      .select({ count: sql<number>`count(*)`, refs: refsOf(orders.orderNumber) })
      .from(orders)
      .where(and(unfinished(orders.status), when)),
  );

/** Order lines not shipped or refunded, named by their order. */
export const openOrderLines = (tx: DbOrTx, when: SQL | undefined) =>
  held(
    'orderLines',
    tx
      .select({ count: sql<number>`count(*)`, refs: refsOf(orders.orderNumber) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(unfinished(orderLines.status), when)),
  );

/** Units in stock (the count is units, not rows). */
export const stockUnits = (tx: DbOrTx, when: SQL | undefined) =>
  held(
    'stockUnits',
    tx
      .select({
        count: sql<number>`coalesce(sum(${stock.totalUnits}), 0)`,
        refs: sql<string[]>`'{}'::text[]`,
      })
      .from(stock)
      .where(and(gt(stock.totalUnits, 0), when)),
  );

/** Pickup orders not sent yet: their agent would be asked to collect at the place they name. */
export const pickupOrdersToBeSent = (tx: DbOrTx, when: SQL | undefined) =>
  held(
    'pickupOrdersToBeSent',
    tx
      .select({ count: sql<number>`count(*)`, refs: refsOf(pickupOrders.pickupOrderNumber) })
      .from(pickupOrders)
      .where(and(eq(pickupOrders.notificationStatus, 'to_be_sent'), when)),
  );
