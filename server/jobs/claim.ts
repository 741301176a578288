import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A queue table of the jobs: rows pending until done, each tried at its next attempt. */
type QueueTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
};

/**
 * Claims up to `batch` due rows of a job's queue table in one short transaction: pending rows
 * whose next attempt has come, locked with SKIP LOCKED (several server instances each get other
 * rows), their attempt counted and their next attempt moved a lease ahead, so a job that dies
 * leaves them due again once the lease ends. Answers the rows as claimed (attempts counted).
 * Used by the shop's webhook intake and fulfilment writer; the outbox claims one message at a
 * time in a single statement (./outbox.ts claimNext).
 */
export async function claimDue<T extends QueueTable>(
  db: Database,
  table: T,
  {
    now,
    batch,
    leaseMs,
    orderBy,
    set = {},
  }: { now: Date; batch: number; leaseMs: number; orderBy: SQL[]; set?: Partial<T['$inferInsert']> },
): Promise<(T['$inferSelect'] & { attempts: number })[]> {
  return db.transaction(async (tx) => {
    const due = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now)))
      .orderBy(...orderBy)
      .limit(batch)
      .for('update', { skipLocked: true })) as (T['$inferSelect'] & { id: string; attempts: number })[];
    if (due.length)
      await tx
        .update(table)
        .set({
          ...set,
          attempts: sql`${table.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        } as never)
        .where(
          inArray(
            table.id,
            due.map((row) => row.id),
          ),
        );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

/** A server process's presence (server/jobs/presence.ts): its claims name it; it claims only while alive. */
export interface ClaimOwner {
  key: number;
  held: boolean;
}

/**
 * A shop write-back queue drained: due rows claimed `batch` at a time (claimDue, oldest next
 * attempt first, `owner`'s key recorded) while `owner` is alive, each written by `write` outside
 * any transaction; the count of rows sent and of those that failed. The fulfilments' and the
 * refunds' writers differ only in `write`.
 */
export async function writeDueRows<T extends QueueTable & { claimedBy: PgColumn }>(
  db: Database,
  table: T,
  write: (row: T['$inferSelect'] & { attempts: number }) => Promise<'sent' | 'failed'>,
  { now, batch, leaseMs, owner }: { now: () => Date; batch: number; leaseMs: number; owner?: ClaimOwner },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  while (owner?.held ?? true) {
    const claimed = await claimDue(db, table, {
      now: now(),
      batch,
      leaseMs,
      orderBy: [asc(table.nextAttemptAt)],
      set: { claimedBy: owner?.key ?? null } as Partial<T['$inferInsert']>,
    });
    for (const row of claimed) {
      if ((await write(row)) === 'sent') sent++;
      else failed++;
    }
    if (claimed.length < batch) break;
  }
  return { sent, failed };
}

/**
 * Makes the rows a dead process had claimed (`claimed_by` names it) due at once: every claim, for
 * a server that knows it is the only one on its database (PGlite); else only the claims of
 * processes `ownerIsGone` says are dead (./deadProcesses.ts). A live process's claim, or one that
 * names no process (made before claims did), waits out its lease. The shop's webhook intake and
 * fulfilment writer are idempotent, so a row the dead process had done ends the same.
 */
export async function releaseDeadClaims(
  db: Database,
  table: QueueTable & { claimedBy: PgColumn },
  now = new Date(),
  ownerIsGone?: (owner: SQL) => SQL,
): Promise<number> {
  const released = await db
    .update(table)
    .set({ claimedBy: null, nextAttemptAt: now } as never)
    .where(
      and(
        eq(table.status, 'pending'),
        isNotNull(table.claimedBy),
        ownerIsGone ? ownerIsGone(sql`${table.claimedBy}`) : undefined,
      ),
    )
    .returning({ id: table.id });
  return released.length;
}
