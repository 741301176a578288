import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { outbox, purchaseOrders } from '../../server/db/schema';
import { purchaseOrdersDue as duePurchaseOrdersOf } from '../duePurchaseOrders';
import { freePort } from '../freePort';
import { CRASH_SEED, killHard, messageIdOf, startServer, stopServer, waitFor, type Server } from './support';

/**
 * The real server on PostgreSQL (TEST_DATABASE_URL) killed with SIGKILL while it sends due
 * purchase orders, and while it drains a send-now batch, then started again (issue 28 item 7):
 * the dead process's pg-boss runs and outbox claims are released at start, so sending resumes
 * within 30 s, not when the runs expire (120 s) or the claims' lease ends (5 min), and every PO
 * is e-mailed once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@pgcrash.test', password: 'crash test passphrase 2026' };
const RESUMED_WITHIN_MS = 30_000;

let tmp: string;
let database: ScratchDatabase;
let env: Record<string, string>;
let server: Server | undefined;

/** `howMany` suppliers, each with a PO of one warehouse line, due at `scheduleTime`. */
const purchaseOrdersDue = (howMany: number, scheduleTime: Date) =>
  duePurchaseOrdersOf(database.db, howMany, scheduleTime);

const sentCount = async (ids: string[]) => {
  const [{ n }] = await database.db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.id, ids), eq(purchaseOrders.notificationStatus, 'sent')));
  return n;
};

const outboxLeft = async () => {
  const [{ n }] = await database.db.select({ n: count() }).from(outbox).where(ne(outbox.status, 'sent'));
  return n;
};

/** What the SMTP stand-in received: each message's raw text. */
const received: string[] = [];
/** Called with the count of messages received, before the stand-in answers the last one. */
let onMessage: (count: number) => Promise<void> = async () => undefined;
let smtp: SMTPServer;

/** Per PO number: the Message-IDs of the messages received naming it, and how many messages. */
function receivedByPo(numbers: string[]) {
  const found = new Map(numbers.map((n) => [n, { ids: new Set<string | undefined>(), messages: 0 }]));
  for (const raw of received) {
    const text = raw.replace(/=\r?\n/g, '');
    for (const number of numbers)
      if (text.includes(number)) {
        found.get(number)!.ids.add(messageIdOf(raw));
        found.get(number)!.messages++;
      }
  }
  return found;
}

async function restart(): Promise<number> {
  server = await startServer(env);
  return Date.now();
}

describe.skipIf(!serverUrl)('the server killed on PostgreSQL and started again', () => {
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push(raw);
          onMessage(received.length).then(() => callback(), callback);
        });
      },
    });
    smtp.on('error', () => undefined); // the killed server's connection ends abruptly
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-crash-pg-'));
    database = await scratchDatabase(serverUrl!, 'test');
    env = {
      PORT: String(await freePort()),
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Batches of 20, so that the kill falls between the batches of 120 due POs.
      DUE_BATCH: '20',
    };
    server = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    if (server) await killHard(server);
    await database?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the rest of the due POs within 30 s of the restart, each once', async () => {
    const pos = await purchaseOrdersDue(120, new Date(Date.now() - 60 * 60_000));
    const ids = pos.map((p) => p.id);
    // The scheduler's next minute sends them, 20 to a transaction.
    await waitFor('the first due POs to be sent', async () => (await sentCount(ids)) >= 20, {
      timeoutMs: 120_000,
      everyMs: 5,
    });
    await killHard(server!);
    const atKill = await sentCount(ids);
    expect(atKill, `seed ${CRASH_SEED}`).toBeLessThan(ids.length);

    const restarted = await restart();
    await waitFor(
      'every due PO sent and e-mailed',
      async () => (await sentCount(ids)) === ids.length && (await outboxLeft()) === 0,
      { timeoutMs: 180_000, everyMs: 250 },
    );
    const tookMs = Date.now() - restarted;
    expect(tookMs, `sent ${atKill} before the kill`).toBeLessThan(RESUMED_WITHIN_MS);

    const [{ mails }] = await database.db
      .select({ mails: count() })
      .from(outbox)
      .where(eq(outbox.kind, 'purchase-order'));
    expect(mails).toBe(ids.length);
    // Each PO e-mailed once: one Message-ID each (a message in flight at the kill may come twice).
    const byPo = receivedByPo(pos.map((p) => p.poNumber));
    expect([...byPo].filter(([, r]) => r.ids.size !== 1)).toEqual([]);
    expect([...byPo].filter(([, r]) => r.messages > 1).length).toBeLessThanOrEqual(1);
  }, 400_000);

  it('finishes a send-now batch killed while handing an e-mail over within 30 s of the restart, each once', async () => {
    const pos = await purchaseOrdersDue(40, new Date(Date.now() + 24 * 60 * 60_000));
    const login = await fetch(`${server!.url}/backend/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const numbers = pos.map((p) => p.poNumber);
    const before = received.length;
    const killAt = before + 10;
    const dying = server!;
    // The server dies while the mail server has the 10th message and has not answered: that
    // message stays claimed by the dead process.
    onMessage = async (n) => {
      if (n === killAt) await killHard(dying);
    };
    const answer = fetch(`${server!.url}/backend/api/admin/supplier-orders-sent-now`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: pos.map((p) => p.id) }),
    }).catch(() => undefined);
    await waitFor(
      'the server to die mid-batch',
      () => dying.process.exitCode !== null || dying.process.signalCode !== null,
      {
        timeoutMs: 120_000,
        everyMs: 20,
      },
    );
    onMessage = async () => undefined;
    await answer;
    expect(received.length - before, `seed ${CRASH_SEED}`).toBe(10);

    const restarted = await restart();
    await waitFor('every e-mail of the batch', async () => (await outboxLeft()) === 0, {
      timeoutMs: 360_000,
      everyMs: 250,
    });
    const tookMs = Date.now() - restarted;
    expect(tookMs).toBeLessThan(RESUMED_WITHIN_MS);
    await stopServer(server!);
    server = undefined;

    const byPo = receivedByPo(numbers);
    expect([...byPo].filter(([, r]) => r.ids.size !== 1)).toEqual([]);
    // Only the message in flight at the kill came twice, with its Message-ID.
    const twice = [...byPo].filter(([, r]) => r.messages > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
  }, 600_000);
});
