import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import { orderLines, orders, shopSyncState } from '../../server/db/schema';
import { ShopifyConnector } from '../../server/services/shop/shopify';
import { ShopSyncService, NO_SHOP_MSG } from '../../server/services/shop/shopSync';

/** A stand-in for Shopify's Admin GraphQL endpoint, answering a scripted sequence. */
type Scripted = { status?: number; headers?: Record<string, string>; body: unknown };
let script: Scripted[] = [];
const requests: { path: string; token: string | undefined; variables: Record<string, unknown> }[] = [];
const standIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}');
    requests.push({
      path: req.url ?? '',
      token: req.headers['x-shopify-access-token'] as string | undefined,
      variables: body.variables ?? {},
    });
    const next = script.shift() ?? { body: page([], false) };
    res.writeHead(next.status ?? 200, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body));
  });
});

const cost = (available: number) => ({
  cost: {
    requestedQueryCost: 52,
    actualQueryCost: 12,
    throttleStatus: { maximumAvailable: 1000, currentlyAvailable: available, restoreRate: 50 },
  },
});

function node(n: number, updatedAt: string, lines: { sku: string; quantity: number }[]) {
  return {
    id: `gid://shopify/Order/${700000 + n}`,
    name: `#S${n}`,
    email: `buyer${n}@example.test`,
    phone: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt,
    cancelledAt: null,
    note: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    customer: {
      id: `gid://shopify/Customer/${800000 + n}`,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `buyer${n}@example.test`,
      phone: null,
    },
    shippingAddress: {
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '1 Navy Way',
      address2: null,
      city: 'Berlin',
      zip: '10115',
      province: 'Berlin',
      countryCodeV2: 'DE',
      phone: '+4915100900000',
    },
    shippingLine: { title: 'Standard' },
    lineItems: {
      nodes: lines.map((l, i) => ({
        id: `gid://shopify/LineItem/${900000 + n * 10 + i}`,
        name: `Item ${l.sku}`,
        sku: l.sku,
        quantity: l.quantity,
      })),
    },
  };
}

function page(nodes: unknown[], hasNextPage: boolean, endCursor: string | null = null) {
  return { data: { orders: { pageInfo: { hasNextPage, endCursor }, nodes } }, extensions: cost(900) };
}

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(standIn.address() as { port: number }).port}`;
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
});
afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

const config = () => ({
  shop: 'demo-shop.myshopify.com',
  accessToken: 'shpat_test',
  apiVersion: '2026-10',
  endpoint,
});

describe('the Shopify connector and the sync', () => {
  it('follows pages, waits when throttled or rate-limited, and imports each order once', async () => {
    script = [
      {
        body: {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: cost(2),
        },
      },
      {
        body: page(
          [
            node(1, '2026-11-21T09:00:00Z', [{ sku: 'DS-BH-001', quantity: 1 }]),
            node(2, '2026-11-21T09:05:00Z', [{ sku: 'DS-PACK-COOK', quantity: 1 }]),
          ],
          true,
          'cursor-1',
        ),
      },
      {
        status: 429,
        headers: { 'Retry-After': '2.0' },
        body: {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
      },
      { body: page([node(3, '2026-11-21T09:10:00Z', [{ sku: 'NOT-IN-CATALOGUE', quantity: 2 }])], false) },
    ];
    requests.length = 0;
    const waits: number[] = [];
    const sync = new ShopSyncService(
      ctx.handle.db,
      new ShopifyConnector(config(), async (ms) => void waits.push(ms)),
    );
    const result = await sync.run();
    // #S1 (a 0.7 kg plate) fits Berlin only; #S2 (a 5.65 kg pack) fits Berlin and Hamburg;
    // #S3 has an unknown SKU: two problematic orders.
    expect(result).toMatchObject({ configured: true, imported: 3, pages: 2, problematic: 2 });
    // THROTTLED: (52 - 2) / 50 per second = 1 s; 429: Retry-After 2 seconds.
    expect(waits).toEqual([1000, 2000]);
    expect(requests[0].path).toBe('/admin/api/2026-10/graphql.json');
    expect(requests[0].token).toBe('shpat_test');
    expect(requests[0].variables).toMatchObject({ first: 50, after: null, query: null });
    expect(requests.at(-1)!.variables).toMatchObject({ after: 'cursor-1' });

    const [synced] = await ctx.handle.db.select().from(orders).where(eq(orders.shopOrderId, '700002'));
    expect(synced).toMatchObject({
      orderNumber: '#S2',
      source: 'shop',
      shippingCountry: 'DE',
      customerShopId: '800002',
    });
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/backend/api/admin/get-order?id=${synced.id}`,
      headers: { 'x-auth-token': await tokenFor(ctx, 'Admin') },
    });
    expect(record.json().doc.customer.cus_id).toBe('800002');
    const lines = await ctx.handle.db.select().from(orderLines).where(eq(orderLines.orderId, synced.id));
    expect(lines.map((l) => l.packSku)).toEqual(['DS-PACK-COOK', 'DS-PACK-COOK', 'DS-PACK-COOK']);
    expect(lines[0].shopLineItemId).toBe('900020');
    const [state] = await ctx.handle.db.select().from(shopSyncState);
    expect(state.lastUpdatedAt?.toISOString()).toBe('2026-11-21T09:10:00.000Z');
  });

  it('resumes from the last update time and leaves known orders alone', async () => {
    script = [
      {
        body: page(
          [
            node(3, '2026-11-22T08:00:00Z', [{ sku: 'DS-BH-001', quantity: 1 }]),
            node(4, '2026-11-22T08:30:00Z', [{ sku: 'DS-BH-001', quantity: 1 }]),
          ],
          false,
        ),
      },
    ];
    requests.length = 0;
    const sync = new ShopSyncService(ctx.handle.db, new ShopifyConnector(config(), async () => undefined));
    const result = await sync.run();
    // From a minute before the last update seen, that second included: nothing can be skipped.
    expect(requests[0].variables.query).toBe("updated_at:>='2026-11-21T09:09:00.000Z'");
    expect(result).toMatchObject({ imported: 1, unchanged: 1 });
  });

  it('reports an error the shop keeps answering, and records it', async () => {
    script = Array.from({ length: 6 }, () => ({ status: 500, body: { errors: 'Internal error' } }));
    const sync = new ShopSyncService(ctx.handle.db, new ShopifyConnector(config(), async () => undefined));
    await expect(sync.run()).rejects.toThrow(/Shopify answered 500/);
    const [state] = await ctx.handle.db.select().from(shopSyncState);
    expect(state.lastError).toMatch(/500/);
    script = [];
  });
});

describe('GET /cron ("Run Cron")', () => {
  it('says clearly that no shop is configured', async () => {
    const admin = await tokenFor(ctx, 'Admin');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/cron',
      headers: { 'x-auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: false, msg: NO_SHOP_MSG });
  });

  it('runs the sync when a shop is configured', async () => {
    const configured = await createTestApp({ config: { shopify: config() } });
    await seedDemoData(configured.handle.db);
    script = [{ body: page([node(10, '2026-11-22T10:00:00Z', [{ sku: 'DS-CK-002', quantity: 1 }])], false) }];
    const admin = await tokenFor(configured, 'Admin');
    const res = await configured.app.inject({
      method: 'GET',
      url: '/backend/api/admin/cron',
      headers: { 'x-auth-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: true, imported: 1 });
    expect(res.json().msg).toMatch(/Synced 1 new orders from demo-shop.myshopify.com/);
    // A server of its own, migrated and seeded inside the test: on a busy machine that alone took 20 s.
  }, 90_000);
});
