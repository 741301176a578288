/**
 * A batch: one action applied to each selected row, each row answered on its own (issue 19,
 * docs/api.md "Acting on selected rows"). The server applies the single-row call's rule to each
 * id in its own transaction, so a refused row never blocks the others and none is half done.
 *
 * - `RowOutcome`: `{ id, outcome: 'done' }` or `{ id, outcome: 'refused', reason }`.
 * - `summarizeBatch(rows)`: `{ done, refused }` counts.
 * - `batchMessage(summary)`: the answer's msg, e.g. '12 changed, 2 refused'.
 * - `distinctIds(ids)`: each id once, in the order given (a row is answered once).
 * - `BATCH_MAX_ROWS`: the most ids one call takes.
 * - `alreadyDone(what)`, `unchangedReason(current, target)`: a row the action would not change.
 * The record shapes (zod) are in domain/schemas/batch.ts.
 */

/** The most rows one batch call takes: a page of 1,000 orders at most, answered in seconds. */
export const BATCH_MAX_ROWS = 1000;

export type RowOutcome = { id: string; outcome: 'done' } | { id: string; outcome: 'refused'; reason: string };

export interface BatchSummary {
  done: number;
  refused: number;
}

export function summarizeBatch(rows: readonly Pick<RowOutcome, 'outcome'>[]): BatchSummary {
  const done = rows.filter((row) => row.outcome === 'done').length;
  return { done, refused: rows.length - done };
}

/** '12 changed, 2 refused'; '3 changed' when none was refused. */
export function batchMessage({ done, refused }: BatchSummary): string {
  return refused ? `${done} changed, ${refused} refused` : `${done} changed`;
}

export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * A row already where the action would take it: the batch answers it refused with this reason
 * and changes nothing, so a repeated batch changes nothing twice.
 */
export const alreadyDone = (what: string) => `Already ${what}: nothing to change`;

/** A row whose every delivery or line has its own tracking: one parcel's tracking changes nothing. */
export const ALREADY_TRACKED = alreadyDone('has shipping info');

/** The reason to leave a row alone when it already has the value the action sets; else null. */
export const unchangedReason = <T>(current: T, target: T, what = String(target)): string | null =>
  current === target ? alreadyDone(what) : null;
