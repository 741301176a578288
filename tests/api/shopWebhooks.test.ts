import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers';
import { orderLines, orders, shopWebhooks } from '../../server/db/schema';
import { WEBHOOK_BODY_LIMIT } from '../../server/routes/webhooks';
import { startJobs } from '../../server/jobs';
import { releaseWhatDeadProcessesLeft } from '../../server/jobs/deadProcesses';
import { holdPresence } from '../../server/jobs/presence';
import { WEBHOOK_CLAIM_LEASE_MS } from '../../server/services/shop/webhooks';
import { fileTransport } from '../../server/services/mailTransport';
import { shopConnectors } from '../../server/services/shop/registry';
import { subscribeToShopWebhooks } from '../../server/services/shop/webhookSubscriptions';
import {
  restOrderOf,
  shopifyDeliveryHeaders,
  shopOrderNode,
  ShopifyStandIn,
  type SyncNode,
} from './shopifyStandIn';

const SHOP = 'hooked-shop.myshopify.com';
const SECRET = 'whsec-current';
const PREVIOUS = 'whsec-previous';
const PATH = '/backend/api/webhooks/shopify';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

let ctx: TestContext;
let kicks = 0;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { shopifyWebhooks: { secrets: [SECRET, PREVIOUS], shop: SHOP } },
    jobs: {
      kickOutbox: () => undefined,
      kickShopFulfilments: () => undefined,
      kickShopWebhooks: () => void kicks++,
      stop: async () => undefined,
    },
  });
});

let eventSeq = 0;
/** A delivery as Shopify sends it: the REST order JSON, signed, with its headers. */
function delivery(
  body: string | Record<string, unknown>,
  {
    topic = 'orders/create',
    eventId = `evt-${++eventSeq}`,
    secret = SECRET as string | null,
    shop = SHOP,
    headers = {} as Record<string, string>,
  } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: PATH,
    payload: raw,
    headers: {
      ...shopifyDeliveryHeaders(raw, { topic, shop, eventId, secret }),
      'x-shopify-triggered-at': '2026-11-21T09:00:00.000Z',
      ...headers,
    } as Record<string, string>,
  };
}

let orderSeq = 0;
const newOrder = (changes: Partial<SyncNode> = {}) =>
  restOrderOf({ ...shopOrderNode(9000 + ++orderSeq, [{ sku: 'HOOK-SKU', quantity: 2 }]), ...changes });

const storedOf = (app: TestContext, name: string) =>
  app.handle.db
    .select()
    .from(shopWebhooks)
    .then((rows) => rows.filter((row) => (JSON.parse(row.body) as { name: string }).name === name));
const ordersNamed = (app: TestContext, name: string) =>
  app.handle.db.select().from(orders).where(eq(orders.orderNumber, name));

