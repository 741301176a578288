import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orders, shopReconciliations } from '../../db/schema';
import { DEMO_ORDER_ID_PREFIX, orderProblems } from '../../../domain/shopifyOrders';
import { reconciliationOutcome, reconciliationWindow } from '../../../domain/reconciliation';
import { intakeOrders } from '../orders/intake';
import { notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import type { ShopConnector, ShopOrder } from './connector';
import { ordersOfShop } from '../../db/ordersOfShop';
import { ordersShopNamed } from './registry';

export type Reconciliation = typeof shopReconciliations.$inferSelect;
type Window = { from: Date; to: Date };

/**
 * The daily count (issue 30 item 4; domain/reconciliation.ts): for each configured shop, the
 * shop's count of orders created in a window against the product's. When they differ, the shop's
 * order ids of the window are listed, the ones the product lacks fetched one by one and taken in
 * through the intake (arrived by 'reconciliation'), and the product counts again. Each run is a
 * shop_reconciliations row, written when it starts and when it ends, whatever the end.
 */
export class ShopReconciliationService {
  /**
   * One run per shop at a time: a second ask in this process shares the run under way; one on
   * another process waits for it to end, then counts again.
   */
  private readonly running = new Map<string, Promise<Reconciliation>>();

  constructor(
    private readonly db: Database,
    private readonly connectors: readonly ShopConnector[],
    private readonly now: () => Date = () => new Date(),
    /** One run of a name at a time across every process on the database (DatabaseHandle.alone). */
    private readonly alone: <T>(name: string, work: () => Promise<T>) => Promise<T> = (_, work) => work(),
  ) {}

  get configured() {
    return this.connectors.length > 0;
  }

  /** The daily run: every configured shop in turn; one that fails is recorded and the rest go on. */
  async runAll(): Promise<Reconciliation[]> {
    const runs: Reconciliation[] = [];
    for (const connector of this.connectors) runs.push(await this.run(connector.shop));
    return runs;
  }

  /** One shop's count, now (the Channels page's "Reconcile now"); 404 for a shop not configured. */
  run(shop: string, options: { userId?: string | null; window?: Window } = {}): Promise<Reconciliation> {
    const connector = this.connectors.find((c) => c.shop === shop);
    if (!connector) throw notFound(say('shopNotConfigured'));
    let run = this.running.get(shop);
    if (!run) {
      run = this.alone(`shop-count:${shop}`, () => this.reconcile(connector, options)).finally(() =>
        this.running.delete(shop),
      );
      this.running.set(shop, run);
    }
    return run;
  }

  /** A shop's runs, newest first. */
  history(shop: string, limit = 30): Promise<Reconciliation[]> {
    return this.db
      .select()
      .from(shopReconciliations)
      .where(eq(shopReconciliations.shop, shop))
      .orderBy(desc(shopReconciliations.startedAt), desc(shopReconciliations.id))
      .limit(limit);
  }

  private async reconcile(
    connector: ShopConnector,
    { userId = null, window = reconciliationWindow(this.now()) }: { userId?: string | null; window?: Window },
  ): Promise<Reconciliation> {
    const [row] = await this.db
      .insert(shopReconciliations)
      .values({
        shop: connector.shop,
        windowFrom: window.from,
        windowTo: window.to,
        userId,
        startedAt: this.now(),
      })
      .returning();
    const finish = async (values: Partial<typeof shopReconciliations.$inferInsert>) => {
      const [done] = await this.db
        .update(shopReconciliations)
        .set({ ...values, finishedAt: this.now() })
        .where(eq(shopReconciliations.id, row.id))
        .returning();
      return done;
    };
    try {
      const shopCount = await connector.countOrders(window);
      const productBefore = await productCount(
        this.db,
        ordersOfShop(ordersShopNamed(connector.shop, this.connectors)),
        window,
      );
      let fetched = 0;
      if (productBefore !== shopCount.count) fetched = await this.fetchMissing(connector, window);
      const productAfter = fetched
        ? await productCount(this.db, ordersOfShop(ordersShopNamed(connector.shop, this.connectors)), window)
        : productBefore;
      return await finish({
        shopCount: shopCount.count,
        shopCountExact: shopCount.exact,
        productCountBefore: productBefore,
        productCountAfter: productAfter,
        fetched,
        outcome: reconciliationOutcome({ shopCount: shopCount.count, productBefore, productAfter }),
      });
    } catch (error) {
      return finish({ outcome: 'failed', error: String((error as Error).message ?? error).slice(0, 1000) });
    }
  }

  /** The window's orders the shop lists and the product lacks, fetched by id and taken in. */
  private async fetchMissing(connector: ShopConnector, window: Window): Promise<number> {
    let fetched = 0;
    for await (const ids of connector.orderIdsCreated(window)) {
      if (!ids.length) continue;
      const here = await this.db
        .select({ id: orders.shopOrderId })
        .from(orders)
        .where(
          and(
            inList(orders.shopOrderId, ids, 'text'),
            ordersOfShop(ordersShopNamed(connector.shop, this.connectors)),
          ),
        );
      const known = new Set(here.map((r) => r.id));
      const found: ShopOrder[] = [];
      for (const id of ids.filter((id) => !known.has(id))) {
        const order = await connector.order(id);
        // An order with an absurd value stays out, as the sync leaves it: the count then disagrees.
        if (order && !orderProblems(order).length) found.push(order);
      }
      const intake = await intakeOrders(this.db, found, {
        source: 'shop',
        userId: null,
        now: this.now(),
        arrivedBy: 'reconciliation',
        shop: ordersShopNamed(connector.shop, this.connectors),
      });
      fetched += intake.imported;
    }
    return fetched;
  }
}

/**
 * The product's orders from this shop created in the window: those carrying a shop's order id,
 * however they came (a file of the shop's export too), demo orders aside; those naming no shop
 * count for the shop that owns them (server/db/ordersOfShop.ts).
 */
export async function productCount(db: Database, ofShop: SQL, window: Window): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        ofShop,
        sql`${orders.shopOrderId} not like ${DEMO_ORDER_ID_PREFIX + '%'}`,
        sql`${orders.orderCreatedAt} >= ${window.from.toISOString()}::timestamptz`,
        sql`${orders.orderCreatedAt} < ${window.to.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}
