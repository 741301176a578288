import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  digestSends,
  orders,
  outbox,
  poAssignments,
  poLines,
  purchaseOrders,
  settings,
} from '../../server/db/schema';
import { DAY } from '../../domain/attention';
import { digestDay, recipientKey } from '../../domain/digest';
import { DIGEST_KIND } from '../../server/services/digest/digestEmail';
import { DAILY_DIGEST_QUEUE, startJobs } from '../../server/jobs';
import { fileTransport } from '../../server/services/mailTransport';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * The daily digest of Needs attention (issue 18 item 4): off by default; switched on, one e-mail
 * per recipient and day with its own rows only, whoever runs it and however often; nothing for
 * a recipient with nothing open. The switches are Admin-only.
 */
let ctx: TestContext;
let adminEmail: string;
beforeAll(async () => {
  // The morning of the day before (UTC, the operator's zone here): "an hour later, the same day"
  // holds whatever time the suite runs at (run near midnight, it crossed into the next day).
  const morning = new Date(Date.now() - 24 * 60 * 60_000);
  morning.setUTCHours(9, 0, 0, 0);
  ctx = await createTestApp({ clockStart: morning });
  adminEmail = (await createUser(ctx, 'Admin')).email;
});

/** The Admin signed in at the clock's time (advancing the clock ends older sessions). */
let session: { at: number; token: string } | null = null;
async function asAdmin() {
  const at = ctx.clock.now().getTime();
  if (session?.at !== at) session = { at, token: await login(ctx, adminEmail) };
  return session.token;
}

