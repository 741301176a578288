import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, like, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers';
import { orderEvents, orders, shopFulfilments } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { ShopifyStandIn } from './shopifyStandIn';

/**
 * With a shop configured and demo data on (the default), the first start seeds demo orders
 * that are shipped with tracking: none of it may reach the shop. The stand-in counts every
 * request it gets.
 */
const shop = new ShopifyStandIn();
let ctx: TestContext;
beforeAll(async () => {
  await shop.start();
  ctx = await createTestApp({
    config: {
      shopify: {
        shop: 'real-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      },
    },
  });
  // What the server's first start does with DEMO_DATA on (server/main.ts).
  await seedDemoData(ctx.handle.db);
});
afterAll(() => shop.stop());

describe('demo orders never reach a shop', () => {
  it('the shop fulfilment writer sends nothing for the demo orders shipped with tracking', async () => {
    // Demo tracking was added: the orders say on their timeline that nothing went to the shop.
    const [{ n: notSent }] = await ctx.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.kind} = 'shop-fulfilment-not-sent'`);
    expect(notSent).toBeGreaterThan(0);
    ctx.clock.advanceMinutes(60);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 0 });
    expect(await ctx.handle.db.select().from(shopFulfilments)).toEqual([]);
    expect(shop.requests.filter((r) => /fulfillmentCreate|FulfilmentState/.test(r.query))).toEqual([]);
    expect(shop.requests).toEqual([]);
  });

  it('demo orders carry a shop id no shop gives, so a real order of the shop never meets one', async () => {
    const demo = await ctx.handle.db
      .select({ id: orders.shopOrderId })
      .from(orders)
      .where(isNotNull(orders.shopOrderId));
    expect(demo.length).toBeGreaterThan(0);
    const marked = await ctx.handle.db
      .select({ id: orders.shopOrderId })
      .from(orders)
      .where(like(orders.shopOrderId, 'demo:%'));
    expect(marked.length).toBe(demo.length);
  });
});
