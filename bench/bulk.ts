import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../server/db/client';
import { orders } from '../server/db/schema';
import type { OrderStatus } from '../domain/orderStatus';
import type { SignedInUser } from '../server/services/auth';
import { OrdersService } from '../server/services/orders/ordersService';
import { PrintService } from '../server/services/printing/printService';
import type { BenchRow } from './measure';

const CHANGED = 1000;
const PRINTED = 500;

/**
 * Working in bulk on the imported orders (issue 19): a 1,000-order status change through the
 * service of POST /change-order-status-batch, and the 500 shipping tickets of GET
 * /shipping-tickets.pdf drawn as one PDF.
 *
 * The status change takes 1,000 orders it applies to (not problematic, Pending) and moves them
 * to Preparation, then back to Pending on the next run, and so on: every timed run changes
 * 1,000 orders (in chunks of rows, a savepoint each: services/batch.ts), never a batch of
 * "already" refusals. Beside it, the bare SQL of the same writes, per order in its own
 * transaction as the batch once did, and all in one transaction (the set-based figure the batch
 * is held to: at most 2×, issue 31); then a list read sent while the batch runs, and the Refund.
 */
export async function benchBulk(
  engine: string,
  db: Database,
  user: SignedInUser,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  const service = new OrdersService(db);
  const changed = await idsWhere(
    db,
    and(eq(orders.problematic, false), eq(orders.status, 'Pending')),
    CHANGED,
  );
  if (changed.length < CHANGED) throw new Error(`Only ${changed.length} Pending orders to change`);
  let status: OrderStatus = 'Pending';
  const flip = () => (status = status === 'Pending' ? 'Preparation' : 'Pending');
  const api = await time(async () => {
    const answer = await service.changeStatusOfEach(changed, flip(), user);
    if (answer.done !== CHANGED) throw new Error(`Changed ${answer.done}, not ${CHANGED}: ${answer.msg}`);
  });
  const bare = await time(() => bareStatusChange(db, changed, flip(), user.id, 'each'));
  const setBased = await time(() => bareStatusChange(db, changed, flip(), user.id, 'all'));
  const readMeanwhile = await readDuringBatch(service, () =>
    service.changeStatusOfEach(changed, flip(), user),
  );

  return [
    {
      engine,
      what: `Change status of ${CHANGED.toLocaleString('en')} orders (Pending ⇄ Preparation), set-based per chunk of 100; bare: the same writes per order, each in its own transaction`,
      api,
      bare,
    },
    {
      engine,
      what: `the same writes, three statements for the ${CHANGED.toLocaleString('en')} in one transaction`,
      bare: setBased,
    },
    {
      engine,
      what: `Master Dashboard page 1 read while the ${CHANGED.toLocaleString('en')}-order status change runs (sent 50 ms into it; goal < 200 ms)`,
      api: readMeanwhile,
    },
    ...(await benchRefund(engine, db, user, new Set(changed), time)),
    ...(await benchPrint(engine, db, time)),
  ];
}

/**
 * How long a Master Dashboard page read sent 50 ms into `batch` takes to be answered: the batch
 * lets other requests in between its chunks (services/batch.ts).
 */
async function readDuringBatch(service: OrdersService, batch: () => Promise<unknown>): Promise<number> {
  const running = batch();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const start = performance.now();
  await service.masterDashboard({ limit: '10', offset: '1' });
  const read = performance.now() - start;
  await running;
  return read;
}

/**
 * The Master Dashboard's Refund of 1,000 orders (POST /refund-order-batch), every line of each,
 * stock given back: irreversible, so each timed run takes 1,000 orders not refunded yet; beside
 * it, set-based SQL of its main writes on the next 1,000 (lines and orders to Refund, an event
 * per line; no stock returns, so the bare figure is a floor). Skipped when the imported orders
 * leave too few (BENCH_ORDERS under about 20,000).
 */
