import { z } from 'zod';
import { distinctIds } from '../batch';
import { LANGUAGES } from '../preferences';
import { MAX_PRINTED } from '../printing/limits';
import { id } from './fields';

/** One id as every call checks it (schemas/fields.ts). */
const anId = id('id');

/**
 * The ids of a comma-separated `ids`, each once, in the order given: a UUID is one record whatever
 * its case (as every call reads it, schemas/fields.ts), so it is printed once.
 */
export const printedIds = (ids: string | readonly string[]) =>
  distinctIds(
    (typeof ids === 'string' ? ids.split(',') : ids).map((one) => one.trim().toLowerCase()).filter(Boolean),
  );

/** 1 to MAX_PRINTED distinct well-formed ids, else one issue on `ids` saying which rule failed. */
function checkIds(value: string | readonly string[], ctx: z.RefinementCtx) {
  const ids = printedIds(value);
  if (!ids.length) ctx.addIssue({ code: 'custom', message: 'ids is required' });
  else if (ids.length > MAX_PRINTED)
    ctx.addIssue({ code: 'custom', message: `at most ${MAX_PRINTED} ids at a time, not ${ids.length}` });
  else {
    const bad = ids.filter((one) => !anId.safeParse(one).success);
    if (bad.length)
      ctx.addIssue({ code: 'custom', message: `not a valid id: ${bad.slice(0, 5).join(', ')}` });
  }
}

const lang = z.enum(LANGUAGES).optional().describe('the language of the printed words; en by default');

/**
 * The query of the PDF calls (docs/api.md "Printing"): the selected records' ids, comma-separated,
 * 1 to MAX_PRINTED of them, and the language of the printed words.
 */
export const printQuery = z.object({
  ids: z
    .string()
    .describe(`the selected records' ids, comma-separated, 1 to ${MAX_PRINTED}`)
    .superRefine(checkIds),
  lang,
});

/**
 * The body of the PDF calls' POST twins: the same selection as a list, since 500 ids in a query
 * string (18 kB) pass the HTTP server's header limit and are refused with a 431.
 */
export const printBody = z.object({
  ids: z
    .array(z.string({ error: 'ids must be a list of ids' }), { error: 'ids must be a list of ids' })
    .describe(`the selected records' ids, 1 to ${MAX_PRINTED}`)
    .superRefine(checkIds),
  lang,
});
