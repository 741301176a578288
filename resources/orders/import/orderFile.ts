import { approximateOrderCount, importChunks } from '../../../domain/shopifyOrders';
import type { ImportRow } from '../../../src/components/importDialog/parseCsv';

/** Rows per call to POST /import-orders; an order is never split, so a part may hold one longer order. */
export const PART_ROWS = 5000;

/** One part of a file: its rows and the file's data row it starts at (row 1 is the first). */
export interface OrderFilePart {
  rows: number;
  firstRow: number;
}

/** What the page needs of a file read: its data rows, the dialog's order count, its parts. */
export interface OrderFileOutline {
  /** Data rows (the dialog's Import is enabled when there are some). */
  length: number;
  /** The dialog's 'Import approximately N orders' (countOrders). */
  orders: number;
  parts: OrderFilePart[];
}

/**
 * A file read and cut into parts, ready to send: each part's request body is asked for when
 * it is sent, so the rows stay where they were read (the parse worker) and the page never
 * holds them all, nor spends its thread on copying or encoding them.
 */
export interface OrderFile extends OrderFileOutline {
  /**
   * The JSON body of POST /import-orders for part `index`: { rows, firstRow }, as a Blob, which
   * fetch sends from the browser's own copy (bytes given to fetch cost the page's thread a copy).
   */
  body(index: number): Promise<Blob>;
  /** The rows are no longer needed (another file chosen, the dialog closed, the import done). */
  release(): void;
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

/** A file's rows cut into parts that keep each order whole (importChunks), each encoded on demand. */
export function cutOrderFile(rows: ImportRow[], maxRows = PART_ROWS) {
  const chunks = importChunks(rows, maxRows);
  const outline: OrderFileOutline = {
    length: rows.length,
    orders: countOrders(rows),
    parts: chunks.map((chunk) => ({ rows: chunk.rows.length, firstRow: chunk.firstRow })),
  };
  const body = (index: number) => {
    const chunk = chunks[index];
    if (!chunk) throw new RangeError(`The file has ${chunks.length} parts, not part ${index}`);
    return new Blob([JSON.stringify({ rows: chunk.rows, firstRow: chunk.firstRow })], {
      type: 'application/json',
    });
  };
  return { outline, body };
}

/** A file read on the page itself (no worker): the same parts, encoded on the page. */
export function orderFileOnPage(rows: ImportRow[], maxRows = PART_ROWS): OrderFile {
  const { outline, body } = cutOrderFile(rows, maxRows);
  return { ...outline, body: async (index) => body(index), release: () => undefined };
}
