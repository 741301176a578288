import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, shopWebhooks } from '../../db/schema';
import { orderProblems } from '../../../domain/shopifyOrders';
import { intakeOrders } from '../orders/intake';
import { claimDue } from '../../jobs/claim';
import { retryDelayMs } from '../../jobs/outbox';
import type { ShopKind, ShopOrder } from './connector';
import { ORDER_WEBHOOK_TOPICS } from './shopify';
import { DeliveryBodyError, orderOfDelivery } from './shopifyRestOrder';

/**
 * The order topics the product takes in: the ones it subscribes to (./shopify.ts), so a topic
 * subscribed is never dropped. Any other topic is answered and dropped.
 */
export const ORDER_TOPICS: readonly string[] = ORDER_WEBHOOK_TOPICS.map(([topic]) => topic);
export const isOrderTopic = (topic: string) => ORDER_TOPICS.includes(topic);

/** Each kind's reading of a delivery's parsed body: the shop's own JSON stays with its connector. */
const ORDER_OF_DELIVERY: { [K in ShopKind]: (body: unknown) => ShopOrder } = {
  shopify: orderOfDelivery,
};

/** A delivery claimed by the job is due again after this, should the job die before it is done. */
export const WEBHOOK_CLAIM_LEASE_MS = 5 * 60_000;
/** A delivery the intake keeps failing on (the database down) is given up after this many tries. */
export const MAX_WEBHOOK_ATTEMPTS = 12;

export interface Delivery {
  kind: ShopKind;
  shop: string;
  eventId: string;
  topic: string;
  webhookId: string | null;
  triggeredAt: Date | null;
  /** The raw body, as signed. */
  body: string;
}

/**
 * The shops' webhook deliveries: stored raw before the shop is answered, then taken in by the
 * scheduler's job through the same intake as the sync (idempotent on the shop's order id), so a
 * delivery repeated, an update arriving before its create, or a delivery beside the sync's
 * reading of the same order all end in one order. An order already here is left as it is.
 */
export class ShopWebhooksService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores a delivery once per (shop, event id): 'repeated' when that event was stored already. */
  async receive(delivery: Delivery): Promise<'stored' | 'repeated'> {
    const stored = await this.db
      .insert(shopWebhooks)
      // received_at is the database's moment, which orders the deliveries as they came.
      .values({ ...delivery, nextAttemptAt: this.now() })
      .onConflictDoNothing({ target: [shopWebhooks.shop, shopWebhooks.eventId] })
      .returning({ id: shopWebhooks.id });
    return stored.length ? 'stored' : 'repeated';
  }

  /**
   * Takes in the due deliveries, oldest first, a batch at a time: each is claimed in a short
   * transaction (SKIP LOCKED, its next attempt moved a lease ahead), so several server instances
   * never take one at once; one whose job died comes due again when the lease ends, and the
   * idempotent intake then finds its order here.
   */
  async run({ batch = 20 }: { batch?: number } = {}): Promise<{ processed: number; failed: number }> {
    let processed = 0;
    let failed = 0;
    for (;;) {
      const claimed = await claimDue(this.db, shopWebhooks, {
        now: this.now(),
        batch,
        leaseMs: WEBHOOK_CLAIM_LEASE_MS,
        orderBy: [asc(shopWebhooks.receivedAt), asc(shopWebhooks.id)],
      });
      for (const row of claimed) {
        if (await this.takeIn(row)) processed++;
        else failed++;
      }
      if (claimed.length < batch) return { processed, failed };
    }
  }

  private async takeIn(row: typeof shopWebhooks.$inferSelect): Promise<boolean> {
    const finish = (values: Partial<typeof shopWebhooks.$inferInsert>) =>
      this.db.update(shopWebhooks).set(values).where(eq(shopWebhooks.id, row.id));
    let order: ShopOrder;
    try {
      order = ORDER_OF_DELIVERY[row.kind as ShopKind](JSON.parse(row.body));
      const problem = orderProblems(order)[0];
      if (problem) throw new DeliveryBodyError(problem.field, problem.message);
    } catch (error) {
      // An unreadable body reads the same next time: given up at once, its reason kept.
      await finish({ status: 'failed', lastError: String((error as Error).message).slice(0, 1000) });
      return false;
    }
    try {
      await intakeOrders(this.db, [order], {
        source: 'shop',
        userId: null,
        now: this.now(),
        arrivedBy: 'webhook',
      });
      const [here] = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.shopOrderId, order.shopOrderId));
      await finish({
        status: 'processed',
        processedAt: this.now(),
        orderId: here?.id ?? null,
        lastError: null,
      });
      return true;
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000);
      const giveUp = row.attempts >= MAX_WEBHOOK_ATTEMPTS;
      await finish(
        giveUp
          ? { status: 'failed', lastError: message }
          : {
              lastError: message,
              nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(row.attempts)),
            },
      );
      return false;
    }
  }
}
