import { setImmediate } from 'node:timers/promises';
import { fromReplica } from './readReplica';

/**
 * Every row of a read in its order, `size` at a time, each read continuing after the last row
 * of the one before (keyset): a read never skips the rows before it as an offset would, and no
 * more than one batch is held. `read(after, limit)` answers the first `limit` rows after `after`
 * (after none: from the start), in the order that `after` continues. A smaller first batch
 * (`firstSize`) lets a streamed file start sooner.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | undefined, limit: number) => Promise<readonly Row[]>,
  size: number,
  firstSize = size,
): AsyncGenerator<readonly Row[]> {
  for (let after: Row | undefined, limit = firstSize; ; limit = size) {
    // Only reads: from the read replica, if any, unless the request has written (readReplica.ts).
    // Awaited inside, as a query builder runs when awaited, and must run in the replica's scope.
    const batch = await fromReplica(async () => await read(after, limit));
    if (batch.length) yield batch;
    if (batch.length < limit) return;
    after = batch[batch.length - 1];
    // A turn for other work between batches: on PGlite, which runs in this thread, one batch's
    // promises lead straight into the next read, and the other requests' sockets (the file's
    // own reader's too) would wait for the whole file.
    await setImmediate();
  }
}
