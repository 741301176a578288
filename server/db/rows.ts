import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a raw query, as both engines answer them (`{ rows }`). */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
