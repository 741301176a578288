import { describe, expect, it } from 'vitest';
import { keysetBatches } from './keyset';

describe('keysetBatches', () => {
  it('reads every row once, each batch after the last row of the one before', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const read = async (after: number | undefined, limit: number) =>
      rows.filter((r) => after === undefined || r > after).slice(0, limit);
    const batches: number[][] = [];
    for await (const batch of keysetBatches(read, 10, 3)) batches.push([...batch]);
    expect(batches.map((b) => b.length)).toEqual([3, 10, 10, 2]);
    expect(batches.flat()).toEqual(rows);
  });

  it('gives other work a turn between batches, even when each read answers in microtasks alone', async () => {
    // PGlite answers so: without a turn, a request's socket would wait for the whole file.
    const rows = Array.from({ length: 50 }, (_, i) => i);
    const read = (after: number | undefined, limit: number) =>
      Promise.resolve(rows.filter((r) => after === undefined || r > after).slice(0, limit));
    let turnAfterBatches: number | undefined;
    let batchesRead = 0;
    setImmediate(() => (turnAfterBatches = batchesRead));
    for await (const batch of keysetBatches(read, 10)) batchesRead += batch.length ? 1 : 0;
    expect(batchesRead).toBe(5);
    expect(turnAfterBatches).toBeDefined();
    expect(turnAfterBatches!).toBeLessThan(5);
  });
});
