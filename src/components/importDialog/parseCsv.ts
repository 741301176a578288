import Papa from 'papaparse';

/** One data row of a file, keyed by its header names. */
export type ImportRow = Record<string, string>;

/**
 * A CSV file as rows keyed by the header row, empty lines skipped (spec 001 section 5,
 * "Product import"). A byte-order mark before the first header is dropped by papaparse.
 */
export function parseCsvFile(file: File): Promise<ImportRow[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<ImportRow>(file, {
      header: true,
      skipEmptyLines: true,
      complete: (result) => resolve(result.data),
      error: (error) => reject(error),
    });
  });
}
