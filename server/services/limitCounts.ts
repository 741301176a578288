import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, DbOrTx } from '../db/client';
import { knownBrowsers, limitCounts } from '../db/schema';

/** A key's count in its current window. */
export interface Counted {
  count: number;
  resetsAt: Date;
}

/** One write in this many also sweeps the expired rows: cheap, and the tables stay small. */
const SWEEP_ONE_IN = 50;

/**
 * Adds one to each key's count in one statement, atomically, so that any number of server
 * processes count together: a key whose window is over starts again at 1 with a new window
 * (`windowMs` from `now`). Answers the counts after this one. Keys must be distinct.
 */
export async function countOne(
  db: DbOrTx,
  keys: readonly { key: string; windowMs: number }[],
  now: Date,
): Promise<Map<string, Counted>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(limitCounts)
    // In the keys' order: two writes sharing keys lock them in the same order, never in a deadlock.
    .values(
      [...keys]
        .sort((a, b) => (a.key < b.key ? -1 : 1))
        .map(({ key, windowMs }) => ({ key, count: 1, resetsAt: new Date(now.getTime() + windowMs) })),
    )
    .onConflictDoUpdate({
      target: limitCounts.key,
      set: {
        count: sql`case when ${limitCounts.resetsAt} <= ${at} then 1 else ${limitCounts.count} + 1 end`,
        resetsAt: sql`case when ${limitCounts.resetsAt} <= ${at} then excluded.resets_at else ${limitCounts.resetsAt} end`,
      },
    })
    .returning({ key: limitCounts.key, count: limitCounts.count, resetsAt: limitCounts.resetsAt });
  if (Math.random() * SWEEP_ONE_IN < 1) await sweepExpired(db, now);
  return new Map(rows.map((r) => [r.key, { count: r.count, resetsAt: new Date(r.resetsAt) }]));
}

/**
 * Drops the counts whose window is over and the browsers no longer known (both indexed by time).
 * Rows another statement holds are skipped, not waited for: a sweep never blocks a sign-in.
 */
export async function sweepExpired(db: DbOrTx, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`with counts as (
      delete from ${limitCounts} where ${limitCounts.key} in (
        select ${limitCounts.key} from ${limitCounts} where ${limitCounts.resetsAt} <= ${at}
        for update skip locked))
    delete from ${knownBrowsers} where (${knownBrowsers.device}, ${knownBrowsers.account}) in (
      select ${knownBrowsers.device}, ${knownBrowsers.account} from ${knownBrowsers}
      where ${knownBrowsers.knownUntil} <= ${at} for update skip locked)`);
}

/**
 * The store of @fastify/rate-limit (forgot-password, the token calls) in limit_counts, so that
 * every server process counts the same requests; by the services' clock, like the sign-in limits.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      const at = now();
      countOne(db, [{ key: `rate:${key}`, windowMs }], at).then(
        (counts) => {
          const counted = counts.get(`rate:${key}`)!;
          done(null, { current: counted.count, ttl: Math.max(0, counted.resetsAt.getTime() - at.getTime()) });
        },
        (error: Error) => done(error),
      );
    }

    child() {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