async function benchRefund(
  engine: string,
  db: Database,
  user: SignedInUser,
  changed: ReadonlySet<string>,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  const service = new OrdersService(db);
  const runs = 8 * 2; // warm-up and 7 timed runs, for the service and for the bare SQL
  // Orders the status change does not use (it takes the first 1,000 Pending ones).
  const refundable = (
    await idsWhere(db, and(eq(orders.problematic, false), ne(orders.status, 'Refund')), CHANGED * (runs + 1))
  ).filter((id) => !changed.has(id));
  if (refundable.length < CHANGED * runs) {
    process.stderr.write(
      `${engine}: the Refund left out: ${refundable.length} orders it may take, ${CHANGED * runs} needed (import more: BENCH_ORDERS=40000)\n`,
    );
    return [];
  }
  let next = 0;
  const take = () => refundable.slice(next, (next += CHANGED));
  const api = await time(async () => {
    const answer = await service.refundEach(take(), user);
    if (answer.done !== CHANGED) throw new Error(`Refunded ${answer.done}, not ${CHANGED}: ${answer.msg}`);
  });
  const setBased = await time(() =>
    db.transaction(async (tx) => {
      const some = take();
      await tx.execute(
        sql`insert into order_events (order_id, kind, user_id, detail)
            select order_id, 'refunded', ${user.id}::uuid, jsonb_build_object('lineId', id)
            from order_lines where order_id in (${idList(some)}) and status <> 'Refund'`,
      );
      await tx.execute(
        sql`update order_lines set status = 'Refund', updated_at = now()
            where order_id in (${idList(some)}) and status <> 'Refund'`,
      );
      await tx.execute(
        sql`update orders set status = 'Refund', updated_at = now() where id in (${idList(some)})`,
      );
    }),
  );
  return [
    {
      engine,
      what: `Refund ${CHANGED.toLocaleString('en')} orders, every line; bare: set-based SQL of its main writes, one transaction`,
      api,
      bare: setBased,
    },
  ];
}

/**
 * The 500 shipping tickets of GET or POST /shipping-tickets.pdf drawn as one PDF (issue 28: under
 * 5 s, drawn in the print thread so other requests go on), beside the bare SQL of its reads;
 * alone with `npm run bench -- --only print`.
 */
export async function benchPrint(
  engine: string,
  db: Database,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  const printed = await idsWhere(db, isNotNull(orders.assignedWarehouseId), PRINTED);
  if (printed.length < PRINTED) throw new Error(`Only ${printed.length} orders with a warehouse to print`);
  const print = new PrintService(db);
  let bytes = 0;
  const printApi = await time(async () => {
    const { pdf, leftOut } = await print.orderTickets(printed, 'en');
    if (leftOut.length) throw new Error(`${leftOut.length} tickets left out`);
    bytes = pdf.length;
  });
  const printBare = await time(() => bareTicketReads(db, printed));
  return [
    {
      engine,
      what: `Shipping tickets of ${PRINTED} orders, one PDF (${(bytes / 1024 / 1024).toFixed(1)} MB); bare: the reads`,
      api: printApi,
      bare: printBare,
    },
  ];
}

async function idsWhere(db: Database, where: ReturnType<typeof and>, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(orders.orderCreatedAt, orders.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * What the batch writes, as bare SQL: per order in its own transaction ('each': the lock, the
 * lines, the order, its event, as the service does), or for all of them at once ('all').
 */
async function bareStatusChange(
  db: Database,
  ids: readonly string[],
  status: OrderStatus,
  userId: string,
  per: 'each' | 'all',
) {
  const write = async (tx: Tx, some: readonly string[]) => {
    if (per === 'each') await tx.execute(sql`select * from orders where id = ${some[0]} for no key update`);
    await tx.execute(
      sql`update order_lines set status = ${status}, updated_at = now()
          where order_id in (${idList(some)}) and status <> 'Refund'`,
    );
    await tx.execute(
      sql`update orders set status = ${status}, updated_at = now() where id in (${idList(some)})`,
    );
    await tx.execute(
      sql`insert into order_events (order_id, kind, user_id, detail)
          select id, 'status-changed', ${userId}::uuid, jsonb_build_object('to', ${status}::text)
          from orders where id in (${idList(some)})`,
    );
  };
  if (per === 'all') return db.transaction((tx) => write(tx, ids));
  for (const id of ids) await db.transaction((tx) => write(tx, [id]));
}

/** What the tickets are drawn from: the orders, their lines with products, their warehouses. */
async function bareTicketReads(db: Database, ids: readonly string[]) {
  await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  await db.execute(
    sql`select l.*, p.* from order_lines l left join products p on p.id = l.product_id
        where l.order_id in (${idList(ids)})`,
  );
  await db.execute(
    sql`select w.* from warehouses w where w.id in
        (select assigned_warehouse_id from orders where id in (${idList(ids)}))`,
  );
}
