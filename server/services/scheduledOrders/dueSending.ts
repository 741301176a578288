import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { NO_EFFECTS, type FlowEffects } from '../../flows/flow';
import { dueOrdersSent, scheduledOrderSent } from '../../flows/scheduledOrderSent';
import type { Sendable, SendContext } from './sendOnce';

/**
 * How many due orders one transaction sends. A batch is a handful of statements whatever its
 * size (claim, what follows, records, the e-mails, the events), so larger is faster; smaller
 * lets other work in between (on PGlite every request waits for the batch's transaction).
 */
export const DUE_BATCH = { postgres: 500, pglite: 100 } as const;

const DEADLOCK_RETRIES = 5;

/** A PostgreSQL deadlock (40P01), wherever the driver wrapped it. */
function isDeadlock(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Sends every order of one kind whose schedule time has come, a batch per transaction: the
 * batch claimed and moved to sent, then delivered (its e-mails to the outbox, what follows) in
 * the same transaction, so a batch is sent whole or, should the process die, not at all and
 * due again. Returns how many were sent.
 */
export async function sendDue(
  db: Database,
  sendable: Sendable,
  context: Omit<SendContext, 'userId'>,
  batch: number = DUE_BATCH.postgres,
): Promise<number> {
  let sent = 0;
  for (let deadlocks = 0; ;) {
    let claimed: number;
    try {
      claimed = await db.transaction((tx) =>
        dueOrdersSent.run(tx, { sendable, batch, context: { ...context, userId: null } }),
      );
    } catch (error) {
      // Two instances' batches that follow the same orders may lock them in opposite order;
      // PostgreSQL then rolls one back whole (nothing of it sent), and it is simply claimed again.
      if (!isDeadlock(error) || ++deadlocks > DEADLOCK_RETRIES) throw error;
      continue;
    }
    // Until none is left that another instance does not hold (a claim may come back short when
    // a row it picked was sent meanwhile: the next claim goes on).
    if (!claimed) return sent;
    sent += claimed;
    // A turn of the event loop: other requests have the database between batches.
    await setImmediate();
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
    private readonly batch: number = DUE_BATCH.postgres,
  ) {}

  async sendDue(): Promise<number> {
    let sent = 0;
    for (const sendable of this.sendables) sent += await sendDue(this.db, sendable, this.context, this.batch);
    if (sent) this.effects.afterCommit(scheduledOrderSent);
    return sent;
  }
}
