import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NO_EFFECTS, type FlowEffects } from '../../flows/flow';
import { scheduledOrderSent } from '../../flows/scheduledOrderSent';
import { notHeld, type Rows, type Sendable, type SendContext } from './sendOnce';

/**
 * Sends every order of one kind whose schedule time has come. Rows are claimed with FOR
 * UPDATE SKIP LOCKED, so server instances running this at once share the work and never send
 * one twice. Each batch is one transaction. Returns how many were sent.
 */
export async function sendDue(
  db: Database,
  sendable: Sendable,
  context: Omit<SendContext, 'userId'>,
  batch = 20,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = (await tx.execute(
        sql`select id from ${sendable.table}
            where notification_status = 'to_be_sent' and schedule_time <= ${context.clock.now().toISOString()}::timestamptz${notHeld(sendable)}
            order by schedule_time, id limit ${batch} for update skip locked`,
      )) as unknown as Rows<{ id: string }>;
      for (const { id } of due.rows)
        if (
          (await scheduledOrderSent.run(tx, { sendable, id, context: { ...context, userId: null } })) ===
          'sent'
        )
          sent++;
      return due.rows.length;
    });
    if (claimed < batch) return sent;
  }
}

/**
 * The scheduler's one job for every kind: each minute, every due purchase order and pickup
 * order is sent (DUE_PURCHASE_ORDERS_QUEUE in server/jobs); the outbox is woken as the flow declares.
 */
export class ScheduledSending {
  constructor(
    private readonly db: Database,
    private readonly context: Omit<SendContext, 'userId'>,
    private readonly sendables: readonly Sendable[],
    private readonly effects: FlowEffects = NO_EFFECTS,
  ) {}

  async sendDue(): Promise<number> {
    let sent = 0;
    for (const sendable of this.sendables) sent += await sendDue(this.db, sendable, this.context);
    if (sent) this.effects.afterCommit(scheduledOrderSent);
    return sent;
  }
}
