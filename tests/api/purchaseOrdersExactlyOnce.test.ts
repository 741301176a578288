import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import {
  outbox,
  pickupOrders,
  puoAssignments,
  puoLines,
  shippingAgents,
  poAssignments,
  poLines,
  purchaseOrders,
} from '../../server/db/schema';
import { createServices, type Services } from '../../server/services';
import { DUE_PURCHASE_ORDERS_QUEUE, noJobs, startJobs } from '../../server/jobs';
import { drainOutbox } from '../../server/jobs/outbox';
import { smtpTransport, type MailMessage, type MailTransport } from '../../server/services/mailTransport';
import { freshDatabase, tokenFor, type TestContext } from './helpers';
import { purchaseOrdersDue } from '../duePurchaseOrders';
import { formatPuoNumber } from '../../domain/pickupOrders';

/**
 * Two server instances on one database (DESIGN.md section 2): on PostgreSQL (TEST_DATABASE_URL)
 * each has its own connection pool; on PGlite they share the one embedded database. Either
 * way every due PO is e-mailed exactly once, whoever sends it.
 */
type Instance = { app: FastifyInstance; services: Services };

let primary: DatabaseHandle & { drop(): Promise<void> };
let secondary: DatabaseHandle | null = null;
let instances: Instance[] = [];
let dataDir: string;
let config: Config;

