import { z } from 'zod';

/** The success answer of a call that answers a CSV file rather than JSON, as the OpenAPI document shows it. */
export const csvFileAnswer = {
  200: {
    description: 'A CSV file (UTF-8, with a byte order mark)',
    content: { 'text/csv': { schema: z.string() } },
  },
};
