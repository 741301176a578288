import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orderLines, orders } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { ShopifyStandIn, shopOrderNode } from './shopifyStandIn';

/**
 * Two intakes of the same shop orders at the same moment (two users importing one file, or the
 * shop sync beside a file import) end with each order once and both answers correct: what one
 * took in, the other counts as already imported. Meaningful on PostgreSQL (TEST_DATABASE_URL),
 * where the two transactions truly overlap; on PGlite they take turns.
 */
const shop = new ShopifyStandIn();
let ctx: TestContext;
beforeAll(async () => {
  await shop.start();
  ctx = await createTestApp({
    config: {
      shopify: {
        shop: 'race-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      },
    },
  });
});
afterAll(() => shop.stop());

const importFile = (token: string, rows: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/admin/import-orders',
    payload: { rows },
    headers: { 'x-auth-token': token },
  });

const count = async (table: typeof orders | typeof orderLines | typeof orderEvents, where = sql`true`) => {
  const [{ n }] = await ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n;
};

describe('concurrent intakes of the same shop orders', () => {
  it('two users importing the same file at once: each order once, both answers 200', async () => {
    let fileRows = 0;
    const tokens = await Promise.all([tokenFor(ctx, 'Admin'), tokenFor(ctx, 'Admin')]);
    for (let round = 0; round < 3; round++) {
      const before = await count(orders);
      const rows = shopifyExportRows({ orders: 40, skus: ['NOT-HERE'], firstNumber: 31000 + round * 100 });
      fileRows += rows.length;
      const answers = await Promise.all([0, 1, 0, 1].map((who) => importFile(tokens[who], rows)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const bodies = answers.map((a) => a.json());
      expect(bodies.reduce((n, b) => n + b.imported, 0)).toBe(40);
      expect(bodies.reduce((n, b) => n + b.unchanged, 0)).toBe(3 * 40);
      for (const body of bodies) expect(body.imported + body.unchanged).toBe(40);
      expect(await count(orders)).toBe(before + 40);
    }
    // One line per line of the file and one "imported" event per order: nothing doubled.
    const [{ n: lines }] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(like(orders.orderNumber, '#31%'));
    expect(lines).toBe(fileRows);
    expect(await count(orderEvents, sql`kind = 'imported'`)).toBe(3 * 40);
  });

  it('the shop sync beside a file import of the same orders: each once, both answers correct', async () => {
    const nodes = Array.from({ length: 30 }, (_, i) =>
      shopOrderNode(100 + i, [{ sku: 'NOT-HERE', quantity: 1 }], '2026-11-25T09:00:00Z'),
    );
    shop.syncNodes.push(...nodes);
    // The shop's export of the same orders: its Id is the order's numeric id.
    const rows = shopifyExportRows({ orders: 30, skus: ['NOT-HERE'], firstNumber: 100, seed: 4 }).map(
      (row) => ({ ...row, Id: row.Id && String(600000 + Number(row.Name.slice(1))) }),
    );
    const token = await tokenFor(ctx, 'Admin');
    const [synced, imported] = await Promise.all([ctx.services.shopSync.run(), importFile(token, rows)]);
    expect(imported.statusCode, imported.body).toBe(200);
    const body = imported.json();
    expect(synced.imported + body.imported).toBe(30);
    expect(synced.unchanged + body.unchanged).toBe(30);
    expect(await count(orders, sql`shop_order_id like '6001%'`)).toBe(30);
  });
});
