import { z } from 'zod';
import { ListQueryError, parseListQuery } from '../../domain/listQuery';

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
