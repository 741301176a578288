import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, type TestContext } from './helpers';
import { outbox } from '../../server/db/schema';
import { drainOutbox, MAX_ATTEMPTS } from '../../server/jobs/outbox';
import { startJobs } from '../../server/jobs';
import { fileTransport, smtpTransport, type MailTransport } from '../../server/services/mailTransport';

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
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Subject: Set a new password');
    // The .eml is quoted-printable; the log shows the link as it must be copied.
    const [mail] = await ctx.handle.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
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

  it('is drained by the pg-boss scheduler when asked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-jobs-'));
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
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
});
