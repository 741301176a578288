import { and, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
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
