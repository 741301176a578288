/**
 * Which plans PostgreSQL keeps for the lists' named statements (server/db/namedStatements.ts),
 * and what that does to each list's time: BENCH_ORDERS imported orders (statuses spread so that
 * Shipped is seven in ten, a third in one warehouse), then every Filter tag of Warehouse Orders,
 * the Master Dashboard and Consolidate, two pages each, Needs attention and the overview, asked
 * BENCH_ROUNDS times of two servers on one connection each, one naming its statements and one
 * not. Prints each call's median time (the first six rounds left out) and, for the named
 * server's connection, how often each statement ran on its generic plan and on a custom one.
 *
 *   BENCH_DATABASE_URL='postgresql://root@/postgres?host=/var/run/postgresql' npx tsx bench/namedStatementPlans.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openPostgres } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { scratchDatabase } from '../server/db/scratchDatabase';
import { noJobs } from '../server/jobs';
import { createServices } from '../server/services';
import { DEMO_ACCOUNTS, seedDemoData } from '../server/demo/seed';
import { importDemoOrders } from './demoImport';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const UNTIMED = 6;

const calls: [role: string, url: string][] = [];
for (const tag of ['', 'shipped', 'pending', 'preparation', 'ready']) {
  const t = tag ? `&tag=${tag}` : '';
  calls.push(['Warehouse', `/admin/get-all-warehouse-orders?limit=10&offset=1${t}`]);
  calls.push(['Warehouse', `/admin/get-all-warehouse-orders?limit=10&offset=3${t}`]);
  calls.push(['Admin', `/admin/get-shopify-orders?limit=10&offset=1${t}`]);
  calls.push(['Admin', `/admin/get-shopify-orders?limit=10&offset=5${t}`]);
  calls.push(['Admin', `/admin/get-consolidate-unconsolidate-orders?limit=10&offset=1${t}`]);
}
calls.push(['Admin', '/admin/get-attention?limit=10&offset=1'], ['Admin', '/admin/get-overview']);

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server to bench on');
const scratch = await scratchDatabase(url, 'bench');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-plans-'));
try {
  await scratch.migrate();
  await seedDemoData(scratch.db);
  await importDemoOrders(scratch, ORDERS);
  await scratch.db.execute(
    sql`update orders set status = (array['Pending', 'Preparation', 'Ready', 'Shipped', 'Shipped', 'Shipped',
      'Shipped', 'Shipped', 'Shipped', 'Shipped'])[1 + abs(hashtext(id::text)) % 10]`,
  );
  await scratch.db.execute(
    sql`update orders set assigned_warehouse_id = (select id from warehouses order by name limit 1),
      consolidated = true where abs(hashtext(id::text)) % 3 = 0`,
  );
  await scratch.db.execute(sql`analyze`);
  const config: Config = { ...loadConfig({}), dataDir, appUrl: 'http://app.test', startJobs: false };
  const servers = [];
  for (const named of [false, true]) {
    const handle = await openPostgres(scratch.url, 1, undefined, { namedStatements: named });
    const app = await buildApp({ services: createServices(handle, config, noJobs) });
    await app.ready();
    const tokens = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const res = await app.inject({
        method: 'POST',
        url: '/backend/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      tokens.set(account.role, res.json().token);
    }
    servers.push({ label: named ? 'named' : 'unnamed', handle, app, tokens });
  }
  const times = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const s of servers)
      for (const [role, call] of calls) {
        const start = performance.now();
        const res = await s.app.inject({
          url: `/backend/api${call}`,
          headers: { 'x-auth-token': s.tokens.get(role) },
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${call} answered ${res.statusCode}: ${res.body}`);
        const key = `${s.label} ${call}`;
        if (round >= UNTIMED) times.set(key, [...(times.get(key) ?? []), ms]);
      }
  const median = (ms: number[]) => ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)].toFixed(1);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| call | unnamed, median ms | named |');
  console.log('|---|---|---|');
  for (const [, call] of calls)
    console.log(
      `| ${call} | ${median(times.get(`unnamed ${call}`)!)} | ${median(times.get(`named ${call}`)!)} |`,
    );
  const plans = await rowsOf<{ generic_plans: number; custom_plans: number; statement: string }>(
    servers[1].handle.db,
    sql`select generic_plans, custom_plans, regexp_replace(statement, '\\s+', ' ', 'g') as statement
      from pg_prepared_statements order by custom_plans desc`,
  );
  console.log('\ngeneric plans, custom plans, statement');
  for (const p of plans) console.log(p.generic_plans, p.custom_plans, p.statement.slice(0, 400));
  for (const s of servers) {
    await s.app.close();
    await s.handle.close();
  }
} finally {
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