beforeAll(async () => {
  primary = await freshDatabase();
  if (process.env.TEST_DATABASE_URL) {
    const result = (await primary.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = process.env.TEST_DATABASE_URL.replace(
      /^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/,
      `$1${result.rows[0].name}`,
    );
    secondary = await openPostgres(url, 4);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-twice-'));
  config = { ...loadConfig({}), dataDir, appUrl: 'http://app.test', startJobs: false };
  for (const handle of [primary, secondary ?? primary]) {
    const services = createServices(handle, config, noJobs);
    const app = await buildApp({ services });
    await app.ready();
    instances.push({ app, services });
  }
});
afterAll(async () => {
  for (const { app } of instances) await app.close();
  instances = [];
  await secondary?.close();
  await primary.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `count` suppliers, each with a PO due an hour ago holding one manual warehouse line. */
const duePurchaseOrders = (count: number) =>
  purchaseOrdersDue(primary.db, count, new Date(Date.now() - 60 * 60_000));

let made = 0;
/** `count` shipping agents, each with a PUO due an hour ago: one manual line from a supplier to a warehouse. */
async function duePickupOrders(count: number) {
  const [po] = await duePurchaseOrders(1);
  const db = primary.db;
  const [assignment] = await db.select().from(poAssignments).where(eq(poAssignments.purchaseOrderId, po.id));
  const [line] = await db.select().from(poLines).where(eq(poLines.poAssignmentId, assignment.id));
  const batch = ++made;
  const agents = await db
    .insert(shippingAgents)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Due agent ${batch}-${i}`,
        contactPerson: 'A',
        contactEmail: `dueagent${batch}-${i}@agent.test`,
        contactPhone: '1',
        trackingUrl: 'https://track.test/',
        streetName: 'Road',
        streetNumber: '1',
        city: 'York',
        country: 'GB',
        emailSubject: 'Pickup',
        customeEmail: '<p>Please collect:</p><p>{{table}}</p>',
      })),
    )
    .returning();
  const puoRows = await db
    .insert(pickupOrders)
    .values(
      agents.map((a, i) => ({
        shippingAgentId: a.id,
        pickupFrom: 'Supplier' as const,
        pickupSupplierId: po.supplierId,
        pickupOrderNumber: formatPuoNumber(100_000 * batch + i + 1),
        scheduleTime: new Date(Date.now() - 60 * 60_000),
      })),
    )
    .returning();
  const assignments = await db
    .insert(puoAssignments)
    .values(
      puoRows.map((p) => ({
        pickupOrderId: p.id,
        sentTo: 'Warehouse' as const,
        warehouseId: assignment.warehouseId,
      })),
    )
    .returning();
  await db.insert(puoLines).values(
    assignments.map((a) => ({
      puoAssignmentId: a.id,
      productId: line.productId,
      quantity: 1,
      status: 'Ready',
    })),
  );
  return puoRows;
}

/** A transport that records every message it is given. */
function recorder(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    describe: () => 'recorder',
    send: async (m) => {
      sent.push(m);
    },
  };
}

describe('two server instances on one database', () => {
  it('send 200 due POs exactly once, whoever sends: the due job on both, and send now on both', async () => {
    const pos = await duePurchaseOrders(200);
    const ctxLike = { app: instances[0].app, handle: primary } as unknown as TestContext;
    const tokens = [await tokenFor(ctxLike, 'Admin'), await tokenFor(ctxLike, 'Admin')];
    const sendNow = (i: number, id: string) =>
      instances[i].app.inject({
        method: 'POST',
        url: '/backend/api/admin/supplier-order-sent-now',
        payload: { id },
        headers: { 'x-auth-token': tokens[i] },
      });
    // Both instances' due jobs, twice each, race 'send' clicked on both for the first 20 POs.
    const [dueA, dueB, dueA2, dueB2, ...clicks] = await Promise.all([
      instances[0].services.purchaseOrders.sendDue(),
      instances[1].services.purchaseOrders.sendDue(),
      instances[0].services.purchaseOrders.sendDue(),
      instances[1].services.purchaseOrders.sendDue(),
      ...pos.slice(0, 20).flatMap((po) => [sendNow(0, po.id), sendNow(1, po.id)]),
    ]);
    const clicked = clicks.filter((r) => r.statusCode === 200).length;
    expect(clicks.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(dueA + dueB + dueA2 + dueB2 + clicked).toBe(200);

    const ids = pos.map((p) => p.id);
    const rows = await primary.db.select().from(purchaseOrders);
    const ours = rows.filter((r) => ids.includes(r.id));
    expect(ours.every((r) => r.notificationStatus === 'sent' && r.sentAt)).toBe(true);

    // Both instances drain the outbox at once: each e-mail leaves once.
    const transports = [recorder(), recorder()];
    await Promise.all([
      drainOutbox(instances[0].services.handle.db, transports[0]),
      drainOutbox(instances[1].services.handle.db, transports[1]),
      drainOutbox(instances[0].services.handle.db, transports[0]),
    ]);
    const delivered = [...transports[0].sent, ...transports[1].sent].filter((m) => m.to.startsWith('due'));
    expect(delivered).toHaveLength(200);
    const numbers = delivered.map((m) => /PO-\d+/.exec(m.html)?.[0]);
    expect(new Set(numbers).size).toBe(200);
    expect(new Set(delivered.map((m) => m.to)).size).toBe(200);
  });
});

describe('two server instances on one database, pickup orders', () => {
  it('send 200 due PUOs exactly once: the shared due job on both, and send now on both', async () => {
    const puos = await duePickupOrders(200);
    const ctxLike = { app: instances[0].app, handle: primary } as unknown as TestContext;
    const tokens = [await tokenFor(ctxLike, 'Admin'), await tokenFor(ctxLike, 'Admin')];
    const sendNow = (i: number, id: string) =>
      instances[i].app.inject({
        method: 'POST',
        url: '/backend/api/admin/pickup-order-sent-now',
        payload: { id },
        headers: { 'x-auth-token': tokens[i] },
      });
    const [dueA, dueB, dueA2, dueB2, ...clicks] = await Promise.all([
      instances[0].services.scheduledSending.sendDue(),
      instances[1].services.scheduledSending.sendDue(),
      instances[0].services.pickupOrders.sendDue(),
      instances[1].services.pickupOrders.sendDue(),
      ...puos.slice(0, 20).flatMap((p) => [sendNow(0, p.id), sendNow(1, p.id)]),
    ]);
    const clicked = clicks.filter((r) => r.statusCode === 200).length;
    expect(clicks.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // The PO that carries the lines was due too: the shared job sent it once as well.
    expect(dueA + dueB + dueA2 + dueB2 + clicked).toBe(201);

    const ids = puos.map((p) => p.id);
    const ours = (await primary.db.select().from(pickupOrders)).filter((r) => ids.includes(r.id));
    expect(ours.every((r) => r.notificationStatus === 'sent' && r.sentAt)).toBe(true);
    const lines = await primary.db.select().from(puoLines);
    expect(lines.filter((l) => l.status === 'Ready')).toEqual([]);

    const transports = [recorder(), recorder()];
    await Promise.all([
      drainOutbox(instances[0].services.handle.db, transports[0]),
      drainOutbox(instances[1].services.handle.db, transports[1]),
      drainOutbox(instances[0].services.handle.db, transports[0]),
    ]);
    const delivered = [...transports[0].sent, ...transports[1].sent].filter((m) =>
      m.to.startsWith('dueagent'),
    );
    expect(delivered).toHaveLength(200);
    expect(new Set(delivered.map((m) => /PUO-\d+/.exec(m.html)?.[0])).size).toBe(200);
    expect(new Set(delivered.map((m) => m.to)).size).toBe(200);
  });
});

describe('the due job on the scheduler', () => {
  it('pg-boss runs the due-order queue: the PO and the PUO are sent', async () => {
    const [puo] = await duePickupOrders(1);
    const [po] = await duePurchaseOrders(1);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
    const jobs = await startJobs(
      primary,
      recorder(),
      silent,
      undefined,
      instances[0].services.scheduledSending,
    );
    try {
      await jobs.boss.send(DUE_PURCHASE_ORDERS_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let status = 'to_be_sent';
      while (status !== 'sent' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        [{ status }] = await primary.db
          .select({ status: purchaseOrders.notificationStatus })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.id, po.id));
      }
      expect(status).toBe('sent');
      const [puoNow] = await primary.db.select().from(pickupOrders).where(eq(pickupOrders.id, puo.id));
      expect(puoNow.notificationStatus).toBe('sent');
      await drainOutbox(primary.db, recorder());
    } finally {
      await jobs.stop();
    }
  });
});

describe('an SMTP outage', () => {
  it('loses nothing: the PO e-mail waits in the outbox and arrives once when SMTP is back', async () => {
    const received: string[] = [];
    const start = (port: number) =>
      new Promise<SMTPServer>((resolve) => {
        const server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          onData(stream, _session, callback) {
            let raw = '';
            stream.on('data', (chunk) => (raw += chunk));
            stream.on('end', () => {
              received.push(raw);
              callback();
            });
          },
        });
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
    let smtp = await start(0);
    const port = (smtp.server.address() as { port: number }).port;
    await stop(smtp); // SMTP goes down

    const [po] = await duePurchaseOrders(1);
    expect(await instances[0].services.purchaseOrders.sendDue()).toBe(1);
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    let clock = Date.now();
    const now = () => new Date(clock);
    expect(await drainOutbox(primary.db, transport, now)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await primary.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'purchase-order' and ${outbox.html} like ${'%' + po.poNumber + '%'}`);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });

    smtp = await start(port); // back up
    try {
      clock += 5 * 60_000;
      expect(await drainOutbox(primary.db, transport, now)).toEqual({ sent: 1, failed: 0 });
      clock += 5 * 60 * 60_000;
      expect(await drainOutbox(primary.db, transport, now)).toEqual({ sent: 0, failed: 0 });
      const ofPo = received.filter((raw) => raw.includes(po.poNumber));
      expect(ofPo).toHaveLength(1);
    } finally {
      await stop(smtp);
    }
  });
});
