import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopReconciliations, shopSyncState, shopWebhooks } from '../../db/schema';
import { todayWindow } from '../../../domain/reconciliation';
import type {
  ChannelRecord,
  ReconciliationRecord,
  ShopRecord,
  ShopStateRecord,
} from '../../../domain/schemas/channels';
import type { ShopConnector } from './connector';
import { ordersOfShop } from '../../db/ordersOfShop';
import { ordersShopNamed } from './registry';
import { productCount, type Reconciliation, type ShopReconciliationService } from './reconciliation';

/** The shop's count of today's orders is given up after this: the overview never waits on a slow shop. */
export const SHOP_COUNT_TIMEOUT_MS = 5_000;

/**
 * The configured shops' states (issue 30 items 4 and 6): what the overview shows per shop and
 * the Channels page lists with each shop's count history.
 */
export class ChannelsService {
  constructor(
    private readonly db: Database,
    private readonly connectors: readonly ShopConnector[],
    private readonly reconciliation: ShopReconciliationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  states(): Promise<ShopStateRecord[]> {
    return Promise.all(this.connectors.map((connector) => this.state(connector)));
  }

  /** The configured shops by name and kind: read from the configuration, no shop is asked. */
  shops(): ShopRecord[] {
    return this.connectors.map(({ kind, shop }) => ({ kind, shop }));
  }

  async channels(): Promise<ChannelRecord[]> {
    const states = await this.states();
    return Promise.all(
      states.map(async (state) => ({
        ...state,
        history: (await this.reconciliation.history(state.shop)).map(reconciliationAnswer),
      })),
    );
  }

  private async state(connector: ShopConnector): Promise<ShopStateRecord> {
    const today = todayWindow(this.now());
    const [count, received, [webhook], [sweep], [last]] = await Promise.all([
      shopCountWithin(connector, today),
      productCount(this.db, ordersOfShop(ordersShopNamed(connector.shop, this.connectors)), today),
      this.db
        .select({ at: sql<Date | string | null>`max(${shopWebhooks.receivedAt})` })
        .from(shopWebhooks)
        .where(eq(shopWebhooks.shop, connector.shop)),
      this.db.select().from(shopSyncState).where(eq(shopSyncState.shop, connector.shop)),
      this.db
        .select()
        .from(shopReconciliations)
        .where(eq(shopReconciliations.shop, connector.shop))
        .orderBy(desc(shopReconciliations.startedAt), desc(shopReconciliations.id))
        .limit(1),
    ]);
    return {
      kind: connector.kind,
      shop: connector.shop,
      up: 'count' in count,
      error: 'error' in count ? count.error : null,
      today: { received, shopCount: 'count' in count ? count.count : null },
      lastWebhookAt: iso(webhook?.at ?? null),
      lastSweep: { at: iso(sweep?.lastRunAt ?? null), error: sweep?.lastError ?? null },
      lastReconciliation: last ? reconciliationAnswer(last) : null,
    };
  }
}

async function shopCountWithin(
  connector: ShopConnector,
  window: { from: Date; to: Date },
): Promise<{ count: number } | { error: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The shop did not answer in time')), SHOP_COUNT_TIMEOUT_MS);
    });
    const { count } = await Promise.race([connector.countOrders(window), timeout]);
    return { count };
  } catch (error) {
    return { error: String((error as Error).message ?? error) };
  } finally {
    clearTimeout(timer);
  }
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function reconciliationAnswer(row: Reconciliation): ReconciliationRecord {
  return {
    id: row.id,
    shop: row.shop,
    windowFrom: row.windowFrom.toISOString(),
    windowTo: row.windowTo.toISOString(),
    shopCount: row.shopCount,
    shopCountExact: row.shopCountExact,
    productCountBefore: row.productCountBefore,
    productCountAfter: row.productCountAfter,
    fetched: row.fetched,
    outcome: row.outcome,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}
