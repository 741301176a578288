import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connection options for pg-boss, which keeps its own pool. */
  jobsConnection: Record<string, unknown>;
  migrate(): Promise<void>;
  isMigrated(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001; // advisory lock id: one instance migrates at a time

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

/** PGlite on disk (dataDir) or in memory ('memory://'). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
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
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    isMigrated: async () => (await countApplied(db)) >= expectedMigrations(),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  // JIT off: our queries are short page reads, and PostgreSQL's JIT, which starts on any query
  // whose estimate passes a threshold, spent half a second compiling each Warehouse Orders page
  // (docs/benchmarks.md).
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString, max: 4 },
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
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pgliteDir !== 'memory://') fs.mkdirSync(options.pgliteDir, { recursive: true });
  return openPglite(options.pgliteDir);
}
