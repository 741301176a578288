import { setImmediate } from 'node:timers/promises';
import type { Database, Tx } from '../db/client';
import { batchSaid, distinctIds, summarizeBatch, type RowOutcome } from '../../domain/batch';
import type { BatchAnswer } from '../../domain/schemas/batch';
import { TransitionError } from '../../domain/orderStatus';
import { keyFields, saidOf, say, type Said } from '../../domain/texts/answers';
import { AppError } from '../http/errors';
import type { RowLabels } from './batchLabels';

/**
 * One action on each selected row (domain/batch.ts; docs/api.md "Acting on selected rows").
 *
 *   applyToEach(db, ids, step, { log?, labels? }) → { msg, done, refused, rows: [{ id, label?, outcome, reason? }] }
 *
 * `step(tx, id)` is the single-row call's own step: the single-row call is
 * `db.transaction((tx) => step(tx, id))` and the batch runs the same code, so both lock the row
 * and check the same rule (a batch racing a single call applies once).
 * - Rows go in chunks, each chunk one transaction and each row a savepoint in it: one commit per
 *   chunk instead of one per row (issue 31: a 1,000-row batch at the database's speed). A chunk
 *   ends after CHUNK_ROWS rows or CHUNK_MS of work, and the event loop turns before the next, so
 *   that other requests have the database between chunks (PGlite's one connection, which
 *   otherwise answers the whole batch without letting a request in; PostgreSQL's row locks).
 * - A step refuses by throwing what the single call throws (a 4xx AppError: conflict, notFound,
 *   invalidField; or a domain TransitionError): that row is 'refused' with the message as its
 *   reason, rolled back to its savepoint (nothing of it written), and the next row goes on.
 * - A chunk whose transaction fails as a whole (its commit, its connection) is written nothing;
 *   its rows are then run again each in its own transaction, as a row was before chunks.
 * - A step returns `{ unchanged: reason }` when the row is already where the action takes it:
 *   nothing written, and the batch answers it 'refused' with that reason (domain's alreadyDone),
 *   so a repeated batch changes nothing twice.
 * - Any other error is a fault, not a refusal: the row is refused with a neutral reason, the
 *   error goes to `log`, and the other rows still go on.
 * Ids are answered once each, in the order given (duplicates dropped).
 * - `labels` names each row as people know it (services/batchLabels.ts), read before the rows are
 *   acted on; a row refused as not found (404: another's, or none) is not named, so a batch tells
 *   nothing of a row the single call would not show.
 */
export type RowStep = (tx: Tx, id: string) => Promise<RowStepResult>;
export type RowStepResult = void | { unchanged: string | Said };
/** Where a fault (not a refusal) of one row is reported: the request's logger. */
export type BatchLog = (error: unknown, id: string) => void;

/** A route's BatchLog: `logRowFaults(req.log)`. */
export const logRowFaults =
  (logger: { error: (details: object, msg: string) => void }): BatchLog =>
  (err, id) =>
    logger.error({ err, id }, 'A row of a batch failed');

export const ROW_FAULT = say('couldNotDonePleaseTry');

/** A refusal the single-row call would answer with a 4xx: its message (and key), else null. */
export function refusalOf(error: unknown): Said | { msg: string } | null {
  if (error instanceof TransitionError) return 'key' in error.said ? error.said : saidOf(error.message);
  if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return error.said;
  return null;
}

/** A refused row's reason, with its catalogue key and values when it has them. */
const reasonOf = (said: Said | { msg: string }) => ({ reason: said.msg, ...keyFields(said) });

/** The most rows one chunk's transaction holds, and the time after which it commits. */
export const CHUNK_ROWS = 100;
export const CHUNK_MS = 25;

/**
 * A set-based step for a chunk of rows (optional, beside the row step): reads and checks every
 * row of `ids` at once, then writes the rows it may change in a few statements, and answers each
 * row as the row step would: nothing (done), `{ unchanged }`, or the refusal it would throw. It
 * writes nothing before every row is checked, so a refused row has nothing to undo.
 */
