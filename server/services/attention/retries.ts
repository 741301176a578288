import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, outbox, shopFulfilments } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import type { FlowEffects } from '../../flows/flow';

/**
 * The fixes of Needs attention that are calls of their own: an e-mail the outbox gave up on goes
 * back to it, and tracking the shop refused or could not take is tried again, each from its
 * first attempt and at once; the scheduler then sends it as any other. Each wakes its job through
 * the server's one after-commit mechanism (server/flows/flow.ts), as any commit that queued work.
 */
export class AttentionRetries {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly effects: FlowEffects,
  ) {}

  async resendEmail(id: string): Promise<void> {
    const again = await this.db
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: this.now(), lastError: null, claimedAt: null })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning({ id: outbox.id });
    if (!again.length) {
      const [found] = await this.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
      if (!found) throw notFound(say('emailNotFound'));
      throw conflict(say('emailNotGivenUpOn'));
    }
    this.effects.wake('outbox');
  }

  /**
   * An order changed in the shop after it was sent leaves the queue: its kept changes are marked
   * resolved (kept, so that the same changes read again do not ask again).
   */
  async resolveShopChanges(orderId: string): Promise<void> {
    // In a transaction, as every write of a tracked table: its activity names who resolved it.
    const resolved = await this.db.transaction((tx) =>
      tx
        .update(orders)
        .set({
          shopChanges: sql`jsonb_set(${orders.shopChanges}, '{resolvedAt}', to_jsonb(${this.now().toISOString()}::text))`,
        })
        .where(
          and(
            eq(orders.id, orderId),
            sql`${orders.shopChanges} is not null and (${orders.shopChanges} ->> 'resolvedAt') is null`,
          ),
        )
        .returning({ id: orders.id }),
    );
    if (resolved.length) return;
    const [found] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!found) throw notFound(say('orderNotFound'));
    throw conflict(say('noShopChangesToResolve'));
  }

  async retryWriteBack(id: string): Promise<void> {
    const failing = or(
      eq(shopFulfilments.status, 'failed'),
      and(eq(shopFulfilments.status, 'pending'), isNotNull(shopFulfilments.lastError)),
    );
    const again = await this.db
      .update(shopFulfilments)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: this.now(), lastError: null })
      .where(and(eq(shopFulfilments.id, id), failing))
      .returning({ id: shopFulfilments.id });
    if (!again.length) {
      const [found] = await this.db
        .select({ id: shopFulfilments.id })
        .from(shopFulfilments)
        .where(eq(shopFulfilments.id, id));
      if (!found) throw notFound(say('trackingWriteBackNotFound'));
      throw conflict(say('trackingWrittenShopNotFailing'));
    }
    this.effects.wake('shopWriteBack');
  }
}
