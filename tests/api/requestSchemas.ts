import { sql, type SQL } from 'drizzle-orm';
import type { TestContext } from './helpers';

/** The part of JSON Schema the OpenAPI document of our zod schemas uses. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One call of the API as its OpenAPI document describes it. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  route: string;
  query: QueryParameter[];
  /** The JSON body's schema; undefined when the call takes no JSON body. */
  body?: JsonSchema;
  multipart: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

/** Every call the app documents, read from /backend/api/docs/json. */
export async function documentedCalls(ctx: TestContext): Promise<Call[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/backend/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Call['method'],
        url,
        route: `${method.toUpperCase()} ${url}`,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || !!op.consumes?.includes('multipart/form-data'),
      };
    }),
  );
}

/** The leaves of a JSON value with their paths ('a.0.b'); below 8 levels a value counts as a leaf. */
export function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (path.length >= 8) return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

/** A copy of a JSON value with the value at `path` replaced. */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((v, i) => (String(i) === head ? replaceAt(v, rest, replacement) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** The rows of a raw query, on either engine. */
async function rowsOf<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  const result = (await ctx.handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Counts of attempts, not records: a rate limit counts every request it guards, refused or not
 * (it did so in memory before it moved to the database, docs/decisions.md "Rate limits").
 */
const ATTEMPT_COUNTS = ['limit_counts'];

/** Tables whose rows a request could write: every table of the public schema (migrations keep theirs apart). */
async function userTables(ctx: TestContext): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    ctx,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name).filter((table) => !ATTEMPT_COUNTS.includes(table));
}

/** Columns any read may write: a session's last-seen time. */
const VOLATILE_COLUMNS = ['last_seen_at'];

/**
 * A fingerprint of every user table: its row count and the md5 of its rows in order (volatile
 * columns left out). Two equal fingerprints: nothing was written in between.
 */
export async function databaseFingerprint(ctx: TestContext): Promise<() => Promise<string>> {
  const tables = await userTables(ctx);
  const dropped = `array[${VOLATILE_COLUMNS.map((c) => `'${c}'`).join(',')}]`;
  const query = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x, E'\\n' order by x), '')) as h ` +
        `from (select (to_jsonb(r) - ${dropped})::text as x from "${t}" r) s`,
    )
    .join(' union all ');
  return async () => {
    const rows = await rowsOf<{ t: string; n: number; h: string }>(ctx, sql.raw(query));
    return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(' ');
  };
}

/**
 * A counter of the statements that wrote to any user table, committed or not: a sequence that a
 * statement trigger on every table advances (a sequence ignores rollbacks). While it stays the
 * same nothing was written, and the tables need no hashing. Per database, so other test files
 * writing on the same PostgreSQL server do not move it.
 */
export async function writeCounter(ctx: TestContext): Promise<() => Promise<string>> {
  const db = ctx.handle.db;
  await db.execute(sql`create sequence if not exists test_writes`);
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as
      $$ begin perform nextval('test_writes'); return null; end $$`),
  );
  for (const table of await userTables(ctx))
    await db.execute(
      sql.raw(`create trigger test_count_write after insert or update or delete or truncate on "${table}"
        for each statement execute function test_count_write()`),
    );
  return async () => {
    const [row] = await rowsOf<{ n: string }>(ctx, sql`select last_value::text as n from test_writes`);
    return row.n;
  };
}

/**
 * Ids of the records in the database by table (the first few of each as inserted: the same records
 * on every run of a seed), so generated requests reach real rows.
 */
export async function knownIds(ctx: TestContext, perTable = 4): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    ctx,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  const ids: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ id: string }>(
      ctx,
      sql.raw(`select id::text as id from "${table_name}" order by ctid limit ${perTable}`),
    );
    if (rows.length) ids[table_name] = rows.map((r) => r.id);
  }
  return ids;
}
