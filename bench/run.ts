/**
 * npm run bench: imports N Shopify-layout orders (default 100,000) and times, each beside the
 * bare SQL of the same page and count, the Master Dashboard list (page 1 and a late page, with
 * and without search), then the PUO lists (bench/pickupOrders.ts) and the Warehouse Orders list
 * (bench/warehouseOrders.ts), Needs attention (bench/attention.ts), the routing preview
 * (bench/routingPreview.ts) and the bulk status change and ticket print (bench/bulk.ts) at that
 * size, on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL; then the purchasing bench
 * (bench/purchasing.ts, its own database).
 *
 *   npm run bench                         # PGlite only
 *   BENCH_DATABASE_URL=postgresql://root@/postgres?host=/var/run/postgresql npm run bench
 *   BENCH_PGLITE=0 BENCH_DATABASE_URL=... npm run bench   # PostgreSQL only
 *   BENCH_ORDERS=10000 npm run bench      # a quicker run (the purchasing bench too, unless BENCH_PO_ORDERS)
 *   npm run build && npm run bench -- --size   # only the size of the browser app (bench/bundleSize.ts)
 *   npm run build && npm run bench -- --paint  # only LCP and Filter/search in Chromium (bench/paint.ts)
 *   npm run build && npm run bench -- --browser-import  # a 100,000-order file through the Import CSV dialog (bench/browserImport.ts)
 *   npm run bench -- --load               # only the load bench (bench/load.ts; --seconds 10 --clients 20 for a short run)
 *   npm run bench -- --shop               # only shop orders arriving: webhook to order, the sweep (bench/shopIntake.ts)
 *   npm run bench -- --activity           # only the cost of the activity records (bench/activity.ts)
 *   BENCH_ORDERS=1000000 BENCH_IMPORTED=100000 npm run bench -- --only lists
 *                                         # 100,000 imported, copied in SQL to a million; every
 *                                         # order list, p50/p95 (bench/listsAtScale/lists.ts)
 *   npm run bench -- --only attention     # the import, then only Needs attention and the overview
 *                                         # (also: dashboard, pickup, warehouse, routing-preview
 *                                         # (bench/routingPreview.ts), bulk (bench/bulk.ts),
 *                                         # print (the 500-ticket PDF of bench/bulk.ts alone),
 *                                         # export (the streamed CSV of every order, bench/exportStream.ts);
 *                                         # sending (due POs and PUOs sent by two instances at once,
 *                                         # bench/dueSending.ts: no import, BENCH_DUE of each kind);
 *                                         # no purchasing bench)
 */
import os from 'node:os';
import { formatSizeReport, sizeReport } from './bundleSize';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { benchAdmin, onBothEngines } from './engines';
import { medianTime, type BenchRow } from './measure';
import { seedDemoData } from '../server/demo/seed';
import { benchOrdersService, IMPORT_PART, importDemoOrders } from './demoImport';
import { purchasingBench, purchasingTable } from './purchasing';
import { benchPickupOrders } from './pickupOrders';
import { benchWarehouseOrders } from './warehouseOrders';
import { benchAttention } from './attention';
import { benchRoutingPreview } from './routingPreview';
import { benchBulk, benchPrint } from './bulk';
import { benchExport } from './exportStream';
import { runLoadBench } from './load';
import { paintBench, paintTable } from './paint';
import { browserImportBench, browserImportTable } from './browserImport';
import { shopIntakeBench, shopIntakeTable } from './shopIntake';
import { benchDueSending } from './dueSending';
import { benchListsAtScale, listFiguresTable, multiplyOrders, type ListFigure } from './listsAtScale/lists';

const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
/** Orders imported through the product; the rest up to ORDERS are copies in SQL (bench/listsAtScale/lists.ts). */
const IMPORTED = Math.min(ORDERS, Number(process.env.BENCH_IMPORTED || ORDERS));
const REPEAT = 7;

/** The 'lists' part's figures (p50 and p95), printed in a table of their own. */
const listFigures: ListFigure[] = [];

const time = (fn: () => Promise<unknown>) => medianTime(fn, REPEAT);

