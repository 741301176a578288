import { z } from 'zod';
import { ACTIVITY_KINDS, ACTOR_KINDS } from '../activity';

/** An activity record as GET /activity answers it (docs/api.md "Who changed what"). */
export const activityRow = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(ACTOR_KINDS),
    id: z.string().nullable(),
    role: z.string().nullable(),
    name: z.string().nullable(),
  }),
  /** The table the record is in: suppliers, orders, order_lines… */
  resource: z.string(),
  recordId: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Field -> [before, after]; null for a created record (the record itself is its after). */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type ActivityRecord = z.infer<typeof activityRow>;
