import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type Config } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { createServices, type Services } from '../../server/services';
import { noJobs } from '../../server/jobs';
import { drainOutbox } from '../../server/jobs/outbox';
import { smtpTransport } from '../../server/services/mailTransport';
import { sendDue } from '../../server/services/scheduledOrders/dueSending';
import { purchaseOrderSending } from '../../server/services/purchasing/sending';
import type { Sendable } from '../../server/services/scheduledOrders/sendOnce';
import { PUO_LINE_SENT } from '../../domain/pickupOrders';
import { freshDatabase } from './helpers';
import { scheduledOrdersDue, type DueScheduledOrders } from '../dueScheduledOrders';

/**
 * Issue 31 item 5: 1,000 due purchase orders and 1,000 due pickup orders sent by two server
 * instances at the same moment (on PostgreSQL, TEST_DATABASE_URL, each with its own connection
 * pool; on PGlite, two services on the one embedded database): each order moves to sent once,
 * with exactly one e-mail in the outbox, and each e-mail reaches the SMTP server once when both
 * instances drain the outbox at once. A batch that dies midway leaves its orders due and
 * writes nothing of them.
 */
/** On PGlite both instances share one connection, so fewer show the same. */
const DUE = process.env.TEST_DATABASE_URL ? 1_000 : 200;

let primary: DatabaseHandle & { drop(): Promise<void> };
let secondary: DatabaseHandle | null = null;
let instances: Services[] = [];
let dataDir: string;
let config: Config;

beforeAll(async () => {
  primary = await freshDatabase();
  if (process.env.TEST_DATABASE_URL) {
    const [{ name }] = rowsOf<{ name: string }>(
      await primary.db.execute(sql`select current_database() as name`),
    );
    const url = process.env.TEST_DATABASE_URL.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);
    secondary = await openPostgres(url, 4);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-two-senders-'));
  config = { ...loadConfig({}), dataDir, appUrl: 'http://app.test', startJobs: false };
  instances = [primary, secondary ?? primary].map((handle) => createServices(handle, config, noJobs));
});
afterAll(async () => {
  await secondary?.close();
  await primary.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await primary.db.execute(statement));

/** The outbox's e-mails to these addresses: how many each, and the text of each. */
async function outboxTo(addresses: string[]) {
  const rows = await query<{ to: string; kind: string; html: string }>(
    sql`select to_address as "to", kind, html from outbox
        where to_address in (select json_array_elements_text(${JSON.stringify(addresses)}::json))`,
  );
  const byAddress = new Map<string, { kind: string; html: string }[]>();
  for (const row of rows) byAddress.set(row.to, [...(byAddress.get(row.to) ?? []), row]);
  return byAddress;
}

/** Each order moved to sent, once, with exactly one e-mail in the outbox naming it. */
async function expectSentOnce(due: DueScheduledOrders) {
  const statuses = await query<{ kind: string; status: string; sent: boolean; n: number }>(sql`
    select 'po' as kind, notification_status as status, sent_at is not null as sent, count(*)::int as n
      from purchase_orders where id in (select json_array_elements_text(${JSON.stringify(due.purchaseOrders.map((p) => p.id))}::json)::uuid)
      group by 1, 2, 3
    union all
    select 'puo', notification_status, sent_at is not null, count(*)::int
      from pickup_orders where id in (select json_array_elements_text(${JSON.stringify(due.pickupOrders.map((p) => p.id))}::json)::uuid)
      group by 1, 2, 3`);
  expect(statuses.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'po', status: 'sent', sent: true, n: due.purchaseOrders.length },
    { kind: 'puo', status: 'sent', sent: true, n: due.pickupOrders.length },
  ]);
  const orders = [
    ...due.purchaseOrders.map((o) => ({ ...o, kind: 'purchase-order' })),
    ...due.pickupOrders.map((o) => ({ ...o, kind: 'pickup-order' })),
  ];
  const emails = await outboxTo(orders.map((o) => o.to));
  const wrong = orders.filter((o) => {
    const mine = emails.get(o.to) ?? [];
    return mine.length !== 1 || mine[0].kind !== o.kind || !mine[0].html.includes(o.number);
  });
  expect(wrong).toEqual([]);
}

