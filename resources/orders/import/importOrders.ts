import type { TranslateFunction } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { importProgress, type ImportProgress } from '../../../domain/importProgress';
import { importSummary } from '../../../domain/shopifyOrders';
import type { ImportReport, ImportRowError } from '../../../src/components/importDialog/ImportDialog';
import type { OrderFile } from './orderFile';

/** What POST /import-orders answers, and the sum of those answers over a file's parts. */
export interface OrderImportTotals {
  imported: number;
  unchanged: number;
  problematic: number;
  /** Rows refused, each named by its line in the file (header line 1; the server adds firstRow). */
  errors: ImportRowError[];
  /** The orders a row error left out whole, by number (a server before issue 28 gives none). */
  leftOut?: string[];
}

/** How many left-out orders the summary names; the rest it counts. */
const NAMED_LEFT_OUT = 20;

/** A part failed after `partsDone` earlier parts were committed by the server. */
export class OrderImportInterrupted extends Error {
  constructor(
    readonly partsDone: number,
    readonly partsTotal: number,
    /** The answers of the parts imported before the failure. */
    readonly totals: OrderImportTotals,
    readonly failure: unknown,
  ) {
    super(`${errorMessage(failure)} (${partsDone} of ${partsTotal} parts imported before it)`);
    this.name = 'OrderImportInterrupted';
  }
}

export interface ImportOrdersOptions {
  /** The dataProvider's importOrders: one part, committed by the server on its own. */
  importPart: (body: Blob) => Promise<Partial<OrderImportTotals>>;
  /** Told before the first part and after each part the server answered. */
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Sends the file's parts (OrderFile: each order whole, well under the server's limit of 20,000
 * rows a call) to POST /import-orders, one after the other, and sums the answers. Each part is
 * committed by the server on its own: when one fails, the earlier ones stay imported, which
 * OrderImportInterrupted reports; importing the same file again is safe because orders already
 * imported come back as unchanged.
 */
export async function importOrders(
  file: OrderFile,
  { importPart, onProgress }: ImportOrdersOptions,
): Promise<OrderImportTotals> {
  const sizes = file.parts.map((part) => part.rows);
  onProgress?.(importProgress(sizes, 0));
  const totals: OrderImportTotals = { imported: 0, unchanged: 0, problematic: 0, errors: [], leftOut: [] };
  for (const index of file.parts.keys()) {
    let answer: Partial<OrderImportTotals>;
    try {
      answer = await importPart(await file.body(index));
    } catch (failure) {
      throw new OrderImportInterrupted(index, file.parts.length, totals, failure);
    }
    totals.imported += answer.imported ?? 0;
    totals.unchanged += answer.unchanged ?? 0;
    totals.problematic += answer.problematic ?? 0;
    totals.errors.push(...(answer.errors ?? []));
    totals.leftOut!.push(...(answer.leftOut ?? []));
    onProgress?.(importProgress(sizes, index + 1));
  }
  return totals;
}

/**
 * The dialog's report of a finished import: 'Imported N orders, M unchanged, P problematic', the
 * rows with errors, and which orders those rows left out whole (the first 20 by number).
 */
export function orderImportReport(totals: OrderImportTotals, translate: TranslateFunction): ImportReport {
  const { rowsWithErrors } = importSummary(totals);
  const summary = translate('app.order_import.summary', totals);
  let msg = rowsWithErrors
    ? `${summary}, ${translate('app.order_import.rows_with_errors', { smart_count: rowsWithErrors })}`
    : summary;
  const leftOut = totals.leftOut ?? [];
  if (leftOut.length) {
    const named = leftOut.slice(0, NAMED_LEFT_OUT).join(', ');
    const more = leftOut.length - NAMED_LEFT_OUT;
    const orders =
      more > 0 ? `${named} ${translate('app.order_import.and_more', { smart_count: more })}` : named;
    msg += `. ${translate('app.order_import.left_out', { smart_count: leftOut.length, orders })}`;
  }
  return { msg, errors: totals.errors, accepted: totals.imported + totals.unchanged };
}

/**
 * The error the dialog shows for a failed import (spec 000 section 8: 'Something went wrong'),
 * with the server's msg when it gave one and, after a partial import, how far it got. The
 * rows refused so far and by the failing call stay in `body.errors` for the dialog's report.
 */
export function orderImportFailure(error: unknown, translate: TranslateFunction): Error {
  const interrupted = error instanceof OrderImportInterrupted ? error : null;
  const failure = interrupted ? interrupted.failure : error;
  const reason = errorMessage(failure);
  const failed = translate('app.order_import.failed');
  const text = reason === 'app.error.unknown' ? failed : translate(reason, { _: reason }); // the network error is a key
  const parts = [text === failed ? failed : translate('app.order_import.failed_because', { error: text })];
  if (interrupted?.partsDone)
    parts.push(
      translate('app.order_import.earlier_parts', {
        done: interrupted.partsDone,
        total: interrupted.partsTotal,
      }),
    );
  const refused = (failure as { body?: { errors?: unknown } } | null)?.body?.errors;
  const errors = [...(interrupted?.totals.errors ?? []), ...(Array.isArray(refused) ? refused : [])];
  // Sentences end with a full stop when another follows; the server's msg may lack one.
  const message = parts.map((p, i) => (i < parts.length - 1 && !/[.!?]$/.test(p) ? `${p}.` : p)).join(' ');
  return Object.assign(new Error(message), { body: { errors } });
}
