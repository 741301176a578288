import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/db/client';
import { scratchDatabase } from '../../server/db/scratchDatabase';
import { createServices, type Services } from '../../server/services';
import type { ServedEntity } from '../../server/entities';
import { noJobs, type Jobs } from '../../server/jobs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderEvents, suppliers, users, warehouses } from '../../server/db/schema';
import { hashPassword } from '../../server/services/passwords';
import type { Role } from '../../domain/roles';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite('memory://');
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const handle = await scratchDatabase(serverUrl, 'test');
  await handle.migrate();
  return handle;
}

export interface TestClock {
  now: () => Date;
  advanceMinutes(minutes: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advanceMinutes: (m) => (current += m * 60_000) };
}

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  services: Services;
  config: Config;
  clock: TestClock;
}

/** Apps made in a file's hooks, closed when the file is done. */
const openApps = new Set<() => Promise<void>>();
afterAll(async () => {
  // Last made, first closed: a second server before the database it shares is dropped.
  for (const close of [...openApps].reverse()) await close();
  openApps.clear();
});

/** Made inside a test: closed when that test finishes; made in a hook: when the file is done. */
function closeWhenDone(close: () => Promise<void>) {
  try {
    onTestFinished(close);
  } catch {
    openApps.add(close);
  }
}

/**
 * The app on a fresh database, closed (and its database dropped) by itself: when the test that
 * made it finishes, or, when made in beforeAll, when the file is done.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    jobs?: Jobs;
    staticDir?: string;
    /** Entities to serve instead of the app's own (a test's throwaway entity). */
    entities?: readonly ServedEntity[];
    /** Runs on the fresh database before the app starts (e.g. the throwaway entity's table). */
    prepare?: (handle: DatabaseHandle) => Promise<void>;
    /** Where the test's clock starts (now by default). */
    clockStart?: Date;
  } = {},
): Promise<TestContext> {
  const handle = await freshDatabase();
  await options.prepare?.(handle);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    appUrl: 'http://app.test',
    startJobs: false,
    // Tests sign in often from one address; the rate-limit test sets its own limits.
    authRateLimit: {
      windowMinutes: 15,
      failuresPerClient: 10_000,
      failuresPerAddress: 10_000,
      failuresPerAccount: 10_000,
      resetsPerAddress: 10_000,
      resetsPerAccount: 10_000,
    },
    ...options.config,
  };
  const clock = testClock(options.clockStart);
  const services = createServices(handle, config, options.jobs ?? noJobs, clock.now, options.entities);
  const app = await buildApp({ services, staticDir: options.staticDir });
  await app.ready();
  closeWhenDone(async () => {
    await app.close();
    await handle.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, handle, services, config, clock };
}

/**
 * A second server on the test app's database, as another process would be: on PostgreSQL with a
 * connection pool of its own; on PGlite, which one process owns, on the same handle. Same
 * settings and clock; closed with the test (or file) that made it, before the database is dropped.
 */
export async function anotherServer(ctx: TestContext): Promise<TestContext> {
  const handle = ctx.handle.connectionString
    ? await openPostgres(ctx.handle.connectionString, 4)
    : ctx.handle;
  const services = createServices(handle, ctx.config, noJobs, ctx.clock.now);
  const app = await buildApp({ services });
  await app.ready();
  closeWhenDone(async () => {
    await app.close();
    if (handle !== ctx.handle) await handle.close();
  });
  return { ...ctx, app, handle, services };
}

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A user of the given role (with its warehouse or supplier) and a known password. */
export async function createUser(
  ctx: TestContext,
  role: Role,
  email = `${role.toLowerCase()}${++counter}@example.test`,
) {
  const db = ctx.handle.db;
  let warehouseId: string | null = null;
  let supplierId: string | null = null;
  if (role === 'Warehouse') {
    const [w] = await db
      .insert(warehouses)
      .values({ ...warehouseRow(`Warehouse ${counter}`), email })
      .returning();
    warehouseId = w.id;
  }
  if (role === 'Supplier') {
    const [s] = await db
      .insert(suppliers)
      .values({
        name: `Supplier ${counter}`,
        contactPerson: 'Test',
        contactEmail: email,
        contactPhone: '1',
        streetName: 'Main',
        streetNumber: '1',
        city: 'Leeds',
        country: 'GB',
        zipCode: 'LS1',
      })
      .returning();
    supplierId = s.id;
  }
  const [user] = await db
    .insert(users)
    .values({ email, role, warehouseId, supplierId, passwordHash: await hashPassword(PASSWORD) })
    .returning();
  return user;
}

export async function login(ctx: TestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Signs in a new user of that role and returns its token. */
export async function tokenFor(ctx: TestContext, role: Role): Promise<string> {
  const user = await createUser(ctx, role);
  return login(ctx, user.email);
}

/** How many timeline events of `kind` the orders have: a write done once, or not at all. */
export async function orderEventCount(ctx: TestContext, orderIds: readonly string[], kind: string) {
  if (!orderIds.length) return 0;
  const [{ n }] = await ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, [...orderIds]), eq(orderEvents.kind, kind)));
  return n;
}

/** A warehouse's row as a test inserts it: `name` in `city`, its e-mail made from the name. */
export const warehouseRow = (name: string, city = 'London') => ({
  name,
  contactPerson: 'Test',
  email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`,
  contactPhone: '1',
  streetName: 'Main',
  streetNumber: '1',
  city,
  country: 'GB',
  zipCode: '1000',
});