describe('due purchase and pickup orders sent by two instances at once', () => {
  it('sends each of 1,000 POs and 1,000 PUOs (200 on PGlite) exactly once, one e-mail each, and delivers each once', async () => {
    const due = await scheduledOrdersDue(primary.db, DUE, new Date(Date.now() - 60 * 60_000));
    // Both instances' due runs, twice each, at the same moment.
    const runs = await Promise.all([
      instances[0].scheduledSending.sendDue(),
      instances[1].scheduledSending.sendDue(),
      instances[1].scheduledSending.sendDue(),
      instances[0].scheduledSending.sendDue(),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2 * DUE);
    if (secondary) expect(runs[0] + runs[3]).toBeGreaterThan(0); // both pools took part
    if (secondary) expect(runs[1] + runs[2]).toBeGreaterThan(0);
    await expectSentOnce(due);
    const [left] = await query<{ n: number }>(sql`select
        (select count(*) from purchase_orders where notification_status = 'to_be_sent')
      + (select count(*) from pickup_orders where notification_status = 'to_be_sent') as n`);
    expect(Number(left.n)).toBe(0);

    // What follows a PUO's sending, once: its lines, the PO lines and the customers' order lines
    // Awaiting Pickup, those orders too, and one event on each order's timeline.
    const lines = await query<{ what: string; status: string; n: number }>(sql`
      select 'puo line' as what, status, count(*)::int as n from puo_lines group by 1, 2
      union all select 'po line', status, count(*)::int from po_lines group by 1, 2
      union all select 'order line', status, count(*)::int from order_lines group by 1, 2
      union all select 'order', status, count(*)::int from orders group by 1, 2`);
    expect(lines.sort((a, b) => a.what.localeCompare(b.what))).toEqual([
      { what: 'order', status: PUO_LINE_SENT, n: DUE / 2 },
      { what: 'order line', status: PUO_LINE_SENT, n: DUE / 2 },
      { what: 'po line', status: PUO_LINE_SENT, n: DUE },
      { what: 'puo line', status: PUO_LINE_SENT, n: DUE },
    ]);
    const events = await query<{ n: number; orders: number }>(sql`
      select count(*)::int as n, count(distinct order_id)::int as orders from order_events where kind = 'pickup-order-sent'`);
    expect(events).toEqual([{ n: DUE / 2, orders: DUE / 2 }]);

    // Both instances drain the outbox into one SMTP server at the same moment: each message once.
    const received = new Map<string, string[]>();
    const smtp = await new Promise<SMTPServer>((resolve) => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        disableReverseLookup: true,
        closeTimeout: 500,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk) => (raw += chunk));
          stream.on('end', () => {
            for (const { address } of session.envelope.rcptTo)
              received.set(address, [...(received.get(address) ?? []), raw]);
            callback();
          });
        },
      });
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    try {
      // Pooled connections: one new connection per message costs about 100 ms on loopback.
      const url = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}?pool=true`;
      const drained = await Promise.all(
        [...instances, ...instances].map((services) => drainOutbox(services.handle.db, smtpTransport(url))),
      );
      expect(drained.reduce((sum, d) => sum + d.sent, 0)).toBe(2 * DUE);
      expect(drained.every((d) => d.failed === 0)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    const orders = [...due.purchaseOrders, ...due.pickupOrders];
    const notOnce = orders.filter((o) => {
      const raw = received.get(o.to) ?? [];
      return raw.length !== 1 || !raw[0].replace(/=\r?\n/g, '').includes(o.number);
    });
    expect(notOnce).toEqual([]);
    expect([...received.values()].flat()).toHaveLength(2 * DUE);
  }, 120_000);

  it('a batch that dies midway sends none of its orders; the next run sends them, each once', async () => {
    const due = await scheduledOrdersDue(primary.db, 120, new Date(Date.now() - 60 * 60_000));
    const context = { clock: { now: () => new Date(), timeZone: 'Europe/Berlin' }, imagesDir: dataDir };
    let batches = 0;
    // The process "dies" in the second batch, after its e-mails were written but before it commits.
    const dying: Sendable = {
      ...purchaseOrderSending,
      async deliver(tx, rows, ctx) {
        await purchaseOrderSending.deliver(tx, rows, ctx);
        if (++batches === 2) throw new Error('killed');
      },
    };
    await expect(sendDue(instances[0].handle.db, dying, context, 50)).rejects.toThrow('killed');
    const [{ n: sent }] = await query<{ n: number }>(sql`select count(*)::int as n from purchase_orders
      where notification_status = 'sent' and id in (select json_array_elements_text(${JSON.stringify(due.purchaseOrders.map((p) => p.id))}::json)::uuid)`);
    expect(sent).toBe(50);
    const emails = await outboxTo(due.purchaseOrders.map((o) => o.to));
    expect([...emails.values()].flat()).toHaveLength(50);

    const runs = await Promise.all([
      instances[0].scheduledSending.sendDue(),
      instances[1].scheduledSending.sendDue(),
    ]);
    expect(runs[0] + runs[1]).toBe(70 + 120);
    await expectSentOnce(due);
  }, 60_000);
});