/** `--only <part>`: the benches after the import to run; all of them without it. */
const PARTS = [
  'dashboard',
  'pickup',
  'warehouse',
  'attention',
  'routing-preview',
  'bulk',
  'print',
  'export',
  'sending',
  'lists',
] as const;
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
if (only !== undefined && !(PARTS as readonly string[]).includes(only))
  throw new Error(`--only takes one of: ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => only === undefined || only === part;

async function bench(engine: string, handle: DatabaseHandle): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  await handle.migrate();
  await seedDemoData(handle.db);
  const user = await benchAdmin(handle);
  const service = benchOrdersService(handle);

  const importStart = performance.now();
  await importDemoOrders(handle, IMPORTED, (imported) =>
    process.stderr.write(`\r${engine}: imported ${imported} / ${IMPORTED}`),
  );
  const importMs = performance.now() - importStart;
  process.stderr.write('\n');
  rows.push({
    engine,
    what: `import ${IMPORTED.toLocaleString('en')} orders (${IMPORT_PART.toLocaleString('en')} per call)`,
    api: importMs,
  });
  if (ORDERS > IMPORTED) {
    const copying = performance.now();
    await multiplyOrders(handle.db, ORDERS);
    rows.push({
      engine,
      what: `copied in SQL up to ${ORDERS.toLocaleString('en')} orders`,
      bare: performance.now() - copying,
    });
  }

  const db = handle.db;
  // Statistics of the imported rows, as PostgreSQL's autovacuum gathers them soon after a large
  // import (PGlite has no autovacuum): without them the first plans guess, and the first figures
  // measured depend on whether autovacuum has run yet.
  await db.execute(sql`analyze`);
  const late = Math.floor(ORDERS / 10 / 2); // a page half-way through, at 10 per page
  const oneOrder = `#${100_001 + Math.min(50_122, Math.floor(ORDERS / 2))}`; // #150123 at 100,000
  const cases = [
    { what: 'list page 1 (10 rows)', query: { limit: '10', offset: '1' }, where: sql`true`, skip: 0 },
    {
      what: `list page ${late.toLocaleString('en')} (10 rows)`,
      query: { limit: '10', offset: String(late) },
      where: sql`true`,
      skip: (late - 1) * 10,
    },
    {
      what: "list page 1, search 'hopper'",
      query: { limit: '10', offset: '1', search: 'hopper' },
      where: sql`search_text like '%hopper%'`,
      skip: 0,
    },
    {
      what: "list page 20, search 'hopper'",
      query: { limit: '10', offset: '20', search: 'hopper' },
      where: sql`search_text like '%hopper%'`,
      skip: 190,
    },
    {
      what: `list page 1, search '${oneOrder}' (one order)`,
      query: { limit: '10', offset: '1', search: oneOrder },
      where: sql`search_text like ${`%${oneOrder}%`}`,
      skip: 0,
    },
  ];
  for (const c of runs('dashboard') ? cases : []) {
    const api = await time(() => service.masterDashboard(c.query));
    const bare = await time(() =>
      Promise.all([
        db.execute(
          sql`select * from orders where ${c.where} order by order_created_at desc, id desc limit 10 offset ${c.skip}`,
        ),
        db.execute(sql`select count(*) from orders where ${c.where}`),
      ]),
    );
    rows.push({ engine, what: c.what, api, bare });
  }
  if (runs('lists')) listFigures.push(...(await benchListsAtScale(engine, handle.db)));
  if (runs('pickup')) rows.push(...(await benchPickupOrders(engine, handle, time)));
  if (runs('warehouse')) rows.push(...(await benchWarehouseOrders(engine, handle.db, time)));
  if (runs('attention')) rows.push(...(await benchAttention(engine, handle.db, time)));
  if (runs('routing-preview')) rows.push(...(await benchRoutingPreview(engine, handle.db, time)));
  if (runs('bulk')) rows.push(...(await benchBulk(engine, handle.db, user, time)));
  if (runs('export')) rows.push(...(await benchExport(engine, handle.db)));
  // Part of 'bulk'; alone: the 500-ticket PDF only.
  if (only === 'print') rows.push(...(await benchPrint(engine, handle.db, time)));
  return rows;
}

function table(rows: BenchRow[]): string {
  const ms = (n?: number) =>
    n === undefined ? '' : n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(1)} ms`;
  const lines = ['| engine | measure | through the service | bare SQL (page + count) |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.engine} | ${r.what} | ${ms(r.api)} | ${ms(r.bare)} |`);
  return lines.join('\n');
}

async function main() {
  if (process.argv.includes('--load')) {
    if (!(await runLoadBench())) process.exitCode = 1;
    return;
  }
  if (process.argv.includes('--activity')) {
    await import('./activity'); // runs the activity bench (bench/activity.ts) alone
    return;
  }
  if (process.argv.includes('--shop')) {
    console.log(
      `\nShop orders arriving (bench/shopIntake.ts):\n\n${shopIntakeTable(await shopIntakeBench())}`,
    );
    return;
  }
  if (process.argv.includes('--paint')) {
    console.log(`\nThe browser at scale (bench/paint.ts):\n\n${paintTable(await paintBench())}`);
    return;
  }
  if (process.argv.includes('--browser-import')) {
    console.log(
      `\nAn order file imported in the browser (bench/browserImport.ts):\n\n${browserImportTable(await browserImportBench())}`,
    );
    return;
  }
  const sizes = sizeReport();
  console.log(
    sizes ? formatSizeReport(sizes) : 'No build in dist/: run `npm run build` for the size report.',
  );
  if (process.argv.includes('--size')) return;
  if (only === 'sending') {
    console.log(
      `\nDue orders sent by two instances (bench/dueSending.ts):\n\n${table(await benchDueSending())}`,
    );
    return;
  }
  // BENCH_PGLITE=0: PostgreSQL only (a large size there).
  const all = await onBothEngines('bench', bench, process.env.BENCH_PGLITE !== '0');
  console.log(
    `\n${ORDERS.toLocaleString('en')} orders; median of ${REPEAT} runs after a warm-up; ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(table(all));
  if (listFigures.length)
    console.log(`\nEvery order list (bench/listsAtScale/lists.ts):\n\n${listFiguresTable(listFigures)}`);
  if (only === undefined) {
    console.log(`\nPurchasing (bench/purchasing.ts):\n\n${purchasingTable(await purchasingBench())}`);
    console.log(
      `\nDue orders sent by two instances (bench/dueSending.ts):\n\n${table(await benchDueSending())}`,
    );
    console.log(
      `\nShop orders arriving (bench/shopIntake.ts):\n\n${shopIntakeTable(await shopIntakeBench())}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
