import { and, asc, desc, getTableName, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { onPrimary } from '../db/readReplica';
import { rowsOf } from '../db/rows';
import { BOUNDARY_STEP, beyond, boundaryBefore } from '../../domain/pageBoundaries';
import type { SortOrder } from '../../domain/listQuery';

/** One term of a list's total order: what it orders by and which way. */
export type OrderTerm = readonly [SQLWrapper, SortOrder];

/** A boundary's key: the values of the order's terms (as text, exact) on the row before it. */
type Key = (string | null)[];

/**
 * A list query's remembered boundaries (position: the key of the row before it), valid while the
 * tables the order lists read have not been written since `written` (migration 0028).
 */
interface Remembered {
  written: string;
  keys: Map<number, Key>;
  at: number;
}

/**
 * In this process only (each process remembers its own, checked against the database's writes),
 * for each database it reads.
 */
const rememberedIn = new WeakMap<object, Map<string, Remembered>>();
const rememberedOf = (db: DbOrTx) => {
  let remembered = rememberedIn.get(db);
  if (!remembered) rememberedIn.set(db, (remembered = new Map()));
  return remembered;
};
const REMEMBERED_QUERIES = 200;
const LIFE_MS = 5 * 60_000;

/**
 * Rows `skip`..`skip + limit` of `table` under `where`, ordered by `terms` (total: the last is
 * unique), read by `select` (the caller's columns and joins, ordering by the same terms). A read
 * past the first boundary starts from the remembered key of the row before its boundary (keyset)
 * and skips only the rows after it; the boundaries are remembered the first time (one read of the
 * rows up to them, as the offset would). The page is trusted only if nothing the order lists read
 * was written between remembering and reading (list_writes unchanged after the read); otherwise,
 * inside a transaction (whose own writes may roll back) or when boundaries cannot be remembered
 * (a writer was in progress), the page is read by offset: the same rows either way.
 */
export async function boundedPage<Row>(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  terms: readonly OrderTerm[],
  skip: number,
  limit: number,
  select: (where: SQL | undefined, limit: number, skip: number) => Promise<Row[]>,
): Promise<Row[]> {
  const at = boundaryBefore(skip);
  if (at === 0 || 'rollback' in db) return select(where, limit, skip);
  // The primary: its list_writes and advisory locks are the ones that say what was written.
  return onPrimary(async () => {
    const name = queryName(table, where, terms);
    const boundary = await boundaryKey(db, name, table, where, terms, at);
    if (!boundary) return select(where, limit, skip);
    const rows = await select(and(where, afterKey(terms, boundary.key)), limit, skip - at);
    if ((await listWrites(db)) === boundary.written) {
      trusted++;
      return rows;
    }
    rememberedOf(db).delete(name);
    return select(where, limit, skip);
  });
}

/** The key of the boundary at `at`, remembered, or read now with those before it (none: offset). */
async function boundaryKey(
  db: DbOrTx,
  name: string,
  table: PgTable,
  where: SQL | undefined,
  terms: readonly OrderTerm[],
  at: number,
): Promise<{ key: Key; written: string } | undefined> {
  const remembered = rememberedOf(db);
  const known = remembered.get(name);
  const fresh = known && Date.now() - known.at < LIFE_MS ? known : undefined;
  const key = fresh?.keys.get(at);
  if (fresh && key) {
    remembered.delete(name); // most recently used last
    remembered.set(name, fresh);
    return { key, written: fresh.written };
  }
  // Read list_writes first, then make sure no writer that bumped it is still uncommitted: every
  // write counted in `written` is then in the snapshot the boundaries are read in.
  const written = await listWrites(db);
  if (!(await noWriterInProgress(db))) return undefined;
  const entry =
    fresh?.written === written ? fresh : { written, keys: new Map<number, Key>(), at: Date.now() };
  const from = Math.max(0, ...[...entry.keys.keys()].filter((p) => p < at));
  const after = from ? afterKey(terms, entry.keys.get(from)!) : undefined;
  const values = terms.map(([by], i) => sql`(${by})::text as ${sql.identifier(`k${i}`)}`);
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select * from (select ${sql.join(values, sql`, `)}, row_number() over (order by ${orderBy(terms)}) as n
      from ${table} where ${and(where, after) ?? sql`true`} order by ${orderBy(terms)} limit ${at - from}) s
      where n % ${BOUNDARY_STEP} = 0`,
  );
  for (const row of rows)
    entry.keys.set(
      from + Number(row.n),
      terms.map((_, i) => row[`k${i}`]),
    );
  remember(remembered, name, entry);
  const found = entry.keys.get(at);
  return found && { key: found, written };
}

function remember(remembered: Map<string, Remembered>, name: string, entry: Remembered) {
  remembered.delete(name);
  remembered.set(name, entry);
  while (remembered.size > REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
}

/** How many statements have written the order lists' tables (list_writes; 0 before the first). */
async function listWrites(db: DbOrTx): Promise<string> {
  const [{ n }] = await rowsOf<{ n: string }>(
    db,
    sql`select coalesce(pg_sequence_last_value('list_writes'), 0)::text as n`,
  );
  return n;
}

/**
 * The advisory lock every transaction writing the order lists' tables holds shared (migration
 * 0028); the project's other lock ids are in db/client.ts and jobs/presence.ts (727001-727004).
 */
const LIST_WRITERS_LOCK = 727_005;

/** No transaction that wrote the order lists' tables is open (each holds LIST_WRITERS_LOCK shared). */
async function noWriterInProgress(db: DbOrTx): Promise<boolean> {
  const [{ quiet }] = await rowsOf<{ quiet: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${LIST_WRITERS_LOCK}::bigint) as quiet`,
  );
  return quiet;
}

