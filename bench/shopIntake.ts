/**
 * How fast shop orders arrive (issue 30), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL:
 *
 * - Webhook to order: the real server (`server/main.ts` in its own process, scheduler running,
 *   demo data) is sent BENCH_WEBHOOKS signed `orders/create` deliveries (default 1,000) at
 *   BENCH_WEBHOOK_RATE a second (default 10), each timed from its POST to the instant the job
 *   had the order in the orders table (its delivery's processed_at, written just after the
 *   intake's transaction), read from the data once the server has stopped.
 * - The sweep: BENCH_SWEEP_ORDERS orders (default 10,000) in the Shopify stand-in of the tests,
 *   read by the shop sync (pages of 50) into a database holding the demo data; orders a second.
 *
 *   npm run bench -- --shop
 *   BENCH_WEBHOOKS=200 BENCH_SWEEP_ORDERS=2000 npm run bench -- --shop   # a quicker run
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import { openPglite, type Database, type DatabaseHandle } from '../server/db/client';
import { scratchDatabase, type ScratchDatabase } from '../server/db/scratchDatabase';
import { orders, shopWebhooks } from '../server/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../server/demo/seed';
import { demoProducts } from '../server/demo/data';
import { ShopifyConnector } from '../server/services/shop/shopify';
import { ShopSyncService } from '../server/services/shop/shopSync';
import {
  restOrderOf,
  shopifyDeliveryHeaders,
  shopOrderNode,
  ShopifyStandIn,
} from '../tests/api/shopifyStandIn';
import { onBothEngines } from './engines';
import { startLoadServer } from './loadServer';

const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS || 1_000);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE || 10);
const SWEEP_ORDERS = Number(process.env.BENCH_SWEEP_ORDERS || 10_000);
const SHOP = 'bench-shop.myshopify.com';
const SECRET = 'whsec-bench';

export interface ShopIntakeRow {
  engine: string;
  what: string;
  figure: string;
}

const skus = demoProducts.map((p) => p.internalSku);
/** Order n of the bench: one to three demo products, as the shop would send it. */
const nodeOf = (n: number, updatedAt?: string) =>
  shopOrderNode(
    n,
    Array.from({ length: 1 + (n % 3) }, (_, i) => ({
      sku: skus[(n * 7 + i) % skus.length],
      quantity: 1 + i,
    })),
    updatedAt,
  );

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);

