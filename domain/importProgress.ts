/**
 * How far an import sent in parts has got (issue 8 item 12): parts done of parts total and
 * the rows they held, for the import dialog's progress bar.
 */
export interface ImportProgress {
  partsDone: number;
  partsTotal: number;
  rowsDone: number;
  rowsTotal: number;
}

/**
 * The progress once the first `partsDone` parts (each given by its row count) are imported.
 * A count outside 0..parts is refused: it would show a bar that lies.
 */
export function importProgress(partSizes: readonly number[], partsDone: number): ImportProgress {
  if (!Number.isInteger(partsDone) || partsDone < 0 || partsDone > partSizes.length)
    throw new RangeError(`partsDone must be 0..${partSizes.length}, got ${partsDone}`);
  const sum = (sizes: readonly number[]) => sizes.reduce((total, size) => total + size, 0);
  return {
    partsDone,
    partsTotal: partSizes.length,
    rowsDone: sum(partSizes.slice(0, partsDone)),
    rowsTotal: sum(partSizes),
  };
}

/** The bar's value, 0..100, by rows (parts may differ in length); an empty import is done. */
export function importPercent({ rowsDone, rowsTotal }: ImportProgress): number {
  return rowsTotal > 0 ? Math.min(100, Math.round((rowsDone / rowsTotal) * 100)) : 100;
}

/**
 * How an import's answer is shown: red when rows were refused and none came through (a wrong
 * or broken file is a failure, whatever the server's status), green otherwise, the refused rows
 * listed beneath.
 */
export function importSeverity({
  accepted,
  rowsWithErrors,
}: {
  /** Rows or records imported, updated or found unchanged. */
  accepted: number;
  rowsWithErrors: number;
}): 'success' | 'error' {
  return accepted === 0 && rowsWithErrors > 0 ? 'error' : 'success';
}
