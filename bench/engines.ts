import { openPglite, type DatabaseHandle } from '../server/db/client';
import { scratchDatabase } from '../server/db/scratchDatabase';
import { sql } from 'drizzle-orm';
import { users } from '../server/db/schema';

/**
 * A bench on both engines, its rows one after the other: PGlite in memory (unless `withPglite`
 * is false), then PostgreSQL when BENCH_DATABASE_URL names a server, on a scratch database
 * named after `scratchName` and dropped afterwards.
 */
export async function onBothEngines<Row>(
  scratchName: string,
  bench: (engine: string, handle: DatabaseHandle) => Promise<Row[]>,
  withPglite = true,
): Promise<Row[]> {
  const all: Row[] = [];
  if (withPglite) {
    const pglite = await openPglite('memory://');
    try {
      all.push(...(await bench('PGlite 0.5 (in memory)', pglite)));
    } finally {
      await pglite.close();
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const postgres = await scratchDatabase(url, scratchName);
    try {
      all.push(...(await bench('PostgreSQL server', postgres)));
    } finally {
      await postgres.drop();
    }
  }
  return all;
}

/** The demo's Admin as a signed-in user, for benches that call the services directly. */
export async function benchAdmin(handle: DatabaseHandle) {
  const [admin] = await handle.db
    .select()
    .from(users)
    .where(sql`${users.role} = 'Admin'`);
  return {
    id: admin.id,
    email: admin.email,
    role: 'Admin' as const,
    warehouseId: null,
    supplierId: null,
    sessionId: '',
  };
}
