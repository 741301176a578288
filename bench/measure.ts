/** One figure of a bench table: a call through the API's service beside its bare SQL, in ms. */
export interface BenchRow {
  engine: string;
  what: string;
  /** None on a row of bare SQL alone (bench/bulk.ts: the same writes in one transaction). */
  api?: number;
  bare?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median time of `repeat` runs of `fn`, after one warm-up run. */
export async function medianTime(fn: () => Promise<unknown>, repeat: number): Promise<number> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}
