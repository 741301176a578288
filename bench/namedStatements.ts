/**
 * CPU per request with and without statements prepared under a name (server/db/namedStatements.ts),
 * on PostgreSQL: two servers in this process on one database with the demo data and
 * BENCH_ORDERS imported orders, one naming its statements and one not, answering the same
 * sequence of the load bench's reads and a write (one request at a time), in turns of
 * BENCH_TURN requests, the order of the two swapped each round. Each turn's CPU is this process's
 * and the database's backends' (bench/loadCpu.ts): on a shared machine the neighbours slow a
 * request down but barely change the CPU it spends, and the turns interleave their noise.
 *
 *   BENCH_DATABASE_URL='postgresql://root@/postgres?host=/var/run/postgresql' npx tsx bench/namedStatements.ts
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openPostgres, type DatabaseHandle } from '../server/db/client';
import { scratchDatabase } from '../server/db/scratchDatabase';
import { noJobs } from '../server/jobs';
import { createServices } from '../server/services';
import { DEMO_ACCOUNTS, seedDemoData } from '../server/demo/seed';
import { importDemoOrders } from './demoImport';
import { meterCpu } from './loadCpu';
import { rowsOf } from '../server/db/rows';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TURN = Number(process.env.BENCH_TURN ?? 60);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);

const list = (page: number, extra = '') => `?limit=10&offset=${page}${extra}`;

/** The load bench's calls (bench/loadClients.ts), by role; a few pages of each list. */
const CALLS: { role: string; url: string; body?: () => Record<string, unknown> }[] = [
  ...[1, 2, 3].map((page) => ({ role: 'Warehouse', url: `/admin/get-all-warehouse-orders${list(page)}` })),
  ...[1, 3].map((page) => ({ role: 'Admin', url: `/admin/get-shopify-orders${list(page)}` })),
  { role: 'Admin', url: `/admin/get-shopify-orders${list(1, '&search=ada')}` },
  { role: 'Admin', url: `/admin/get-consolidate-unconsolidate-orders${list(1)}` },
  { role: 'Admin', url: `/admin/get-supplier-orders-to-be-sent${list(1)}` },
  { role: 'Admin', url: `/admin/get-stock${list(1)}` },
  { role: 'Admin', url: `/admin/get-attention${list(1)}` },
  { role: 'Admin', url: '/admin/get-overview' },
  { role: 'Supplier', url: `/admin/get-purchase-orders${list(1)}` },
  { role: 'Warehouse', url: `/admin/get-attention${list(1)}` },
];

interface Server {
  label: string;
  app: FastifyInstance;
  handle: DatabaseHandle;
  tokens: Map<string, string>;
  orderId: string;
  cpu: { nodeMs: number; databaseMs: number; requests: number };
}

async function server(label: string, url: string, config: Config, namedStatements: boolean): Promise<Server> {
  const handle = await openPostgres(url, 10, undefined, { namedStatements });
  const services = createServices(handle, config, noJobs);
  const app = await buildApp({ services });
  await app.ready();
  const tokens = new Map<string, string>();
  for (const role of ['Admin', 'Warehouse', 'Supplier']) {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const res = await app.inject({
      method: 'POST',
      url: '/backend/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${role} answered ${res.statusCode}: ${res.body}`);
    tokens.set(role, res.json().token);
  }
  const orders = await app.inject({
    url: `/backend/api/admin/get-shopify-orders${list(1)}`,
    headers: { 'x-auth-token': tokens.get('Admin') },
  });
  const orderId = (orders.json().doc as { _id: string }[] | undefined)?.[0]?._id;
  if (!orderId)
    throw new Error(`the Master Dashboard answered ${orders.statusCode}: ${orders.body.slice(0, 200)}`);
  return { label, app, handle, tokens, orderId, cpu: { nodeMs: 0, databaseMs: 0, requests: 0 } };
}

async function turn(s: Server, database: string, n: number) {
  const meter = meterCpu(process.pid, database);
  for (let i = 0; i < n; i++) {
    const call = CALLS[i % (CALLS.length + 1)];
    const res = call
      ? await s.app.inject({
          url: `/backend/api${call.url}`,
          headers: { 'x-auth-token': s.tokens.get(call.role) },
        })
      : await s.app.inject({
          method: 'POST',
          url: '/backend/api/admin/add-notes-to-order',
          headers: { 'x-auth-token': s.tokens.get('Admin') },
          payload: { orderId: s.orderId, notes: `bench ${i}` },
        });
    if (res.statusCode !== 200)
      throw new Error(`${call?.url ?? 'notes'} answered ${res.statusCode}: ${res.body}`);
  }
  const spent = meter.stop();
  s.cpu.nodeMs += spent.serverMs;
  s.cpu.databaseMs += spent.databaseMs;
  s.cpu.requests += n;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server to bench on');
  const scratch = await scratchDatabase(url, 'bench');
  const database = scratch.url.replace(/^[^/]*\/\/[^/]*\/([^?]*).*$/, '$1');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-named-'));
  const servers: Server[] = [];
  try {
    await scratch.migrate();
    await seedDemoData(scratch.db);
    await importDemoOrders(scratch, ORDERS);
    const config: Config = { ...loadConfig({}), dataDir, appUrl: 'http://app.test', startJobs: false };
    servers.push(await server('unnamed', scratch.url, config, false));
    servers.push(await server('named', scratch.url, config, true));
    for (const s of servers) await turn(s, database, CALLS.length + 1); // warm up: JIT, pools
    for (const s of servers) s.cpu = { nodeMs: 0, databaseMs: 0, requests: 0 };
    for (let round = 0; round < ROUNDS; round++)
      for (const s of round % 2 ? [...servers].reverse() : servers) await turn(s, database, TURN);
    // The named server's connections: how many statements each prepared, and what they hold.
    const held = await rowsOf<{ prepared: number; bytes: string }>(
      servers[1].handle.db,
      sql`select (select count(*)::int from pg_prepared_statements) as prepared,
        (select sum(total_bytes)::bigint from pg_backend_memory_contexts where name like 'Cached%') as bytes`,
    );
    console.log(
      `a connection of the named server: ${held[0].prepared} statements prepared, ${Math.round(Number(held[0].bytes) / 1024)} kB of cached plans`,
    );
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${ROUNDS} rounds of ${TURN}`,
    );
    console.log('| server | requests | Node ms per request | PostgreSQL ms per request | together |');
    console.log('|---|---|---|---|---|');
    for (const { label, cpu } of servers) {
      const node = cpu.nodeMs / cpu.requests;
      const db = cpu.databaseMs / cpu.requests;
      console.log(
        `| ${label} | ${cpu.requests} | ${node.toFixed(2)} | ${db.toFixed(2)} | ${(node + db).toFixed(2)} |`,
      );
    }
  } finally {
    for (const s of servers) {
      await s.app.close();
      await s.handle.close();
    }
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
