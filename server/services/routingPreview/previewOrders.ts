import { and, asc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orderLines, orderRoutings, orders } from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import type { PreviewOrder } from '../../../domain/routingPreview';
import { loadMeasures, type RoutableOrder } from '../orders/routing';
import { routingLines } from '../orders/routingInputs';

/**
 * The orders a warehouse change is tried on (issue 18 item 5). A waiting order is problematic,
 * undecided and still Pending: only those does a save route, so they are read as routing would
 * read them now (their live lines, their products' current measures), the same inputs for the
 * preview and the save. The other orders of the window are read as routing read them when it
 * decided (order_routings), or recomputed from their current lines where nothing was kept.
 */
const waitingForWarehouse = and(
  eq(orders.problematic, true),
  isNull(orders.assignedWarehouseId),
  eq(orders.status, 'Pending'),
);

export type WaitingOrder = PreviewOrder & { routable: RoutableOrder; createdAt: Date };

/** Each order's lines, oldest line first, for routing. */
async function linesOf(db: DbOrTx, ids: readonly string[]) {
  const byOrder = new Map<string, RoutableOrder['lines']>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({
        orderId: orderLines.orderId,
        id: orderLines.id,
        productId: orderLines.productId,
        sku: orderLines.sku,
        quantity: orderLines.quantity,
        status: orderLines.status,
      })
      .from(orderLines)
      .where(inList(orderLines.orderId, ids.slice(i, i + 5000)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return byOrder;
}

/** Orders as routing reads them now: live lines with their products' current measures. */
async function currentInputs<O extends { id: string; orderNumber: string; shippingCountry: string | null }>(
  db: DbOrTx,
  found: readonly O[],
) {
  const lines = await linesOf(
    db,
    found.map((o) => o.id),
  );
  const productIds = [
    ...new Set([...lines.values()].flat().flatMap((l) => (l.productId ? [l.productId] : []))),
  ];
  const measures = await loadMeasures(db, productIds);
  return found.map((o) => {
    const routable: RoutableOrder = {
      id: o.id,
      shippingCountry: o.shippingCountry,
      lines: lines.get(o.id) ?? [],
    };
    return {
      order: o,
      routable,
      lines: routingLines(liveLines(routable.lines), measures),
    };
  });
}

/**
 * The waiting orders, oldest first (stock serves the oldest first, as on import). In a save's
 * transaction they are locked as the Admin's warehouse choice locks an order, so the two cannot
 * both settle one.
 */
export async function waitingOrders(db: DbOrTx, lock: boolean): Promise<WaitingOrder[]> {
  const query = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      createdAt: orders.orderCreatedAt,
    })
    .from(orders)
    .where(waitingForWarehouse)
    .orderBy(asc(orders.orderCreatedAt), asc(orders.id));
  const found = await (lock ? query.for('no key update') : query);
  return (await currentInputs(db, found)).map(({ order, routable, lines }) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    lines,
    destinationCountry: order.shippingCountry,
    waiting: true,
    routable,
    createdAt: order.createdAt,
  }));
}

/**
 * The orders created since `since` that routing decided (routed, or made problematic), the
 * waiting ones left out (the caller adds them as they are read now).
 */
export async function decidedOrdersSince(db: DbOrTx, since: Date): Promise<PreviewOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      lines: orderRoutings.lines,
      destinationCountry: orderRoutings.destinationCountry,
      kept: isNotNull(orderRoutings.orderId).mapWith(Boolean),
    })
    .from(orders)
    .leftJoin(orderRoutings, eq(orderRoutings.orderId, orders.id))
    .where(
      and(
        gte(orders.orderCreatedAt, since),
        or(
          isNotNull(orderRoutings.orderId),
          isNotNull(orders.assignedWarehouseId),
          eq(orders.problematic, true),
        ),
        sql`not (${waitingForWarehouse})`,
      ),
    )
    .orderBy(asc(orders.orderCreatedAt), asc(orders.id));
  const recomputed = new Map(
    (
      await currentInputs(
        db,
        rows.filter((r) => !r.kept),
      )
    ).map(({ order, lines }) => [order.id, lines]),
  );
  return rows.map((r) => ({
    orderId: r.id,
    orderNumber: r.orderNumber,
    lines: r.kept ? r.lines! : recomputed.get(r.id)!,
    destinationCountry: r.kept ? r.destinationCountry : r.shippingCountry,
    waiting: false,
  }));
}