describe('POST /backend/api/webhooks/shopify', () => {
  it('answers 404 when no webhook secret is configured', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject(delivery(newOrder()));
    expect(res.statusCode).toBe(404);
    expect(await bare.handle.db.select().from(shopWebhooks)).toEqual([]);
  });

  it('refuses a missing or wrong signature with a 401 and stores nothing', async () => {
    const body = newOrder();
    const missing = await ctx.app.inject(delivery(body, { secret: null }));
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ key: 'deliverySignatureInvalid' });
    const wrong = await ctx.app.inject(delivery(body, { secret: 'someone-else' }));
    expect(wrong.statusCode).toBe(401);
    // Signed for another body: the signature covers the raw bytes.
    const tampered = delivery(body);
    tampered.payload = tampered.payload.replace('"quantity":2', '"quantity":20');
    expect((await ctx.app.inject(tampered)).statusCode).toBe(401);
    expect(await storedOf(ctx, body.name as string)).toEqual([]);
  });

  it('takes a delivery signed with the previous secret after a rotation', async () => {
    const body = newOrder();
    const res = await ctx.app.inject(delivery(body, { secret: PREVIOUS }));
    expect(res.statusCode).toBe(200);
    expect(await storedOf(ctx, body.name as string)).toHaveLength(1);
  });

  it('stores a good delivery raw, answers 200 before taking it in, and the job makes it an order', async () => {
    const body = newOrder();
    const before = kicks;
    const sent = delivery(body);
    const res = await ctx.app.inject(sent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Delivery received', key: 'deliveryReceived' });
    expect(kicks).toBe(before + 1);
    const [stored] = await storedOf(ctx, body.name as string);
    expect(stored).toMatchObject({
      kind: 'shopify',
      shop: SHOP,
      topic: 'orders/create',
      eventId: sent.headers['x-shopify-event-id'],
      status: 'pending',
      body: sent.payload,
    });
    expect(await ordersNamed(ctx, body.name as string)).toEqual([]);

    await ctx.services.shopWebhooks.run();
    const [order] = await ordersNamed(ctx, body.name as string);
    expect(order).toMatchObject({ source: 'shop', shopOrderId: String(body.id), shippingCity: 'Berlin' });
    const [done] = await storedOf(ctx, body.name as string);
    expect(done).toMatchObject({ status: 'processed', orderId: order.id });
  });

  it('changes nothing for a delivery repeated with the same event id', async () => {
    const body = newOrder();
    const first = delivery(body, { eventId: 'evt-repeated' });
    expect((await ctx.app.inject(first)).statusCode).toBe(200);
    await ctx.services.shopWebhooks.run();
    const before = kicks;
    expect((await ctx.app.inject(first)).statusCode).toBe(200);
    expect((await ctx.app.inject(delivery(body, { eventId: 'evt-repeated' }))).statusCode).toBe(200);
    expect(kicks).toBe(before);
    await ctx.services.shopWebhooks.run();
    expect(await storedOf(ctx, body.name as string)).toHaveLength(1);
    expect(await ordersNamed(ctx, body.name as string)).toHaveLength(1);
  });

  it('makes one order of one event delivered twice under two event ids (create and updated)', async () => {
    const body = newOrder();
    await ctx.app.inject(delivery(body));
    await ctx.app.inject(delivery(body, { topic: 'orders/updated' }));
    await ctx.services.shopWebhooks.run();
    expect(await storedOf(ctx, body.name as string)).toHaveLength(2);
    expect(await ordersNamed(ctx, body.name as string)).toHaveLength(1);
  });

  it('refuses a delivery from a shop other than SHOPIFY_SHOP', async () => {
    const body = newOrder();
    const res = await ctx.app.inject(delivery(body, { shop: 'other-shop.myshopify.com' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: `Deliveries are taken only from ${SHOP}` });
    expect(await storedOf(ctx, body.name as string)).toEqual([]);
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const body = newOrder({ note: 'x'.repeat(WEBHOOK_BODY_LIMIT) });
    const res = await ctx.app.inject(delivery(body));
    expect(res.statusCode).toBe(413);
    expect(await storedOf(ctx, body.name as string)).toEqual([]);
  });

  it('names the header or the body it cannot take, and answers a topic it does not take in', async () => {
    const noEvent = await ctx.app.inject(delivery(newOrder(), { headers: { 'x-shopify-event-id': '' } }));
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().errors).toEqual([
      { field: 'X-Shopify-Event-Id', message: 'The header X-Shopify-Event-Id is missing' },
    ]);
    const notJson = await ctx.app.inject(delivery('{"id": 1,'));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].field).toBe('body');
    const stored = (await ctx.handle.db.select().from(shopWebhooks)).length;
    const other = await ctx.app.inject(delivery(newOrder(), { topic: 'products/update' }));
    expect(other.statusCode).toBe(200);
    expect(other.json().key).toBe('deliveryIgnoredTopic');
    expect(await ctx.handle.db.select().from(shopWebhooks)).toHaveLength(stored);
  });

  it('keeps a delivery whose order cannot be read as failed, with the field, and goes on', async () => {
    const bad = newOrder();
    const good = newOrder();
    await ctx.app.inject(delivery({ ...bad, line_items: [{ id: 1, name: 'x', quantity: 0.5 }] }));
    await ctx.app.inject(delivery(good));
    await ctx.services.shopWebhooks.run();
    const [failed] = await storedOf(ctx, bad.name as string);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/^line_items\.0\.quantity: /);
    expect(await ordersNamed(ctx, bad.name as string)).toEqual([]);
    expect(await ordersNamed(ctx, good.name as string)).toHaveLength(1);
  });
});

