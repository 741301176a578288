import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { startJobs } from '../../server/jobs';
import type { MailMessage, MailTransport } from '../../server/services/mailTransport';
import { freshDatabase } from './helpers';

const HAND_OVER_MS = 500; // a relay across the internet taking one message
const MESSAGES = 8;

/**
 * While the scheduler drains the outbox, a request's write waits at most one e-mail's
 * hand-over, however many are due. On PGlite, one connection, the drain used to send a batch
 * of up to 20 in one transaction, holding every request back for the whole batch (20 to 30 s
 * with a relay answering in 1 to 1.5 s; docs/benchmarks.md "Under load").
 */
describe('the outbox drain and a write arriving meanwhile', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => handle.drop());

  it('lets the write through after at most one hand-over', async () => {
    await handle.db.insert(outbox).values(
      Array.from({ length: MESSAGES }, (_, i) => ({
        kind: 'test',
        toAddress: `to${i}@example.test`,
        subject: `message ${i}`,
        html: '<p>hi</p>',
        text: 'hi',
      })),
    );
    let firstHandOver!: () => void;
    const handingOver = new Promise<void>((resolve) => (firstHandOver = resolve));
    const sent = new Set<string>();
    const slowRelay: MailTransport = {
      describe: () => 'slow relay',
      send: async (message: MailMessage) => {
        firstHandOver();
        await new Promise((resolve) => setTimeout(resolve, HAND_OVER_MS));
        sent.add(message.id);
      },
    };
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
    const jobs = await startJobs(handle, slowRelay, silent);
    try {
      jobs.kickOutbox();
      await handingOver;

      const start = performance.now();
      // A request's write elsewhere (not the e-mails being sent, whose rows the drain locks).
      await handle.db.insert(outbox).values({
        kind: 'test',
        toAddress: 'later@example.test',
        subject: 'queued while draining',
        html: '<p>later</p>',
        text: 'later',
        status: 'sent',
      });
      const waited = performance.now() - start;

      // One hand-over, and slack for a loaded machine; the whole batch would be 8 × 500 ms.
      expect(waited).toBeLessThan(HAND_OVER_MS + 1_200);
      const deadline = Date.now() + 30_000;
      while (sent.size < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(sent.size).toBe(MESSAGES);
    } finally {
      await jobs.stop();
    }
  });
});
