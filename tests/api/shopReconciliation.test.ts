import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orders, shopReconciliations } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { restOrderOf, ShopifyStandIn, shopOrderNode } from './shopifyStandIn';

/**
 * The daily count (issue 30 item 4) against the Shopify stand-in: an order the shop has and the
 * product missed (never swept, never delivered) is found by the count and fetched by its id;
 * every run is recorded; a count that still disagrees after the fetch is a Needs-attention row;
 * each order says how it arrived. The Channels calls are the Admin's.
 */
const SHOP = 'count-shop.myshopify.com';
const shop = new ShopifyStandIn();
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  await shop.start();
  // Now, but not before 03:00 UTC: an order made two hours before the clock is one of "today"
  // (the overview's window starts at 00:00 UTC) whatever time the suite runs at. Never behind the
  // real time: a webhook's arrival is written by the database's own clock.
  const start = new Date();
  if (start.getUTCHours() < 3) start.setUTCHours(3, 0, 0, 0);
  ctx = await createTestApp({
    config: {
      shopify: { shop: SHOP, accessToken: 'shpat_test', apiVersion: '2026-10', endpoint: shop.endpoint },
    },
    clockStart: start,
  });
  admin = await tokenFor(ctx, 'Admin');
});
afterAll(() => shop.stop());

/** An order the shop has, created `hoursAgo` before the test clock's now (inside the count's window). */
function shopOrder(n: number, hoursAgo = 2, quantity = 1) {
  const at = new Date(ctx.clock.now().getTime() - hoursAgo * 3_600_000).toISOString();
  const node = shopOrderNode(n, [{ sku: 'NOT-HERE', quantity }], at);
  node.createdAt = at;
  shop.syncNodes.push(node);
  return { node, shopOrderId: String(600000 + n) };
}

const as = (token: string) => ({ 'x-auth-token': token });
/** A count a minute after the last one: the history lists runs by their start. */
const reconcile = (token = admin, name = SHOP) => {
  ctx.clock.advanceMinutes(1);
  return ctx.app.inject({
    method: 'POST',
    url: `/backend/api/admin/channels/${encodeURIComponent(name)}/reconcile`,
    headers: as(token),
  });
};
const channels = (token = admin) =>
  ctx.app.inject({ method: 'GET', url: '/backend/api/admin/channels', headers: as(token) });
