/**
 * The cost of the activity records (issue 32 item 3: at most 10% slower than without) on the
 * import of orders and on the 1,000-order status change, with the activity triggers on and off
 * (ALTER TABLE ... DISABLE TRIGGER, on this bench's own database). On a shared machine one run
 * of each in turn would measure the neighbours, so the two settings take turns: the import goes
 * chunk by chunk, on then off then off then on..., and the batch's runs alternate likewise; the
 * figures are the sums (import) and medians (batch) of each setting. Beside the wall time, the
 * CPU time of the database's work, which the neighbours do not move: on PGlite this process's
 * (PGlite runs in it), on PostgreSQL its backends' serving the bench's database (read from /proc,
 * so the server must run on this machine).
 *
 *   npx tsx bench/activity.ts                        # PGlite, 20,000 orders imported per setting
 *   BENCH_ACTIVITY_ORDERS=100000 npx tsx bench/activity.ts
 *   BENCH_DATABASE_URL=postgresql://root@/postgres?host=/var/run/postgresql BENCH_PGLITE=0 npx tsx bench/activity.ts
 */
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { activity, orders } from '../server/db/schema';
import { ACTIVITY_TABLES } from '../server/db/activityTables';
import { actingAs } from '../server/db/actor';
import { seedDemoData } from '../server/demo/seed';
import { benchOrdersService, demoExportPart } from './demoImport';
import type { OrderStatus } from '../domain/orderStatus';
import { benchAdmin, onBothEngines } from './engines';

const ORDERS = Number(process.env.BENCH_ACTIVITY_ORDERS || 20_000);
const CHUNK = 5_000; // orders per import call, as run.ts imports them
const BATCH = 1_000;
const BATCH_RUNS = Number(process.env.BENCH_ACTIVITY_RUNS || 15);

interface ActivityFigure {
  engine: string;
  what: string;
  on: number;
  off: number;
  /**
   * CPU time of the database's work: this process's on PGlite (it runs in it), the backends'
   * on PostgreSQL. What the neighbours of a shared machine do not move.
   */
  cpuOn: number;
  cpuOff: number;
  records: number;
}

/**
 * CPU time, in ms, a process has spent so far: /proc/<pid>/schedstat's first field (ns), else
 * /proc/<pid>/stat's utime + stime (clock ticks, 100 a second); 0 once it has ended.
 */
function processCpu(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces
      return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
    } catch {
      return 0;
    }
  }
}

