import { z } from 'zod';

/**
 * Answers every call shares: a message, a message with one record, a page of records. The
 * response schemas of the server and the browser's record types derive from these.
 */
export const msgAnswer = z.object({ msg: z.string() });

/** A page of a list: its rows in `doc` and the count of every row the filter selects. */
export const listAnswer = <T extends z.ZodType>(record: T) =>
  z.object({ msg: z.string(), doc: z.array(record), count: z.number() });

/** One record under `doc`. */
export const docAnswer = <T extends z.ZodType>(record: T) => z.object({ msg: z.string(), doc: record });