async function webhookLatency(engine: string, scratch?: ScratchDatabase): Promise<ShopIntakeRow[]> {
  const server = await startLoadServer({
    databaseUrl: scratch?.url,
    env: { SHOPIFY_WEBHOOK_SECRET: SECRET, SHOPIFY_SHOP: SHOP },
  });
  const url = `${server.base}/webhooks/shopify`;
  const sentAt = new Map<string, number>();
  const answerMs: number[] = [];
  let failures = 0;
  try {
    const token = await signIn(server.base);
    const before = await orderCount(server.base, token);
    const posts: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < WEBHOOKS; i++) {
      // A steady RATE a second, as a shop's orders come, not one burst.
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const eventId = `bench-evt-${i}`;
      const body = JSON.stringify(restOrderOf(nodeOf(50_000 + i)));
      sentAt.set(eventId, Date.now());
      const posted = performance.now();
      posts.push(
        fetch(url, {
          method: 'POST',
          headers: shopifyDeliveryHeaders(body, {
            topic: 'orders/create',
            shop: SHOP,
            eventId,
            secret: SECRET,
          }),
          body,
        }).then(async (res) => {
          await res.arrayBuffer();
          answerMs.push(performance.now() - posted);
          if (res.status !== 200) failures++;
        }),
      );
      if (i % 50 === 0) process.stderr.write(`\r${engine}: ${i} / ${WEBHOOKS} deliveries sent`);
    }
    await Promise.all(posts);
    process.stderr.write(`\r${engine}: ${WEBHOOKS} deliveries sent, waiting for the orders\n`);
    if (failures) throw new Error(`${failures} deliveries were not answered 200:\n${server.log()}`);
    const deadline = Date.now() + 10 * 60_000;
    while ((await orderCount(server.base, token)) < before + WEBHOOKS) {
      if (Date.now() > deadline) throw new Error('the orders did not all arrive within 10 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await server.stop();
  }
  const processed = await readData(scratch, server.dataDir, (db) =>
    db
      .select({ eventId: shopWebhooks.eventId, processedAt: shopWebhooks.processedAt })
      .from(shopWebhooks)
      .where(isNotNull(shopWebhooks.processedAt)),
  );
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  const latencies = processed
    .map((row) => row.processedAt!.getTime() - sentAt.get(row.eventId)!)
    .sort((a, b) => a - b);
  if (latencies.length !== WEBHOOKS)
    throw new Error(`${latencies.length} of ${WEBHOOKS} deliveries taken in`);
  answerMs.sort((a, b) => a - b);
  const what = `${WEBHOOKS.toLocaleString('en')} deliveries at ${RATE}/s`;
  return [
    {
      engine,
      what: `webhook answered (200), ${what}`,
      figure: `p50 ${ms(percentile(answerMs, 50))}, p95 ${ms(percentile(answerMs, 95))}`,
    },
    {
      engine,
      what: `webhook to order in the orders table, ${what}`,
      figure: `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1)!)}`,
    },
  ];
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** How many orders the server lists (the Master Dashboard's count). */
async function orderCount(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/admin/get-shopify-orders?limit=1`, { headers: { 'x-auth-token': token } });
  return ((await res.json()) as { count: number }).count;
}

/** The server's data once it has stopped: its PGlite directory, or the PostgreSQL database. */
async function readData<T>(
  scratch: ScratchDatabase | undefined,
  dataDir: string,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (scratch) return read(scratch.db);
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

async function sweepThroughput(engine: string, handle: DatabaseHandle): Promise<ShopIntakeRow[]> {
  await handle.migrate();
  await seedDemoData(handle.db);
  const standIn = new ShopifyStandIn();
  await standIn.start();
  try {
    // One order a second of updates, as a busy shop's would be spread.
    const base = Date.UTC(2026, 10, 21, 9);
    for (let n = 1; n <= SWEEP_ORDERS; n++)
      standIn.syncNodes.push(nodeOf(n, new Date(base + n * 1000).toISOString()));
    const sync = new ShopSyncService(
      handle.db,
      new ShopifyConnector({
        shop: SHOP,
        accessToken: 'shpat_bench',
        apiVersion: '2026-10',
        endpoint: standIn.endpoint,
      }),
    );
    const shopOrders = async () =>
      (await handle.db.select({ n: count() }).from(orders).where(isNotNull(orders.shopOrderId)))[0].n;
    const before = await shopOrders();
    const start = performance.now();
    const result = await sync.run();
    const tookMs = performance.now() - start;
    const n = (await shopOrders()) - before;
    if (result.imported !== SWEEP_ORDERS || n !== SWEEP_ORDERS)
      throw new Error(`the sweep took in ${result.imported} (${n} in the table) of ${SWEEP_ORDERS}`);
    // The next run reads again only the overlap before its mark, and takes in nothing.
    const againStart = performance.now();
    const again = await sync.run();
    const againMs = performance.now() - againStart;
    return [
      {
        engine,
        what: `sweep of ${SWEEP_ORDERS.toLocaleString('en')} new orders (${result.pages} pages of 50)`,
        figure: `${(SWEEP_ORDERS / (tookMs / 1000)).toFixed(0)} orders/s (${ms(tookMs)})`,
      },
      {
        engine,
        what: `next sweep, nothing new (${again.pages} page${again.pages === 1 ? '' : 's'} of overlap)`,
        figure: ms(againMs),
      },
    ];
  } finally {
    await standIn.stop();
  }
}

export async function shopIntakeBench(): Promise<ShopIntakeRow[]> {
  const rows: ShopIntakeRow[] = [];
  rows.push(...(await webhookLatency('PGlite 0.5 (server data directory)')));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const scratch: ScratchDatabase = await scratchDatabase(url, 'bench_webhooks');
    try {
      rows.push(...(await webhookLatency('PostgreSQL server', scratch)));
    } finally {
      await scratch.drop();
    }
  }
  rows.push(...(await onBothEngines('bench_sweep', sweepThroughput)));
  return rows;
}

export function shopIntakeTable(rows: ShopIntakeRow[]): string {
  return [
    '| engine | measure | figure |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.engine} | ${r.what} | ${r.figure} |`),
  ].join('\n');
}
