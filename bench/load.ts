/**
 * The load bench: the real app on PGlite (or on PostgreSQL as `npm start` runs it there: web
 * processes on every core and a worker, server/cluster.ts) with demo data and its jobs running,
 * LOAD_ORDERS more orders imported through the API first, then `--clients` signed-in sessions
 * (a third each Admin, Warehouse, Supplier; bench/loadClients.ts) for `--seconds`. Reports
 * each kind of call's p50/p95/p99/max latency, requests a second and the CPU spent per request
 * by the server's processes and PostgreSQL's backends, and checks that every write the server
 * acknowledged is in the database exactly once and that each field holds its last confirmed value.
 *
 *   npm run bench -- --load                                  # PGlite, 100 clients, 60 s
 *   npm run bench -- --load --seconds 10 --clients 20        # shorter
 *   BENCH_DATABASE_URL='postgresql://root@/postgres?host=/var/run/postgresql' npm run bench -- --load
 *   npx tsx bench/load.ts --seconds 10 --clients 20          # the same, without the size report
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../server/db/client';
import { scratchDatabase } from '../server/db/scratchDatabase';
import { startLoadServer } from './loadServer';
import { startSlowSmtp } from './slowSmtp';
import { meterCpu } from './loadCpu';
import { checkLastValues } from './loadCheck';
import {
  exportRows,
  readCatalogue,
  readToConsolidate,
  runClient,
  runImporter,
  signIn,
  type Acknowledged,
  type Failure,
  type LoadState,
  type Role,
  type Sample,
} from './loadClients';

const ROLES: Role[] = ['Admin', 'Warehouse', 'Supplier'];
/** How long the bench measures the server's CPU with no request, before the clients start. */
const IDLE_MS = 5_000;

export interface LoadOptions {
  seconds: number;
  clients: number;
  /** Orders imported through the API before the clients start (not timed). */
  orders: number;
  thinkMs: number;
  /** 0: the file outbox; else e-mails go to an SMTP stand-in answering each after this long. */
  smtpMs: number;
  /** 0: none; else one more Admin imports a shop export of this many rows every 20 s. */
  fileRows: number;
  /** A call not answered within this long is given up and counted as failed. */
  timeoutMs: number;
  /** A PostgreSQL server on which the bench may create and drop a database; else PGlite. */
  databaseUrl?: string;
}

