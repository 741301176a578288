import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * The first half of the two-number advisory locks that say a server process is alive; the
 * second is the process's presence key, recorded with what it claims (outbox.claimed_by,
 * job_runs.owner).
 */
export const PRESENCE_LOCKS = 727_003;
const RETRY_MS = 2_000;

/** A server process's sign of life on its database. */
export interface Presence {
  readonly key: number;
  /** False while the connection holding it is lost: claim nothing then, others may take it for dead. */
  readonly held: boolean;
  close(): Promise<void>;
}

/**
 * Whether the process of `key` (an SQL expression) is alive: it holds its presence lock. A
 * process killed (kill -9, a crash) loses its connection, and PostgreSQL drops the lock with it.
 */
export const alive = (key: SQL) => sql`exists (
  select 1 from pg_locks l
   where l.locktype = 'advisory' and l.granted and l.objsubid = 2
     and l.database = (select oid from pg_database where datname = current_database())
     and l.classid = ${PRESENCE_LOCKS}::int::oid and l.objid = (${key})::int::oid)`;

/**
 * On PostgreSQL: a session advisory lock (PRESENCE_LOCKS, key) held on a connection of its own
 * for the life of the process, taken again should that connection drop. Keepalives end the
 * connection of a machine that vanished within about half a minute. On PGlite, which one process
 * owns, there is nothing to hold: what is there at start was left by a process that is gone.
 */
export async function holdPresence(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<Presence> {
  let key = randomInt(1, 2 ** 31 - 1);
  if (handle.kind !== 'postgres' || !handle.connectionString) {
    return { key, held: true, close: async () => undefined };
  }
  const connectionString = handle.connectionString;
  let client: pg.Client | null = null;
  let held = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (;;) {
      const { rows } = await next.query('select pg_try_advisory_lock($1, $2) as ok', [PRESENCE_LOCKS, key]);
      if (rows[0].ok) break;
      key = randomInt(1, 2 ** 31 - 1); // another process drew the same key
    }
    client = next;
    held = true;
  };
  const lost = (which: pg.Client) => {
    if (which !== client || closed) return;
    held = false;
    client = null;
    which.end().catch(() => undefined);
    log.error('lost the database connection that says this server is alive; taking it again');
    const again = () => {
      retry = undefined;
      if (closed) return;
      take().catch(() => (retry = setTimeout(again, RETRY_MS)));
    };
    retry = setTimeout(again, RETRY_MS);
  };

  await take();
  return {
    get key() {
      return key;
    },
    get held() {
      return held;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      held = false;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