const orderBy = (terms: readonly OrderTerm[]) =>
  sql.join(
    terms.map(([by, order]) => (order === 'desc' ? desc(by) : asc(by))),
    sql`, `,
  );

/**
 * The rows after the row whose key is `key` in `terms`' order: beyond it on a term and tied on
 * every term before. The first term also bounds the index read where that is exact (descending,
 * or a column that holds no nulls), so the read starts at the boundary.
 */
export function afterKey(terms: readonly OrderTerm[], key: Key): SQL {
  const arms = terms.flatMap(([by, order], i) => {
    const past = beyondSql(by, beyond(order, key[i]), key[i]);
    if (!past) return [];
    const ties = terms
      .slice(0, i)
      .map(([t], j) => (key[j] === null ? sql`${t} is null` : sql`${t} = ${key[j]}`));
    return [and(...ties, past)!];
  });
  const [first, order] = terms[0];
  const value = key[0];
  const notNull = first instanceof PgColumn && first.notNull;
  const start =
    value === null
      ? order === 'asc'
        ? sql`${first} is null`
        : undefined
      : order === 'desc'
        ? sql`${first} <= ${value}`
        : notNull
          ? sql`${first} >= ${value}`
          : undefined;
  return and(start, or(...arms))!;
}

function beyondSql(by: SQLWrapper, rows: ReturnType<typeof beyond>, value: string | null): SQL | undefined {
  if (rows === 'nothing') return undefined;
  if (rows === 'not null') return sql`${by} is not null`;
  if (rows === 'less') return sql`${by} < ${value}`;
  return sql`(${by} > ${value} or ${by} is null)`;
}

const dialect = new PgDialect();

/** A list query's identity: its table, filter and order, as SQL text and parameters. */
function queryName(table: PgTable, where: SQL | undefined, terms: readonly OrderTerm[]): string {
  const query = dialect.sqlToQuery(sql`${where ?? sql`true`} order by ${orderBy(terms)}`);
  return `${getTableName(table)}|${query.sql}|${JSON.stringify(query.params)}`;
}

let trusted = 0;
/** How many pages this process has answered from a remembered boundary (the tests). */
export const pagesFromBoundaries = () => trusted;

/** How many boundaries this process remembers for `db` (the tests: that middle pages use them). */
export const boundariesRemembered = (db: DbOrTx): number =>
  [...rememberedOf(db).values()].reduce((n, entry) => n + entry.keys.size, 0);
