/**
 * The order import beside COPY (issue 31 item 2): BENCH_ORDERS orders (default 10,000) in Shopify's
 * export layout through OrdersService.importRows (what POST /import-orders runs: parse, chunks,
 * routing, stock, timeline), 5,000 per call as the browser sends a large file in parts; then COPY
 * of exactly the rows the import wrote (its orders, their lines, timeline, kept routing inputs and
 * stock movements) into empty tables with the same indexes (`like … including all`), median of 3.
 *
 *   npx tsx bench/importCopy.ts                                   # PGlite
 *   BENCH_DATABASE_URL=postgresql://root@/postgres?host=/var/run/postgresql npx tsx bench/importCopy.ts
 *
 * On PostgreSQL the rows go through server-side files (/tmp, a superuser's COPY); on PGlite
 * through its /dev/blob. The stock rows the import updates (one per product served) are left out.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { benchAdmin, onBothEngines } from './engines';
import { seedDemoData } from '../server/demo/seed';
import { benchOrdersService, demoExportPart } from './demoImport';

const ORDERS = Number(process.env.BENCH_ORDERS || 10_000);
const PER_CALL = 5_000;

/** The tables the import writes, and which of their rows are the import's. */
const WRITTEN: { table: string; ours: string }[] = [
  { table: 'orders', ours: 'id in (select id from bench_imported)' },
  { table: 'order_lines', ours: 'order_id in (select id from bench_imported)' },
  { table: 'order_events', ours: 'order_id in (select id from bench_imported)' },
  { table: 'order_routings', ours: 'order_id in (select id from bench_imported)' },
  { table: 'order_routing_lines', ours: 'order_id in (select id from bench_imported)' },
  { table: 'stock_movements', ours: 'order_id in (select id from bench_imported)' },
];

interface RawClient {
  query(
    text: string,
    params?: unknown[],
    options?: { blob?: Blob },
  ): Promise<{ blob?: Blob; rows?: unknown[] }>;
  /** A pool's one connection (PostgreSQL), so that begin and commit hold the COPY together. */
  connect?: () => Promise<RawClient & { release(): void }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bench(engine: string, handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoData(handle.db);
  const user = await benchAdmin(handle);
  const service = benchOrdersService(handle);
  const files = [];
  for (let first = 0; first < ORDERS; first += PER_CALL)
    files.push(
      demoExportPart(Math.min(PER_CALL, ORDERS - first), { firstNumber: 700_001 + first, seed: first + 7 }),
    );
  await handle.db.execute(sql`create table bench_before as select id from orders`);
  const startedAt = performance.now();
  let imported = 0;
  for (const rows of files) imported += (await service.importRows(rows, 1, user)).imported;
  const importMs = performance.now() - startedAt;
  await handle.db.execute(
    sql`create table bench_imported as select id from orders where id not in (select id from bench_before)`,
  );

  // The raw client: COPY's files (PostgreSQL) or blobs (PGlite) are not drizzle's.
  const client = (handle.db as unknown as { session: { client: RawClient } }).session.client;
  const pglite = handle.kind === 'pglite';
  const raw = pglite ? client : await client.connect!();
  // Files named after this run's scratch database, so that two runs at once keep their own.
  const [{ db: dbName }] = (await raw.query('select current_database() as db')).rows as { db: string }[];
  const fileOf = (table: string) => `/tmp/${dbName}-${table}.tsv`;
  const blobs = new Map<string, Blob>();
  const columnsOf = new Map<string, string>();
  const counts: string[] = [];
  for (const { table, ours } of WRITTEN) {
    await raw.query(`create table bench_copy_${table} (like ${table} including all)`);
    // The stored columns: a generated one (orders.ships_from_warehouse) is computed by COPY FROM.
    const stored = (
      (
        await raw.query(
          `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns
         where table_schema = current_schema() and table_name = '${table}' and is_generated = 'NEVER'`,
        )
      ).rows as { list: string }[]
    )[0].list;
    columnsOf.set(table, stored);
    const select = `(select ${stored} from ${table} where ${ours})`;
    if (pglite) blobs.set(table, (await raw.query(`copy ${select} to '/dev/blob'`)).blob!);
    else await raw.query(`copy ${select} to '${fileOf(table)}'`);
    const [{ n }] = (await raw.query(`select count(*)::int as n from ${table} where ${ours}`)).rows as {
      n: number;
    }[];
    counts.push(`${table} ${n.toLocaleString('en')}`);
  }
  const copyOnce = async () => {
    for (const { table } of WRITTEN) await raw.query(`truncate bench_copy_${table}`);
    const start = performance.now();
    await raw.query('begin');
    for (const { table } of WRITTEN)
      if (pglite)
        await raw.query(`copy bench_copy_${table} (${columnsOf.get(table)}) from '/dev/blob'`, [], {
          blob: blobs.get(table),
        });
      else await raw.query(`copy bench_copy_${table} (${columnsOf.get(table)}) from '${fileOf(table)}'`);
    await raw.query('commit');
    return performance.now() - start;
  };
  const copyMs = median([await copyOnce(), await copyOnce(), await copyOnce()]);
  if ('release' in raw) (raw as { release(): void }).release();
  if (!pglite) for (const { table } of WRITTEN) await rm(fileOf(table), { force: true });
  return [
    {
      engine,
      imported,
      importMs: Math.round(importMs),
      copyMs: Math.round(copyMs),
      ratio: (importMs / copyMs).toFixed(1),
      rows: counts.join(', '),
    },
  ];
}

const withPglite = process.env.BENCH_PGLITE !== '0';
const results = await onBothEngines('bench_import', bench, withPglite);
console.table(results);
