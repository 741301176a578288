import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { leftOutHeader } from '../../domain/leftOut';
import { csvText, type CsvExport } from '../services/csvExport';

/** The success answer of a call that answers a CSV file rather than JSON, as the OpenAPI document shows it. */
export const csvFileAnswer = {
  200: {
    description: 'A CSV file (UTF-8, with a byte order mark)',
    content: { 'text/csv': { schema: z.string() } },
  },
};

/**
 * A CSV file answered for saving as `fileName`; with `leftOut`, the selected records it has
 * nothing for, in `x-left-out` (domain/leftOut.ts). Every export is streamed: its rows are read
 * a batch at a time and each batch is written as the client takes the one before (the reply's
 * backpressure), so memory stays the same at a million orders and the first bytes leave after
 * the first batch. A client that goes away stops the reading. The first batch is read before
 * answering, so an export that cannot start answers its error as JSON.
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  file: CsvExport<Row>,
  leftOut?: readonly string[],
) {
  const text = csvText(file);
  const first = await text.next();
  async function* pieces() {
    if (first.done) return;
    yield first.value;
    yield* text;
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`);
  if (leftOut) reply.header('x-left-out', leftOutHeader(leftOut));
  return reply.send(Readable.from(pieces(), { objectMode: false }));
}