export interface KindFigures {
  kind: string;
  write: boolean;
  calls: number;
  refused: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadReport {
  engine: string;
  options: LoadOptions;
  kinds: KindFigures[];
  samples: Sample[];
  /** Timed calls (sign-ins before the clock left out) a second of the run. */
  requestsPerSecond: number;
  /** CPU ms per timed call: the server's processes, and PostgreSQL's backends of its database. */
  cpu: {
    serverMs: number;
    databaseMs: number;
    serverProcesses: number;
    backends: number;
    /** CPU ms a second with no request, left out of the figures per request. */
    idleServerMsPerSecond: number;
    idleDatabaseMsPerSecond: number;
  };
  /** Problems found in the database afterwards: an acknowledged write missing or twice. */
  problems: string[];
  checked: number;
  /** The server's warnings about slow holds of the database connection, if any. */
  serverWarnings: string[];
  /** Each failed call (5xx, reset, timeout) with its answer; the server's error records; its whole log. */
  failures: Failure[];
  serverErrors: string[];
  serverLogFile: string;
}

/** `--seconds 10`, `--clients 20` (or LOAD_SECONDS, LOAD_CLIENTS). */
function flag(name: string, argv = process.argv): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

function loadOptionsFromEnv(env = process.env): LoadOptions {
  return {
    seconds: Number(flag('seconds') || env.LOAD_SECONDS || 60),
    clients: Number(flag('clients') || env.LOAD_CLIENTS || 100),
    orders: Number(env.LOAD_ORDERS ?? 1_000),
    thinkMs: Number(env.LOAD_THINK_MS ?? 250),
    smtpMs: Number(env.LOAD_SMTP_MS ?? 0),
    fileRows: Number(env.LOAD_FILE_ROWS ?? 0),
    timeoutMs: Number(env.LOAD_TIMEOUT_MS ?? 120_000),
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function figures(samples: Sample[]): KindFigures[] {
  const byKind = new Map<string, Sample[]>();
  for (const s of samples) {
    if (s.kind === 'setup') continue;
    byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  }
  const row = (kind: string, write: boolean, group: Sample[]): KindFigures => {
    const ms = group.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      write,
      calls: group.length,
      refused: group.filter((s) => s.status >= 400 && s.status < 500).length,
      failed: group.filter((s) => s.status === 0 || s.status >= 500).length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      max: ms.at(-1) ?? 0,
    };
  };
  const rows = [...byKind.entries()]
    .map(([kind, group]) => row(kind, group[0].write, group))
    .sort((a, b) => Number(a.write) - Number(b.write) || a.kind.localeCompare(b.kind));
  const timed = samples.filter((s) => s.kind !== 'setup' && !s.kind.startsWith('sign-in'));
  rows.push(row('all calls', false, timed));
  rows.push(
    row(
      'all reads',
      false,
      timed.filter((s) => !s.write),
    ),
  );
  rows.push(
    row(
      'all writes',
      true,
      timed.filter((s) => s.write),
    ),
  );
  return rows;
}

type Rows<T> = { rows: T[] };

/** Every acknowledged write exactly once (read straight from the database, the server stopped). */
async function checkWrites(db: DatabaseHandle['db'], ack: Acknowledged, since: Date, adminEmail: string) {
  const problems: string[] = [];
  const counts = async (kind: string, key: string, items: { orderId: string; text: string }[]) => {
    if (!items.length) return;
    const found = (await db.execute(sql`
      select x.text, count(e.id)::int as n
      from json_to_recordset(${JSON.stringify(items)}::json) as x("orderId" uuid, text text)
      left join order_events e on e.order_id = x."orderId" and e.kind = ${kind} and e.detail->>${key} = x.text
      group by x.text`)) as unknown as Rows<{ text: string; n: number }>;
    for (const r of found.rows) if (r.n !== 1) problems.push(`${kind} ${r.text}: ${r.n} events`);
  };
  await counts('notes', 'notes', ack.notes);
  await counts('invoice-number', 'invoiceNumber', ack.invoiceNumbers);
  if (ack.consolidations.length) {
    const found = (await db.execute(sql`
      select x.id, count(e.id)::int as n
      from json_array_elements_text(${JSON.stringify(ack.consolidations)}::json) as x(id)
      left join order_events e on e.order_id = x.id::uuid and e.kind in ('consolidated', 'unconsolidated')
      group by x.id`)) as unknown as Rows<{ id: string; n: number }>;
    for (const r of found.rows) if (r.n !== 1) problems.push(`consolidation of ${r.id}: ${r.n} events`);
  }
  if (ack.importedOrderNumbers.length) {
    const found = (await db.execute(sql`
      select x.n as number, count(o.id)::int as n
      from json_array_elements_text(${JSON.stringify(ack.importedOrderNumbers)}::json) as x(n)
      left join orders o on o.order_number = x.n
      group by x.n`)) as unknown as Rows<{ number: string; n: number }>;
    for (const r of found.rows) if (r.n !== 1) problems.push(`imported order ${r.number}: ${r.n} rows`);
  }
  const adds = (await db.execute(sql`
    select count(*)::int as n from stock_movements m join users u on u.id = m.user_id
    where m.action = 'Add' and m.order_id is null and u.email = ${adminEmail}
      and m.created_at >= ${since.toISOString()}::timestamptz`)) as unknown as Rows<{ n: number }>;
  if (adds.rows[0].n !== ack.stockAdds)
    problems.push(`stock added ${ack.stockAdds} times, ${adds.rows[0].n} movements`);
  const checked =
    ack.notes.length +
    ack.invoiceNumbers.length +
    ack.consolidations.length +
    ack.importedOrderNumbers.length +
    ack.stockAdds;
  return { problems, checked };
}

export async function loadBench(options: LoadOptions): Promise<LoadReport> {
  const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl, 'load') : undefined;
  const engine = scratch ? 'PostgreSQL server' : 'PGlite 0.5 (on disk)';
  const smtp = options.smtpMs ? await startSlowSmtp(options.smtpMs) : undefined;
  const server = await startLoadServer({
    databaseUrl: scratch?.url,
    env: { SMTP_URL: smtp?.url ?? '' },
    cluster: Boolean(scratch),
  });
  const state: LoadState = {
    base: server.base,
    samples: [],
    failures: [],
    acknowledged: {
      notes: [],
      invoiceNumbers: [],
      consolidations: [],
      importedOrderNumbers: [],
      stockAdds: 0,
      fieldWrites: [],
    },
    toConsolidate: [],
    nextOrderNumber: 200_001,
    until: 0,
    thinkMs: options.thinkMs,
    timeoutMs: options.timeoutMs,
  };
  let since: Date | undefined;
  let cpu: ReturnType<ReturnType<typeof meterCpu>['stop']> | undefined;
  let idleCpu: typeof cpu;
  let runMs = 0;
  const databaseName = scratch ? /\/([^/?]+)(\?|$)/.exec(scratch.url)?.[1] : undefined;
  try {
    const admin = await signIn(state, 'Admin');
    for (let done = 0; done < options.orders; done += 500) {
      const rows = exportRows(state, Math.min(500, options.orders - done));
      const res = await fetch(`${server.base}/admin/import-orders`, {
        method: 'POST',
        headers: { 'x-auth-token': admin, 'content-type': 'application/json' },
        body: JSON.stringify({ rows, firstRow: 1 }),
      });
      if (res.status !== 200) throw new Error(`the setup import answered ${res.status}: ${await res.text()}`);
    }
    await readCatalogue(state, admin);
    await readToConsolidate(state, admin);
    process.stderr.write(
      `${engine}: ${options.clients} clients for ${options.seconds} s (${state.toConsolidate.length} orders to consolidate)\n`,
    );
    // Every session signs in before the clock starts (argon2 is meant to be slow).
    const roles: Role[] = Array.from({ length: options.clients }, (_, i) => ROLES[i % ROLES.length]);
    const tokens = await Promise.all(roles.map((role) => signIn(state, role)));
    // What the processes spend with no request (the scheduler's polling, pg-boss), per second.
    const idle = meterCpu(server.pid, databaseName);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    idleCpu = idle.stop();
    since = new Date();
    const meter = meterCpu(server.pid, databaseName);
    const started = performance.now();
    state.until = Date.now() + options.seconds * 1000;
    await Promise.all([
      ...roles.map((role, i) => runClient(state, role, tokens[i])),
      options.fileRows ? runImporter(state, admin, options.fileRows, 20_000) : undefined,
    ]);
    runMs = performance.now() - started;
    cpu = meter.stop();
  } finally {
    await server.stop();
    await smtp?.close();
  }
  // Kept past the run (its data directory is removed): a failed call's stack is in it.
  const serverLogFile = path.join(
    os.tmpdir(),
    `fbo-load-${scratch ? 'postgresql' : 'pglite'}-${new Date().toISOString().replace(/[:.]/g, '-')}.log`,
  );
  fs.writeFileSync(serverLogFile, server.log());
  // The bench's own connection to the scratch database, or the server's PGlite directory now free.
  const handle = scratch ?? (await openPglite(path.join(server.dataDir, 'pglite')));
  try {
    const once = await checkWrites(handle.db, state.acknowledged, since ?? new Date(), 'admin@demo.test');
    const last = await checkLastValues(handle.db, state.acknowledged.fieldWrites);
    const calls = state.samples.filter((s) => s.kind !== 'setup' && !s.kind.startsWith('sign-in')).length;
    // Per call, less what the same processes spend idle over as long (their jobs' polling).
    const perCall = (ms: number, idleMs: number) =>
      Math.max(0, ms - (idleMs * runMs) / IDLE_MS) / Math.max(1, calls);
    return {
      engine,
      options,
      kinds: figures(state.samples),
      samples: state.samples.filter((s) => s.kind !== 'setup'),
      requestsPerSecond: calls / (runMs / 1000),
      cpu: {
        serverMs: perCall(cpu?.serverMs ?? 0, idleCpu?.serverMs ?? 0),
        databaseMs: perCall(cpu?.databaseMs ?? 0, idleCpu?.databaseMs ?? 0),
        idleServerMsPerSecond: ((idleCpu?.serverMs ?? 0) * 1000) / IDLE_MS,
        idleDatabaseMsPerSecond: ((idleCpu?.databaseMs ?? 0) * 1000) / IDLE_MS,
        serverProcesses: cpu?.serverProcesses ?? 0,
        backends: cpu?.backends ?? 0,
      },
      problems: [...once.problems, ...last.problems],
      checked: once.checked + last.checked,
      serverWarnings: server
        .log()
        .split('\n')
        .filter((line) => line.includes('database connection')),
      failures: state.failures,
      serverErrors: server.errors(),
      serverLogFile,
    };
  } finally {
    if (scratch) await scratch.drop();
    else await handle.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function loadTable(report: LoadReport): string {
  const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`);
  const lines = [
    `${report.engine}: ${report.options.clients} clients, ${report.options.seconds} s, pause 0 to ${2 * report.options.thinkMs} ms; ` +
      `e-mail: ${report.options.smtpMs ? `SMTP answering in ${report.options.smtpMs} ms` : 'file outbox'}; ` +
      `${report.options.fileRows ? `a ${report.options.fileRows.toLocaleString('en')}-row import every 20 s; ` : ''}` +
      `${os.cpus().length} cores, Node ${process.version}`,
    '',
    '| call | calls | refused (4xx) | failed (5xx, reset) | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const k of report.kinds)
    lines.push(
      `| ${k.kind} | ${k.calls} | ${k.refused} | ${k.failed} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${ms(k.max)} |`,
    );
  const { calls, failed } = report.kinds.find((k) => k.kind === 'all calls')!;
  const why = new Map<string, number>();
  for (const s of report.samples.filter((s) => s.message !== undefined)) {
    const key = `${s.kind}: ${s.status} ${s.message}`;
    why.set(key, (why.get(key) ?? 0) + 1);
  }
  if (why.size) lines.push('', 'Refused or failed, why:', ...[...why].map(([key, n]) => `- ${key} (${n})`));
  lines.push(
    '',
    `${calls} calls, ${report.requestsPerSecond.toFixed(1)} requests/s, ${failed} failed; ` +
      `CPU per request: ${report.cpu.serverMs.toFixed(2)} ms in the server's ${report.cpu.serverProcesses} processes` +
      (report.cpu.backends
        ? ` + ${report.cpu.databaseMs.toFixed(2)} ms in ${report.cpu.backends} PostgreSQL backends = ${(report.cpu.serverMs + report.cpu.databaseMs).toFixed(2)} ms`
        : ' (PGlite inside them)') +
      `; idle CPU left out: ${report.cpu.idleServerMsPerSecond.toFixed(0)} ms/s server, ${report.cpu.idleDatabaseMsPerSecond.toFixed(0)} ms/s PostgreSQL`,
    '',
    report.problems.length
      ? `Acknowledged writes NOT exactly once (${report.problems.length} of ${report.checked}):\n${report.problems.slice(0, 20).join('\n')}`
      : `All ${report.checked} acknowledged writes checked are in the database exactly once.`,
  );
  const holds = report.serverWarnings
    .map((line) => ({ ms: Number(/heldMs"?[=:](\d+)/.exec(line)?.[1] ?? 0), line }))
    .sort((a, b) => b.ms - a.ms);
  if (holds.length)
    lines.push(
      '',
      `PGlite's connection held 1 s or more ${holds.length} times; the longest (server warnings):`,
      ...holds.slice(0, 5).map((h) => h.line.slice(0, 300)),
    );
  if (report.failures.length)
    lines.push(
      '',
      `Failed calls (${report.failures.length}; sent at, UTC):`,
      ...report.failures.map(
        (f) =>
          `- ${f.sentAt} ${f.kind}: ${f.method} ${f.url} answered ${f.status || 'nothing'} after ${Math.round(f.ms)} ms: ${f.answer}`,
      ),
    );
  if (report.serverErrors.length)
    lines.push(
      '',
      `The server's errors (${report.serverErrors.length}; the first 10):`,
      ...report.serverErrors.slice(0, 10).map((record) => record.split('\n').slice(0, 25).join('\n')),
    );
  lines.push('', `The server's log: ${report.serverLogFile}`);
  return lines.join('\n');
}

export async function runLoadBench(): Promise<boolean> {
  const options = loadOptionsFromEnv();
  // `--postgres-only`: skip the PGlite run (a quick look at PostgreSQL's figures).
  const reports =
    options.databaseUrl && process.argv.includes('--postgres-only')
      ? []
      : [await loadBench({ ...options, databaseUrl: undefined })];
  if (options.databaseUrl) reports.push(await loadBench(options));
  for (const report of reports) console.log(`\n${loadTable(report)}`);
  // No error answer: a 5xx or a reset fails the run, as does a write not found as acknowledged.
  return reports.every((r) => !r.problems.length && r.kinds.every((k) => !k.failed));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runLoadBench()
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
