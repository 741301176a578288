import { and, asc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orderLines, orderRoutingLines, orderRoutings, orders, products } from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import type { LinesRead, RoutingLine } from '../../../domain/routingExplanation';
import type { KeptPreviewOrder, PreviewOrder } from '../../../domain/routingPreview';
import type { RoutableOrder } from '../../flows/steps/routeOrders';
import { routingLines, waitingForWarehouse, type Measures } from '../orders/routingInputs';

/**
 * The orders a warehouse change is tried on (issue 18 item 5), read as routing kept them: the
 * parcel and unknown SKUs their lines made (order_routings), a few numbers per order rather than
 * its lines and products. A waiting order is problematic, undecided and still Pending: only those
 * does a save route, so they must be read as routing would read them now; their kept inputs are
 * that unless marked changed since (routingInputsChanged) or its destination changed, and those,
 * like orders routed before anything was kept, are read from their current lines. A decided
 * order of the window is read as routing read it when it decided. Read here one by one: the
 * orders the preview does not count in groups (previewGroups.ts), and the save's waiting orders.
 */
export type TriedOrder = (PreviewOrder | KeptPreviewOrder) & { createdAt: Date };

/** An order as routing reads it now: its live lines with their products' current measures. */
export interface OrderNow {
  routable: RoutableOrder;
  lines: RoutingLine[];
}

/** These orders' lines as routing reads them now (one JSON id list per 5,000 orders). */
export async function ordersNow(
  db: DbOrTx,
  which: readonly { id: string; shippingCountry: string | null }[],
): Promise<Map<string, OrderNow>> {
  const ids = which.map((o) => o.id);
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
  return new Map(
    which.map((order) => {
      const routable = {
        id: order.id,
        shippingCountry: order.shippingCountry,
        lines: linesOf.get(order.id) ?? [],
      };
      return [order.id, { routable, lines: routingLines(liveLines(routable.lines), measures) }];
    }),
  );
}

/**
 * Oldest first, then by id (uuids' text sorts as the database sorts them): sorted here, since
 * the database would sort tens of thousands of rows on disk under PGlite's small work_mem.
 */
export const oldestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What routing kept of an order's lines, when it kept it (null: kept before parcels were, or nothing kept). */
const keptRead = (row: {
  parcel: LinesRead['parcel'] | null;
  unknownSkus: string[] | null;
}): LinesRead | null =>
  row.parcel && row.unknownSkus ? { parcel: row.parcel, unknownSkus: row.unknownSkus } : null;

/**
 * The waiting orders, oldest first (stock serves the oldest first, as on import). In a save's
 * transaction they are locked first, as the Admin's warehouse choice locks an order, so the two
 * cannot both settle one.
 */
export async function waitingOrders(db: DbOrTx, lock: boolean, only: SQL = sql`true`): Promise<TriedOrder[]> {
  if (lock) await db.select({ id: orders.id }).from(orders).where(waitingForWarehouse).for('no key update');
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      createdAt: orders.orderCreatedAt,
      keptCountry: orderRoutings.destinationCountry,
      parcel: orderRoutings.parcel,
      unknownSkus: orderRoutings.unknownSkus,
      inputsChanged: orderRoutings.inputsChanged,
    })
    .from(orders)
    .leftJoin(orderRoutings, eq(orderRoutings.orderId, orders.id))
    .where(and(waitingForWarehouse, only));
  rows.sort(oldestFirst);
  const current = (r: (typeof rows)[number]) =>
    !r.inputsChanged && r.keptCountry === r.shippingCountry ? keptRead(r) : null;
  const stale = rows.filter((r) => !current(r));
  const now = stale.length ? await ordersNow(db, stale) : new Map<string, OrderNow>();
  return rows.map((r) => {
    const order = {
      orderId: r.id,
      orderNumber: r.orderNumber,
      createdAt: r.createdAt,
      destinationCountry: r.shippingCountry,
      waiting: true,
    };
    const read = current(r);
    return read ? { ...order, read } : { ...order, lines: now.get(r.id)!.lines };
  });
}

/**
 * The orders created in the window that routing decided (routed, or made problematic), the
 * waiting ones left out (the caller adds them as they are read now). An order kept before
 * parcels were is read from its kept lines; one with nothing kept, from its lines as they are.
 */
export async function decidedOrdersIn(
  db: DbOrTx,
  since: Date,
  until: Date,
  only: SQL = sql`true`,
): Promise<TriedOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingCountry: orders.shippingCountry,
      createdAt: orders.orderCreatedAt,
      parcel: orderRoutings.parcel,
      unknownSkus: orderRoutings.unknownSkus,
      // The lines only where nothing else was kept: five numbers per order otherwise.
      lines: sql<
        RoutingLine[] | null
      >`case when ${orderRoutings.parcel} is null then ${orderRoutingLines.lines} end`,
      destinationCountry: orderRoutings.destinationCountry,
      kept: isNotNull(orderRoutings.orderId).mapWith(Boolean),
    })
    .from(orders)
    .leftJoin(orderRoutings, eq(orderRoutings.orderId, orders.id))
    .leftJoin(orderRoutingLines, eq(orderRoutingLines.orderId, orders.id))
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
        only,
      ),
    );
  rows.sort(oldestFirst);
  const unkept = rows.filter((r) => !r.kept);
  const now = unkept.length ? await ordersNow(db, unkept) : new Map<string, OrderNow>();
  return rows.map((r) => {
    const order = { orderId: r.id, orderNumber: r.orderNumber, createdAt: r.createdAt, waiting: false };
    if (!r.kept)
      // Nothing kept: its lines as they are now (none when it has none left).
      return { ...order, destinationCountry: r.shippingCountry, lines: now.get(r.id)?.lines ?? [] };
    const read = keptRead(r);
    return read
      ? { ...order, destinationCountry: r.destinationCountry, read }
      : { ...order, destinationCountry: r.destinationCountry, lines: r.lines ?? [] };
  });
}
