import { and, asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { fromReplica } from '../db/readReplica';
import { likePattern, parseListQuery, type ListQuery } from '../../domain/listQuery';

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
 * `sorted` goes first in the caller's ORDER BY, its own order after it (sortTerms).
 */
export async function listPage<Row, Tag extends string>(
  db: DbOrTx,
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
  selectPage: (where: SQL | undefined, limit: number, skip: number, sorted: SQL[]) => Promise<Row[]>,
  extra?: SQL,
): Promise<{ rows: Row[]; count: number; query: ListQuery }> {
  const query = readListQuery(spec, raw);
  const where = listWhere(spec, query, extra);
  // From the read replica, if any, unless this request has written (server/db/readReplica.ts).
  const [rows, [{ n }]] = await fromReplica(() =>
    Promise.all([
      selectPage(where, query.limit, query.skip, sortTerms(spec, query)),
      db.select({ n: count() }).from(spec.table).where(where),
    ]),
  );
  return { rows, count: Number(n), query };
}

/** A select the caller built (its columns and joins), for listPage to filter, order and page. */
interface PageableSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(skip: number): PromiseLike<Row[]> } };
  };
}

/** listPage over `select`, in the query's sort then `order` (whose last term makes it total, e.g. the id). */
export function orderedPage<Row, Tag extends string>(
  db: DbOrTx,
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
  select: PageableSelect<Row>,
  order: readonly SQL[],
  extra?: SQL,
) {
  return listPage(
    db,
    spec,
    raw,
    async (where, limit, skip, sorted) =>
      select
        .where(where)
        .orderBy(...sorted, ...order)
        .limit(limit)
        .offset(skip),
    extra,
  );
}