export type ChunkStep = (tx: Tx, ids: readonly string[]) => Promise<Map<string, RowStepResult | Error>>;

/** A chunk step as the step of one row (the single call's, and a failed chunk's rows again): one rule, not two. */
export const rowStepOf =
  (chunkStep: ChunkStep): RowStep =>
  async (tx, id) => {
    const answer = (await chunkStep(tx, [id])).get(id);
    if (answer instanceof Error) throw answer;
    return answer;
  };

export async function applyToEach(
  db: Database,
  ids: readonly string[],
  step: RowStep,
  { log, labels, chunkStep }: { log?: BatchLog; labels?: RowLabels; chunkStep?: ChunkStep } = {},
): Promise<BatchAnswer> {
  const rows: RowOutcome[] = [];
  const distinct = distinctIds(ids);
  const labelOf = labels ? await labels(db, distinct) : new Map<string, string>();
  const named = (id: string) => (labelOf.has(id) ? { label: labelOf.get(id)! } : {});
  /** A row's outcome from what its step answered, or threw. */
  const outcomeOf = (id: string, result: RowStepResult | Error): RowOutcome => {
    if (result instanceof Error) {
      const reason = refusalOf(result);
      if (reason === null) log?.(result, id);
      const hidden = result instanceof AppError && result.statusCode === 404;
      return { id, ...(hidden ? {} : named(id)), outcome: 'refused', ...reasonOf(reason ?? ROW_FAULT) };
    }
    return result
      ? {
          id,
          ...named(id),
          outcome: 'refused',
          ...reasonOf(typeof result.unchanged === 'string' ? saidOf(result.unchanged) : result.unchanged),
          unchanged: true,
        }
      : { id, ...named(id), outcome: 'done' };
  };
  /** One row in `tx` (a savepoint of the chunk, or the row's own transaction): its outcome. */
  const row = async (tx: Tx | Database, id: string): Promise<RowOutcome> =>
    outcomeOf(
      id,
      await tx.transaction((savepoint) => step(savepoint, id)).catch((error: unknown) => asError(error)),
    );
  /** The rows of one chunk, in `tx`: set-based when the action has a chunk step, else row by row. */
  const chunkOf = async (tx: Tx, from: number, chunk: RowOutcome[]) => {
    if (chunkStep) {
      const some = distinct.slice(from, from + CHUNK_ROWS);
      const answers = await chunkStep(tx, some);
      chunk.push(
        ...some.map((id) =>
          outcomeOf(id, answers.has(id) ? answers.get(id) : new Error('A row the chunk step did not answer')),
        ),
      );
      return;
    }
    const startedAt = performance.now();
    while (
      from + chunk.length < distinct.length &&
      chunk.length < CHUNK_ROWS &&
      (chunk.length === 0 || performance.now() - startedAt < CHUNK_MS)
    )
      chunk.push(await row(tx, distinct[from + chunk.length]));
  };
  let next = 0;
  while (next < distinct.length) {
    const chunk: RowOutcome[] = [];
    try {
      await db.transaction((tx) => chunkOf(tx, next, chunk));
      rows.push(...chunk);
      next += chunk.length;
      // PGlite answers in microtasks alone: without a turn of the event loop between chunks, no
      // other request would even be read until the batch ends.
      await setImmediate();
    } catch (error) {
      // Nothing of the chunk was written: its rows again, each alone.
      log?.(error, distinct[next]);
      const redo = Math.max(chunk.length, chunkStep ? CHUNK_ROWS : 1);
      for (const id of distinct.slice(next, next + redo)) rows.push(await row(db, id));
      next += redo;
    }
  }
  const summary = summarizeBatch(rows);
  return { ...batchSaid(summary), ...summary, rows };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
