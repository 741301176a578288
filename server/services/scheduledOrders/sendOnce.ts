import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { inList } from '../../db/bulkInsert';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import { sendNowOutcome, type SendNowOutcome } from '../../../domain/scheduledOrders';

/**
 * Sending a scheduled order exactly once (DESIGN.md section 4 steps 5 and 8): purchase
 * orders and pickup orders share this. Each is a table with notification_status
 * ('to_be_sent' | 'sent'), schedule_time, sent_at and updated_at, and a delivery: its
 * e-mail to the outbox and what follows (events, line statuses), in the same transaction.
 */
export interface SendClock {
  now: () => Date;
  /** TZ_OPERATOR: "today" and the schedule time of new orders are read in it. */
  timeZone: string;
}

export interface SendContext {
  clock: SendClock;
  /** Where the settings' signature image lives (DATA_DIR/images). */
  imagesDir: string;
  /** null: the scheduler. */
  userId: string | null;
}

/** A purchase order or pickup order as it is once moved to sent. */
export type ScheduledRow = (typeof purchaseOrders | typeof pickupOrders)['$inferSelect'];

export interface Sendable {
  /** For logs: 'purchase orders', 'pickup orders'. */
  name: string;
  table: PgTable;
  /**
   * Runs once the rows have moved to sent, in the same transaction: one row (send now) or a
   * claimed batch of due ones (dueSending.ts), each table read and written once for the lot.
   */
  deliver(tx: Tx, rows: readonly ScheduledRow[], context: SendContext): Promise<void>;
  /**
   * When a row to be sent is held (its recipient deactivated meanwhile): `where`, a condition on
   * the row, and the refusal Send now answers. The schedule passes a held row by.
   */
  held?: { where: SQL; reason: string };
}

/** `held`: the row is to be sent but held (Sendable.held), and nothing was sent. */
export type SendOutcome = 'sent' | 'already-sent' | 'missing' | 'held';

/** The condition that passes a held row by (Sendable.held); none when the kind holds nothing. */
export const notHeld = (sendable: Sendable): SQL | undefined =>
  sendable.held ? sql`not (${sendable.held.where})` : undefined;

/** Both tables have the same scheduling columns; drizzle types a union of tables poorly. */
export const scheduledTable = (sendable: Sendable) => sendable.table as typeof purchaseOrders;

type Rows<T> = { rows: T[] };

/**
 * Sends one order inside the caller's transaction, exactly once: the conditional UPDATE moves
 * it to sent only while it is to be sent, so of two senders (send now, the due job, another
 * server instance) one wins and the other finds nothing to do. The e-mail goes to the outbox
 * in the same transaction: it exists exactly when the order is sent.
 */
export async function sendOnce(
  tx: Tx,
  sendable: Sendable,
  id: string,
  context: SendContext,
): Promise<SendOutcome> {
  const now = context.clock.now();
  const table = scheduledTable(sendable);
  const moved = await tx
    .update(table)
    .set({ notificationStatus: 'sent', sentAt: now, updatedAt: now })
    .where(and(eq(table.id, id), eq(table.notificationStatus, 'to_be_sent'), notHeld(sendable)))
    .returning();
  if (!moved.length) {
    const found = (await tx.execute(
      sql`select notification_status as status from ${sendable.table} where id = ${id}`,
    )) as unknown as Rows<{ status: string }>;
    if (!found.rows.length) return 'missing';
    return found.rows[0].status === 'to_be_sent' ? 'held' : 'already-sent';
  }
  await sendable.deliver(tx, moved, context);
  return 'sent';
}

const bySchedule = (a: ScheduledRow, b: ScheduledRow) =>
  a.scheduleTime.getTime() - b.scheduleTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Claims up to `batch` due orders of one kind and moves them to sent: the rows are locked with
 * FOR UPDATE SKIP LOCKED, so server instances running this at once each take other rows, and a
 * row that send now holds (or has just sent) is passed by; the update checks again that each is
 * still to be sent. Two statements, not one: an UPDATE ... WHERE id IN (SELECT ... LIMIT ... SKIP
 * LOCKED) may run its subquery more than once and take more than `batch`. Soonest due first.
 * Answers the rows as sent.
 */
export async function claimDue(
  tx: Tx,
  sendable: Sendable,
  now: Date,
  batch: number,
): Promise<ScheduledRow[]> {
  const table = scheduledTable(sendable);
  const toBeSent = eq(table.notificationStatus, 'to_be_sent');
  const due = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(toBeSent, lte(table.scheduleTime, now), notHeld(sendable)))
    .orderBy(asc(table.scheduleTime), asc(table.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  const sent = await tx
    .update(table)
    .set({ notificationStatus: 'sent', sentAt: now, updatedAt: now })
    .where(
      and(
        inList(
          table.id,
          due.map((row) => row.id),
        ),
        toBeSent,
      ),
    )
    .returning();
  return sent.sort(bySchedule);
}

/**
 * Sends the due orders of one kind, up to `batch`, inside the caller's transaction: claimed and
 * moved to sent (claimDue), then delivered together, so the e-mails exist exactly when the
 * orders are sent. Answers how many were sent.
 */
export async function sendDueBatch(
  tx: Tx,
  sendable: Sendable,
  batch: number,
  context: SendContext,
): Promise<number> {
  const claimed = await claimDue(tx, sendable, context.clock.now(), batch);
  if (claimed.length) await sendable.deliver(tx, claimed, context);
  return claimed.length;
}

/**
 * 'send' on some selected rows inside the caller's transaction, set-based (issue 31: a batch at
 * the database's speed): every row locked and read in one statement and decided by the single
 * call's rule (domain/scheduledOrders.ts sendNowOutcome), then the rows to send moved to sent in
 * one update and delivered together (their e-mails to the outbox, what follows), as the due run
 * sends a batch. Nothing is written for a row that is not sent. Answers each id's outcome.
 */
export async function sendSome(
  tx: Tx,
  sendable: Sendable,
  ids: readonly string[],
  context: SendContext,
): Promise<Map<string, SendNowOutcome>> {
  const table = scheduledTable(sendable);
  // Locked in id order, so two batches over the same rows wait on each other, never deadlock.
  const locked = await tx
    .select({
      id: table.id,
      status: table.notificationStatus,
      held: sendable.held ? sql<boolean>`coalesce(${sendable.held.where}, false)` : sql<boolean>`false`,
    })
    .from(table)
    .where(inList(table.id, ids))
    .orderBy(asc(table.id))
    .for('update', { of: table });
  const found = new Map(locked.map((row) => [row.id, row]));
  const outcomes = new Map(ids.map((id) => [id, sendNowOutcome(found.get(id))]));
  const sending = ids.filter((id) => outcomes.get(id) === 'send');
  if (!sending.length) return outcomes;
  const now = context.clock.now();
  const moved = await tx
    .update(table)
    .set({ notificationStatus: 'sent', sentAt: now, updatedAt: now })
    .where(inList(table.id, sending))
    .returning();
  // Delivered in the order selected: the outbox sends its e-mails in that order.
  const place = new Map(sending.map((id, i) => [id, i]));
  await sendable.deliver(
    tx,
    moved.sort((a, b) => place.get(a.id)! - place.get(b.id)!),
    context,
  );
  return outcomes;
}
