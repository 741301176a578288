import { eq } from 'drizzle-orm';
import { actingAs, shopActor } from '../../db/actor';
import type { Database } from '../../db/client';
import { shopSyncState } from '../../db/schema';
import { orderProblems } from '../../../domain/shopifyOrders';
import { intakeOrders } from '../orders/intake';
import type { ShopConnector } from './connector';
import { ordersShopNamed } from './registry';

export const NO_SHOP_MSG =
  'No shop is configured: set SHOPIFY_SHOP and SHOPIFY_ACCESS_TOKEN to sync orders from Shopify.';

/**
 * The shop sync (DESIGN.md section 4 step 1): orders changed since the last run, imported page
 * by page from the configured shop's connector; after each page the mark reached is stored, so
 * an interrupted run resumes there, the connector reading that time (and a little before) again: an order already here
 * follows only what the shop changed since (the intake is idempotent), and none sharing that time is skipped.
 */
export class ShopSyncService {
  private running: Promise<SyncResult> | null = null;
  private readonly connectors: readonly ShopConnector[];

  constructor(
    private readonly db: Database,
    /** Every configured shop ("Run Cron" and the scheduler sync each in turn). */
    connectors: ShopConnector | readonly ShopConnector[] | null,
    /** One run of a name at a time across every process on the database (DatabaseHandle.alone). */
    private readonly alone: <T>(name: string, work: () => Promise<T>) => Promise<T> = (_, work) => work(),
  ) {
    this.connectors = connectors === null ? [] : 'shop' in connectors ? [connectors] : connectors;
  }

  get configured() {
    return this.connectors.length > 0;
  }

  /**
   * One run at a time: a second ask in this process shares the run under way; a run asked on
   * another process (its "Run Cron", the worker's scheduler) waits for this one to end, then
   * resumes from the mark it left, so two never page through the shop at once.
   */
  run(): Promise<SyncResult> {
    this.running ??= this.alone('shop-sync', () => this.syncAll()).finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Each configured shop in turn: one shop that fails does not keep the others from syncing;
   * the run then fails with the first shop's error (its state row records each).
   */
  private async syncAll(): Promise<SyncResult> {
    if (!this.connectors.length)
      return {
        configured: false,
        imported: 0,
        unchanged: 0,
        problematic: 0,
        pages: 0,
        refused: [],
        msg: NO_SHOP_MSG,
      };
    const results: SyncResult[] = [];
    let failure: unknown = null;
    for (const connector of this.connectors) {
      try {
        // The shop's orders changed in the shop: its sync's writes are the shop's (activity).
        results.push(await actingAs(shopActor(connector.shop), () => this.sync(connector)));
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return {
      configured: true,
      imported: sum(results, 'imported'),
      unchanged: sum(results, 'unchanged'),
      problematic: sum(results, 'problematic'),
      pages: sum(results, 'pages'),
      refused: results.flatMap((r) => r.refused),
      msg: results.map((r) => r.msg).join('; '),
    };
  }

  private async sync(connector: ShopConnector): Promise<SyncResult> {
    const shop = connector.shop;
    const [state] = await this.db.select().from(shopSyncState).where(eq(shopSyncState.shop, shop));
    const result: SyncResult = {
      configured: true,
      imported: 0,
      unchanged: 0,
      problematic: 0,
      pages: 0,
      refused: [],
      msg: '',
    };
    try {
      for await (const page of connector.ordersChangedSince(state?.lastUpdatedAt ?? null)) {
        // An order with an absurd value is left out and named; the rest of the page goes in.
        const taken = page.orders.filter((order) => {
          const problems = orderProblems(order);
          if (problems.length) result.refused.push(`${order.orderNumber}: ${problems[0].message}`);
          return !problems.length;
        });
        const intake = await intakeOrders(this.db, taken, {
          source: 'shop',
          userId: null,
          changedVia: 'sync',
          shop: ordersShopNamed(shop, this.connectors),
          arrivedBy: 'sweep',
        });
        result.imported += intake.imported;
        result.unchanged += intake.unchanged;
        result.problematic += intake.problematic;
        result.pages++;
        if (page.mark) await this.saveState(shop, { lastUpdatedAt: page.mark, lastError: null });
      }
      await this.saveState(shop, { lastError: null });
    } catch (error) {
      await this.saveState(shop, { lastError: String((error as Error).message).slice(0, 1000) });
      throw error;
    }
    result.msg =
      `Synced ${result.imported} new orders from ${shop}` +
      (result.problematic ? `, ${result.problematic} problematic` : '') +
      (result.refused.length
        ? `; ${result.refused.length} not taken: ${result.refused.slice(0, 5).join('; ')}`
        : '');
    return result;
  }

  private async saveState(shop: string, values: { lastUpdatedAt?: Date; lastError: string | null }) {
    const row = { ...values, lastRunAt: new Date() };
    await this.db
      .insert(shopSyncState)
      .values({ shop, ...row })
      .onConflictDoUpdate({ target: shopSyncState.shop, set: row });
  }
}

const sum = (results: SyncResult[], key: 'imported' | 'unchanged' | 'problematic' | 'pages') =>
  results.reduce((total, r) => total + r[key], 0);

export interface SyncResult {
  configured: boolean;
  imported: number;
  unchanged: number;
  problematic: number;
  pages: number;
  /** Orders left out for a value beyond domain/limits.ts, as "#1001: why". */
  refused: string[];
  msg: string;
}
