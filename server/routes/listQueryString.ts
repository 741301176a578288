import { z } from 'zod';

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
