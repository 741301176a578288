import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../server/db/client';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { orders, shopWebhooks } from '../../server/db/schema';
import { WEBHOOK_CLAIM_LEASE_MS } from '../../server/services/shop/webhooks';
import { restOrderOf, shopifyDeliveryHeaders, shopOrderNode } from '../api/shopifyStandIn';
import { freePort } from '../freePort';
import { HOLDING } from './holdWebhookIntake';
import { killHard, startServer, stopServer, waitFor, type Server } from './support';

/**
 * The real server killed (SIGKILL) after answering Shopify's deliveries 200 and before taking
 * them in (issue 30): its job has claimed some (./holdWebhookIntake.ts holds the claims until
 * the kill) and the rest wait stored. Started again on the same data, every order arrives once,
 * well before the dead process's claims would end their 5-minute lease; the same deliveries
 * sent again change nothing. On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite (the
 * test reads the PGlite directory only while no server has it open).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SHOP = 'crash-shop.myshopify.com';
const SECRET = 'whsec-crash';
const ADMIN = { email: 'admin@webhookcrash.test', password: 'crash test passphrase 2026' };
const ORDERS = 40;
/** Every third order is also delivered updated, under its own event id. */
const UPDATED = Math.floor(ORDERS / 3);
/** Well under the lease a dead process's claims would otherwise wait out. */
const ARRIVED_WITHIN_MS = 60_000;

let tmp: string;
let env: Record<string, string>;
let database: ScratchDatabase | undefined;
let server: Server | undefined;

/** Reads the data: on PostgreSQL at any time; on PGlite only while no server runs. */
async function readData<T>(read: (db: Database) => Promise<T>): Promise<T> {
  if (database) return read(database.db);
  const handle = await openPglite(path.join(env.DATA_DIR, 'pglite'));
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

interface Delivery {
  eventId: string;
  topic: string;
  name: string;
  body: string;
}

const deliveries: Delivery[] = Array.from({ length: ORDERS }, (_, i) => {
  const node = shopOrderNode(7000 + i, [{ sku: 'CRASH-HOOK', quantity: 1 + (i % 3) }]);
  return { eventId: `crash-evt-${i}`, topic: 'orders/create', name: node.name as string, node };
}).flatMap(({ node, ...created }, i) => {
  const first = { ...created, body: JSON.stringify(restOrderOf(node)) };
  if (i % 3 !== 0 || i / 3 >= UPDATED) return [first];
  const updated = restOrderOf({ ...node, updatedAt: '2026-11-21T09:05:00Z' });
  return [
    first,
    {
      eventId: `crash-evt-${i}-updated`,
      topic: 'orders/updated',
      name: first.name,
      body: JSON.stringify(updated),
    },
  ];
});

/** Posts a delivery as Shopify does: the raw body, signed, with its headers; answers the status. */
async function deliver(d: Delivery): Promise<number> {
  const res = await fetch(`${server!.url}/backend/api/webhooks/shopify`, {
    method: 'POST',
    headers: shopifyDeliveryHeaders(d.body, {
      topic: d.topic,
      shop: SHOP,
      eventId: d.eventId,
      secret: SECRET,
    }),
    body: d.body,
  });
  await res.arrayBuffer();
  return res.status;
}

/** How many orders the server lists, through its API as the Admin. */
async function orderCount(): Promise<number> {
  const login = await fetch(`${server!.url}/backend/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server!.url}/backend/api/admin/get-shopify-orders?limit=1`, {
    headers: { 'x-auth-token': token },
  });
  return ((await res.json()) as { count: number }).count;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-crash-webhooks-'));
  if (serverUrl) database = await scratchDatabase(serverUrl, 'test');
  env = {
    PORT: String(await freePort()),
    DATA_DIR: path.join(tmp, 'data'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHOPIFY_WEBHOOK_SECRET: SECRET,
    SHOPIFY_SHOP: SHOP,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
}, 60_000);
afterAll(async () => {
  if (server) await killHard(server);
  await database?.drop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`the server killed between a webhook's 200 and its processing (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes every delivery in once after the restart, at once, and the same deliveries again change nothing', async () => {
    // The first server's job claims deliveries and takes none in.
    server = await startServer(env, { preload: ['tests/crash/holdWebhookIntake.ts'] });
    const statuses = await Promise.all(deliveries.map(deliver));
    expect(statuses).toEqual(deliveries.map(() => 200));
    await waitFor('the job to hold a claimed delivery', () => server!.output().includes(HOLDING));
    const dying = server;
    await killHard(dying);
    server = undefined;

    // As the kill left it: every delivery stored, none taken in, some claimed by the dead process.
    const left = await readData(async (db) => ({
      rows: await db.select().from(shopWebhooks),
      orders: (await db.select({ id: orders.id }).from(orders)).length,
    }));
    expect(left.rows.map((r) => r.eventId).sort()).toEqual(deliveries.map((d) => d.eventId).sort());
    expect(left.rows.every((r) => r.status === 'pending' && r.orderId === null)).toBe(true);
    expect(left.orders).toBe(0);
    const claimed = left.rows.filter((r) => r.claimedBy !== null);
    expect(claimed.length).toBeGreaterThan(0);
    // Its claims would hold them for the lease, were they not released.
    const leaseEnds = Math.min(...claimed.map((r) => r.nextAttemptAt.getTime()));
    expect(leaseEnds).toBeGreaterThan(Date.now() + WEBHOOK_CLAIM_LEASE_MS - 60_000);

    server = await startServer(env);
    const restarted = Date.now();
    await waitFor('every order to arrive', async () => (await orderCount()) >= ORDERS, {
      timeoutMs: 4 * 60_000,
      everyMs: 250,
    });
    expect(Date.now() - restarted, `claimed by the dead process: ${claimed.length}`).toBeLessThan(
      ARRIVED_WITHIN_MS,
    );

    // Shopify delivers the same events again (it retries what it thinks failed): all answered, none stored.
    expect(await Promise.all(deliveries.map(deliver))).toEqual(deliveries.map(() => 200));
    await stopServer(server);
    server = undefined;

    const after = await readData(async (db) => ({
      rows: await db.select().from(shopWebhooks),
      orders: await db.select({ id: orders.id, number: orders.orderNumber }).from(orders),
    }));
    expect(after.rows).toHaveLength(deliveries.length);
    expect(after.rows.filter((r) => r.status !== 'processed' || r.claimedBy !== null)).toEqual([]);
    const numbers = after.orders.map((o) => o.number).sort();
    expect(numbers).toEqual([...new Set(deliveries.map((d) => d.name))].sort());
    // Each delivery names the one order of its number.
    const idOf = new Map(after.orders.map((o) => [o.number, o.id]));
    const nameOf = new Map(deliveries.map((d) => [d.eventId, d.name]));
    for (const row of after.rows) expect(row.orderId, row.eventId).toBe(idOf.get(nameOf.get(row.eventId)!));
  }, 400_000);
});
