import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromReplica } from '../../db/readReplica';
import { countsOf, EXACT_COUNT_BOUND } from '../listQuery';
import { masterDashboardList } from '../orders/ordersService';
import type { AttentionReason } from '../../../domain/attention';
import { ORDER_TAGS, type OrderTag } from '../../../domain/orderStatus';
import { dailySeries, overviewDays, type DailyOrders } from '../../../domain/overview';
import { OPEN_STATUSES_SQL } from '../../db/openOrders';
import { scopeOf, type Viewer } from '../../../domain/access';
import type { DueTag } from '../../../domain/scheduledOrders';
import type { AttentionService } from '../attention/attentionService';
import type { ShopStateRecord } from '../../../domain/schemas/channels';

/** What counts the to-be-sent orders due: the lists' services, by their own rule. */
interface DueCounter {
  countDue(): Promise<Record<DueTag, number>>;
}

export interface Overview {
  /** Orders per status tag of the Master Dashboard (the Admin's). */
  statuses: Record<OrderTag, number> | null;
  /** Rows per reason of Needs attention, the viewer's own. */
  attention: Record<AttentionReason, number>;
  /** Orders imported, shipped and late per day over the last 30 days (the Admin's). */
  days: DailyOrders[] | null;
  /** Purchase and pickup orders to be sent, overdue and due later today (the Admin's). */
  due: { purchaseOrders: Record<DueTag, number>; pickupOrders: Record<DueTag, number> } | null;
  /** Per configured shop: today's orders against its count, its last webhook, sweep and count (the Admin's). */
  shops: ShopStateRecord[] | null;
  /** The status and reason tiles whose count is the estimate (past EXACT_COUNT_BOUND). */
  estimated: { statuses: OrderTag[]; attention: AttentionReason[] };
}

/** The overview (domain/overview.ts): its counts from the lists' own rules, and the 30-day chart. */
export class OverviewService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly attention: AttentionService,
    private readonly scheduled: { purchaseOrders: DueCounter; pickupOrders: DueCounter },
    private readonly shops: { states(): Promise<ShopStateRecord[]> } = { states: async () => [] },
  ) {}

  /** From the read replica, if any (server/db/readReplica.ts): it only counts. */
  overview(viewer: Viewer): Promise<Overview> {
    return fromReplica(async () => {
      // The statuses and the chart are the whole business's: the Admin's, whose scope is everything.
      const admin = scopeOf(viewer.role) === 'all';
      const [statuses, attention, days, due, shops] = await Promise.all([
        admin ? this.statuses() : null,
        this.attention.counts(viewer, EXACT_COUNT_BOUND),
        admin ? this.days() : null,
        admin ? this.due() : null,
        admin ? this.shops.states() : null,
      ]);
      return {
        statuses: statuses?.counts ?? null,
        attention: attention.counts,
        days,
        due,
        shops,
        estimated: { statuses: statuses?.estimated ?? [], attention: attention.estimated },
      };
    });
  }

  private async due(): Promise<NonNullable<Overview['due']>> {
    const [purchaseOrders, pickupOrders] = await Promise.all([
      this.scheduled.purchaseOrders.countDue(),
      this.scheduled.pickupOrders.countDue(),
    ]);
    return { purchaseOrders, pickupOrders };
  }

  /**
   * The Master Dashboard's count per tag, under its own tag filters (ordersService
   * masterDashboardList), counted as the list counts: exact up to the bound, then the estimate.
   */
  private statuses(): Promise<{ counts: Record<OrderTag, number>; estimated: OrderTag[] }> {
    const tags = masterDashboardList.tags!;
    return countsOf(
      this.db,
      Object.fromEntries(
        ORDER_TAGS.map((tag) => [tag, sql`select 1 from orders where ${tags[tag]}`]),
      ) as Record<OrderTag, SQL>,
    );
  }

  /**
   * Per UTC day: orders imported, by their own date (order_created_at: when the customer
   * ordered, not when the record was made; a file of last week's orders spreads over the week), shipped (shipped_at, kept by a trigger) and late
   * (domain/overview.ts missedDeadline: the deadline day over, shipped after it or still open).
   */
  private async days(): Promise<DailyOrders[]> {
    const now = this.now();
    const days = overviewDays(now);
    const from = `${days[0]}T00:00:00Z`;
    const today = days[days.length - 1];
    const result = await this.db.execute(sql`
      select to_char(order_created_at at time zone 'UTC', 'YYYY-MM-DD') as day, 'imported' as kind, count(*)::int as count
        from orders
        where order_created_at >= ${from}::timestamptz and order_created_at <= ${now.toISOString()}::timestamptz
        group by 1
      union all
      select to_char(shipped_at at time zone 'UTC', 'YYYY-MM-DD'), 'shipped', count(*)::int
        from orders where shipped_at >= ${from}::timestamptz and shipped_at <= ${now.toISOString()}::timestamptz
        group by 1
      union all
      select to_char(deadline_date, 'YYYY-MM-DD'), 'late', count(*)::int
        from orders
        where deadline_date >= ${days[0]}::date and deadline_date < ${today}::date
          and ((shipped_at is null and status in (${OPEN_STATUSES_SQL}))
            or shipped_at >= (deadline_date + 1)::timestamp at time zone 'UTC')
        group by 1`);
    const rows = (
      result as unknown as { rows: { day: string; kind: 'imported' | 'shipped' | 'late'; count: number }[] }
    ).rows;
    return dailySeries(
      days,
      rows.map((r) => ({ ...r, count: Number(r.count) })),
    );
  }
}
