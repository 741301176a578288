import { z } from 'zod';
import { distinctIds } from '../batch';
import { LANGUAGES } from '../preferences';
import { id } from './fields';

/** The most records one print takes: a day's tickets of a busy warehouse (bench: 500 in docs/benchmarks.md). */
export const MAX_PRINTED = 500;

/** One id as every call checks it (schemas/fields.ts). */
const anId = id('id');

/** The ids of a comma-separated `ids`, each once, in the order given. */
export const printedIds = (ids: string) =>
  distinctIds(
    ids
      .split(',')
      .map((one) => one.trim())
      .filter(Boolean),
  );

/**
 * The query of the PDF calls (docs/api.md "Printing"): the selected records' ids, comma-separated,
 * 1 to MAX_PRINTED of them, and the language of the printed words.
 */
export const printQuery = z.object({
  ids: z
    .string()
    .describe(`the selected records' ids, comma-separated, 1 to ${MAX_PRINTED}`)
    .superRefine((value, ctx) => {
      const ids = printedIds(value);
      if (!ids.length) ctx.addIssue({ code: 'custom', message: 'ids is required' });
      else if (ids.length > MAX_PRINTED)
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_PRINTED} ids at a time, not ${ids.length}` });
      else {
        const bad = ids.filter((one) => !anId.safeParse(one).success);
        if (bad.length)
          ctx.addIssue({ code: 'custom', message: `not a valid id: ${bad.slice(0, 5).join(', ')}` });
      }
    }),
  lang: z.enum(LANGUAGES).optional().describe('the language of the printed words; en by default'),
});
