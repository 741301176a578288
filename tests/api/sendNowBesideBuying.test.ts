import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderLines, outbox, poAssignments, poLines, purchaseOrders } from '../../server/db/schema';
import { makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * A page of POs sent now while an order's consolidation opens the same suppliers' POs (the load
 * bench's only 5xx, issue 31 item 4: PostgreSQL's "deadlock detected"). Both take several PO rows:
 * the consolidation locked them in supplier order and the page sent them one by one in the
 * page's order, so each could hold a PO the other wanted. Both now lock in id order.
 */
async function scene(ctx: TestContext) {
  const warehouse = await makeWarehouse(ctx);
  const supplierList = [await makeSupplier(ctx), await makeSupplier(ctx)];
  const productList = [
    await makeProduct(ctx, supplierList[0].id),
    await makeProduct(ctx, supplierList[1].id),
  ];
  const lines = supplierList.map((s, k) => ({ productId: productList[k].id, supplierId: s.id, quantity: 1 }));
  const token = await tokenFor(ctx, 'Admin');
  const post = (url: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/backend/api/admin${url}`,
      payload,
      headers: { 'x-auth-token': token },
    });
  // Bought earlier: each supplier's open PO carries a line of this order.
  const earlier = await makeRoutedOrder(ctx, warehouse.id, lines);
  expect(
    (await post('/consolidate-order', { orderId: earlier.order.id, consolidated: true })).statusCode,
  ).toBe(200);
  const pos = await ctx.handle.db
    .select()
    .from(purchaseOrders)
    .where(
      inArray(
        purchaseOrders.supplierId,
        supplierList.map((s) => s.id),
      ),
    );
  expect(pos).toHaveLength(2);
  // Undecided: its consolidation opens (locks) both suppliers' POs.
  const undecided = await makeRoutedOrder(ctx, warehouse.id, lines);
  // The page lists first the PO the consolidation locked last (in supplier order, as it did).
  const [first, last] = [...pos].sort((a, b) => (a.supplierId < b.supplierId ? -1 : 1));
  return {
    post,
    earlier: earlier.order,
    undecided: undecided.order,
    page: [last.id, first.id],
    sendPage: () => post('/supplier-orders-sent-now?limit=10&offset=1', { ids: [last.id, first.id] }),
    consolidate: () => post('/consolidate-order', { orderId: undecided.order.id, consolidated: true }),
  };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** Both answered 200: the page's POs sent once, the undecided order's lines each in one open PO. */
async function expectBothDone(
  ctx: TestContext,
  built: Scene,
  answers: { statusCode: number; body: string }[],
) {
  expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`.trim())).toEqual([
    '200',
    '200',
  ]);
  const db = ctx.handle.db;
  const sent = await db.select().from(purchaseOrders).where(inArray(purchaseOrders.id, built.page));
  expect(sent.map((po) => po.notificationStatus)).toEqual(['sent', 'sent']);
  const mails = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  expect(mails[0].n).toBe(2);
  const bought = await db
    .select({ line: orderLines.id, supplier: orderLines.supplierId, poSupplier: purchaseOrders.supplierId })
    .from(orderLines)
    .innerJoin(poLines, eq(poLines.orderLineId, orderLines.id))
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(eq(orderLines.orderId, built.undecided.id));
  expect(bought).toHaveLength(2);
  for (const b of bought) expect(b.poSupplier).toBe(b.supplier);
}

/** Until `count` of this database's backends wait for a lock (another transaction's row). */
async function waitingForLocks(client: pg.Client, count: number) {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} transactions did not come to wait for a lock`);
}

describe('a page of POs sent now beside a consolidation opening the same POs', () => {
  let ctx: TestContext;
  let built: Scene;
  beforeAll(async () => {
    ctx = await createTestApp();
    built = await scene(ctx);
  });

  it('both answer 200, whichever interleaving PostgreSQL gives them', async () => {
    if (!ctx.handle.connectionString) {
      // PGlite: one connection, so one transaction at a time; no interleaving to force.
      await expectBothDone(ctx, built, await Promise.all([built.sendPage(), built.consolidate()]));
      return;
    }
    // The interleaving that deadlocked: the page's send holds its first PO and waits (here on the
    // earlier order's row, which its timeline entry needs), the consolidation locks the other PO
    // and comes to wait for the first; then the page's send goes on to the other PO.
    const blocker = new pg.Client({ connectionString: ctx.handle.connectionString });
    // Watches from outside the blocker's transaction, whose view of pg_stat_activity is fixed.
    const watcher = new pg.Client({ connectionString: ctx.handle.connectionString });
    await blocker.connect();
    await watcher.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from orders where id = $1 for update', [built.earlier.id]);
      const sending = built.sendPage();
      await waitingForLocks(watcher, 1);
      const consolidating = built.consolidate();
      await waitingForLocks(watcher, 2);
      await blocker.query('rollback');
      await expectBothDone(ctx, built, await Promise.all([sending, consolidating]));
    } finally {
      await blocker.end();
      await watcher.end();
    }
  });
});
