import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { holdPresence } from '../../server/jobs/presence';
import { releaseWhatDeadProcessesLeft } from '../../server/jobs/deadProcesses';
import { CLAIM_LEASE_MS } from '../../server/jobs/outbox';
import { freshDatabase } from './helpers';

/**
 * What a server process that died left is released; what a live one holds is not (issue 28
 * item 7). On PostgreSQL a process is alive while it holds its presence lock; on PGlite the
 * server is the only process, so everything claimed at its start is a dead one's.
 */
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
let handle: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.drop());

/** Two messages claimed now, one by `liveKey`, one by a process that is gone. */
async function claimed(liveKey: number) {
  const rows = await handle.db
    .insert(outbox)
    .values(
      ['live', 'dead'].map((who) => ({
        kind: 'test',
        toAddress: `${who}@example.test`,
        subject: who,
        html: who,
        text: who,
        claimedAt: new Date(),
        claimedBy: who === 'live' ? liveKey : 2_000_000_001,
        nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS),
      })),
    )
    .returning();
  const state = async () => {
    const now = await handle.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    const of = (who: string) => now.find((r) => r.subject === who)!;
    return { live: of('live'), dead: of('dead') };
  };
  return state;
}

describe('releasing what a dead server process left', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, releases the claims of a process whose presence is gone, never a live one',
    async () => {
      const presence = await holdPresence(handle, silent);
      try {
        const state = await claimed(presence.key);
        expect(await releaseWhatDeadProcessesLeft(handle.db, [])).toEqual({
          runs: [],
          claims: 1,
          fulfilments: 0,
          webhooks: 0,
        });
        const { live, dead } = await state();
        expect(dead.claimedAt).toBeNull();
        expect(dead.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
        expect(live.claimedAt).not.toBeNull();
        expect(live.claimedBy).toBe(presence.key);

        // The process stops (its connection ends): now its claim is a dead one's.
        await presence.close();
        expect(await releaseWhatDeadProcessesLeft(handle.db, [])).toEqual({
          runs: [],
          claims: 1,
          fulfilments: 0,
          webhooks: 0,
        });
        expect((await state()).live.claimedAt).toBeNull();
      } finally {
        await presence.close();
        await handle.db.delete(outbox).where(eq(outbox.kind, 'test'));
      }
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'on PGlite, the only process, releases every claim at start',
    async () => {
      const state = await claimed(1);
      expect(await releaseWhatDeadProcessesLeft(handle.db, [], { onlyProcess: true })).toEqual({
        runs: [],
        claims: 2,
        fulfilments: 0,
        webhooks: 0,
      });
      const { live, dead } = await state();
      expect([live.claimedAt, dead.claimedAt]).toEqual([null, null]);
    },
  );
});
