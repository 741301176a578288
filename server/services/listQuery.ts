import { and, asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { fromReplica } from '../db/readReplica';
import { rowsOf } from '../db/rows';
import { sideBySide } from '../db/sideBySide';
import { countWasEstimated } from '../http/countEstimate';
import { boundedPage, type OrderTerm } from './pageBoundaries';
import {
  likePattern,
  pageRead,
  parseListQuery,
  worthCountingExactly,
  type ListQuery,
  type SortOrder,
} from '../../domain/listQuery';

/** The columns a list sorts by: each column key (as its rows answer it) and the SQL it orders by. */
export type ListSorts<Key extends string = string> = Readonly<Record<Key, SQLWrapper>>;

/**
 * The one list mechanism of the server: a list names its search column (a lower-cased
 * search_text with a trigram index), what each filter tag means, what is always true
 * (e.g. not deleted) and the columns it sorts by; listPage then answers one page and the total count.
 */
export interface ListSpec<Tag extends string = string> {
  table: PgTable;
  searchColumn?: AnyPgColumn;
  tags?: Record<Tag, SQL>;
  always?: SQL;
  /** `sort` of the list query: the columns a click on their header orders by (docs/api.md). */
  sorts?: ListSorts;
  /** Up to this many rows its count is exact (listCount); EXACT_COUNT_BOUND unless said. */
  countBound?: number;
  /**
   * The list's own order (its last term unique), as its pages order after the sort, when it and
   * every sort read only `table` and `always`, tags and search read only the tables list_writes
   * watches (orders, order_lines, warehouses; migration 0028): its middle pages then start from
   * remembered boundaries (pageBoundaries.ts) instead of skipping every row before them.
   */
  order?: readonly OrderTerm[];
}

export function readListQuery<Tag extends string>(
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
): ListQuery {
  return parseListQuery(raw, spec.tags ? Object.keys(spec.tags) : [], Object.keys(spec.sorts ?? {}));
}

/**
 * The terms the query's sort puts before the list's own order, which then breaks ties (its last
 * term is unique, e.g. the id), so that pages neither repeat nor skip rows. Nulls come last
 * ascending, first descending: the reverse of a sort is its mirror.
 */
export function sortTerms(spec: Pick<ListSpec, 'sorts'>, query: ListQuery): SQL[] {
  const by = query.sort && spec.sorts?.[query.sort.field];
  if (!by) return [];
  return [query.sort!.order === 'desc' ? desc(by) : asc(by)];
}

/**
 * The list's own order after a sort: each term in the sort's direction, so that one index (the
 * sorted column then the list's own columns) serves a column's both directions and a descending
 * sort is the exact reverse of the ascending one; without a sort, each term as the list orders it.
 */
export function ownOrder(
  direction: OwnDirection,
  terms: readonly (readonly [SQLWrapper, SortOrder])[],
): SQL[] {
  return terms.map(([by, own]) => (directed(direction, own) === 'desc' ? desc(by) : asc(by)));
}

/**
 * How the list's own terms run after the sort: in the sort's direction, each as the list orders
 * it (undefined: no sort), or each reversed ('reversed': no sort, a page read from the end).
 */
export type OwnDirection = SortOrder | 'reversed' | undefined;

const reversed = (order: SortOrder): SortOrder => (order === 'desc' ? 'asc' : 'desc');

/** Which way a term of the list's own order runs, in `direction`. */
const directed = (direction: OwnDirection, own: SortOrder): SortOrder =>
  direction === 'reversed' ? reversed(own) : (direction ?? own);

/** The query read from the list's end: its sort, if any, the other way round. */
const fromEnd = (query: ListQuery): ListQuery =>
  query.sort ? { ...query, sort: { ...query.sort, order: reversed(query.sort.order) } } : query;

/** Every term a page of `query` orders by: the sort's, then the list's own order in `direction`. */
function orderTerms(spec: ListSpec, query: ListQuery, direction: OwnDirection): OrderTerm[] {
  const by = query.sort && spec.sorts?.[query.sort.field];
  const own = (spec.order ?? []).map(([term, order]): OrderTerm => [term, directed(direction, order)]);
  return by ? [[by, query.sort!.order], ...own] : own;
}

/** The direction of the query's sort, when it sorts by a column of the list. */
export const sortDirection = (spec: Pick<ListSpec, 'sorts'>, query: ListQuery): SortOrder | undefined =>
  query.sort && spec.sorts?.[query.sort.field] ? query.sort.order : undefined;

export function listWhere<Tag extends string>(
  spec: ListSpec<Tag>,
  query: ListQuery,
  extra?: SQL,
): SQL | undefined {
  const tag = query.tag && spec.tags ? spec.tags[query.tag as Tag] : undefined;
  const search =
    query.search && spec.searchColumn
      ? sql`${spec.searchColumn} like ${likePattern(query.search.toLowerCase())}`
      : undefined;
  return and(spec.always, tag, search, extra);
}

/**
 * One page of rows (selected by the caller, e.g. with joins) and the count under the same filter.
 * `sorted` goes first in the caller's ORDER BY, its own order after it (sortTerms) in
 * `direction`, the sort's (ownOrder; undefined without a sort, 'reversed' read from the end).
 * Page 1 and its count are read side by side. A later page waits for the count: when it is exact
 * and the page lies past the middle, the page is read in the reverse order from the end
 * (pageRead), so a late page skips the rows after it instead of every row before it; the caller
 * orders by what it is given and the rows come back in the list's order, the same answer. Past
 * three fifths of an estimated count, the list is counted exactly first (worthCountingExactly),
 * and that exact count is answered.
 */
export async function listPage<Row, Tag extends string>(
  db: DbOrTx,
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
  selectPage: (
    where: SQL | undefined,
    limit: number,
    skip: number,
    sorted: SQL[],
    direction: OwnDirection,
  ) => Promise<Row[]>,
  extra?: SQL,
): Promise<{ rows: Row[]; count: number; query: ListQuery }> {
  const query = readListQuery(spec, raw);
  const where = listWhere(spec, query, extra);
  // From the read replica, if any, unless this request has written (server/db/readReplica.ts).
  // The page's rows skip..skip+limit, read in `q`'s order (the list's, or reversed from the end).
  const read = (q: ListQuery, direction: OwnDirection, skip: number, limit: number) => {
    const sorted = sortTerms(spec, q);
    const select = (w: SQL | undefined, l: number, s: number) => selectPage(w, l, s, sorted, direction);
    if (!spec.order) return select(where, limit, skip);
    return boundedPage(db, spec.table, where, orderTerms(spec, q, direction), skip, limit, select);
  };
  const [rows, counted] = await fromReplica(() =>
    placedPage(
      db,
      query,
      {
        bounded: () =>
          listCount(db, spec.table, where, spec.countBound, {
            estimateFirst: !!(query.search && spec.searchColumn),
          }),
        exact: () => exactCount(db, spec.table, where),
      },
      async (skip, limit, fromTheEnd) => {
        if (!fromTheEnd) return read(query, sortDirection(spec, query), skip, limit);
        const back = fromEnd(query);
        return (await read(back, sortDirection(spec, back) ?? 'reversed', skip, limit)).reverse();
      },
    ),
  );
  if (counted.estimated) countWasEstimated();
  return { rows, count: counted.count, query };
}

/** A list's count: exact, or the planner's estimate past the bound. */
export interface Counted {
  count: number;
  estimated: boolean;
}

/**
 * One page of any list (listPage's, Needs attention's union) placed by its count: page 1 read
 * beside the count; a later page after it. Past three fifths of an estimated count the list is
 * counted exactly (worthCountingExactly), and a page past the middle of an exact count is read
 * from the end (pageRead): `read` answers rows skip..skip+limit, counted from the end when
 * `fromEnd`, in the list's own order.
 */
export async function placedPage<Row>(
  db: DbOrTx,
  query: { skip: number; limit: number },
  count: { bounded: () => Promise<Counted>; exact: () => Promise<number> },
  read: (skip: number, limit: number, fromEnd: boolean) => Promise<Row[]>,
): Promise<readonly [Row[], Counted]> {
  if (query.skip === 0) return sideBySide(db, () => read(0, query.limit, false), count.bounded);
  let counted = await count.bounded();
  // A late page of a long list: its exact count places it, and costs less than the offset.
  if (counted.estimated && worthCountingExactly(query.skip, counted.count))
    counted = { count: await count.exact(), estimated: false };
  const place = counted.estimated
    ? { skip: query.skip, limit: query.limit, fromEnd: false }
    : pageRead(query.skip, query.limit, counted.count);
  return [place ? await read(place.skip, place.limit, place.fromEnd) : [], counted];
}

/** Up to this many rows a list's count is exact (Odoo's 10,000); past it, the planner's estimate. */
export const EXACT_COUNT_BOUND = 10_000;

/**
 * The rows `where` selects, counted exactly up to `bound` (reading at most bound + 1 of them);
 * past it, the planner's estimate of the same select, never below the bound + 1, so that a count
 * never costs more than a page.
 */
export async function listCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  bound = EXACT_COUNT_BOUND,
  options: CountOptions = {},
): Promise<Counted> {
  return countOf(
    db,
    sql`${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
    bound,
    options,
  );
}

/** How sure the planner must be that a select is past the bound before it is not counted. */
export const SURELY_PAST_BOUND = 3;

export interface CountOptions {
  /**
   * Ask the planner first, and take its estimate without counting when it puts the rows at
   * SURELY_PAST_BOUND times the bound or more. For a search: counting the first bound + 1 rows
   * of a term that matches a large share of a big list reads the index entry of every match
   * (a trigram index answers a bitmap of them all: 47 ms for 83,000 of a million orders), many
   * times the page, which walks the list's order and stops at its tenth match.
   */
  estimateFirst?: boolean;
}

/**
 * The rows a select answers (any select: a union's too), counted as countsOf counts them.
 */
export async function countOf(
  db: DbOrTx,
  rows: SQL,
  bound = EXACT_COUNT_BOUND,
  { estimateFirst = false }: CountOptions = {},
): Promise<Counted> {
  if (estimateFirst) {
    const planned = await plannedRowsOf(db, rows);
    if (planned >= SURELY_PAST_BOUND * (bound + 1)) return { count: planned, estimated: true };
  }
  const { counts, estimated } = await countsOf(db, { rows }, bound);
  return { count: counts.rows, estimated: estimated.length > 0 };
}

/**
 * The rows each select answers, counted exactly up to `bound` (reading at most bound + 1 of
 * them; every one with `null`), all in one statement (one connection, one round trip); past the
 * bound, the planner's estimate of that select, never below the bound + 1, so that a count never
 * costs more than a page. Answers which were estimated.
 */
export async function countsOf<Key extends string>(
  db: DbOrTx,
  selects: Readonly<Record<Key, SQL>>,
  bound: number | null = EXACT_COUNT_BOUND,
): Promise<{ counts: Record<Key, number>; estimated: Key[] }> {
  const keys = Object.keys(selects) as Key[];
  const upTo = bound === null ? sql`` : sql` limit ${bound + 1}`;
  const counted = await rowsOf<{ i: number; n: number }>(
    db,
    sql.join(
      keys.map(
        (key, i) => sql`(select ${i}::int as i, count(*)::int as n from (${selects[key]}${upTo}) as up_to)`,
      ),
      sql` union all `,
    ),
  );
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  const estimated: Key[] = [];
  for (const { i, n } of counted) {
    const key = keys[Number(i)];
    counts[key] = Number(n);
    if (bound === null || counts[key] <= bound) continue;
    counts[key] = Math.max(bound + 1, await plannedRowsOf(db, selects[key]));
    estimated.push(key);
  }
  return { counts, estimated: keys.filter((key) => estimated.includes(key)) };
}

/** Every row `where` selects, counted (a late page's, to place it: listPage). */
async function exactCount(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return Number(n);
}

/** The planner's estimate of the rows a select answers (the top node of its plan), 0 if none. */
async function plannedRowsOf(db: DbOrTx, select: SQL): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`explain (format json) ${select}`);
  // The plan comes as text or as JSON, by driver.
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(Number(plan[0].Plan['Plan Rows'])) || 0;
}

/** A select the caller built (its columns and joins), for listPage to filter, order and page. */
interface PageableSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(skip: number): PromiseLike<Row[]> } };
  };
}

/**
 * listPage over `select`, in the query's sort then `order` (whose last term makes it total, e.g.
 * the id), each term of `order` in the sort's direction when sorted (ownOrder).
 */
export function orderedPage<Row, Tag extends string>(
  db: DbOrTx,
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
  select: PageableSelect<Row>,
  order: readonly (readonly [SQLWrapper, SortOrder])[],
  extra?: SQL,
) {
  return listPage(
    db,
    spec,
    raw,
    async (where, limit, skip, sorted, direction) =>
      select
        .where(where)
        .orderBy(...sorted, ...ownOrder(direction, order))
        .limit(limit)
        .offset(skip),
    extra,
  );
}