describe('deliveries out of order', () => {
  /** The order and its lines, without what differs between two databases. */
  async function outcome(app: TestContext, name: string) {
    const found = await ordersNamed(app, name);
    const lines = found.length
      ? await app.handle.db.select().from(orderLines).where(eq(orderLines.orderId, found[0].id))
      : [];
    const keep = ({
      id: _,
      orderId: __,
      createdAt: ___,
      updatedAt: ____,
      ...rest
    }: Record<string, unknown>) => rest;
    return { count: found.length, order: found[0] && keep(found[0]), lines: lines.map(keep) };
  }

  it('end the same when the update arrives before its create', async () => {
    const node = shopOrderNode(9500, [
      { sku: 'HOOK-SKU', quantity: 2 },
      { sku: null, quantity: 1, name: 'Gift wrap' },
    ]);
    const created = restOrderOf({ ...node, displayFinancialStatus: 'PENDING' });
    const updated = restOrderOf({
      ...node,
      displayFinancialStatus: 'PAID',
      updatedAt: '2026-11-21T09:05:00Z',
    });
    const inOrder = await createTestApp({
      config: { shopifyWebhooks: { secrets: [SECRET], shop: SHOP } },
    });
    const reversed = await createTestApp({
      config: { shopifyWebhooks: { secrets: [SECRET], shop: SHOP } },
    });
    for (const [app, sequence] of [
      [inOrder, [created, updated]],
      [reversed, [updated, created]],
    ] as const) {
      for (const body of sequence)
        expect(
          (
            await app.app.inject(
              delivery(body, { topic: body === created ? 'orders/create' : 'orders/updated' }),
            )
          ).statusCode,
        ).toBe(200);
      // One delivery taken in at a time, in the order they came.
      await app.services.shopWebhooks.run({ batch: 1 });
    }
    const a = await outcome(inOrder, node.name as string);
    const b = await outcome(reversed, node.name as string);
    expect(a.count).toBe(1);
    // The gift wrap, which has no SKU, is a custom line of the order.
    expect(a.lines).toHaveLength(1);
    expect(JSON.stringify(a.order?.customLines)).toContain('Gift wrap');
    expect(b).toEqual(a);
  });
});

