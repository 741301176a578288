import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ATTENTION_REASONS,
  attentionScopeOf,
  REASON_FIX,
  type AttentionFix,
  type AttentionMove,
  type AttentionReason,
  type AttentionThresholds,
} from '../../../domain/attention';
import type { Viewer } from '../../../domain/access';
import type { OrdersShop } from '../../db/ordersOfShop';
import { likePattern, pageRead, parseListQuery, worthCountingExactly } from '../../../domain/listQuery';
import { countOf, countsOf } from '../listQuery';
import { rowsOf } from '../../db/rows';
import { countWasEstimated } from '../../http/countEstimate';
import type { ATTENTION_SORTS, SortKey } from '../../../domain/listSorts';
import { QUEUE_COLUMNS, reasonSelects } from './reasonSelects';
import { shopNamedSql, type ShopNaming } from '../orderRecords/shopShown';

/** One row of the queue as GET /get-attention answers it. */
export interface AttentionRow {
  _id: string;
  /** The row's own record: the order, PO, PUO, pickup assignment, shop write-back or e-mail. */
  item_id: string;
  reason: AttentionReason;
  move: AttentionMove;
  /** The warehouse, supplier or agent whose move it is; null when it is the Admin's. */
  actor_name: string | null;
  warehouse_id: string | null;
  supplier_id: string | null;
  agent_id: string | null;
  /** 'shop': a configured shop's row, named by the shop (record_number). */
  record_kind: 'order' | 'purchase-order' | 'pickup-order' | 'email' | 'shop';
  record_id: string;
  record_number: string;
  order_id: string | null;
  order_number: string | null;
  /** The supplier's PO line whose dialog the fix opens (set-estimated-date, set-agent of a PO); else null. */
  line_id: string | null;
  /** The clock: since when it waits, or the deadline it passed or nears (ISO). */
  since: string;
  fix: AttentionFix;
}

/** The queue's sortable columns (`sort`), each a column of the reasons' selects; the clock breaks ties. */
export const attentionSorts = {
  reason: sql.raw('reason'),
  record_number: sql.raw('record_number'),
  since: sql.raw('since'),
} satisfies Record<SortKey<typeof ATTENTION_SORTS>, SQL>;

interface QueueRow extends Omit<AttentionRow, '_id' | 'item_id' | 'fix' | 'since'> {
  row_id: string;
  since: Date | string;
}

/**
 * What needs attention (issue 18 item 2): computed, never stored, so a row leaves as soon as
 * its cause is gone. One select per reason, UNION ALL, oldest clock first; the list query's
 * tag filters by reason, its search reads order, PO and PUO numbers (and an order's customer,
 * city and SKUs). A viewer sees the rows that are its move: one rule, domain/attention.ts
 * attentionScopeOf, written as SQL by `scopeOf` below and asked of one row by isViewersMove (the digest).
 */
