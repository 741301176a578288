/**
 * The purchasing bench (issue 9): making POs for N orders (default 100,000) bought from S
 * suppliers (default 1,000), the to-be-sent and sent lists at that size (page 1, a late page,
 * searches) beside their bare SQL, and sending 1,000 due POs through the file outbox. Part of
 * `npm run bench`; alone: `npx tsx bench/purchasing.ts`.
 *
 *   BENCH_PO_ORDERS=5000 BENCH_PO_ROUNDS=2 npx tsx bench/purchasing.ts   # a quicker run
 *   BENCH_DATABASE_URL=postgresql://root@/postgres?host=/var/run/postgresql npx tsx bench/purchasing.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { onBothEngines } from './engines';
import { medianTime, type BenchRow } from './measure';
import { orders, outbox, products, settings, suppliers, warehouses } from '../server/db/schema';
import { addBoughtLines } from '../server/services/purchasing/boughtLines';
import { PurchaseOrdersService } from '../server/services/purchasing/purchaseOrdersService';
import { drainOutbox } from '../server/jobs/outbox';
import { fileTransport } from '../server/services/mailTransport';
import { NO_EFFECTS } from '../server/flows/flow';

// Within npm run bench, BENCH_ORDERS sizes this bench too unless BENCH_PO_ORDERS is given.
const ORDERS = Number(process.env.BENCH_PO_ORDERS || process.env.BENCH_ORDERS || 100_000);
const SUPPLIERS = Number(process.env.BENCH_PO_SUPPLIERS || 1_000);
/** POs are sent in this many rounds while orders come in; the last round's stay to be sent. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_PO_ROUNDS || 5));
const ORDERS_PER_TX = 1_000;
const REPEAT = 5;

const time = (fn: () => Promise<unknown>) => medianTime(fn, REPEAT);

const pad = (n: number) => String(n).padStart(4, '0');

async function masterData(handle: DatabaseHandle) {
  const db = handle.db;
  await db.insert(settings).values({ id: 1, sendFromEmail: 'orders@bench.test' }).onConflictDoNothing();
  const [warehouse] = await db
    .insert(warehouses)
    .values({
      name: 'Bench Hub',
      contactPerson: 'B',
      email: 'hub@bench.test',
      contactPhone: '1',
      streetName: 'Dock Road',
      streetNumber: '1',
      city: 'London',
      country: 'GB',
      zipCode: '1000',
    })
    .returning();
  for (let first = 0; first < SUPPLIERS; first += 500) {
    const made = await db
      .insert(suppliers)
      .values(
        Array.from({ length: Math.min(500, SUPPLIERS - first) }, (_, k) => ({
          name: `Bench Supplier ${pad(first + k)}`,
          contactPerson: 'Sam',
          contactEmail: `s${first + k}@bench.test`,
          contactPhone: '1',
          streetName: 'Main',
          streetNumber: '1',
          city: 'Leeds',
          country: 'GB',
          zipCode: 'LS1',
          notificationDays: 1,
          notificationTime: '09:00',
          emailSubject: 'Purchase order',
          customeEmail: '<p>Hello,</p><p>{{table}}</p>',
        })),
      )
      .returning({ id: suppliers.id, name: suppliers.name });
    await db.insert(products).values(
      made.flatMap((s) =>
        ['a', 'b'].map((v) => ({
          internalSku: `SKU-${s.name.slice(-4)}-${v}`,
          supplierSku: `SUP-${s.name.slice(-4)}-${v}`,
          internalProductName: `Product ${s.name.slice(-4)} ${v}`,
          supplierProductName: `Supplier product ${s.name.slice(-4)} ${v}`,
          supplierId: s.id,
          weight: 1,
        })),
      ),
    );
  }
  // Decided orders (consolidated into the hub) with one or two bought lines each.
  await db.execute(sql`insert into orders (order_number, order_created_at, source, assigned_warehouse_id, consolidated,
      customer_first_name, customer_last_name, shipping_address1, shipping_city, shipping_zip, shipping_country)
    select '#B' || lpad(g::text, 7, '0'), now() - g * interval '1 second', 'import', ${warehouse.id}, true,
      'Ada', 'Lovelace', '1 Analytical St', 'Manchester', 'M1', 'GB'
    from generate_series(1, ${ORDERS}) g`);
  for (const [position, variant, factor, every] of [
    [1, 'a', 7919, 1],
    [2, 'b', 104729, 2],
  ] as const)
    await db.execute(sql`insert into order_lines (order_id, position, line_key, product_id, supplier_id, sku, name, quantity, fulfilment)
      select o.id, ${position}, 'line-' || ${position}, p.id, p.supplier_id, p.internal_sku, p.internal_product_name, 1 + n % 3, 'buy'
      from (select id, substring(order_number from 3)::int as n from orders) o
      join products p on p.internal_sku = 'SKU-' || lpad(((o.n::bigint * ${factor}) % ${SUPPLIERS})::text, 4, '0') || '-' || ${variant}
      where o.n % ${every} = 0`);
  return (await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.orderNumber))).map((o) => o.id);
}

async function bench(engine: string, handle: DatabaseHandle): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  await handle.migrate();
  const db = handle.db;
  process.stderr.write(`${engine}: ${ORDERS.toLocaleString('en')} orders from ${SUPPLIERS} suppliers\n`);
  const orderIds = await masterData(handle);
  let current = Date.parse('2026-11-23T08:00:00Z');
  const clock = { now: () => new Date(current), timeZone: 'Europe/Berlin' };
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  const service = new PurchaseOrdersService(db, { clock, imagesDir: outboxDir, effects: NO_EFFECTS });

  // Making POs: the step consolidation runs for each order, 1,000 orders per transaction; a
  // send round after each part but the last (BENCH_PO_ROUNDS parts), so both lists fill.
  let making = 0;
  let sending = 0;
  const perRound = Math.ceil(orderIds.length / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const ids = orderIds.slice(round * perRound, (round + 1) * perRound);
    for (let first = 0; first < ids.length; first += ORDERS_PER_TX) {
      await db.transaction((tx) =>
        addBoughtLines(tx, ids.slice(first, first + ORDERS_PER_TX), { userId: null, clock }),
      );
      process.stderr.write(
        `\r${engine}: POs made for ${round * perRound + Math.min(first + ORDERS_PER_TX, ids.length)} orders`,
      );
    }
    making += performance.now() - start;
    if (round === ROUNDS - 1) break;
    current += 7 * 24 * 60 * 60 * 1000; // every open PO is due
    const sendStart = performance.now();
    await service.sendDue();
    sending += performance.now() - sendStart;
    await db.update(outbox).set({ status: 'sent' }); // those e-mails are not what is measured
  }
  process.stderr.write('\n');
  const count = async (where: SQL) =>
    Number(
      (
        (await db.execute(sql`select count(*)::int as n from purchase_orders where ${where}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
  const toBeSentCount = await count(sql`notification_status = 'to_be_sent'`);
  const sentCount = await count(sql`notification_status = 'sent'`);
  rows.push({
    engine,
    what: `make POs for ${ORDERS.toLocaleString('en')} orders (${ORDERS_PER_TX.toLocaleString('en')} per transaction): ${toBeSentCount} to be sent, ${sentCount} sent`,
    api: making,
  });
  rows.push({ engine, what: `send ${sentCount} POs in ${ROUNDS - 1} rounds (e-mails queued)`, api: sending });

  const term = (t: string) => `%${t.toLowerCase()}%`;
  const searchSql = (t: string) => sql`(lower(po_number) like ${term(t)}
    or supplier_id in (select id from suppliers where lower(name) like ${term(t)})
    or id in (select a.purchase_order_id from po_assignments a join po_lines l on l.po_assignment_id = a.id
      where l.product_id in (select id from products where lower(coalesce(supplier_sku, '')) like ${term(t)} or lower(internal_sku) like ${term(t)})))`;
  const samplePo = (
    (await db.execute(
      sql`select po_number from purchase_orders where notification_status = 'sent' order by po_number limit 1 offset ${Math.floor(sentCount / 2)}`,
    )) as unknown as { rows: { po_number: string }[] }
  ).rows[0]?.po_number;
  const lists = [
    {
      name: 'to-be-sent',
      status: 'to_be_sent',
      order: sql`schedule_time asc, po_number asc`,
      call: (q: Record<string, string>) => service.listToBeSent(q),
      pages: Math.max(1, Math.ceil(toBeSentCount / 10)),
    },
    {
      name: 'sent',
      status: 'sent',
      order: sql`sent_at desc, po_number desc`,
      call: (q: Record<string, string>) => service.listSent(q),
      pages: Math.max(1, Math.ceil(sentCount / 10)),
    },
  ];
  for (const list of lists) {
    const late = Math.max(1, list.pages - 1);
    const cases = [
      { what: 'page 1', query: { limit: '10', offset: '1' }, where: sql`true`, skip: 0 },
      {
        what: `page ${late}`,
        query: { limit: '10', offset: String(late) },
        where: sql`true`,
        skip: (late - 1) * 10,
      },
      { what: "search SKU 'SKU-0042-a'", search: 'SKU-0042-a' },
      { what: "search supplier 'supplier 0777'", search: 'supplier 0777' },
      ...(samplePo ? [{ what: `search PO number '${samplePo}'`, search: samplePo }] : []),
    ].map((c) =>
      'search' in c && c.search
        ? {
            what: c.what,
            query: { limit: '10', offset: '1', search: c.search },
            where: searchSql(c.search),
            skip: 0,
          }
        : (c as { what: string; query: Record<string, string>; where: SQL; skip: number }),
    );
    for (const c of cases) {
      const api = await time(() => list.call(c.query));
      const bare = await time(() =>
        Promise.all([
          db.execute(
            sql`select * from purchase_orders where notification_status = ${list.status} and ${c.where} order by ${list.order} limit 10 offset ${c.skip}`,
          ),
          db.execute(
            sql`select count(*) from purchase_orders where notification_status = ${list.status} and ${c.where}`,
          ),
        ]),
      );
      rows.push({ engine, what: `${list.name} list, ${c.what}`, api, bare });
    }
  }

  // Sending the due POs (at most 1,000) and writing their e-mails as .eml files.
  current += 7 * 24 * 60 * 60 * 1000;
  const start = performance.now();
  const sent = await service.sendDue();
  const afterSend = performance.now();
  const drained = await drainOutbox(db, fileTransport(outboxDir), clock.now);
  const end = performance.now();
  rows.push({ engine, what: `send ${sent} due POs (PO to Sent, e-mail queued)`, api: afterSend - start });
  rows.push({
    engine,
    what: `write their ${drained.sent} e-mails through the file outbox`,
    api: end - afterSend,
  });
  fs.rmSync(outboxDir, { recursive: true, force: true });
  return rows;
}

/** Both engines: PGlite in memory, and PostgreSQL when BENCH_DATABASE_URL names a server. */
export function purchasingBench(): Promise<BenchRow[]> {
  // BENCH_PO_PGLITE=0: PostgreSQL only (a run on a busy machine that already has the PGlite figures).
  return onBothEngines('bench_po', bench, process.env.BENCH_PO_PGLITE !== '0');
}

export function purchasingTable(rows: BenchRow[]): string {
  const ms = (n?: number) =>
    n === undefined ? '' : n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(1)} ms`;
  const lines = ['| engine | measure | through the service | bare SQL (page + count) |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.engine} | ${r.what} | ${ms(r.api)} | ${ms(r.bare)} |`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  purchasingBench()
    .then((rows) => {
      console.log(
        `\n${ORDERS.toLocaleString('en')} orders, ${SUPPLIERS} suppliers; lists: median of ${REPEAT} runs after a warm-up; ${os.cpus().length} cores, Node ${process.version}\n`,
      );
      console.log(purchasingTable(rows));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
