/**
 * Row numbers as a reader names them: runs of consecutive rows joined ("2–4, 7, 9–12"), in
 * order, each once. An answer naming many rows stays short when they run together, as a file's
 * orders do.
 */
export function rowRanges(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}