export class AttentionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly thresholds: () => Promise<AttentionThresholds>,
    /** The configured shops as the orders know them: a shop's rows are only of these (server/services/shop/registry.ts). */
    private readonly shops: readonly OrdersShop[] = [],
    /** How a row names its order's shop (several shops configured; shopShown). */
    private readonly shopNaming: ShopNaming = false,
  ) {}

  /**
   * How many rows each reason holds for this viewer: the same selects and scope as the list, so
   * a count is the number of rows the list filtered by that reason shows (the overview's tiles,
   * the digest). Exact; with `bound`, exact up to it and the planner's estimate past it, as the
   * lists count (listQuery.ts countOf), the estimated reasons named.
   */
  async counts(
    viewer: Viewer,
    bound?: number,
  ): Promise<{ counts: Record<AttentionReason, number>; estimated: AttentionReason[] }> {
    const selects = reasonSelects({
      now: this.now(),
      thresholds: await this.thresholds(),
      shops: this.shops,
    });
    const where = scopeOf(viewer) ?? sql`true`;
    const rowsOfReason = (reason: AttentionReason) =>
      sql`select 1 from (${selects[reason]}) as q (${QUEUE_COLUMNS}) where ${where}`;
    if (bound !== undefined)
      return countsOf(
        this.db,
        Object.fromEntries(ATTENTION_REASONS.map((reason) => [reason, rowsOfReason(reason)])) as Record<
          AttentionReason,
          SQL
        >,
        bound,
      );
    const counted = sql.join(
      ATTENTION_REASONS.map(
        (reason) =>
          sql`(select ${reason}::text as reason, count(*)::int as n from (${rowsOfReason(reason)}) as r)`,
      ),
      sql` union all `,
    );
    const rows = await rowsOf<{ reason: AttentionReason; n: number }>(this.db, counted);
    return {
      counts: Object.fromEntries(
        ATTENTION_REASONS.map((reason) => [reason, Number(rows.find((r) => r.reason === reason)?.n ?? 0)]),
      ) as Record<AttentionReason, number>,
      estimated: [],
    };
  }

  async list(raw: Record<string, unknown>, viewer: Viewer): Promise<{ doc: AttentionRow[]; count: number }> {
    const query = parseListQuery(raw, ATTENTION_REASONS, Object.keys(attentionSorts));
    // The query's sort, of the alias q or p, before the clock (the queue's own order), which
    // then follows the sort's direction (listQuery.ts ownOrder): descending is ascending reversed.
    // `reversed`: the exact reverse (PostgreSQL's nulls last ascending, first descending), to
    // read a late page from the queue's end.
    const orderOf = (alias: 'q' | 'p', reversed = false) => {
      const forward = query.sort?.order ?? 'asc';
      const dir = sql.raw(reversed === (forward === 'asc') ? 'desc' : 'asc');
      const by =
        query.sort &&
        sql`${sql.raw(alias)}.${attentionSorts[query.sort.field as keyof typeof attentionSorts]} ${dir}, `;
      // A record can be in the queue for two reasons at once: the reason breaks the last tie.
      return sql`${by ?? sql``}${sql.raw(alias)}.since ${dir}, ${sql.raw(alias)}.row_id ${dir}, ${sql.raw(alias)}.reason ${dir}`;
    };
    const selects = reasonSelects({
      now: this.now(),
      thresholds: await this.thresholds(),
      shops: this.shops,
    });
    const reasons = query.tag ? [query.tag as AttentionReason] : ATTENTION_REASONS;
    const where = sql.join(
      [
        sql`true`,
        scopeOf(viewer),
        query.search ? sql`q.search like ${likePattern(query.search.toLowerCase())}` : undefined,
      ].filter((part): part is SQL => !!part),
      sql` and `,
    );
    // Counted as every list is (listQuery.ts countOf): exactly up to the bound, then the
    // planner's estimate, and exactly again for a page past three fifths of the estimate.
    const queued = sql`select 1 from (${sql.join(
      reasons.map(
        (reason) => sql`(select 1 from (${selects[reason]}) as q (${QUEUE_COLUMNS}) where ${where})`,
      ),
      sql` union all `,
    )}) as queued`;
    const counting = async () => {
      const counted = await countOf(this.db, queued);
      if (!counted.estimated || !worthCountingExactly(query.skip, counted.count)) return counted;
      // Each reason counted on its own (an index-only scan each) and summed: counted through
      // the union, every row of every reason was built first (a million late orders: 0.9 s).
      const [{ n }] = await rowsOf<{ n: number }>(
        this.db,
        sql`select coalesce(sum(c.n), 0)::int as n from (${sql.join(
          reasons.map(
            (reason) =>
              sql`(select count(*) as n from (${selects[reason]}) as q (${QUEUE_COLUMNS}) where ${where})`,
          ),
          sql` union all `,
        )}) as c`,
      );
      return { count: Number(n), estimated: false };
    };
    // An order's shop only where two shops' orders could share a number (shopShown).
    const orderShop = this.shopNaming
      ? sql`(select ${shopNamedSql(sql`o.shop`, this.shopNaming)} from orders o where o.id = p.order_id)`
      : sql`null`;
    // Each reason answers only its first rows up to the page's end (a top-N sort each), so a
    // page never sorts the whole queue; from the end for a late page (its rows reversed back).
    const readPage = async (skip: number, limit: number, reversed: boolean) => {
      const firstOf = (
        reason: AttentionReason,
      ) => sql`(select * from (${selects[reason]}) as q (${QUEUE_COLUMNS})
        where ${where} order by ${orderOf('q', reversed)} limit ${skip + limit})`;
      const page = sql`
        select * from (${sql.join(reasons.map(firstOf), sql` union all `)}) as q
        order by ${orderOf('q', reversed)}
        limit ${limit} offset ${skip}`;
      const rows = await rowsOf<QueueRow>(
        this.db,
        sql`
        select p.row_id, p.reason, p.move, p.warehouse_id, p.supplier_id, p.agent_id, p.record_kind,
          p.record_id, p.record_number, p.order_id, p.order_number, ${orderShop} as order_shop, p.line_id, p.since,
          case p.move when 'warehouse' then w.name when 'supplier' then s.name when 'agent' then a.name end
            as actor_name
        from (${page}) p
          left join warehouses w on w.id = p.warehouse_id
          left join suppliers s on s.id = p.supplier_id
          left join shipping_agents a on a.id = p.agent_id
        order by ${orderOf('p', reversed)}`,
      );
      return reversed ? rows.reverse() : rows;
    };
    // Page 1 and the count side by side (two connections on PostgreSQL), as listPage does; a
    // later page waits for the count, which places it (listQuery.ts pageRead): past the middle
    // it is read from the end, so the last page costs what the first does.
    let rows: QueueRow[];
    let counted: { count: number; estimated: boolean };
    if (query.skip === 0) [rows, counted] = await Promise.all([readPage(0, query.limit, false), counting()]);
    else {
      counted = await counting();
      const place = counted.estimated
        ? { skip: query.skip, limit: query.limit, fromEnd: false }
        : pageRead(query.skip, query.limit, counted.count);
      rows = place ? await readPage(place.skip, place.limit, place.fromEnd) : [];
    }
    if (counted.estimated) countWasEstimated();
    return { doc: rows.map(answer), count: counted.count };
  }
}

/** The rows that are the viewer's move (domain/attention.ts attentionScopeOf) as SQL over the queue's row q. */
function scopeOf(viewer: Viewer): SQL | undefined {
  const scope = attentionScopeOf(viewer);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  const owner = sql.raw(scope.move === 'warehouse' ? 'q.warehouse_id' : 'q.supplier_id');
  return sql`q.move = ${scope.move} and ${owner} = ${scope.ownerId}`;
}

function answer({ row_id, since, ...row }: QueueRow): AttentionRow {
  return {
    _id: `${row.reason}:${row_id}`,
    item_id: row_id,
    ...row,
    since: new Date(since).toISOString(),
    fix: REASON_FIX[row.reason],
  };
}
