import { z } from 'zod';
import { ListQueryError, parseListQuery, SORT_ORDERS } from '../../domain/listQuery';

/**
 * The list query as the OpenAPI document shows it. The values are checked by listPage
 * (domain/listQuery.ts), which answers a 400 naming the bad field.
 */
export const listQueryString = z.object({
  limit: z.string().optional().describe('page size, up to 500'),
  offset: z.string().optional().describe('the page number, from 1'),
  search: z.string().optional(),
  tagText: z.string().optional().describe('a filter tag of the list'),
  isTag: z.string().optional().describe("'true' when tagText applies"),
});

/**
 * The list query of a list that sorts: `sort` one of its column keys (the list's `sorts`,
 * server/services/listQuery.ts), `order` asc or desc; both optional, the list's own order without.
 */
export const sortedListQueryString = (sorts: Readonly<Record<string, unknown>>) => {
  const keys = Object.keys(sorts) as [string, ...string[]];
  if (!keys.length) return listQueryString;
  return listQueryString.extend({
    sort: z.enum(keys).optional().describe("a column to order by; without, the list's default order"),
    order: z.enum(SORT_ORDERS).optional().describe('asc (the default) or desc'),
  });
};

/**
 * The same query checked by the route's schema, before the handler runs: a write that answers
 * a refreshed list (e.g. 'send') must refuse a bad page before it writes, not after.
 * `tags` are the list's filter tags (none for the to-be-sent lists).
 */
export const checkedListQueryString = (tags: readonly string[] = []) =>
  listQueryString.superRefine((raw, ctx) => {
    try {
      parseListQuery(raw, tags);
    } catch (error) {
      if (!(error instanceof ListQueryError)) throw error;
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  });
