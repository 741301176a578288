import crypto from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from './client';

export type ScratchDatabase = DatabaseHandle & { url: string; drop(): Promise<void> };

async function run(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on a PostgreSQL server, for a test file or a benchmark, dropped by
 * `drop()`. Not migrated: the caller decides when.
 */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  // Socket URLs (postgresql://root@/db?host=/var/run/postgresql) have no host, so no URL object.
  const url = serverUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`);
  const handle = await openPostgres(url, 4);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await run(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
