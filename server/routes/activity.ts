import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { sortedListQueryString } from './listQueryString';
import { activityListSpec, type ActivityFilters } from '../services/activity';
import { ACTIVITY_KINDS } from '../../domain/activity';
import { activityRow } from '../../domain/schemas/activity';
import { csvFileAnswer, sendCsv } from './fileAnswers';

/**
 * Who changed what (issue 32 item 3): area `activity`, which every role reads (domain/access.ts,
 * the rule the browser's menu and links ask too): an Admin everything, a Supplier or Warehouse
 * user the activity of the records its own screens show it (server/services/activityScope.ts).
 * No call edits or deletes a record, and the database refuses both.
 */
const access = { area: 'activity', action: 'read' } as const;
const tags = ['activity'];

/** A time as text (typed in the API's description), refused by name when it reads as none. */
const time = (field: string) =>
  z
    .string()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${field} must be a time (ISO 8601)`);

const filters = z.object({
  resource: z.string().max(100).optional().describe('a table, e.g. suppliers, orders, order_lines'),
  recordId: z.string().max(100).optional().describe("the record's id"),
  orderId: z.string().uuid().optional().describe("an order's id: the order and its lines, assignments"),
  actor: z.string().max(320).optional().describe("a user's id or e-mail, or a shop's name"),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  from: time('from').optional().describe('from this time (ISO 8601)'),
  to: time('to').optional().describe('up to this time (ISO 8601)'),
});

/** The record as the browser reads it: one schema for both sides. */
const record = activityRow;

const filtersOf = ({ from, to, ...query }: z.infer<typeof filters>): ActivityFilters => ({
  ...query,
  ...(from ? { from: new Date(from) } : {}),
  ...(to ? { to: new Date(to) } : {}),
});

export function activityRoutes(services: Services): FastifyPluginAsyncZod {
  const { activity } = services;
  return async (app) => {
    app.get(
      '/activity',
      {
        config: { access },
        schema: {
          tags,
          querystring: sortedListQueryString(activityListSpec.sorts!).merge(filters),
          response: { 200: z.object({ msg: z.string(), doc: z.array(record), count: z.number() }) },
        },
      },
      async (req) => ({
        msg: 'Activity',
        ...(await activity.list(req.query, filtersOf(req.query), signedIn(req))),
      }),
    );

    app.get(
      '/export-activity',
      {
        config: { access },
        schema: {
          tags,
          querystring: filters.extend({ search: z.string().optional() }),
          produces: ['text/csv'],
          response: csvFileAnswer,
        },
      },
      async (req, reply) =>
        sendCsv(
          reply,
          'activity.csv',
          activity.exportCsv(filtersOf(req.query), req.query.search, signedIn(req)),
        ),
    );
  };
}
