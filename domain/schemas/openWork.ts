import { z } from 'zod';
import { HOLD_NOUNS, type HoldKind } from '../deletionHolds';
import { batchIds } from './batch';

/**
 * `<delete>-open-work` (issue 28 item 5): what deactivating or deleting the selected records
 * would strand or is held by, read before the confirmation. Asked with `{ ids }` in a body (as
 * the batch calls), so that a whole page of rows fits.
 */
export const openWorkBody = z.object({ ids: batchIds });

export const openWorkRecord = z.object({
  /** One of HOLD_NOUNS, or a declared entity whose records reference the record (its `nouns`). */
  kind: z.union([z.enum(Object.keys(HOLD_NOUNS) as [HoldKind, ...HoldKind[]]), z.string()]),
  /** A declared entity's singular and plural, for a kind the texts do not know. */
  nouns: z.tuple([z.string(), z.string()]).optional(),
  count: z.number(),
  /** Numbers a user can look up (orders, POs, pickup orders, SKUs), sorted. */
  refs: z.array(z.string()),
});

export const openWorkAnswer = z.object({
  msg: z.string(),
  rows: z.array(z.object({ id: z.string(), name: z.string(), work: z.array(openWorkRecord) })),
});
export type OpenWorkAnswer = z.infer<typeof openWorkAnswer>;
export type OpenWorkRow = OpenWorkAnswer['rows'][number];