const arrivedBy = async (shopOrderId: string) => {
  const [row] = await ctx.handle.db
    .select({ arrivedBy: orders.arrivedBy })
    .from(orders)
    .where(eq(orders.shopOrderId, shopOrderId));
  return row?.arrivedBy;
};
const attentionRows = async (reason: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin/get-attention?isTag=true&tagText=${reason}`,
    headers: as(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc as { record_kind: string; record_number: string; fix: string }[];
};

describe('the daily count of a shop', () => {
  it('finds a missed order by the count, fetches it by its id and records the run', async () => {
    const swept = shopOrder(1);
    expect((await ctx.services.shopSync.run()).imported).toBe(1);
    // After the sweep: one order the shop delivers by webhook, one the product never hears of.
    const delivered = shopOrder(2);
    const missed = shopOrder(3);
    await ctx.services.shopWebhooks.receive({
      kind: 'shopify',
      shop: SHOP,
      eventId: 'evt-2',
      topic: 'orders/create',
      webhookId: null,
      triggeredAt: null,
      body: JSON.stringify(restOrderOf(delivered.node)),
    });
    expect(await ctx.services.shopWebhooks.run()).toEqual({ processed: 1, failed: 0 });
    expect(await arrivedBy(missed.shopOrderId)).toBeUndefined();

    const res = await reconcile();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().doc).toMatchObject({
      shop: SHOP,
      shopCount: 3,
      productCountBefore: 2,
      productCountAfter: 3,
      fetched: 1,
      outcome: 'fetched',
      error: null,
    });
    expect(await arrivedBy(swept.shopOrderId)).toBe('sweep');
    expect(await arrivedBy(delivered.shopOrderId)).toBe('webhook');
    expect(await arrivedBy(missed.shopOrderId)).toBe('reconciliation');
    // Each one's timeline says so too, from its first line.
    for (const [order, by] of [
      [swept, 'sweep'],
      [delivered, 'webhook'],
      [missed, 'reconciliation'],
    ] as const) {
      const [first] = await ctx.handle.db
        .select({ detail: orderEvents.detail })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(and(eq(orders.shopOrderId, order.shopOrderId), eq(orderEvents.kind, 'synced')));
      expect(first.detail).toMatchObject({ arrivedBy: by, orderNumber: order.node.name });
    }
    // The window is the last two UTC days, up to now.
    const { windowFrom, windowTo } = res.json().doc;
    const now = ctx.clock.now();
    expect(windowTo).toBe(now.toISOString());
    expect(new Date(windowFrom).getTime()).toBe(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1),
    );
    // The order page tells how it came.
    const [{ id }] = await ctx.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.shopOrderId, missed.shopOrderId));
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/backend/api/admin/get-order?id=${id}`,
      headers: as(admin),
    });
    expect(page.json().doc.arrived_by).toBe('reconciliation');
  });

  it('records a run whose counts agree, fetching nothing', async () => {
    const requests = shop.requests.length;
    const res = await reconcile();
    expect(res.json().doc).toMatchObject({
      shopCount: 3,
      productCountBefore: 3,
      fetched: 0,
      outcome: 'agreed',
    });
    // Agreeing counts need no list of ids.
    expect(shop.requests.slice(requests).some((r) => /OrderIdsCreated/.test(r.query))).toBe(false);
    expect(await attentionRows('shop-count-disagrees')).toEqual([]);
  });

  it('an order taken in from a file says so, and the count finds it here', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: ['NOT-HERE'], firstNumber: 41000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/admin/import-orders',
      payload: { rows },
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.handle.db
      .select({ arrivedBy: orders.arrivedBy, source: orders.source })
      .from(orders)
      .where(eq(orders.source, 'import'));
    expect(row).toEqual({ arrivedBy: 'file', source: 'import' });
  });

  it('a count still disagreeing after the fetch is a Needs-attention row of the shop', async () => {
    // An order the shop lists with a quantity the product refuses: fetched, left out, still missing.
    const refused = shopOrder(4, 1, 0);
    const before = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const res = await reconcile();
    expect(res.json().doc).toMatchObject({ fetched: 0, outcome: 'disagrees' });
    expect(await arrivedBy(refused.shopOrderId)).toBeUndefined();
    expect(await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);

    const rows = await attentionRows('shop-count-disagrees');
    expect(rows).toEqual([
      expect.objectContaining({ record_kind: 'shop', record_number: SHOP, fix: 'open-channels' }),
    ]);
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-overview',
      headers: as(admin),
    });
    expect(overview.json().doc.attention['shop-count-disagrees']).toBe(1);
    // The overview's shop: today's orders here against the shop's count, its last webhook, sweep and count.
    expect(overview.json().doc.shops).toEqual([
      expect.objectContaining({
        kind: 'shopify',
        shop: SHOP,
        up: true,
        lastWebhookAt: expect.any(String),
        lastSweep: { at: expect.any(String), error: null },
        lastReconciliation: expect.objectContaining({ outcome: 'disagrees' }),
      }),
    ]);
    const today = overview.json().doc.shops[0].today;
    expect(today.shopCount - today.received).toBe(1);

    // Once the shop's order is gone, the next count agrees and the row leaves.
    shop.syncNodes.splice(shop.syncNodes.indexOf(refused.node), 1);
    expect((await reconcile()).json().doc.outcome).toBe('agreed');
    expect(await attentionRows('shop-count-disagrees')).toEqual([]);
  });

  it('records a count the shop could not answer, and a failing sweep is a shop row', async () => {
    shop.failNext(1, 500);
    const res = await reconcile();
    expect(res.json().doc).toMatchObject({ outcome: 'failed', shopCount: null });
    expect(res.json().doc.error).toMatch(/500/);

    shop.failNext(1, 500);
    await expect(ctx.services.shopSync.run()).rejects.toThrow(/500/);
    expect(await attentionRows('shop-sweep-failing')).toEqual([
      expect.objectContaining({ record_kind: 'shop', record_number: SHOP }),
    ]);
    await ctx.services.shopSync.run();
    expect(await attentionRows('shop-sweep-failing')).toEqual([]);
  });

  it('the daily run counts every configured shop', async () => {
    const runs = await ctx.services.shopReconciliation.runAll();
    expect(runs.map((r) => [r.shop, r.outcome])).toEqual([[SHOP, 'agreed']]);
    const recorded = await ctx.handle.db
      .select()
      .from(shopReconciliations)
      .where(eq(shopReconciliations.shop, SHOP));
    expect(recorded.every((r) => r.finishedAt && r.startedAt)).toBe(true);
  });

  it('a shop whose webhooks stopped a day ago while the sweep still brings orders is a shop row', async () => {
    expect(await attentionRows('shop-webhooks-silent')).toEqual([]);
    ctx.clock.advanceMinutes(25 * 60);
    admin = await tokenFor(ctx, 'Admin'); // the session of a day ago has expired
    shopOrder(5, 1);
    expect((await ctx.services.shopSync.run()).imported).toBe(1);
    expect(await attentionRows('shop-webhooks-silent')).toEqual([
      expect.objectContaining({ record_kind: 'shop', record_number: SHOP }),
    ]);
  });
});

describe('the Channels calls', () => {
  it('list each configured shop with its state and its counts, newest first', async () => {
    const res = await channels();
    expect(res.statusCode, res.body).toBe(200);
    const [channel] = res.json().doc;
    expect(channel).toMatchObject({ kind: 'shopify', shop: SHOP, up: true });
    expect(channel.history.length).toBeGreaterThanOrEqual(6);
    expect(channel.history[0]).toEqual(channel.lastReconciliation);
    expect(
      channel.history
        .map((h: { outcome: string }) => h.outcome)
        .reverse()
        .slice(0, 2),
    ).toEqual(['fetched', 'agreed']);
  });

  it('answer 404 for a shop not configured', async () => {
    const res = await reconcile(admin, 'other.myshopify.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No such shop is configured');
  });

  it('are refused to a Supplier and a Warehouse', async () => {
    for (const role of ['Supplier', 'Warehouse'] as const) {
      const token = await tokenFor(ctx, role);
      expect((await channels(token)).statusCode, role).toBe(403);
      expect((await reconcile(token)).statusCode, role).toBe(403);
    }
  });
});
