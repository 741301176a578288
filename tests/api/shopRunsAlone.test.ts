import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anotherServer, createTestApp, tokenFor, type TestContext } from './helpers';
import { shopReconciliations } from '../../server/db/schema';
import { ShopifyStandIn, shopOrderNode } from './shopifyStandIn';

/**
 * "Run Cron" and "Reconcile now" may be asked on any web process while the worker's scheduler
 * runs the same (issue 31 item 3): one run of each at a time on the database, whichever process
 * asks, so two never page through the shop at once. On PostgreSQL (TEST_DATABASE_URL) each
 * server has its own connection pool, and the lock is the database's.
 */
const SHOP = 'alone-shop.myshopify.com';
const shop = new ShopifyStandIn();
let one: TestContext;
let two: TestContext;
let admin: string;
beforeAll(async () => {
  await shop.start();
  one = await createTestApp({
    config: {
      shopify: { shop: SHOP, accessToken: 'shpat_test', apiVersion: '2026-10', endpoint: shop.endpoint },
    },
  });
  two = await anotherServer(one);
  admin = await tokenFor(one, 'Admin');
  for (let n = 1; n <= 120; n++)
    shop.syncNodes.push(shopOrderNode(n, [{ sku: 'NOT-HERE', quantity: 1 }], '2026-12-01T09:00:00Z'));
});
afterAll(() => shop.stop());

const runCron = (server: TestContext) =>
  server.app.inject({ method: 'GET', url: '/backend/api/admin/cron', headers: { 'x-auth-token': admin } });
const reconcile = (server: TestContext) =>
  server.app.inject({
    method: 'POST',
    url: `/backend/api/admin/channels/${encodeURIComponent(SHOP)}/reconcile`,
    headers: { 'x-auth-token': admin },
  });

describe('a shop run asked on two servers at once', () => {
  it('the sync: one pages through the shop, the other then finds nothing new', async () => {
    shop.answerDelayMs = 40;
    shop.mostAtOnce = 0;
    const [a, b] = await Promise.all([runCron(one), runCron(two)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(shop.mostAtOnce).toBe(1);
    // Every order once: one run took the 120, the other (after it) none again.
    expect([a.json().imported, b.json().imported].sort()).toEqual([0, 120]);
  });

  it("the daily count: the second server's count starts after the first one's ends", async () => {
    shop.mostAtOnce = 0;
    const [a, b] = await Promise.all([reconcile(one), reconcile(two)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(shop.mostAtOnce).toBe(1);
    const runs = await one.handle.db
      .select()
      .from(shopReconciliations)
      .where(eq(shopReconciliations.shop, SHOP));
    expect(runs).toHaveLength(2);
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
  });
});
