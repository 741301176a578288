import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, gt } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { keysetBatches } from '../../server/db/keyset';
import { warehouses } from '../../server/db/schema';
import { registerRequestTurns } from '../../server/http/requestTurn';
import { noJobs } from '../../server/jobs';
import { createServices } from '../../server/services';
import { listPage, type ListSpec } from '../../server/services/listQuery';
import { createUser, login, testClock, warehouseRow, type TestContext } from './helpers';

/**
 * DATABASE_READ_URL (issue 31 item 3): lists, counts and exports read from the replica, unless the
 * request has already written on the primary. The "replica" here is a second database holding
 * other rows, so an answer shows where it was read.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let primary: ScratchDatabase;
let replica: ScratchDatabase;
let handle: DatabaseHandle;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  [primary, replica] = await Promise.all([
    scratchDatabase(serverUrl, 'test'),
    scratchDatabase(serverUrl, 'test'),
  ]);
  await Promise.all([primary.migrate(), replica.migrate()]);
  await primary.db.insert(warehouses).values(warehouseRow('On the primary'));
  await replica.db.insert(warehouses).values(warehouseRow('On the replica'));
  handle = await openPostgres(primary.url, 4, replica.url);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-replica-'));
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle?.close();
  await primary?.drop();
  await replica?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const spec: ListSpec = { table: warehouses };
const names = (db: DatabaseHandle['db']) =>
  listPage(db, spec, {}, (where, limit, skip) =>
    db
      .select({ name: warehouses.name })
      .from(warehouses)
      .where(where)
      .orderBy(asc(warehouses.name))
      .limit(limit)
      .offset(skip),
  ).then(({ rows, count }) => ({ names: rows.map((r) => r.name), count }));

describe.skipIf(!serverUrl)('a read replica (DATABASE_READ_URL)', () => {
  it("serves the app's lists; the sign-in and its session stay on the primary", async () => {
    const config = { ...loadConfig({}), dataDir, appUrl: 'http://app.test', startJobs: false };
    const services = createServices(handle, config, noJobs, testClock().now);
    const app = await buildApp({ services });
    apps.push(app);
    const ctx = { app, handle, services, config } as unknown as TestContext;
    const admin = await createUser(ctx, 'Admin');
    const token = await login(ctx, admin.email);
    const res = await app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-warehouses',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.map((w: { name: string }) => w.name)).toEqual(['On the replica']);
  });

  it('reads in a request from the replica until the request writes, then from the primary', async () => {
    const app = Fastify();
    apps.push(app);
    registerRequestTurns(app, 60_000);
    app.get('/list', () => names(handle.db));
    app.get(
      '/reads',
      async () => (await handle.reads.select({ name: warehouses.name }).from(warehouses)).length,
    );
    // An export's batches (server/db/keyset.ts), as the CSV exports read them.
    app.get('/export', async () => {
      const exported: string[] = [];
      const read = (after: { name: string } | undefined, limit: number) =>
        handle.db
          .select({ name: warehouses.name })
          .from(warehouses)
          .where(after ? gt(warehouses.name, after.name) : undefined)
          .orderBy(asc(warehouses.name))
          .limit(limit);
      for await (const batch of keysetBatches(read, 10)) exported.push(...batch.map((row) => row.name));
      return exported;
    });
    app.post('/add-then-list', async () => {
      await handle.db.insert(warehouses).values(warehouseRow('Added now'));
      return names(handle.db);
    });
    app.post('/add-in-a-transaction-then-list', async () => {
      await handle.db.transaction((tx) =>
        tx.insert(warehouses).values(warehouseRow('Added in a transaction')),
      );
      return names(handle.db);
    });
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/list' })).json()).toEqual({
      names: ['On the replica'],
      count: 1,
    });
    expect((await app.inject({ method: 'GET', url: '/export' })).json()).toEqual(['On the replica']);
    expect((await app.inject({ method: 'POST', url: '/add-then-list' })).json()).toEqual({
      names: ['Added now', 'On the primary'],
      count: 2,
    });
    expect((await app.inject({ method: 'POST', url: '/add-in-a-transaction-then-list' })).json()).toEqual({
      names: ['Added in a transaction', 'Added now', 'On the primary'],
      count: 3,
    });
    // The next request reads from the replica again; handle.reads too.
    expect((await app.inject({ method: 'GET', url: '/list' })).json().names).toEqual(['On the replica']);
    expect((await app.inject({ method: 'GET', url: '/reads' })).json()).toBe(1);
    // Outside a request (the scheduler's jobs), everything is the primary's.
    expect((await names(handle.db)).count).toBe(3);
  });
});
