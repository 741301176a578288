import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

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

export interface Sendable {
  /** For logs: 'purchase orders', 'pickup orders'. */
  name: string;
  table: PgTable;
  /** Runs once the row has moved to sent, in the same transaction. */
  deliver(tx: Tx, id: string, context: SendContext): Promise<void>;
  /**
   * When a row to be sent is held (its recipient deactivated meanwhile): `where`, a condition on
   * the row, and the refusal Send now answers. The schedule passes a held row by.
   */
  held?: { where: SQL; reason: string };
}

/** `held`: the row is to be sent but held (Sendable.held), and nothing was sent. */
export type SendOutcome = 'sent' | 'already-sent' | 'missing' | 'held';

/** The condition that passes a held row by (Sendable.held). */
export const notHeld = (sendable: Sendable) =>
  sendable.held ? sql` and not (${sendable.held.where})` : sql``;

export type Rows<T> = { rows: T[] };

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
  const now = context.clock.now().toISOString();
  const moved = (await tx.execute(
    sql`update ${sendable.table} set notification_status = 'sent', sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where id = ${id} and notification_status = 'to_be_sent'${notHeld(sendable)} returning id`,
  )) as unknown as Rows<{ id: string }>;
  if (!moved.rows.length) {
    const found = (await tx.execute(
      sql`select notification_status as status from ${sendable.table} where id = ${id}`,
    )) as unknown as Rows<{ status: string }>;
    if (!found.rows.length) return 'missing';
    return found.rows[0].status === 'to_be_sent' ? 'held' : 'already-sent';
  }
  await sendable.deliver(tx, id, context);
  return 'sent';
}
