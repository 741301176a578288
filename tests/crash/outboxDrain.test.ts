import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { openPglite, type DatabaseHandle } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { startJobs } from '../../server/jobs';
import { fileTransport, outboxMessageId, smtpTransport } from '../../server/services/mailTransport';
import {
  between,
  CRASH_SEED,
  emlFiles,
  inodes,
  killHard,
  messageIdOf,
  seededRandom,
  spawnTs,
  waitFor,
  type Child,
} from './support';

/**
 * A drain of the outbox killed (SIGKILL) while it hands messages over, then the server started
 * again on the same PGlite directory: every message arrives, and at most the one being handed
 * over at the instant of the kill arrives twice, with the same Message-ID.
 */
const MESSAGES = 30;
const DOMAIN = 'crash.test';
const DRAINER = path.resolve('tests/crash/outboxDrainer.ts');
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const random = seededRandom(CRASH_SEED);

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-crash-outbox-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A migrated PGlite directory holding MESSAGES queued e-mails; answers their outbox ids. */
async function queuedMessages(dir: string): Promise<string[]> {
  const handle = await openPglite(dir);
  try {
    await handle.migrate();
    const rows = await handle.db
      .insert(outbox)
      .values(
        Array.from({ length: MESSAGES }, (_, i) => ({
          kind: 'test',
          toAddress: `reader${i}@example.test`,
          subject: `Message ${i}`,
          html: `<p>Message ${i}</p>`,
          text: `Message ${i}`,
        })),
      )
      .returning({ id: outbox.id });
    return rows.map((r) => r.id);
  } finally {
    await handle.close();
  }
}

/**
 * The server's start on the same directory: the scheduler releases what the dead drain held
 * and drains at once; answers the outbox once no message waits.
 */
async function restartAndDrain(dir: string, transport: Parameters<typeof startJobs>[1]) {
  const handle: DatabaseHandle = await openPglite(dir);
  try {
    await handle.migrate();
    const jobs = await startJobs(handle, transport, silent);
    try {
      await waitFor(
        'the rest of the outbox to go out',
        async () => (await handle.db.select().from(outbox)).every((r) => r.status === 'sent'),
        { timeoutMs: 30_000, everyMs: 100 },
      );
    } finally {
      await jobs.stop();
    }
    return await handle.db.select().from(outbox);
  } finally {
    await handle.close();
  }
}

describe('a drain killed while handing messages to SMTP', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];
  let onMessage: (count: number) => Promise<void> = async () => undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push(raw);
          // The drainer dies before it hears the server's answer: this message is in flight.
          onMessage(received.length).then(() => callback(), callback);
        });
      },
    });
    smtp.on('error', () => undefined); // the killed drainer's connection ends abruptly
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends each message, repeats only the one in flight, and keeps its Message-ID', async () => {
    const dir = path.join(tmp, 'smtp-pglite');
    const ids = await queuedMessages(dir);
    const killAt = between(random, 3, MESSAGES - 5);
    const url = `smtp://127.0.0.1:${port}`;
    const drainer: Child = spawnTs(DRAINER, { PGLITE_DIR: dir, SMTP_URL: url, MESSAGE_DOMAIN: DOMAIN });
    onMessage = async (count) => {
      if (count === killAt) await killHard(drainer);
    };
    const code = await drainer.exited;
    expect(code, `seed ${CRASH_SEED}: the drainer was to be killed at message ${killAt}`).toBeNull();
    onMessage = async () => undefined;
    const beforeRestart = received.length;

    const expected = new Set(ids.map((id) => outboxMessageId(id, DOMAIN)));
    const rows = await restartAndDrain(dir, smtpTransport(url, DOMAIN));

    const messageIds = received.map(messageIdOf);
    expect(messageIds.every((id) => id !== undefined)).toBe(true);
    expect(new Set(messageIds)).toEqual(expected);
    const repeated = messageIds.filter((id, i) => messageIds.indexOf(id) !== i);
    // Only the message handed over when the drainer died went twice, with the same Message-ID.
    expect(beforeRestart).toBe(killAt);
    expect(repeated, `seed ${CRASH_SEED}, killed at ${killAt}`).toEqual([messageIds[killAt - 1]]);
    expect(rows.every((r) => r.status === 'sent' && r.claimedAt === null)).toBe(true);
  }, 120_000);
});

describe('a drain killed while writing the file outbox', () => {
  it('leaves one .eml file per message, named by its outbox id, at most one of them written twice', async () => {
    const dir = path.join(tmp, 'file-pglite');
    const files = path.join(tmp, 'file-outbox');
    const ids = await queuedMessages(dir);
    const killAfter = between(random, 3, MESSAGES - 5);
    const drainer = spawnTs(DRAINER, { PGLITE_DIR: dir, OUTBOX_DIR: files, MESSAGE_DOMAIN: DOMAIN });
    await waitFor('the drainer to write its first files', () => emlFiles(files).length >= killAfter, {
      timeoutMs: 60_000,
      everyMs: 2,
    });
    await killHard(drainer);
    const atKill = inodes(files);
    expect(atKill.size, `seed ${CRASH_SEED}`).toBeLessThan(MESSAGES);

    const rows = await restartAndDrain(dir, fileTransport(files, undefined, DOMAIN));

    expect(emlFiles(files).sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    expect(fs.readdirSync(files).filter((name) => !name.endsWith('.eml'))).toEqual([]);
    for (const id of ids) {
      const eml = fs.readFileSync(path.join(files, `${id}.eml`), 'utf8');
      expect(messageIdOf(eml)).toBe(outboxMessageId(id, DOMAIN));
    }
    const after = inodes(files);
    const rewritten = [...atKill].filter(([name, ino]) => after.get(name) !== ino);
    expect(rewritten.length, `seed ${CRASH_SEED}, killed after ${killAfter} files`).toBeLessThanOrEqual(1);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  }, 120_000);
});
