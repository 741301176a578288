import { and, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { likePattern, parseListQuery, type ListQuery } from '../../domain/listQuery';

/**
 * The one list mechanism of the server: a list names its search column (a lower-cased
 * search_text with a trigram index), what each filter tag means, and what is always true
 * (e.g. not deleted); listPage then answers one page and the total count.
 */
export interface ListSpec<Tag extends string = string> {
  table: PgTable;
  searchColumn?: AnyPgColumn;
  tags?: Record<Tag, SQL>;
  always?: SQL;
}

export function readListQuery<Tag extends string>(
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
): ListQuery {
  return parseListQuery(raw, spec.tags ? Object.keys(spec.tags) : []);
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

/** One page of rows (selected by the caller, e.g. with joins) and the count under the same filter. */
export async function listPage<Row, Tag extends string>(
  db: DbOrTx,
  spec: ListSpec<Tag>,
  raw: Record<string, unknown>,
  selectPage: (where: SQL | undefined, limit: number, skip: number) => Promise<Row[]>,
  extra?: SQL,
): Promise<{ rows: Row[]; count: number; query: ListQuery }> {
  const query = readListQuery(spec, raw);
  const where = listWhere(spec, query, extra);
  const [rows, [{ n }]] = await Promise.all([
    selectPage(where, query.limit, query.skip),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { rows, count: Number(n), query };
}

/** A select the caller built (its columns and joins), for listPage to filter, order and page. */
interface PageableSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(skip: number): PromiseLike<Row[]> } };
  };
}

/** listPage over `select`, in `order` (whose last term makes it total, e.g. the id). */
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
    async (where, limit, skip) =>
      select
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip),
    extra,
  );
}
