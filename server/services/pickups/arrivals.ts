import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, puoAssignments, puoLines } from '../../db/schema';

/**
 * The `arrived` flag of order lines (domain/pickupOrders.ts linesAtWarehouse): a bought line
 * has arrived at its warehouse when its PUO line in an assignment to a warehouse is Shipped
 * (the assignment, or that product, was marked Shipped). Read by Warehouse Orders readiness.
 */
export async function arrivedOrderLineIds(db: DbOrTx, orderIds: readonly string[]): Promise<Set<string>> {
  if (!orderIds.length) return new Set();
  const rows = await db
    .select({ id: puoLines.orderLineId })
    .from(puoLines)
    .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
    .innerJoin(orderLines, eq(orderLines.id, puoLines.orderLineId))
    .where(
      and(
        inArray(orderLines.orderId, [...orderIds]),
        eq(puoAssignments.sentTo, 'Warehouse'),
        eq(puoLines.status, 'Shipped'),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}
