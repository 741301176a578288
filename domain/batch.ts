/**
 * A batch: one action applied to each selected row, each row answered on its own (issue 19,
 * docs/api.md "Acting on selected rows"). The server applies the single-row call's rule to each
 * id in its own transaction, so a refused row never blocks the others and none is half done.
 *
 * - `RowOutcome`: `{ id, outcome: 'done' }` or `{ id, outcome: 'refused', reason }`, each with
 *   the `label` a person knows the row by (order number, PO number, name) when the caller may see it.
 * - `summarizeBatch(rows)`: `{ done, refused, unchanged }` counts (`unchanged`: of the refused,
 *   those already so, flagged `unchanged: true` on their row); `batchCounts` splits them apart.
 * - `batchMessage(summary)`: the answer's msg, e.g. '12 changed, 2 refused'.
 * - `distinctIds(ids)`: each id once, in the order given (a row is answered once).
 * - `BATCH_MAX_ROWS`: the most ids one call takes.
 * - `alreadyDone(what)`, `unchangedReason(current, target)`: a row the action would not change.
 * The record shapes (zod) are in domain/schemas/batch.ts.
 */
import { saidOf, say, type Said } from './texts/answers';

/** The most rows one batch call takes: a page of 1,000 orders at most, answered in seconds. */
export const BATCH_MAX_ROWS = 1000;

/** A refused row's `key` and `values` (domain/texts/answers.ts): its reason's catalogue entry. */
export type RowOutcome = {
  id: string;
  label?: string;
  key?: string;
  values?: Record<string, string | number>;
} & ({ outcome: 'done' } | { outcome: 'refused'; reason: string; unchanged?: true });

/** A row already where the action takes it (`Already …: nothing to change`): refused, not a refusal to act on. */
export const isUnchanged = (row: RowOutcome | Pick<RowOutcome, 'outcome'>): boolean =>
  row.outcome === 'refused' && 'unchanged' in row && row.unchanged === true;

/** A row of the supplier view (an assign order) as people name it: its PO's number and its order's. */
export const supplierRowLabel = (poNumber: string, orderNumber: string | null | undefined) =>
  orderNumber ? `${poNumber} ${orderNumber}` : poNumber;

export interface BatchSummary {
  done: number;
  /** Every row not done, those already so included (the documented count). */
  refused: number;
  /** Of the refused, those already where the action takes them (nothing to change). */
  unchanged: number;
}

export function summarizeBatch(rows: readonly (RowOutcome | Pick<RowOutcome, 'outcome'>)[]): BatchSummary {
  const done = rows.filter((row) => row.outcome === 'done').length;
  return { done, refused: rows.length - done, unchanged: rows.filter(isUnchanged).length };
}

/**
 * What a person reads of a batch: changed, already so, and refused (those it could not do)
 * apart, "97 changed, 41 already so, 2 refused".
 */
export const batchCounts = ({
  done,
  refused,
  unchanged = 0,
}: Partial<BatchSummary> & Omit<BatchSummary, 'unchanged'>) => ({
  done,
  alreadySo: unchanged,
  refused: refused - unchanged,
});

/** '12 changed, 2 refused'; '3 changed' when none was refused: the catalogue's words, with their key. */
export const batchSaid = ({ done, refused }: Pick<BatchSummary, 'done' | 'refused'>): Said =>
  refused ? say('batchChangedRefused', { done, refused }) : say('batchChanged', { done });

export const batchMessage = (summary: Pick<BatchSummary, 'done' | 'refused'>): string =>
  batchSaid(summary).msg;

export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * A row already where the action would take it: the batch answers it refused with this reason
 * and changes nothing, so a repeated batch changes nothing twice.
 */
export const alreadyDone = (what: string) => `Already ${what}: nothing to change`;

/** alreadyDone with its catalogue key: its own for a fixed word, else `what` (a status) as a value. */
export const alreadySo = (what: string): Said => {
  const sentence = saidOf(alreadyDone(what));
  return 'key' in sentence ? sentence : say('alreadySo', { what });
};

/** A row whose every delivery or line has its own tracking: one parcel's tracking changes nothing. */
export const ALREADY_TRACKED = alreadyDone('has shipping info');

/** The reason to leave a row alone when it already has the value the action sets; else null. */
export const unchangedReason = <T>(current: T, target: T, what = String(target)): Said | null =>
  current === target ? alreadySo(what) : null;