describe('a delivery stored before the server stopped', () => {
  it('is taken in by the job when the scheduler starts again', async () => {
    const body = newOrder();
    // Stored and answered, then the server stopped before the job ran (these tests run no scheduler).
    expect((await ctx.app.inject(delivery(body))).statusCode).toBe(200);
    expect(await ordersNamed(ctx, body.name as string)).toEqual([]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhooks-restart-'));
    const jobs = await startJobs(
      ctx.handle,
      fileTransport(dir),
      silent,
      undefined,
      undefined,
      undefined,
      undefined,
      ctx.services.shopWebhooks,
    );
    try {
      const deadline = Date.now() + 20_000;
      while ((await ordersNamed(ctx, body.name as string)).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      expect(await ordersNamed(ctx, body.name as string)).toHaveLength(1);
      const [stored] = await storedOf(ctx, body.name as string);
      expect(stored.status).toBe('processed');
    } finally {
      await jobs.stop();
    }
  });
});

describe('a delivery claimed by a process that died (issue 30)', () => {
  /** A presence key no live process holds. */
  const DEAD = 2_000_000_001;
  const onlyProcess = !process.env.TEST_DATABASE_URL; // PGlite: this server is the only process

  /** A delivery stored, then claimed by the job of process `owner`, which took it in no further. */
  async function claimedBy(owner: number) {
    const body = newOrder();
    expect((await ctx.app.inject(delivery(body))).statusCode).toBe(200);
    await ctx.handle.db
      .update(shopWebhooks)
      .set({
        claimedBy: owner,
        attempts: 1,
        nextAttemptAt: new Date(ctx.clock.now().getTime() + WEBHOOK_CLAIM_LEASE_MS),
      })
      .where(eq(shopWebhooks.eventId, `evt-${eventSeq}`));
    return body;
  }

  it('clears the name of the process that took it in', async () => {
    const body = newOrder();
    expect((await ctx.app.inject(delivery(body))).statusCode).toBe(200);
    await ctx.services.shopWebhooks.run({ owner: { key: 4242, held: true } });
    const [done] = await storedOf(ctx, body.name as string);
    expect(done).toMatchObject({ status: 'processed', claimedBy: null });
    expect(await ordersNamed(ctx, body.name as string)).toHaveLength(1);
  });

  it('claims nothing while its process is not alive', async () => {
    const body = newOrder();
    expect((await ctx.app.inject(delivery(body))).statusCode).toBe(200);
    expect(await ctx.services.shopWebhooks.run({ owner: { key: 4242, held: false } })).toEqual({
      processed: 0,
      failed: 0,
    });
    const [stored] = await storedOf(ctx, body.name as string);
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, claimedBy: null });
  });

  it('is due at once after the release, not when the lease ends, and makes one order', async () => {
    const body = await claimedBy(DEAD);
    const [claimed] = await storedOf(ctx, body.name as string);
    expect(claimed).toMatchObject({ status: 'pending', claimedBy: DEAD, attempts: 1 });
    ctx.clock.advanceMinutes(1);
    // Within its lease nothing takes it in.
    await ctx.services.shopWebhooks.run();
    expect(await ordersNamed(ctx, body.name as string)).toEqual([]);

    const released = await releaseWhatDeadProcessesLeft(ctx.handle.db, [], { onlyProcess });
    expect(released.webhooks).toBe(1);
    const [due] = await storedOf(ctx, body.name as string);
    expect(due.claimedBy).toBeNull();
    expect(due.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    await ctx.services.shopWebhooks.run();
    expect(await ordersNamed(ctx, body.name as string)).toHaveLength(1);
    const [done] = await storedOf(ctx, body.name as string);
    expect(done).toMatchObject({ status: 'processed', attempts: 2, claimedBy: null });
    // Released once: a second release finds nothing.
    expect((await releaseWhatDeadProcessesLeft(ctx.handle.db, [], { onlyProcess })).webhooks).toBe(0);
  });

  it.skipIf(onlyProcess)('on PostgreSQL, a live process’s claim waits out its lease', async () => {
    const presence = await holdPresence(ctx.handle, silent);
    try {
      const body = await claimedBy(presence.key);
      expect((await releaseWhatDeadProcessesLeft(ctx.handle.db, [])).webhooks).toBe(0);
      const [still] = await storedOf(ctx, body.name as string);
      expect(still.claimedBy).toBe(presence.key);
    } finally {
      await presence.close();
    }
  });
});

describe('the subscriptions at start', () => {
  const standIn = new ShopifyStandIn();
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());

  const configOf = (appUrl: string) => ({
    ...ctx.config,
    appUrl,
    shopify: { shop: SHOP, accessToken: 'shpat_test', apiVersion: '2026-10', endpoint: standIn.endpoint },
  });

  it('subscribes to the order topics at the public APP_URL, keeping those the shop has', async () => {
    const config = configOf('https://fulfilment.example.com');
    const first = await subscribeToShopWebhooks(config, shopConnectors(config));
    expect(standIn.subscriptions.map((s) => [s.topic, s.uri])).toEqual(
      ['ORDERS_CREATE', 'ORDERS_UPDATED', 'ORDERS_CANCELLED'].map((topic) => [
        topic,
        `https://fulfilment.example.com${PATH}`,
      ]),
    );
    expect(first).toEqual([
      `Shopify webhooks: ${SHOP} delivers orders/create (subscribed now), orders/updated (subscribed now), orders/cancelled (subscribed now) to https://fulfilment.example.com${PATH}`,
    ]);
    // The next start finds them there.
    const again = await subscribeToShopWebhooks(config, shopConnectors(config));
    expect(standIn.subscriptions).toHaveLength(3);
    expect(again[0]).toContain('orders/create (already subscribed)');
  });

  it('subscribes to nothing, and says why, without a public APP_URL or a secret', async () => {
    const asked = standIn.requests.length;
    for (const url of ['http://localhost:3000', 'https://192.168.1.20', 'http://fulfilment.example.com']) {
      const config = configOf(url);
      expect(await subscribeToShopWebhooks(config, shopConnectors(config))).toEqual([
        `Shopify webhooks: not subscribed (APP_URL ${url} is not a public https address); orders arrive by the sync`,
      ]);
    }
    const noSecret = { ...configOf('https://fulfilment.example.com'), shopifyWebhooks: undefined };
    expect((await subscribeToShopWebhooks(noSecret, shopConnectors(noSecret)))[0]).toMatch(
      /not subscribed \(set SHOPIFY_WEBHOOK_SECRET\)/,
    );
    expect(standIn.requests.length).toBe(asked);
  });
});
