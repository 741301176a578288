import { and, asc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orderLines, orderRoutings, orders, products } from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import type { PreviewOrder } from '../../../domain/routingPreview';
import type { RoutableOrder } from '../orders/routing';
import { routingLines, type Measures } from '../orders/routingInputs';

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

/**
 * The orders `which` selects, oldest first, with their lines as routing reads them now: the
 * orders, then their lines joined to their products (one JSON id list per 5,000 orders).
 */
async function withCurrentLines(db: DbOrTx, which: SQL | undefined) {
  const found = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      createdAt: orders.orderCreatedAt,
    })
    .from(orders)
    .where(which)
    .orderBy(asc(orders.orderCreatedAt), asc(orders.id));
  const ids = found.map((o) => o.orderId);
  const rows = [];
  for (let i = 0; i < ids.length; i += 5000)
    rows.push(
      ...(await db
        .select({
          orderId: orderLines.orderId,
          id: orderLines.id,
          productId: orderLines.productId,
          sku: orderLines.sku,
          quantity: orderLines.quantity,
          status: orderLines.status,
          weight: products.weight,
          length: products.length,
          width: products.width,
          height: products.height,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(inList(orderLines.orderId, ids.slice(i, i + 5000)))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))),
    );
  const measures = new Map<string, Measures>();
  const linesOf = new Map<string, RoutableOrder['lines']>();
  for (const { orderId, id, productId, sku, quantity, status, ...measured } of rows) {
    if (productId) measures.set(productId, measured);
    let lines = linesOf.get(orderId);
    if (!lines) linesOf.set(orderId, (lines = []));
    lines.push({ id, productId, sku, quantity, status });
  }
  return found.map((order) => {
    const routable = {
      id: order.orderId,
      shippingCountry: order.shippingCountry,
      lines: linesOf.get(order.orderId) ?? [],
    };
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      destinationCountry: order.shippingCountry,
      lines: routingLines(liveLines(routable.lines), measures),
      routable,
    };
  });
}

/**
 * The waiting orders, oldest first (stock serves the oldest first, as on import). In a save's
 * transaction they are locked first, as the Admin's warehouse choice locks an order, so the two
 * cannot both settle one.
 */
export async function waitingOrders(db: DbOrTx, lock: boolean): Promise<WaitingOrder[]> {
  if (lock) await db.select({ id: orders.id }).from(orders).where(waitingForWarehouse).for('no key update');
  return (await withCurrentLines(db, waitingForWarehouse)).map((o) => ({ ...o, waiting: true }));
}

/**
 * The orders created in the window that routing decided (routed, or made problematic), the
 * waiting ones left out (the caller adds them as they are read now).
 */
export async function decidedOrdersIn(
  db: DbOrTx,
  since: Date,
  until: Date,
): Promise<(PreviewOrder & { createdAt: Date })[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      createdAt: orders.orderCreatedAt,
      lines: orderRoutings.lines,
      destinationCountry: orderRoutings.destinationCountry,
      kept: isNotNull(orderRoutings.orderId).mapWith(Boolean),
    })
    .from(orders)
    .leftJoin(orderRoutings, eq(orderRoutings.orderId, orders.id))
    .where(
      and(
        gte(orders.orderCreatedAt, since),
        lte(orders.orderCreatedAt, until),
        or(
          isNotNull(orderRoutings.orderId),
          isNotNull(orders.assignedWarehouseId),
          eq(orders.problematic, true),
        ),
        sql`not (${waitingForWarehouse})`,
      ),
    )
    .orderBy(asc(orders.orderCreatedAt), asc(orders.id));
  const unkept = rows.filter((r) => !r.kept).map((r) => r.id);
  const recomputed = new Map(
    unkept.length ? (await withCurrentLines(db, inList(orders.id, unkept))).map((o) => [o.orderId, o]) : [],
  );
  return rows.map((r) => {
    // Nothing kept: its lines as they are now (none when it has none left).
    const lines = r.kept ? r.lines! : (recomputed.get(r.id)?.lines ?? []);
    const destinationCountry = r.kept ? r.destinationCountry : r.shippingCountry;
    return {
      orderId: r.id,
      orderNumber: r.orderNumber,
      createdAt: r.createdAt,
      lines,
      destinationCountry,
      waiting: false,
    };
  });
}
