import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { ConnectionQueue } from './connectionQueue';
import { readingClient, routeReads } from './readReplica';
import { requestWork, startsTurn } from '../http/requestTurn';
import { currentActor, recordActor, type Actor } from './actor';
import { poolNamingStatements } from './namedStatements';

export type Schema = typeof schema;
/** One type for both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  /**
   * For lists, counts and the overview: the read replica (DATABASE_READ_URL) while the request
   * has written nothing, else the primary (server/db/readReplica.ts); `db` itself when unset.
   */
  reads: Database;
  kind: 'pglite' | 'postgres';
  /** Connection options for pg-boss, which keeps its own pool. */
  jobsConnection: Record<string, unknown>;
  /** PostgreSQL's: for a connection of its own (server/jobs/presence.ts). */
  connectionString?: string;
  migrate(): Promise<void>;
  isMigrated(): Promise<boolean>;
  /**
   * Runs `write` while no other server on this database runs one of its own: the writes every
   * server makes at start (the ensured admin, the demo seed), which look before they insert.
   */
  exclusively<T>(write: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other run of the same name is under way on this database, in any
   * process (a later one waits): the shop sync and a shop's daily count, which "Run Cron" on any
   * web process and the worker's scheduler may both start.
   */
  alone<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001; // advisory lock id: one instance migrates at a time
const START_UP_WRITES_LOCK = 727_002; // advisory lock id: one instance writes its start-up rows at a time
const NAMED_RUN_LOCKS = 727_004; // advisory lock ids (this, hashtext(name)): one run of a name at a time

/**
 * One at a time within this process: PGlite belongs to one process (server/dataDirLock.ts), so
 * no lock across processes is needed, but two starts on one handle (tests) would interleave.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

/** `oneAtATime` per name, for PGlite's `alone`. */
function oneAtATimeByName() {
  const lines = new Map<string, ReturnType<typeof oneAtATime>>();
  return <T>(name: string, work: () => Promise<T>): Promise<T> => {
    let line = lines.get(name);
    if (!line) lines.set(name, (line = oneAtATime()));
    return line(work);
  };
}

/**
 * Runs `work` holding a session advisory lock on a connection of the pool kept for it, so that
 * `work` may use the others; a server that dies holding it loses its connection, and the lock
 * with it. A connection that may still hold the lock is closed, not handed back to the pool.
 */
async function holdingLock<T>(
  pool: pg.Pool,
  key: readonly [number, number | string],
  work: () => Promise<T>,
) {
  const client = await pool.connect();
  const [first, second] = key;
  const args = typeof second === 'string' ? 'pg_advisory_lock($1, hashtext($2))' : 'pg_advisory_lock($1, $2)';
  try {
    await client.query(`select ${args}`, [first, second]);
    return await work();
  } finally {
    const unlocked = await client
      .query(`select ${args.replace('pg_advisory_lock', 'pg_advisory_unlock')}`, [first, second])
      .then(
        () => true,
        () => false,
      );
    client.release(!unlocked);
  }
}

function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

async function countApplied(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Every transaction first names its actor for the activity triggers (server/db/actor.ts), so
 * that no service, flow or job that writes can leave its writes unattributed. On PostgreSQL the
 * name goes with the transaction's `begin`, in the same round trip (beginNamingActor).
 */
function namingActors(db: Database, atBegin?: AsyncLocalStorage<Actor>): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work: (tx: Tx) => Promise<unknown>, config?: unknown) =>
    atBegin
      ? atBegin.run(currentActor(), () => transaction(work, config as never))
      : transaction(async (tx) => {
          await recordActor(tx);
          return work(tx);
        }, config as never)) as Database['transaction'];
  return db;
}

/**
 * drizzle opens a transaction with a plain `begin` (the simple protocol, no parameters): while
 * `atBegin` holds an actor, that `begin` also names it, as recordActor would in a statement
 * of its own (a round trip less per transaction). A literal, escaped by pg, since the simple
 * protocol takes no parameters.
 */
function beginNamingActor(client: pg.PoolClient, atBegin: AsyncLocalStorage<Actor>) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const actor = atBegin.getStore();
    const opens =
      actor &&
      typeof config === 'object' &&
      config !== null &&
      'text' in config &&
      typeof config.text === 'string' &&
      /^begin\b/.test(config.text) &&
      !(config as { name?: string }).name;
    if (!opens) return query(config, ...rest);
    const naming = `select set_config('app.actor', ${client.escapeLiteral(JSON.stringify(actor))}, true)`;
    return query({ ...config, text: `${config.text}; ${naming}` }, ...rest);
  }) as pg.PoolClient['query'];
}

const statement = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

/**
 * Every query, exec and transaction of the client goes through one first-come-first-served
 * queue (connectionQueue.ts) that measures each turn's wait and hold.
 */
