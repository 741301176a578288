import { asc, eq } from 'drizzle-orm';
import { actingAs, shopActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { orders, shopWebhooks } from '../../db/schema';
import { orderOfShop, type OrdersShop } from '../../db/ordersOfShop';
import { orderProblems } from '../../../domain/shopifyOrders';
import { intakeOrders } from '../orders/intake';
import { shopOrderChanged } from '../../flows/shopOrderChanged';
import { claimDue } from '../../jobs/claim';
import type { ClaimOwner } from '../../jobs/shopFulfilments';
import { retryDelayMs } from '../../jobs/outbox';
import type { ShopKind, ShopOrder } from './connector';
import { ORDER_WEBHOOK_TOPICS } from './shopify';
import { DeliveryBodyError, orderOfDelivery } from './shopifyRestOrder';
import { WOO_ORDER_TOPICS } from './woocommerce';
import { orderOfWooDelivery, type RemovedOrder } from './woocommerceOrder';

/**
 * The order topics the product takes in, per kind of shop: the ones it subscribes to
 * (./shopify.ts, ./woocommerce.ts), so a topic subscribed is never dropped. Any other topic is
 * answered and dropped.
 */
export const ORDER_TOPICS: { [K in ShopKind]: readonly string[] } = {
  shopify: ORDER_WEBHOOK_TOPICS.map(([topic]) => topic),
  woocommerce: WOO_ORDER_TOPICS,
};
export const isOrderTopic = (topic: string, kind: ShopKind = 'shopify') => ORDER_TOPICS[kind].includes(topic);

/**
 * Each kind's reading of a delivery's parsed body: the shop's own JSON stays with its connector.
 * WooCommerce's order.deleted carries only the order's id (a RemovedOrder).
 */
const ORDER_OF_DELIVERY: {
  [K in ShopKind]: (body: unknown, topic: string) => ShopOrder | RemovedOrder;
} = {
  shopify: (body) => orderOfDelivery(body),
  woocommerce: orderOfWooDelivery,
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
 * reading of the same order all end in one order. An order already here follows what the shop
 * changed (flows/shopOrderChanged.ts); an older reading than the one it followed changes nothing.
 */
export class ShopWebhooksService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** The shop a delivery names, as the orders know it (the registry's ordersShop). */
    private readonly ordersShop: (shop: string) => OrdersShop = (shop) => ({ shop, ownsUnnamed: true }),
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
   * transaction (SKIP LOCKED, its next attempt moved a lease ahead, `owner`'s key recorded), so
   * several server instances never take one at once; one whose process died comes due again at
   * once when a live process releases it (server/jobs/claim.ts releaseDeadClaims), else when the lease ends,
   * and the idempotent intake then finds its order here. Claims nothing while `owner` is not alive.
   */
  async run({ batch = 20, owner }: { batch?: number; owner?: ClaimOwner } = {}): Promise<{
    processed: number;
    failed: number;
  }> {
    let processed = 0;
    let failed = 0;
    while (owner?.held ?? true) {
      const claimed = await claimDue(this.db, shopWebhooks, {
        now: this.now(),
        batch,
        leaseMs: WEBHOOK_CLAIM_LEASE_MS,
        orderBy: [asc(shopWebhooks.receivedAt), asc(shopWebhooks.id)],
        set: { claimedBy: owner?.key ?? null },
      });
      for (const row of claimed) {
        // A delivery's writes are its shop's (activity), whoever's run takes it in.
        if (await actingAs(shopActor(row.shop), () => this.takeIn(row))) processed++;
        else failed++;
      }
      if (claimed.length < batch) break;
    }
    return { processed, failed };
  }

  /**
   * An order the shop deleted is followed as a cancellation (flows/shopOrderChanged.ts): what has
   * not left is refunded, what has is kept for Needs attention. One that never arrived is not made.
   * Says the order's id here, if any.
   */
  private async deleted(row: typeof shopWebhooks.$inferSelect, removed: RemovedOrder) {
    return this.db.transaction(async (tx) => {
      const [here] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(orderOfShop(this.ordersShop(row.shop), removed.shopOrderId));
      if (here)
        await shopOrderChanged.run(tx, {
          orderId: here.id,
          order: { deletedInShop: true },
          source: 'webhook',
          now: this.now(),
        });
      return here?.id ?? null;
    });
  }

  /** An order the delivery carries, through the intake (a new one made, one here following it). */
  private async taken(row: typeof shopWebhooks.$inferSelect, order: ShopOrder) {
    await intakeOrders(this.db, [order], {
      source: 'shop',
      userId: null,
      now: this.now(),
      changedVia: 'webhook',
      shop: this.ordersShop(row.shop),
      arrivedBy: 'webhook',
    });
    const [here] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(orderOfShop(this.ordersShop(row.shop), order.shopOrderId));
    return here?.id ?? null;
  }

  private async takeIn(row: typeof shopWebhooks.$inferSelect): Promise<boolean> {
    const finish = (values: Partial<typeof shopWebhooks.$inferInsert>) =>
      this.db
        .update(shopWebhooks)
        .set({ ...values, claimedBy: null })
        .where(eq(shopWebhooks.id, row.id));
    let read: ShopOrder | RemovedOrder;
    try {
      read = ORDER_OF_DELIVERY[row.kind as ShopKind](JSON.parse(row.body), row.topic);
      const problem = 'removed' in read ? undefined : orderProblems(read)[0];
      if (problem) throw new DeliveryBodyError(problem.field, problem.message);
    } catch (error) {
      // An unreadable body reads the same next time: given up at once, its reason kept.
      await finish({ status: 'failed', lastError: String((error as Error).message).slice(0, 1000) });
      return false;
    }
    try {
      const orderId = 'removed' in read ? await this.deleted(row, read) : await this.taken(row, read);
      await finish({ status: 'processed', processedAt: this.now(), orderId, lastError: null });
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