const db = () => ctx.handle.db;
const now = () => ctx.clock.now();
const day = (offsetDays: number) => new Date(now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const digests = () => db().select().from(outbox).where(eq(outbox.kind, DIGEST_KIND));
const run = () => ctx.services.dailyDigest.sendDaily();

const call = (method: 'GET' | 'POST', path: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/backend/api/admin${path}`, headers: { 'x-auth-token': token }, payload });
const setDigest = async (recipient: string, enabled: unknown, token?: string) =>
  call('POST', '/set-daily-digest', token ?? (await asAdmin()), { recipient, enabled });

/** A late order its warehouse must ship. */
async function lateOrder(warehouseId: string, supplierId: string) {
  const product = await makeProduct(ctx, supplierId);
  const { order } = await makeRoutedOrder(ctx, warehouseId, [
    { productId: product.id, supplierId, quantity: 1 },
  ]);
  await db()
    .update(orders)
    .set({ createdAt: now(), consolidated: true, deadlineDate: day(-2) })
    .where(eq(orders.id, order.id));
  return order;
}

/** A PO sent days ago with a line still without its shipping date: the supplier's move. */
async function silentPo(supplierId: string) {
  const product = await makeProduct(ctx, supplierId);
  const sentAt = new Date(now().getTime() - 5 * DAY);
  const [po] = await db()
    .insert(purchaseOrders)
    .values({ supplierId, scheduleTime: sentAt, notificationStatus: 'sent', sentAt })
    .returning();
  const [assignment] = await db()
    .insert(poAssignments)
    .values({ purchaseOrderId: po.id, sentTo: 'Customer', customer: { firstName: 'A' } })
    .returning();
  await db().insert(poLines).values({ poAssignmentId: assignment.id, productId: product.id, quantity: 1 });
  return po;
}

let hub: Awaited<ReturnType<typeof makeWarehouse>>;
let quietHub: Awaited<ReturnType<typeof makeWarehouse>>;
let acme: Awaited<ReturnType<typeof makeSupplier>>;
let other: Awaited<ReturnType<typeof makeSupplier>>;
let order: Awaited<ReturnType<typeof lateOrder>>;
let acmePo: Awaited<ReturnType<typeof silentPo>>;
let otherPo: Awaited<ReturnType<typeof silentPo>>;

describe('the daily digest', () => {
  beforeAll(async () => {
    await db().insert(settings).values({ id: 1, sendFromEmail: 'ops@shop.test' });
    hub = await makeWarehouse(ctx);
    quietHub = await makeWarehouse(ctx);
    acme = await makeSupplier(ctx);
    other = await makeSupplier(ctx, { name: 'Other <b>& Co</b>' });
    order = await lateOrder(hub.id, acme.id);
    acmePo = await silentPo(acme.id);
    otherPo = await silentPo(other.id);
  });

  it('is off for everyone by default: nothing is sent', async () => {
    const res = await call('GET', '/get-daily-digest', await asAdmin());
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().doc as {
      recipient: string;
      kind: string;
      email: string | null;
      enabled: boolean;
    }[];
    expect(doc[0]).toEqual({
      recipient: 'operator',
      kind: 'operator',
      name: 'Operator',
      email: 'ops@shop.test',
      enabled: false,
    });
    expect(doc.map((r) => r.recipient)).toEqual(
      expect.arrayContaining([recipientKey('warehouse', hub.id), recipientKey('supplier', acme.id)]),
    );
    expect(doc.every((r) => !r.enabled)).toBe(true);
    expect(await run()).toEqual({ sent: 0, failed: [] });
    expect(await digests()).toHaveLength(0);
  });

  it('lists only active warehouses and suppliers', async () => {
    const gone = await makeSupplier(ctx, { activated: false });
    const doc = (await call('GET', '/get-daily-digest', await asAdmin())).json().doc as {
      recipient: string;
    }[];
    expect(doc.map((r) => r.recipient)).not.toContain(recipientKey('supplier', gone.id));
    expect((await setDigest(recipientKey('supplier', gone.id), true)).statusCode).toBe(404);
  });

  it('switched on: one e-mail per recipient, each with its own rows only', async () => {
    for (const key of [
      'operator',
      recipientKey('warehouse', hub.id),
      recipientKey('warehouse', quietHub.id),
      recipientKey('supplier', acme.id),
      recipientKey('supplier', other.id),
    ]) {
      const res = await setDigest(key, true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().doc.find((r: { recipient: string }) => r.recipient === key).enabled).toBe(true);
    }
    expect(await run()).toEqual({ sent: 4, failed: [] });
    const mails = await digests();
    const to = (address: string) => mails.filter((m) => m.toAddress === address);
    // The warehouse with nothing open gets nothing.
    expect(to(quietHub.email)).toHaveLength(0);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      ['ops@shop.test', hub.email, acme.contactEmail, other.contactEmail].sort(),
    );

    const [acmeMail] = to(acme.contactEmail);
    expect(acmeMail.subject).toBe(`Needs attention on ${digestDay(now(), 'UTC')}: 1 item for ${acme.name}`);
    expect(acmeMail.text).toContain(acmePo.poNumber);
    expect(acmeMail.text).toContain('Supplier gave no shipping date');
    expect(acmeMail.text).toContain('5 d');
    expect(acmeMail.text).not.toContain(otherPo.poNumber);
    expect(acmeMail.text).not.toContain(order.orderNumber);
    expect(acmeMail.html).toContain(acmePo.poNumber);
    expect(acmeMail.html).toContain('href="http://app.test/attention"');
    expect(acmeMail.fromAddress).toBe('ops@shop.test');
    const [otherMail] = to(other.contactEmail);
    expect(otherMail.text).not.toContain(acmePo.poNumber);
    // Every name is escaped in the HTML part.
    expect(otherMail.html).toContain('Other &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(otherMail.html).not.toContain('<b>&');

    const [hubMail] = to(hub.email);
    expect(hubMail.text).toContain(`Order ${order.orderNumber}`);
    expect(hubMail.text).toContain('Deadline passed, not shipped');
    expect(hubMail.text).toMatch(/\d+ (h|d) late/);
    expect(hubMail.text).not.toContain(acmePo.poNumber);

    // The operator's: the day's exceptions, every open row, with who acts.
    const [ops] = to('ops@shop.test');
    expect(ops.subject).toMatch(/^Needs attention on \d{4}-\d\d-\d\d: \d+ items open$/);
    for (const text of [order.orderNumber, acmePo.poNumber, otherPo.poNumber, hub.name, acme.name])
      expect(ops.text).toContain(text);
  });

  it('a second run the same day, or two at once, sends nothing more', async () => {
    expect(await run()).toEqual({ sent: 0, failed: [] });
    ctx.clock.advanceMinutes(60);
    expect(await Promise.all([run(), run()])).toEqual([
      { sent: 0, failed: [] },
      { sent: 0, failed: [] },
    ]);
    expect(await digests()).toHaveLength(4);
  });

  it('the next day, again; two runs at once still write one each', async () => {
    ctx.clock.advanceMinutes(24 * 60);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(4);
    expect(await digests()).toHaveLength(8);
    const sends = await db().select().from(digestSends);
    expect(new Set(sends.map((s) => s.day)).size).toBe(2);
  });

  it('switched off: nothing for that recipient; nothing open: nothing at all', async () => {
    expect((await setDigest(recipientKey('supplier', other.id), false)).statusCode).toBe(200);
    ctx.clock.advanceMinutes(24 * 60);
    expect(await run()).toEqual({ sent: 3, failed: [] });
    expect((await digests()).filter((m) => m.toAddress === other.contactEmail)).toHaveLength(2);

    // Every row resolved: the next day brings no e-mail.
    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.id));
    await db()
      .update(poLines)
      .set({ estimatedShippingDate: day(3) });
    const before = (await digests()).length;
    ctx.clock.advanceMinutes(24 * 60);
    const admin = { role: 'Admin' as const, warehouseId: null, supplierId: null };
    expect((await ctx.services.attention.list({}, admin)).count).toBe(0);
    expect(await run()).toEqual({ sent: 0, failed: [] });
    expect(await digests()).toHaveLength(before);
  });
});

describe('the switches are the Admin’s', () => {
  it('refuses Warehouse and Supplier users', async () => {
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect((await call('GET', '/get-daily-digest', token)).statusCode).toBe(403);
      expect((await setDigest('operator', true, token)).statusCode).toBe(403);
    }
  });

  it('refuses a bad body, naming the field', async () => {
    const fieldOf = async (payload: object) => {
      const res = await call('POST', '/set-daily-digest', await asAdmin(), payload);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().errors as { field: string }[]).map((e) => e.field);
    };
    expect(await fieldOf({ recipient: 'agent:1', enabled: true })).toEqual(['recipient']);
    expect(await fieldOf({ enabled: true })).toEqual(['recipient']);
    expect(await fieldOf({ recipient: 'operator', enabled: 'yes' })).toEqual(['enabled']);
    expect(await fieldOf({ recipient: 'operator' })).toEqual(['enabled']);
  });

  it('answers 404 for a warehouse that does not exist', async () => {
    const res = await setDigest(recipientKey('warehouse', '11111111-1111-4111-8111-111111111111'), true);
    expect(res.statusCode).toBe(404);
  });
});

describe('the schedule', () => {
  it('runs the digest at 07:00 in the operator’s time zone, then hourly through the morning to catch up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-jobs-'));
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
    const jobs = await startJobs(ctx.handle, fileTransport(dir), silent, undefined, undefined, undefined, {
      sendDaily: async () => ({ sent: 0, failed: [] }),
      timeZone: 'Europe/Berlin',
    });
    try {
      const schedules = (await jobs.boss.getSchedules()) as unknown as Record<string, unknown>[];
      expect(schedules.find((s) => s.name === DAILY_DIGEST_QUEUE)).toMatchObject({
        cron: '0 7-11 * * *',
        timezone: 'Europe/Berlin',
      });
    } finally {
      await jobs.stop();
    }
  });
});