/** The CPU time, in ms, of each PostgreSQL backend serving the bench's database. */
async function backendsCpu(handle: DatabaseHandle): Promise<Map<number, number>> {
  const rows = (await handle.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  return new Map(rows.rows.map(({ pid }) => [pid, processCpu(pid)]));
}

/** Wall time and the CPU time of the database's work (see ActivityFigure) of `work`, in ms. */
async function timed(
  handle: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<{ wall: number; cpu: number }> {
  if (handle.kind === 'pglite') {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
  }
  const before = await backendsCpu(handle);
  const start = performance.now();
  await work();
  const wall = performance.now() - start;
  const after = await backendsCpu(handle);
  // A backend started during the run counts from 0; one ended during it is lost (the pool keeps its 4).
  let cpu = 0;
  for (const [pid, spent] of after) cpu += spent - (before.get(pid) ?? 0);
  return { wall, cpu };
}

async function triggers(handle: DatabaseHandle, on: boolean) {
  const verb = on ? 'ENABLE' : 'DISABLE';
  for (const { table } of ACTIVITY_TABLES)
    for (const kind of ['created', 'changed', 'deleted'])
      await handle.db.execute(sql.raw(`ALTER TABLE "${table}" ${verb} TRIGGER "${table}_activity_${kind}"`));
}

const recordCount = async (handle: DatabaseHandle) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(activity))[0].n;

async function bench(engine: string, handle: DatabaseHandle): Promise<ActivityFigure[]> {
  await handle.migrate();
  await seedDemoData(handle.db);
  const user = await benchAdmin(handle);
  const actor = { kind: 'user' as const, id: user.id, role: user.role, name: user.email };
  const service = benchOrdersService(handle);

  const importChunk = (first: number) => {
    const rows = demoExportPart(CHUNK, { firstNumber: 100_001 + first, seed: first + 1 });
    return actingAs(actor, () => service.importRows(rows, 1, user));
  };
  await importChunk(0); // warm-up: the first chunk pays for compiling and caching, on or off
  const spent = { on: 0, off: 0, cpuOn: 0, cpuOff: 0 };
  const recorded = { before: await recordCount(handle), after: 0 };
  let first = CHUNK;
  for (let turn = 0; first < 2 * ORDERS + CHUNK; turn++) {
    // on, off, off, on, on, off, ...: neither setting always goes first.
    const on = turn % 4 === 0 || turn % 4 === 3;
    await triggers(handle, on);
    const { wall, cpu } = await timed(handle, () => importChunk(first));
    spent[on ? 'on' : 'off'] += wall;
    spent[on ? 'cpuOn' : 'cpuOff'] += cpu;
    first += CHUNK;
    process.stderr.write(`\r${engine}: imported ${first - CHUNK} / ${2 * ORDERS}`);
  }
  process.stderr.write('\n');
  await triggers(handle, true);
  recorded.after = await recordCount(handle);
  await handle.db.execute(sql`analyze`);

  const ids = (
    await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.problematic, false), eq(orders.status, 'Pending')))
      .orderBy(orders.orderCreatedAt, orders.id)
      .limit(BATCH)
  ).map((r) => r.id);
  if (ids.length < BATCH) throw new Error(`Only ${ids.length} Pending orders to change`);
  let status: OrderStatus = 'Pending';
  const flip = () => (status = status === 'Pending' ? 'Preparation' : 'Pending');
  const change = async () => {
    const answer = await actingAs(actor, () => service.changeStatusOfEach(ids, flip(), user));
    if (answer.done !== BATCH) throw new Error(`Changed ${answer.done}, not ${BATCH}`);
  };
  await change(); // warm-up
  await change();
  const samples = { on: [] as number[], off: [] as number[], cpuOn: [] as number[], cpuOff: [] as number[] };
  const beforeBatch = await recordCount(handle);
  let onRuns = 0;
  let current: boolean | undefined;
  for (let run = 0; run < 2 * BATCH_RUNS; run++) {
    const on = run % 4 === 0 || run % 4 === 3;
    if (on !== current) {
      // ALTER TABLE invalidates every cached plan of the tables' statements and triggers, which a
      // running server never does: a run after each toggle, not timed, plans them again.
      await triggers(handle, on);
      await change();
      if (on) onRuns++;
      current = on;
    }
    const { wall, cpu } = await timed(handle, change);
    samples[on ? 'on' : 'off'].push(wall);
    samples[on ? 'cpuOn' : 'cpuOff'].push(cpu);
    if (on) onRuns++;
  }
  await triggers(handle, true);
  if (process.env.BENCH_ACTIVITY_SAMPLES) process.stderr.write(`${engine}: ${JSON.stringify(samples)}\n`);
  const batchRecords = (await recordCount(handle)) - beforeBatch;
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  return [
    {
      engine,
      what: `import ${ORDERS.toLocaleString('en')} orders per setting (${CHUNK.toLocaleString('en')} per call), total`,
      on: spent.on,
      off: spent.off,
      cpuOn: spent.cpuOn,
      cpuOff: spent.cpuOff,
      records: recorded.after - recorded.before,
    },
    {
      engine,
      what: `change status of ${BATCH.toLocaleString('en')} orders (batch, chunks of 100), median of ${BATCH_RUNS}`,
      on: median(samples.on),
      off: median(samples.off),
      cpuOn: median(samples.cpuOn),
      cpuOff: median(samples.cpuOff),
      records: Math.round(batchRecords / Math.max(1, onRuns)),
    },
  ];
}

export function activityTable(figures: ActivityFigure[]): string {
  const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
  const cost = (on: number, off: number) => `${(((on - off) / off) * 100).toFixed(1)}%`;
  const lines = [
    '| engine | measure | activity on | activity off | cost | CPU on | CPU off | CPU cost | activity records (one run, on) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of figures)
    lines.push(
      `| ${f.engine} | ${f.what} | ${ms(f.on)} | ${ms(f.off)} | ${cost(f.on, f.off)} | ${ms(f.cpuOn)} | ${ms(f.cpuOff)} | ${cost(f.cpuOn, f.cpuOff)} | ${f.records.toLocaleString('en')} |`,
    );
  return lines.join('\n');
}

async function main() {
  const figures = await onBothEngines('bench_activity', bench, process.env.BENCH_PGLITE !== '0');
  console.log(`\nThe cost of the activity records (bench/activity.ts):\n\n${activityTable(figures)}`);
}

await main();