function queued(client: PGlite, queue: ConnectionQueue): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  /** A turn of the request this runs for, if any: checked when it gets the connection (startsTurn). */
  const turn = <T>(label: string | (() => string), kind: 'query' | 'transaction', work: () => Promise<T>) => {
    const request = requestWork();
    const queuedAt = performance.now();
    return queue.run(label, () => {
      startsTurn(request, queuedAt, kind);
      return work();
    });
  };
  return Object.assign(client, {
    query: ((text: string, ...rest: unknown[]) =>
      turn(statement(text), 'query', () =>
        (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
      )) as PGlite['query'],
    exec: ((text: string, ...rest: unknown[]) =>
      turn(statement(text), 'query', () =>
        (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
      )) as PGlite['exec'],
    transaction: (<T>(callback: (tx: Transaction) => Promise<T>) => {
      const ran: string[] = [];
      return turn(
        () => `transaction: ${ran.join('; ')}${ran.length >= 3 ? '; ...' : ''}`,
        'transaction',
        () =>
          transaction((tx) => {
            const txQuery = tx.query.bind(tx);
            tx.query = ((text: string, ...rest: unknown[]) => {
              if (ran.length < 3) ran.push(statement(text));
              return (txQuery as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
            }) as Transaction['query'];
            return callback(tx);
          }),
      );
    }) as PGlite['transaction'],
  });
}

type Connected = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: (release?: unknown) => void,
) => void;

/**
 * The pool's connections given out after startsTurn checked the request they serve: a callback
 * (pool.query, a plain query) or a promise (drizzle's transactions).
 */
function checkedPool(pool: pg.Pool, atBegin: AsyncLocalStorage<Actor>): pg.Pool {
  const naming = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as (callback?: Connected) => Promise<pg.PoolClient> | undefined;
  const connectChecked = (callback?: Connected) => {
    const request = requestWork();
    const queuedAt = performance.now();
    if (callback)
      return connect((error, client, done) => {
        if (error || !client || !done) return callback(error, client, done);
        try {
          startsTurn(request, queuedAt, 'query');
        } catch (refused) {
          done();
          return callback(refused as Error);
        }
        callback(undefined, client, done);
      });
    return connect()!.then((client) => {
      if (!naming.has(client)) {
        naming.add(client);
        beginNamingActor(client, atBegin);
      }
      try {
        startsTurn(request, queuedAt, 'transaction');
      } catch (refused) {
        client.release();
        throw refused;
      }
      return client;
    });
  };
  pool.connect = connectChecked as pg.Pool['connect'];
  return pool;
}

export interface ConnectionLog {
  warn(details: Record<string, unknown>, msg: string): void;
  debug(details: Record<string, unknown>, msg: string): void;
}

/** A turn on PGlite's one connection that held it this long is a warning: every other one waited. */
export const SLOW_HOLD_MS = 1_000;
/** Turns that waited or held this long are logged at debug level (LOG_LEVEL=debug). */
const NOTABLE_MS = 100;

/** PGlite on disk (dataDir) or in memory ('memory://'). */
export async function openPglite(dataDir: string, log?: ConnectionLog): Promise<DatabaseHandle> {
  const queue = new ConnectionQueue((turn) => {
    if (!log || (turn.heldMs < NOTABLE_MS && turn.waitedMs < NOTABLE_MS)) return;
    const details = {
      waitedMs: Math.round(turn.waitedMs),
      heldMs: Math.round(turn.heldMs),
      queued: queue.length,
      what: turn.label,
    };
    if (turn.heldMs >= SLOW_HOLD_MS) log.warn(details, 'database connection held long');
    else log.debug(details, 'database connection turn');
  });
  const client = queued(await PGlite.create(dataDir, { extensions: { pg_trgm } }), queue);
  const db = namingActors(drizzlePglite({ client, schema }) as unknown as Database);
  const exclusively = oneAtATime();
  return {
    db,
    reads: db,
    kind: 'pglite',
    // pg-boss goes through PGlite's own query API, which queues behind drizzle's queries and
    // transactions; a second node-postgres connection on the same PGlite interleaved protocol
    // messages under load ("unnamed prepared statement does not exist").
    jobsConnection: {
      db: {
        executeSql: async (text: string, values: unknown[] = []) => {
          if (values.length) return client.query(text, values);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
    },
    migrate: () => exclusively(() => migratePglite(db as never, { migrationsFolder })),
    isMigrated: async () => (await countApplied(db)) >= expectedMigrations(),
    exclusively,
    alone: oneAtATimeByName(),
    close: () => client.close(),
  };
}

export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  /** A read replica of it (DATABASE_READ_URL), if any. */
  readUrl?: string,
  /** Each parameterised statement prepared once per connection (namedStatements.ts); a bench's "before" turns it off. */
  { namedStatements = true } = {},
): Promise<DatabaseHandle> {
  const naming = (pool: pg.Pool) => (namedStatements ? poolNamingStatements(pool) : pool);
  // JIT off: our queries are short page reads, and PostgreSQL's JIT, which starts on any query
  // whose estimate passes a threshold, spent half a second compiling each Warehouse Orders page
  // (docs/benchmarks.md).
  const atBegin = new AsyncLocalStorage<Actor>();
  const pool = checkedPool(
    naming(new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' })),
    atBegin,
  );
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = namingActors(drizzlePg({ client: pool, schema }) as unknown as Database, atBegin);
  const replica = readUrl
    ? naming(new pg.Pool({ connectionString: readUrl, max: poolSize, options: '-c jit=off' }))
    : undefined;
  replica?.on('error', () => undefined);
  if (replica) routeReads(pool, replica);
  return {
    db,
    reads: replica
      ? (drizzlePg({ client: readingClient(pool) as never, schema }) as unknown as Database)
      : db,
    kind: 'postgres',
    jobsConnection: { connectionString, max: 4 },
    connectionString,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    isMigrated: async () => (await countApplied(db)) >= expectedMigrations(),
    exclusively: (write) => holdingLock(pool, [START_UP_WRITES_LOCK, 0], write),
    alone: (name, work) => holdingLock(pool, [NAMED_RUN_LOCKS, name], work),
    close: async () => {
      await replica?.end();
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  pgliteDir: string;
  log?: ConnectionLog;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, undefined, options.databaseReadUrl);
  if (options.pgliteDir !== 'memory://') fs.mkdirSync(options.pgliteDir, { recursive: true });
  return openPglite(options.pgliteDir, options.log);
}
