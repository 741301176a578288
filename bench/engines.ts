import { openPglite, type DatabaseHandle } from '../server/db/client';
import { scratchDatabase } from '../server/db/scratchDatabase';

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
