import { z } from 'zod';
import { BATCH_MAX_ROWS, type RowOutcome } from '../batch';
import { id } from './fields';

/**
 * The request and answer of every batch call (domain/batch.ts): `ids` beside the single call's
 * other fields, answered `{ msg, done, refused, rows: [{ id, label?, outcome, reason? }] }`.
 */
export const batchIds = z
  .array(id('id'), { error: 'ids must be a list of ids' })
  .min(1, 'Select at least one row')
  .max(BATCH_MAX_ROWS, `At most ${BATCH_MAX_ROWS} rows per call`);

/** A batch call's body: `{ ids }` and the single call's parameters. */
export const batchBody = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ ids: batchIds, ...shape });

export const rowOutcomeRecord = z.object({
  id: z.string(),
  /** What a person knows the row by (order number, PO number, name); absent for a row not found. */
  label: z.string().optional(),
  outcome: z.enum(['done', 'refused']),
  reason: z.string().optional(),
  /** The reason's catalogue key and values (domain/texts/answers.ts): a screen's German finds it. */
  key: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** A refused row already where the action takes it (its reason `Already …: nothing to change`). */
  unchanged: z.literal(true).optional(),
});

export const batchAnswer = z.object({
  msg: z.string(),
  key: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  done: z.number(),
  refused: z.number(),
  /** Of `refused`, the rows already so (an addition; the count the banner shows apart). */
  unchanged: z.number().optional(),
  rows: z.array(rowOutcomeRecord),
});
export type BatchAnswer = z.infer<typeof batchAnswer> & { rows: RowOutcome[] };
