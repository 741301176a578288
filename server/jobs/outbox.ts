import { and, asc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, settings } from '../db/schema';
import type { MailTransport } from '../services/mailTransport';

export const MAX_ATTEMPTS = 8;
const DEFAULT_FROM = 'no-reply@fulfilment.local';
/**
 * A claimed message is due again after this, should its drain die before recording the answer.
 * Far above the longest hand-over (the SMTP transport's timeouts), so two drains never send one
 * message at the same time.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** 1 min, 2, 4, ... capped at 2 h: SMTP outages of hours lose nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims the next due message in one statement (SKIP LOCKED: several drains, on one or several
 * server instances, each get another message) and commits the claim before it is sent.
 */
async function claimNext(db: Database, now: Date, owner: number | null): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({
      claimedAt: now,
      claimedBy: owner,
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(eq(outbox.id, sql`(${next})`))
    .returning();
  return claimed;
}

/**
 * Sends the due e-mails one at a time, each one's state committed on its own: claimed, handed
 * to the transport outside any transaction, then marked sent (or its retry planned). A drain
 * that dies leaves at most the message it was handing over claimed; that one goes again once
 * its lease ends (or at once when the next start releases it), with the same Message-ID.
 * `budgetMs` stops taking new messages after that long, so a scheduled run ends in its time.
 */
export async function drainOutbox(
  db: Database,
  transport: MailTransport,
  now = () => new Date(),
  {
    budgetMs = Infinity,
    owner,
  }: {
    budgetMs?: number;
    /** This process's presence (server/jobs/presence.ts): its claims name it, and it claims only while alive. */
    owner?: { key: number; held: boolean };
  } = {},
) {
  let sent = 0;
  let failed = 0;
  const started = Date.now();
  const [config] = await db.select({ from: settings.sendFromEmail }).from(settings);
  const defaultFrom = config?.from || DEFAULT_FROM;
  while (Date.now() - started < budgetMs && (owner?.held ?? true)) {
    const mail = await claimNext(db, now(), owner?.key ?? null);
    if (!mail) break;
    try {
      await transport.send({
        id: mail.id,
        from: mail.fromAddress || defaultFrom,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments as { filename: string; path: string; cid: string }[],
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now(), claimedAt: null, claimedBy: null, lastError: null })
        .where(eq(outbox.id, mail.id));
      sent++;
    } catch (error) {
      await db
        .update(outbox)
        .set({
          claimedAt: null,
          claimedBy: null,
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
        })
        .where(eq(outbox.id, mail.id));
      failed++;
    }
  }
  return { sent, failed };
}

/** Whether a message is due now (a drain that ran out of its budget leaves some). */
export async function outboxDue(db: Database, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .limit(1);
  return !!row;
}

/**
 * Makes the messages a dead drain had claimed due at once: every claim, for a server that knows
 * it is the only one on its database (PGlite, guarded by server/dataDirLock.ts); else only the
 * claims of processes `ownerIsGone` says are dead (server/jobs/deadProcesses.ts). A claim of a
 * live process, or one that names no process (made before claims did), waits out its lease.
 */
export async function releaseOutboxClaims(
  db: Database,
  now = new Date(),
  ownerIsGone?: (owner: SQL) => SQL,
): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ claimedAt: null, claimedBy: null, nextAttemptAt: now })
    .where(
      and(
        eq(outbox.status, 'pending'),
        isNotNull(outbox.claimedAt),
        ownerIsGone ? and(isNotNull(outbox.claimedBy), ownerIsGone(sql`${outbox.claimedBy}`)) : undefined,
      ),
    )
    .returning({ id: outbox.id });
  return released.length;
}
