/**
 * Sending due purchase and pickup orders by two server instances at once (issue 31 item 5):
 * BENCH_DUE (default 5,000) due POs and as many due PUOs (tests/dueScheduledOrders.ts, written
 * by SQL, not timed), then both instances' scheduled runs (services.scheduledSending.sendDue)
 * started at the same moment; timed until both end: every order moved to sent with its e-mail
 * in the outbox and what follows written. On PostgreSQL the second instance has its own pool on
 * the same database; on PGlite both share the one embedded database. Checks afterwards that
 * each order was sent once with one e-mail. Part of `npm run bench -- --only sending`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { loadConfig } from '../server/config';
import { createServices } from '../server/services';
import { noJobs } from '../server/jobs';
import { onBothEngines } from './engines';
import type { BenchRow } from './measure';
import { scheduledOrdersDue } from '../tests/dueScheduledOrders';

const DUE = Number(process.env.BENCH_DUE || 5_000);

async function bench(engine: string, handle: DatabaseHandle): Promise<BenchRow[]> {
  await handle.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-due-'));
  let second: DatabaseHandle | undefined;
  try {
    if (handle.kind === 'postgres') {
      const [{ name }] = await rowsOf<{ name: string }>(handle.db, sql`select current_database() as name`);
      const url = process.env.BENCH_DATABASE_URL!.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);
      second = await openPostgres(url);
    }
    const config = { ...loadConfig({}), dataDir, startJobs: false };
    const instances = [handle, second ?? handle].map((h) => createServices(h, config, noJobs));
    process.stderr.write(`${engine}: ${DUE} due POs and ${DUE} due PUOs\n`);
    await scheduledOrdersDue(handle.db, DUE, new Date(Date.now() - 60 * 60_000));
    await handle.db.execute(sql`analyze`);
    const start = performance.now();
    const runs = await Promise.all(instances.map((services) => services.scheduledSending.sendDue()));
    const ms = performance.now() - start;
    const [check] = await rowsOf<{ left: number; emails: number; addresses: number }>(
      handle.db,
      sql`select
        (select count(*) from purchase_orders where notification_status = 'to_be_sent')
          + (select count(*) from pickup_orders where notification_status = 'to_be_sent') as "left",
        (select count(*) from outbox) as emails, (select count(distinct to_address) from outbox) as addresses`,
    );
    const sent = runs[0] + runs[1];
    if (
      sent !== 2 * DUE ||
      Number(check.left) ||
      Number(check.emails) !== sent ||
      Number(check.addresses) !== sent
    )
      throw new Error(`due sending: ${JSON.stringify({ runs, ...check })}`);
    return [
      ...(await benchSendNow(engine, handle, instances[0])),
      {
        engine,
        what: `send ${sent.toLocaleString('en')} due orders (${DUE.toLocaleString('en')} POs, ${DUE.toLocaleString('en')} PUOs) by two instances at once (${runs.join(' + ')}), one e-mail each to the outbox`,
        api: ms,
      },
    ];
  } finally {
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SENT_NOW = 1_000;

/**
 * 'send' on 1,000 selected purchase orders (POST /supplier-order-sent-now-batch, through the
 * service), a chunk of rows at once (sendOnce.ts sendSome), beside one set-based SQL statement
 * per table doing the same writes on another 1,000 (moved to sent, an e-mail each to the outbox,
 * an event on each served order's timeline; its e-mail a fixed text, so a floor: the service
 * renders each e-mail). Orders scheduled for tomorrow, so the due run takes none of them.
 */
async function benchSendNow(
  engine: string,
  handle: DatabaseHandle,
  services: ReturnType<typeof createServices>,
): Promise<BenchRow[]> {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  const viaApi = (await scheduledOrdersDue(handle.db, SENT_NOW, tomorrow)).purchaseOrders.map((po) => po.id);
  const bare = (await scheduledOrdersDue(handle.db, SENT_NOW, tomorrow)).purchaseOrders.map((po) => po.id);
  const [admin] = await rowsOf<{ id: string }>(
    handle.db,
    sql`select id from users where role = 'Admin' limit 1`,
  );
  const user = { id: admin?.id ?? null } as { id: string };
  await handle.db.execute(sql`analyze`);
  let start = performance.now();
  const answer = await services.purchaseOrders.sendEachNow(viaApi, user);
  const api = performance.now() - start;
  if (answer.done !== SENT_NOW) throw new Error(`send now: ${answer.msg}`);
  const inBare = sql`(select json_array_elements_text(${JSON.stringify(bare)}::json)::uuid)`;
  start = performance.now();
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`update purchase_orders set notification_status = 'sent', sent_at = now(), updated_at = now()
      where id in ${inBare} and notification_status = 'to_be_sent'`);
    await tx.execute(sql`insert into outbox (kind, to_address, subject, html, text)
      select 'purchase-order', s.contact_email, 'Purchase order ' || po.po_number, '<p>' || po.po_number || '</p>', po.po_number
      from purchase_orders po join suppliers s on s.id = po.supplier_id where po.id in ${inBare}`);
    await tx.execute(sql`insert into order_events (order_id, kind, user_id, detail)
      select a.order_id, 'purchase-order-sent', ${user.id}::uuid, jsonb_build_object('poNumber', po.po_number)
      from po_assignments a join purchase_orders po on po.id = a.purchase_order_id
      where po.id in ${inBare} and a.order_id is not null`);
  });
  const setBased = performance.now() - start;
  return [
    {
      engine,
      what: `send now ${SENT_NOW.toLocaleString('en')} selected POs (chunks of 100, set-based); bare: one statement per table for the ${SENT_NOW.toLocaleString('en')}, one transaction`,
      api,
      bare: setBased,
    },
  ];
}

/** Both engines: PGlite in memory, and PostgreSQL when BENCH_DATABASE_URL names a server. */
export function benchDueSending(): Promise<BenchRow[]> {
  // BENCH_DUE_PGLITE=0: PostgreSQL only.
  return onBothEngines('bench_due', bench, process.env.BENCH_DUE_PGLITE !== '0');
}
