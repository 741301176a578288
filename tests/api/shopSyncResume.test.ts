import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orders } from '../../server/db/schema';
import { ShopifyStandIn, shopOrderNode } from './shopifyStandIn';

/**
 * The shop sync resumes so that nothing can be skipped: neither the orders after a page the
 * run stopped at (many orders share one update time), nor an order updated in the same second
 * as the last one synced. The stand-in pages as Shopify does (50 at a time, by update time).
 */
const shop = new ShopifyStandIn();
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  await shop.start();
  ctx = await createTestApp({
    config: {
      shopify: {
        shop: 'resume-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      },
    },
  });
  admin = await tokenFor(ctx, 'Admin');
});
afterAll(() => shop.stop());

const runCron = () =>
  ctx.app.inject({ method: 'GET', url: '/backend/api/admin/cron', headers: { 'x-auth-token': admin } });

const syncedCount = async () => {
  const [{ n }] = await ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(isNotNull(orders.shopOrderId));
  return n;
};

describe('the shop sync resumes without skipping an order', () => {
  it('a run stopped after page 1 of 120 orders sharing one update time brings the other 70 next time', async () => {
    for (let n = 1; n <= 120; n++)
      shop.syncNodes.push(shopOrderNode(n, [{ sku: 'NOT-HERE', quantity: 1 }], '2026-11-21T09:00:00Z'));
    // Page 1 is answered and taken in; then the run stops (the shop fails, as a killed server would).
    shop.failAfter(1, 1, 500);
    await expect(ctx.services.shopSync.run()).rejects.toThrow(/Shopify answered 500/);
    expect(await syncedCount()).toBe(50);

    const res = await runCron();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ configured: true, imported: 70 });
    expect(await syncedCount()).toBe(120);
  });

  it('an order updated in the same second as the last one synced is taken by the next run', async () => {
    shop.syncNodes.push(shopOrderNode(200, [{ sku: 'NOT-HERE', quantity: 1 }], '2026-11-21T10:00:00Z'));
    expect((await runCron()).json()).toMatchObject({ imported: 1 });
    // Updated in the shop in that same second, after the run had read it.
    shop.syncNodes.push(shopOrderNode(201, [{ sku: 'NOT-HERE', quantity: 1 }], '2026-11-21T10:00:00Z'));
    expect((await runCron()).json()).toMatchObject({ imported: 1 });
    expect(await syncedCount()).toBe(122);
    // And a run with nothing new changes nothing.
    expect((await runCron()).json()).toMatchObject({ imported: 0 });
    expect(await syncedCount()).toBe(122);
  });
});
