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
import { likePattern, parseListQuery } from '../../../domain/listQuery';
import { countOf, countsOf, placedPage } from '../listQuery';
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
    bound: number | null = null,
  ): Promise<{ counts: Record<AttentionReason, number>; estimated: AttentionReason[] }> {
    const selects = reasonSelects({
      now: this.now(),
      thresholds: await this.thresholds(),
      shops: this.shops,
    });
    return countsOf(this.db, rowsOfReasons(selects, ATTENTION_REASONS, scopeOf(viewer) ?? sql`true`), bound);
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
    // Counted as every list is: exactly up to the bound, then the planner's estimate (countOf
    // over the union); exactly again, each reason on its own and summed (an index-only scan
    // each, where the union would build every row first), to place a late page.
    const ofReasons = rowsOfReasons(selects, reasons, where);
    const queued = sql`select 1 from (${sql.join(
      Object.values<SQL>(ofReasons).map((rows) => sql`(${rows})`),
      sql` union all `,
    )}) as queued`;
    const count = {
      bounded: () => countOf(this.db, queued, undefined, { estimateFirst: !!query.search }),
      exact: async () =>
        Object.values<number>((await countsOf(this.db, ofReasons, null)).counts).reduce((a, b) => a + b, 0),
    };
    // An order's shop only where two shops' orders could share a number (shopShown).
    const orderShop = this.shopNaming
      ? sql`(select ${shopNamedSql(sql`o.shop`, this.shopNaming)} from orders o where o.id = p.order_id)`
      : sql`null`;
    // Page 1 (and the rows of a late page, counted from the end, near it): each reason answers
    // only its first rows up to the page's end (a top-N sort each), so a page never sorts the
    // whole queue. A page further in is read in two steps of one statement (pageAt below).
    const firstOf = (reason: AttentionReason, rows: number, reversed: boolean) => sql`(select * from (${
      selects[reason]
    }) as q (${QUEUE_COLUMNS})
        where ${where} order by ${orderOf('q', reversed)} limit ${rows})`;
    const pageOf = (skip: number, limit: number, reversed: boolean) =>
      skip === 0
        ? sql`select * from (${sql.join(
            reasons.map((reason) => firstOf(reason, limit, reversed)),
            sql` union all `,
          )}) as q order by ${orderOf('q', reversed)} limit ${limit}`
        : pageAt(selects, reasons, where, orderOf, skip, limit, reversed);
    const readPage = async (skip: number, limit: number, reversed: boolean) => {
      const rows = await rowsOf<QueueRow>(
        this.db,
        sql`
        select p.row_id, p.reason, p.move, p.warehouse_id, p.supplier_id, p.agent_id, p.record_kind,
          p.record_id, p.record_number, p.order_id, p.order_number, ${orderShop} as order_shop, p.line_id, p.since,
          case p.move when 'warehouse' then w.name when 'supplier' then s.name when 'agent' then a.name end
            as actor_name
        from (${pageOf(skip, limit, reversed)}) p
          left join warehouses w on w.id = p.warehouse_id
          left join suppliers s on s.id = p.supplier_id
          left join shipping_agents a on a.id = p.agent_id
        order by ${orderOf('p', reversed)}`,
      );
      return reversed ? rows.reverse() : rows;
    };
    // Placed by its count as every list's page is (listQuery.ts placedPage).
    const [rows, counted] = await placedPage(this.db, query, count, readPage);
    if (counted.estimated) countWasEstimated();
    return { doc: rows.map(answer), count: counted.count };
  }
}

/**
 * Rows skip..skip+limit of the queue, in two steps of one statement (one snapshot): first only
 * the keys of the rows up to the page's end (the reason, the row, the clock and the record number,
 * with what `where` reads), each reason its first skip + limit in the queue's order, merged, and
 * the page's (reason, row) pairs taken after `skip`; then each of those rows whole, from its
 * reason's select by its id (an index lookup). The rows before the page are passed, not built:
 * where a reason's index holds its keys in the queue's order (orders_problematic_idx,
 * orders_undecided_idx, orders_open_deadline_end_idx; migration 0037), an index-only scan, where
 * whole rows cost a heap read each, their search text and names. The same rows as one select
 * by offset: the same selects, `where` and order (tests/api/attentionPages.test.ts).
 */
function pageAt(
  selects: Record<AttentionReason, SQL>,
  reasons: readonly AttentionReason[],
  where: SQL,
  orderOf: (alias: 'q' | 'p', reversed?: boolean) => SQL,
  skip: number,
  limit: number,
  reversed: boolean,
): SQL {
  const keysOf = (reason: AttentionReason) => sql`(select q.reason, q.row_id, q.since, q.record_number
      from (${selects[reason]}) as q (${QUEUE_COLUMNS})
      where ${where} order by ${orderOf('q', reversed)} limit ${skip + limit})`;
  const page = sql`select q.reason, q.row_id from (${sql.join(reasons.map(keysOf), sql` union all `)}) as q
    order by ${orderOf('q', reversed)} offset ${skip} limit ${limit}`;
  // Each row of the page whole: only its reason's select answers it (the others are not run).
  const whole = sql.join(
    reasons.map(
      (reason) => sql`select q.* from (${selects[reason]}) as q (${QUEUE_COLUMNS})
        where k.reason = ${reason} and q.row_id = k.row_id`,
    ),
    sql` union all `,
  );
  return sql`select w.* from (${page}) as k cross join lateral (${whole}) as w`;
}

/** Each reason's rows under `where`, as selects of 1: what its count reads. */
function rowsOfReasons(
  selects: Record<AttentionReason, SQL>,
  reasons: readonly AttentionReason[],
  where: SQL,
): Record<AttentionReason, SQL> {
  return Object.fromEntries(
    reasons.map((reason) => [
      reason,
      sql`select 1 from (${selects[reason]}) as q (${QUEUE_COLUMNS}) where ${where}`,
    ]),
  ) as Record<AttentionReason, SQL>;
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
