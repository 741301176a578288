import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statements a connection keeps prepared at most: each one holds its parse tree and
 * plan in the backend (160 to 220 kB each for the load bench's calls: docs/benchmarks.md
 * "Statements prepared once per connection"), and a statement whose text varies with its input
 * (an `in` list's length) must not grow a connection without end. The first ones a connection
 * meets are the frequent ones; the pool closes a connection idle for 10 s, and its statements
 * with it.
 */
export const NAMED_PER_CONNECTION = 100;

/** The name of a statement's text: the same in every process and on every connection. */
export const statementName = (text: string) =>
  `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/**
 * A search's pattern: its best plan depends on the term (a rare one by its trigram index, a
 * common one by walking the list's order: docs/benchmarks.md "Searches at a million"), which a
 * plan made once for any term would not see.
 */
const LIKE = /\blike\b/i;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A statement that may be prepared under its name: one statement (a prepared statement cannot
 * hold two; `begin; select set_config(...)` is sent unnamed) with parameters, which is what drizzle
 * builds from a query object, but a search (LIKE); DDL and migrations, sent as plain text
 * without parameters, never are.
 */
export function nameable(config: unknown, values: unknown): config is QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name } = config as QueryConfig;
  const params = Array.isArray(values) ? values : (config as QueryConfig).values;
  return (
    typeof text === 'string' &&
    name === undefined &&
    Array.isArray(params) &&
    params.length > 0 &&
    !text.includes(';') &&
    !LIKE.test(text)
  );
}

/**
 * Each parameterised statement goes under a name derived from its text, so that pg has the
 * connection's backend parse it once and later only binds and runs it (pg keeps the names a
 * connection has prepared); after five runs PostgreSQL keeps one plan for any values where
 * it costs no more than those made for the values (plan_cache_mode auto). Up to `most` names per
 * connection; later new texts go unnamed, as before. A migration that changes a table makes
 * PostgreSQL replan the statements that use it by itself.
 */
export function namingStatements(client: pg.ClientBase, most = NAMED_PER_CONNECTION): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!nameable(config, rest[0])) return query(config, ...rest);
    const name = statementName(config.text);
    if (!named.has(name)) {
      if (named.size >= most) return query(config, ...rest);
      named.add(name);
    }
    return query({ ...config, name }, ...rest);
  }) as pg.ClientBase['query'];
}

/** Every connection the pool opens names its statements (namingStatements). */
export function poolNamingStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => namingStatements(client));
  return pool;
}
