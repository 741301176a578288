import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PgBoss from 'pg-boss';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, createUser, type TestContext } from './helpers';
import { outbox, poAssignments, poLines, purchaseOrders, settings } from '../../server/db/schema';
import { DAY } from '../../domain/attention';
import { makeProduct, makeSupplier } from './purchasingFixtures';
import { CLAIM_LEASE_MS, drainOutbox, MAX_ATTEMPTS } from '../../server/jobs/outbox';
import { OUTBOX_QUEUE, QUEUE_EXPIRY_SECONDS, startJobs } from '../../server/jobs';
import {
  emlFileName,
  fileTransport,
  outboxMessageId,
  smtpTransport,
  type MailTransport,
} from '../../server/services/mailTransport';

let ctx: TestContext;
let smtp: SMTPServer;
let smtpPort = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/backend/api/auth/forgot-password', payload: { email } });
const pending = () => ctx.handle.db.select().from(outbox).where(eq(outbox.status, 'pending'));
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
/** The outbox row of the latest e-mail to `email`. */
const mailTo = async (email: string) =>
  (await ctx.handle.db.select().from(outbox).where(eq(outbox.toAddress, email)))[0];
const waitUntil = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return check();
};

describe('the outbox', () => {
  it('delivers a password link through a real SMTP server', async () => {
    const user = await createUser(ctx, 'Admin');
    await forgot(user.email);
    const result = await drainOutbox(ctx.handle.db, smtpTransport(`smtp://127.0.0.1:${smtpPort}`));
    expect(result).toEqual({ sent: 1, failed: 0 });
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.raw).toMatch(/Subject: Set a new password/);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(
      /http:\/\/app\.test\/set-password\?token=3D[A-Za-z0-9_-]+|set-password\?token=[A-Za-z0-9_-]+/,
    );
    expect(await pending()).toHaveLength(0);
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const user = await createUser(ctx, 'Admin');
    await forgot(user.email);
    const logged: string[] = [];
    await drainOutbox(ctx.handle.db, fileTransport(dir, { info: (line) => logged.push(line) }));
    const files = fs.readdirSync(dir);
    const mail = await mailTo(user.email);
    // Named by its outbox id, so sending it again would replace it.
    expect(files).toEqual([`${mail.id}.eml`]);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Subject: Set a new password');
    expect(eml).toContain(`Message-ID: ${outboxMessageId(mail.id)}`);
    // The .eml is quoted-printable; the log shows the link as it must be copied.
    const link = /http:\/\/app\.test\/set-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0];
    expect(logged).toEqual([
      `E-mail to ${user.email}: "Set a new password" (${path.join(dir, files[0])})\n    ${link}`,
    ]);
  });

  it('keeps an e-mail and retries later when sending fails, then gives up', async () => {
    const user = await createUser(ctx, 'Admin');
    await forgot(user.email);
    const down: MailTransport = {
      describe: () => 'down',
      send: async () => Promise.reject(new Error('connection refused')),
    };
    let clock = Date.now();
    const now = () => new Date(clock);
    expect(await drainOutbox(ctx.handle.db, down, now)).toEqual({ sent: 0, failed: 1 });
    const [row] = await ctx.handle.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(clock);
    // Not due yet: nothing is tried.
    expect(await drainOutbox(ctx.handle.db, down, now)).toEqual({ sent: 0, failed: 0 });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      clock += 3 * 60 * 60_000;
      await drainOutbox(ctx.handle.db, down, now);
    }
    const [gaveUp] = await ctx.handle.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('writes a message sent again into its own file once, with its Message-ID, over SMTP the same', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-again-'));
    const user = await createUser(ctx, 'Admin');
    await forgot(user.email);
    const mail = await mailTo(user.email);
    const message = { ...mail, id: mail.id, from: 'a@b.test', to: mail.toAddress, attachments: [] };
    const smtp = smtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'shop.test');
    for (const transport of [fileTransport(dir, undefined, 'shop.test'), smtp]) {
      await transport.send(message);
      await transport.send(message); // as after a crash between handing it over and marking it sent
    }
    expect(fs.readdirSync(dir)).toEqual([emlFileName(mail.id)]);
    const raws = received.filter((m) => m.to.includes(user.email)).map((m) => m.raw);
    expect(raws).toHaveLength(2);
    for (const raw of [...raws, fs.readFileSync(path.join(dir, emlFileName(mail.id)), 'utf8')])
      expect(raw).toMatch(new RegExp(`^Message-ID: <${mail.id}@shop\\.test>\r?$`, 'm'));
  });

  it('stops taking messages when its time is up, leaving the rest waiting unclaimed', async () => {
    const users = [
      await createUser(ctx, 'Admin'),
      await createUser(ctx, 'Admin'),
      await createUser(ctx, 'Admin'),
    ];
    const quick: MailTransport = { describe: () => 'quick', send: async () => undefined };
    await drainOutbox(ctx.handle.db, quick); // what earlier tests left
    for (const user of users) await forgot(user.email);
    const slow: MailTransport = {
      describe: () => 'slow',
      send: () => new Promise((resolve) => setTimeout(resolve, 300)),
    };
    const { sent } = await drainOutbox(ctx.handle.db, slow, undefined, { budgetMs: 100 });
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(users.length);
    const ours = async () =>
      (await pending()).filter((m) => users.some((user) => user.email === m.toAddress));
    const left = await ours();
    expect(left).toHaveLength(users.length - sent);
    expect(left.every((m) => m.claimedAt === null && m.attempts === 0)).toBe(true);
    await drainOutbox(ctx.handle.db, slow);
    expect(await ours()).toHaveLength(0);
  });

  it('is drained by the pg-boss scheduler when asked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-jobs-'));
    const jobs = await startJobs(ctx.handle, fileTransport(dir), silent);
    try {
      const user = await createUser(ctx, 'Admin');
      await forgot(user.email);
      jobs.kickOutbox();
      const deadline = Date.now() + 20_000;
      while (fs.readdirSync(dir).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      expect(fs.readdirSync(dir)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('sends at once when the server starts again after a crash mid-drain', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-restart-'));
    // A server made the queues with pg-boss's defaults (15 minutes' expiry), then died: its
    // outbox run is left 'active', holding the singleton queue, and a message it was handing
    // over is left claimed.
    const dead = new PgBoss({
      ...(ctx.handle.jobsConnection as PgBoss.ConstructorOptions),
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await dead.start();
    await dead.createQueue(OUTBOX_QUEUE, { name: OUTBOX_QUEUE, policy: 'singleton', retryLimit: 0 });
    await dead.send(OUTBOX_QUEUE, {});
    const [run] = await dead.fetch(OUTBOX_QUEUE);
    expect(run).toBeDefined();
    await dead.stop({ graceful: false, wait: true });
    const [inFlight, waiting] = [await createUser(ctx, 'Admin'), await createUser(ctx, 'Admin')];
    await forgot(inFlight.email);
    await forgot(waiting.email);
    const claimed = await mailTo(inFlight.email);
    await ctx.handle.db
      .update(outbox)
      .set({ claimedAt: new Date(), nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(eq(outbox.id, claimed.id));
    const fileOf = async (email: string) => path.join(dir, emlFileName((await mailTo(email)).id));
    const waitingFile = await fileOf(waiting.email);

    const started = Date.now();
    const jobs = await startJobs(ctx.handle, fileTransport(dir), silent);
    try {
      // Drained at start, not at the next minute nor when the dead run expires.
      expect(await waitUntil(() => fs.existsSync(waitingFile), 10_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await jobs.boss.getQueue(OUTBOX_QUEUE))?.expireInSeconds).toBe(
        QUEUE_EXPIRY_SECONDS[OUTBOX_QUEUE],
      );
      if (ctx.handle.kind === 'pglite') {
        // One process owns PGlite: what the dead one held is released at start.
        const claimedFile = await fileOf(inFlight.email);
        expect(await waitUntil(() => fs.existsSync(claimedFile), 10_000)).toBe(true);
        expect((await jobs.boss.getJobById(OUTBOX_QUEUE, run.id))?.state).toBe('failed');
        // The queue is free again: a message queued now goes at the next run.
        const later = await createUser(ctx, 'Admin');
        await forgot(later.email);
        jobs.kickOutbox();
        const laterFile = await fileOf(later.email);
        expect(await waitUntil(() => fs.existsSync(laterFile), 10_000)).toBe(true);
      }
      const rows = await ctx.handle.db
        .select()
        .from(outbox)
        .where(inArray(outbox.toAddress, [inFlight.email, waiting.email]));
      expect(rows.find((r) => r.toAddress === waiting.email)?.status).toBe('sent');
    } finally {
      await jobs.stop();
    }
  });
});

describe('the daily digest', () => {
  it('goes through a real SMTP server, HTML and text, from the send-from address', async () => {
    const db = ctx.handle.db;
    await db
      .insert(settings)
      .values({ id: 1, sendFromEmail: 'ops@shop.test' })
      .onConflictDoUpdate({ target: settings.id, set: { sendFromEmail: 'ops@shop.test' } });
    const supplier = await makeSupplier(ctx);
    const sentAt = new Date(ctx.clock.now().getTime() - 5 * DAY);
    const [po] = await db
      .insert(purchaseOrders)
      .values({ supplierId: supplier.id, scheduleTime: sentAt, notificationStatus: 'sent', sentAt })
      .returning();
    const [assignment] = await db
      .insert(poAssignments)
      .values({ purchaseOrderId: po.id, sentTo: 'Customer', customer: { firstName: 'A' } })
      .returning();
    const product = await makeProduct(ctx, supplier.id);
    await db.insert(poLines).values({ poAssignmentId: assignment.id, productId: product.id, quantity: 1 });
    await ctx.services.digestSubscriptions.set({ recipient: `supplier:${supplier.id}`, enabled: true });

    expect(await ctx.services.dailyDigest.sendDaily()).toEqual({ sent: 1, failed: [] });
    await drainOutbox(db, smtpTransport(`smtp://127.0.0.1:${smtpPort}`));
    const mail = received.find((m) => m.to.includes(supplier.contactEmail));
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toMatch(/^Subject: Needs attention on \d{4}-\d\d-\d\d: 1 item for /m);
    expect(raw).toMatch(/^From: ops@shop\.test/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(po.poNumber);
    expect(raw).toContain('Supplier gave no shipping date');
    expect(await ctx.services.dailyDigest.sendDaily()).toEqual({ sent: 0, failed: [] });
  });
});
