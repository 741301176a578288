import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { users, warehouses } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { noJobs } from '../../server/jobs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/demo/seed';
import { writeAtStart } from '../../server/startUpWrites';
import { demoWarehouses } from '../../server/demo/data';
import { freePort } from '../freePort';
import { killHard, startServer, type Server } from '../crash/support';

/**
 * Several servers started at the same moment on one empty database (issue 28 item 9): each
 * migrates, ensures the admin of ADMIN_EMAIL and seeds the demo; all of them come up, and the
 * demo and the admin are there once. On PostgreSQL (TEST_DATABASE_URL) each server has its own
 * connection pool; on PGlite, which one process owns, two starts share the one database.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'first.admin@start.test', password: 'a start-up passphrase 2026' };

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-start-together-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** What server/main.ts writes at start, before it listens. */
async function startUp(handle: DatabaseHandle) {
  await handle.migrate();
  const config = {
    ...loadConfig({}),
    dataDir: tmp,
    startJobs: false,
    demoData: true,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  };
  return writeAtStart(handle, createServices(handle, config, noJobs), config);
}

async function expectOneDemo(handle: DatabaseHandle) {
  const [{ n: warehouseCount }] = await handle.db.select({ n: count() }).from(warehouses);
  expect(warehouseCount).toBe(demoWarehouses.length);
  for (const email of [ADMIN.email, ...DEMO_ACCOUNTS.map((a) => a.email)]) {
    const [{ n }] = await handle.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(n, email).toBe(1);
  }
}

describe('servers started together on an empty database', () => {
  it('migrate, ensure the admin and seed the demo once, and none of them fails', async () => {
    const STARTS = 3;
    let first: ScratchDatabase | (DatabaseHandle & { drop(): Promise<void> });
    const others: DatabaseHandle[] = [];
    if (serverUrl) {
      first = await scratchDatabase(serverUrl, 'test');
      for (let i = 1; i < STARTS; i++) others.push(await openPostgres((first as ScratchDatabase).url, 4));
    } else {
      const handle = await openPglite('memory://');
      first = { ...handle, drop: () => handle.close() };
      for (let i = 1; i < STARTS; i++) others.push(first);
    }
    try {
      const results = await Promise.all([first, ...others].map((handle) => startUp(handle)));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
      await expectOneDemo(first);
      // A later start changes nothing.
      expect(await startUp(first)).toEqual({ adminCreated: false, seeded: false });
      await expectOneDemo(first);
    } finally {
      for (const handle of new Set(others)) if (handle !== first) await handle.close();
      await first.drop();
    }
  }, 240_000);

  it.skipIf(!serverUrl)(
    'two real servers started at the same moment on PostgreSQL both come up, with one demo',
    async () => {
      const database = await scratchDatabase(serverUrl!, 'test');
      const servers: Server[] = [];
      try {
        const env = async (name: string) => ({
          PORT: String(await freePort()),
          DATA_DIR: path.join(tmp, name),
          DATABASE_URL: database.url,
          DEMO_DATA: '1',
          START_JOBS: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        });
        const envs = [await env('one'), await env('two')];
        const started = await Promise.allSettled(envs.map((e) => startServer(e)));
        for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
        await expectOneDemo(database);
        for (const server of servers) {
          const login = await fetch(`${server.url}/backend/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: DEMO_ACCOUNTS[1].email, password: DEMO_PASSWORD }),
          });
          expect(login.status).toBe(200);
        }
      } finally {
        for (const server of servers) await killHard(server);
        await database.drop();
      }
    },
    300_000,
  );
});
