import { approximateOrderCount } from '../../../domain/shopifyOrders';
import { UnreadableFile, type ImportRow } from '../../../src/components/importDialog/parseCsv';
import { readOrderFile, type ParseAnswer } from './readOrderFile';

/** The worker that reads files (parseWorker.ts); Vite bundles it from this exact expression. */
const startParseWorker = () => new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' });

/**
 * An orders file as rows (readOrderFile), read in a Web Worker so that the page stays
 * responsive however large the file is. Where there is no Worker (jsdom in the tests) or the
 * worker cannot start, the file is read on the page instead.
 */
export function parseOrderFile(file: File): Promise<ImportRow[]> {
  if (typeof Worker === 'undefined') return readOrderFile(file);
  let worker: Worker;
  try {
    worker = startParseWorker();
  } catch {
    return readOrderFile(file);
  }
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ParseAnswer>) => {
      worker.terminate();
      if ('rows' in event.data) resolve(event.data.rows);
      else reject(new UnreadableFile(event.data.error, event.data.problems));
    };
    // The worker's script failed to load or run: the page reads the file itself.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      readOrderFile(file).then(resolve, reject);
    };
    worker.postMessage(file);
  });
}

/**
 * The dialog's 'Import approximately N orders' (spec 000 section 5): the distinct values of the
 * file's second column, Email in the shop's export, hence "approximately". The rows carry no
 * header of their own, but their keys follow it (papaparse and SheetJS build them column by
 * column), so row values in key order are the file's columns. One limit: JavaScript lists
 * digit-only keys first, so a header such as "2024" would move ahead; the shop's has none.
 */
export function countOrders(rows: ImportRow[]): number {
  if (!rows.length) return 0;
  const header = Object.keys(rows[0]);
  return approximateOrderCount(rows.map((row) => header.map((name) => row[name])));
}
