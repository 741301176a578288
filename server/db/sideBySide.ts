import type { DbOrTx } from './client';

type Results<T extends readonly (() => Promise<unknown>)[]> = { [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Reads at once on a pool (a connection each); one after the other in a transaction, whose one
 * connection would only queue them (and pg warns that a client running two queries at once
 * will be refused in its next major).
 */
export async function sideBySide<T extends readonly (() => Promise<unknown>)[]>(
  db: DbOrTx,
  ...reads: T
): Promise<Results<T>> {
  if (!('rollback' in db)) return Promise.all(reads.map((read) => read())) as Promise<Results<T>>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
