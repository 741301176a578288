import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { requestWork } from '../http/requestTurn';

/**
 * The optional read replica (DATABASE_READ_URL). Lists, counts and the overview read inside
 * `fromReplica`; there a read goes to the replica unless the request it belongs to has already
 * written on the primary, so a request never reads back, from a replica lagging behind, what it
 * has just changed (its RequestWork says whether it wrote: server/http/requestTurn.ts). Reads
 * outside a request (the scheduler's jobs) stay on the primary.
 */
const replicaScope = new AsyncLocalStorage<boolean>();

/** Reads made inside `work` may be answered by the replica, when there is one. */
export const fromReplica = <T>(work: () => Promise<T>): Promise<T> => replicaScope.run(true, work);

const READ = /^\s*\(?\s*select\b/i;
const LOCKING = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i;
/** A statement that changes nothing: a select that locks no row. Anything else counts as a write. */
export const isRead = (text: string) => READ.test(text) && !LOCKING.test(text);

const replicaMayAnswer = () => replicaScope.getStore() === true && requestWork()?.wrote === false;

type Query = (config: unknown, ...rest: unknown[]) => unknown;
const textOf = (config: unknown) =>
  typeof config === 'string' ? config : String((config as { text?: string } | null)?.text ?? '');

/**
 * Routes the primary pool's reads: one made inside fromReplica, within a request that has not
 * written yet, goes to `replica`, and so does a transaction begun there (connect() with no
 * callback: drizzle's transactions), which must then only read. A statement that is not a read,
 * or a transaction begun elsewhere, marks the request as having written.
 */
export function routeReads(primary: pg.Pool, replica: pg.Pool): void {
  const query = primary.query.bind(primary) as unknown as Query;
  const connect = primary.connect.bind(primary) as (...args: unknown[]) => unknown;
  const markWritten = () => {
    const work = requestWork();
    if (work) work.wrote = true;
  };
  primary.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isRead(textOf(config))) markWritten();
    else if (replicaMayAnswer()) return (replica.query as unknown as Query)(config, ...rest);
    return query(config, ...rest);
  }) as typeof primary.query;
  primary.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // pool.query's own
    if (replicaMayAnswer()) return replica.connect(); // a read-only snapshot, e.g. a page and its count
    markWritten();
    return connect();
  }) as typeof primary.connect;
}

/** A client for drizzle whose every query is made inside fromReplica: handle.reads. */
export const readingClient = (primary: pg.Pool) => ({
  query: (...args: unknown[]) =>
    fromReplica(() => (primary.query as unknown as (...a: unknown[]) => Promise<unknown>)(...args)),
});

/** Reads made inside `work` go to the primary even inside fromReplica (a page checked against its writes). */
export const onPrimary = <T>(work: () => Promise<T>): Promise<T> => replicaScope.run(false, work);
