import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { openPglite } from '../../server/db/client';
import { orderLines, orders, outbox, purchaseOrders } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { freePort } from '../freePort';
import {
  between,
  CRASH_SEED,
  emlFiles,
  inodes,
  killHard,
  seededRandom,
  startServer,
  stopServer,
  waitFor,
  type Server,
} from './support';

/**
 * The real server killed (SIGKILL) during an order import, a batch of consolidations and an
 * outbox drain, each time started again on the same PGlite directory (its lock names a dead
 * pid, which the restart takes over). Each kill falls at a seeded random instant within the
 * operation (CRASH_SEED replays a run).
 */
const SUPPLIERS = 30;
const ORDERS = 1200;
const WARM_UP_ORDERS = 100;
const DECISIONS = 80;
const ADMIN = { email: 'admin@crash.test', password: 'crash test passphrase 2026' };
const random = seededRandom(CRASH_SEED);
const context = (what: string) => `seed ${CRASH_SEED}: ${what}`;

let tmp: string;
let env: Record<string, string>;
let server: Server;
let token = '';
const outboxDir = () => path.join(env.DATA_DIR, 'outbox');

async function start() {
  server = await startServer(env);
  if (!token) {
    const login = await fetch(`${server.url}/backend/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }
}

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/backend/api/admin${apiPath}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function ok<T = Record<string, unknown>>(method: 'GET' | 'POST', apiPath: string, body?: unknown) {
  const answer = await call<T>(method, apiPath, body);
  if (answer.status !== 200) throw new Error(`${apiPath}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const orderCount = async () => (await ok<{ count: number }>('GET', '/get-shopify-orders?limit=1')).count;

/** One warehouse taking every order, and SUPPLIERS suppliers (dropshipping) of one product each. */
async function catalogue(): Promise<string[]> {
  await ok('POST', '/add-warehouse', {
    name: 'Crash Depot',
    contact_person: 'Ann Lee',
    contact_email: 'depot@crash.test',
    contact_phone: '+49 30 000',
    street_name: 'Hafenweg',
    street_number: '1',
    city: 'Berlin',
    country: 'DE',
    zipCode: '10115',
    startTime: '09:00',
    endTime: '17:00',
  });
  const skus: string[] = [];
  for (let i = 0; i < SUPPLIERS; i++) {
    const { supplier } = await ok<{ supplier: { _id: string } }>('POST', '/add-supplier', {
      name: `Crash Maker ${i}`,
      contact_person: 'Bo Chen',
      contact_email: `maker${i}@crash.test`,
      contact_phone: '+44 20 7946 0000',
      street_name: 'Mill Lane',
      street_number: '4',
      city: 'Leeds',
      country: 'GB',
      zipCode: 'LS1 4AB',
      notification_schedule: '30,14:15',
      email_subject: 'New purchase order',
      customeEmail: '<p>Please send:</p><p>{{table}}</p>',
    });
    const sku = `CRASH-${i}`;
    await ok('POST', '/add-product', {
      internal_sku: sku,
      supplier_sku: `SUP-${sku}`,
      internal_product_name: `Crash product ${i}`,
      supplier_product_name: `Supplier product ${i}`,
      units: 1,
      units_include: 1,
      weight: 0.5,
      length: 0.2,
      width: 0.2,
      height: 0.1,
      supplierId: supplier._id,
    });
    skus.push(sku);
  }
  return skus;
}

let skus: string[];
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-crash-server-'));
  env = {
    PORT: String(await freePort()),
    DATA_DIR: path.join(tmp, 'data'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  await start();
  skus = await catalogue();
}, 180_000);
afterAll(async () => {
  if (server) await killHard(server);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the server killed and started again on the same data', () => {
  let imported: ReturnType<typeof shopifyExportRows>;
  const numbers = () => [...new Set(imported.map((r) => r.Name))];

  it('keeps each order of an import killed midway whole or not at all, and a retry imports each order once', async () => {
    // How long this machine takes per order now, to kill within the big import.
    const warmUp = shopifyExportRows({ orders: WARM_UP_ORDERS, skus, firstNumber: 10_001, seed: CRASH_SEED });
    const warmStart = Date.now();
    await ok('POST', '/import-orders', warmUp);
    const perOrderMs = (Date.now() - warmStart) / WARM_UP_ORDERS;
    const before = await orderCount();
    expect(before).toBe(WARM_UP_ORDERS);

    imported = shopifyExportRows({ orders: ORDERS, skus, firstNumber: 20_001, seed: CRASH_SEED + 1 });
    const killAfterMs = Math.round(perOrderMs * ORDERS * (0.1 + 0.5 * random()));
    const answer = call('POST', '/import-orders', imported).then(
      (a) => a.status,
      () => 'no answer' as const,
    );
    await new Promise((r) => setTimeout(r, killAfterMs));
    await killHard(server);
    const status = await answer;
    await start();

    const afterCrash = (await orderCount()) - before;
    // The import commits in chunks of whole orders (so that it holds nobody): the chunks before
    // the kill stay, each order with all its lines (checked on the data at the end); all of them
    // when the import was answered before the kill.
    const killed = context(`killed after ${killAfterMs} ms, answer: ${status}`);
    expect(afterCrash, killed).toBeGreaterThanOrEqual(0);
    expect(afterCrash, killed).toBeLessThanOrEqual(ORDERS);
    if (status === 200) expect(afterCrash, killed).toBe(ORDERS);

    const retry = await ok<{ imported: number; unchanged: number }>('POST', '/import-orders', imported);
    expect(retry.imported + retry.unchanged).toBe(ORDERS);
    expect(retry.imported).toBe(ORDERS - afterCrash);
    expect(await orderCount()).toBe(before + ORDERS);
  }, 180_000);

  const acknowledged = new Map<string, boolean>();
  let batch: { id: string; consolidated: boolean }[] = [];

  it('keeps every consolidation that was answered before the kill', async () => {
    const listed = await ok<{ doc: { _id: string; order_number: string; consolidated: boolean | null }[] }>(
      'GET',
      `/get-consolidate-unconsolidate-orders?limit=${DECISIONS}`,
    );
    batch = listed.doc
      .filter((o) => o.consolidated === null)
      .map((o) => ({ id: o._id, consolidated: random() < 0.7 }));
    expect(batch.length).toBe(DECISIONS);
    const killAt = between(random, 10, DECISIONS - 20);
    const queue = [...batch];
    let killing: Promise<void> | undefined;
    // Three clients at once, as several operators would.
    const client = async () => {
      for (let next = queue.shift(); next && !killing; next = queue.shift()) {
        const { status } = await call('POST', '/consolidate-order', {
          orderId: next.id,
          consolidated: next.consolidated,
        }).catch(() => ({ status: 0 }));
        if (status === 200) acknowledged.set(next.id, next.consolidated);
        if (acknowledged.size >= killAt) killing ??= killHard(server);
      }
    };
    await Promise.all([client(), client(), client()]);
    await killing;
    expect(acknowledged.size, context(`kill at the ${killAt}th answer`)).toBeGreaterThanOrEqual(killAt);
    expect(acknowledged.size).toBeLessThan(DECISIONS);
    await start();

    for (const [id, consolidated] of acknowledged) {
      const { doc } = await ok<{ doc: { consolidated: boolean | null } }>('GET', `/get-order?id=${id}`);
      expect(doc.consolidated, context(`order ${id}`)).toBe(consolidated);
    }
    // The rest are decided now (a decision that landed without its answer refuses a second one).
    for (const { id, consolidated } of batch.filter((o) => !acknowledged.has(o.id))) {
      const { status } = await call('POST', '/consolidate-order', { orderId: id, consolidated });
      expect([200, 409]).toContain(status);
    }
  }, 180_000);

  it('sends every PO once when the outbox drain is killed, and resumes sending after the restart', async () => {
    const { supplierOrders } = await ok<{ supplierOrders: { _id: string; poNumber: string }[] }>(
      'GET',
      '/get-supplier-orders-to-be-sent?limit=100',
    );
    expect(supplierOrders.length).toBeGreaterThan(10);
    const already = new Set(emlFiles(outboxDir()));
    const fresh = () => emlFiles(outboxDir()).filter((name) => !already.has(name)).length;
    const killAfter = between(random, 2, supplierOrders.length - 5);
    const answer = call('POST', '/supplier-orders-sent-now', { ids: supplierOrders.map((p) => p._id) }).catch(
      () => undefined,
    );
    await waitFor('the drain to write its first e-mails', () => fresh() >= killAfter, {
      timeoutMs: 60_000,
      everyMs: 2,
    });
    await killHard(server);
    await answer;
    const atKill = inodes(outboxDir());
    expect(fresh(), context(`killed after ${killAfter} e-mails`)).toBeLessThan(supplierOrders.length);

    await start();
    const restarted = Date.now();
    const poNumbers = supplierOrders.map((p) => p.poNumber);
    const filesOf = (number: string) =>
      emlFiles(outboxDir()).filter((name) =>
        fs
          .readFileSync(path.join(outboxDir(), name), 'utf8')
          .replace(/=\r?\n/g, '')
          .includes(number),
      );
    await waitFor('every PO e-mail after the restart', () => poNumbers.every((n) => filesOf(n).length > 0), {
      timeoutMs: 60_000,
      everyMs: 250,
    });
    // Sending resumed as the server came up, not a scheduler's expiry later.
    expect(Date.now() - restarted).toBeLessThan(60_000);
    await stopServer(server);

    for (const number of poNumbers) expect(filesOf(number), context(number)).toHaveLength(1);
    const after = inodes(outboxDir());
    const rewritten = [...atKill].filter(([name, ino]) => after.get(name) !== ino);
    expect(rewritten.length, context('e-mails written twice')).toBeLessThanOrEqual(1);

    // The data as the server left it.
    const handle = await openPglite(path.join(env.DATA_DIR, 'pglite'));
    try {
      const mails = await handle.db.select().from(outbox);
      expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
      expect(emlFiles(outboxDir()).sort()).toEqual(mails.map((m) => `${m.id}.eml`).sort());
      const pos = await handle.db
        .select()
        .from(purchaseOrders)
        .where(
          inArray(
            purchaseOrders.poNumber,
            supplierOrders.map((p) => p.poNumber),
          ),
        );
      expect(pos.map((p) => p.notificationStatus)).toEqual(poNumbers.map(() => 'sent'));
      const ours = await handle.db
        .select({ number: orders.orderNumber, consolidated: orders.consolidated, id: orders.id })
        .from(orders);
      const byNumber = new Map<string, number>();
      for (const o of ours) byNumber.set(o.number, (byNumber.get(o.number) ?? 0) + 1);
      expect(numbers().every((n) => byNumber.get(n) === 1)).toBe(true);
      // Every order of the import has all its lines: none was cut by the kill.
      const linesInFile = new Map<string, number>();
      for (const row of imported) linesInFile.set(row.Name, (linesInFile.get(row.Name) ?? 0) + 1);
      const lines = await handle.db
        .select({ number: orders.orderNumber, lines: sql<number>`count(${orderLines.id})::int` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(inArray(orders.orderNumber, [...linesInFile.keys()]))
        .groupBy(orders.orderNumber);
      expect(lines.length).toBe(ORDERS);
      expect(lines.filter((o) => o.lines !== linesInFile.get(o.number))).toEqual([]);
      const decided = new Map(ours.map((o) => [o.id, o.consolidated]));
      for (const [id, consolidated] of acknowledged) expect(decided.get(id)).toBe(consolidated);
      for (const { id, consolidated } of batch) expect(decided.get(id)).toBe(consolidated);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
