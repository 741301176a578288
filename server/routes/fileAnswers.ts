import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { leftOutHeader } from '../../domain/leftOut';

/** The success answer of a call that answers a CSV file rather than JSON, as the OpenAPI document shows it. */
export const csvFileAnswer = {
  200: {
    description: 'A CSV file (UTF-8, with a byte order mark)',
    content: { 'text/csv': { schema: z.string() } },
  },
};

/**
 * A CSV file answered for saving as `fileName`; with `leftOut`, the selected records it has
 * nothing for, in `x-left-out` (domain/leftOut.ts).
 */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string, leftOut?: readonly string[]) => {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`);
  if (leftOut) reply.header('x-left-out', leftOutHeader(leftOut));
  return reply.send(csv);
};
