import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/client';
import type { ImportedOrder } from '../../../domain/shopifyOrders';
import { importOrders, type ImportOrdersInput, type IntakeResult } from '../../flows/importOrders';
import { CHUNK_MS, CHUNK_ROWS } from '../batch';
import { AppError } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import { rowRanges } from '../../../domain/rowRanges';

export type { IntakeResult };

/**
 * Order intake for every way orders arrive (the file import, the shop sync, the webhooks, the
 * daily count): the flow importOrders (server/flows/importOrders.ts) in a transaction of its own.
 * It declares no after-commit effect: nothing waits for the commit.
 */
export async function intakeOrders(
  db: Database,
  imported: readonly ImportedOrder[],
  options: Omit<ImportOrdersInput, 'orders'>,
): Promise<IntakeResult> {
  if (imported.length === 0) return { imported: 0, unchanged: 0, problematic: 0, orderIds: [] };
  return db.transaction((tx) => importOrders.run(tx, { ...options, orders: imported }));
}

/**
 * A chunk of a file import failed: what the chunks before it imported, the orders it and the
 * chunks after it held (none of them imported), and why, so the answer can name their rows.
 */
export class ImportStopped extends Error {
  constructor(
    readonly done: IntakeResult,
    readonly notImported: readonly ImportedOrder[],
    readonly cause: unknown,
  ) {
    super(`The import stopped at order ${notImported[0]?.orderNumber}`);
  }
}

/** The most orders one chunk of a file import holds, however fast the chunks go. */
export const MOST_ORDERS_PER_CHUNK = 1_000;

/**
 * intakeOrders for a large file (POST /import-orders): the orders go in chunks, each chunk one
 * transaction, and the event loop turns between chunks, so that other requests have the database
 * meanwhile (issue 31: a 20,000-row import held PGlite's one connection for 50 s). An order and
 * all its lines are always in one chunk. A chunk starts at CHUNK_ROWS orders and grows while
 * chunks are quick (fewer commits on a fast database), shrinking back when they are slow, quick
 * and slow measured against `chunkMs` (importChunkMs). A
 * chunk that fails is rolled back alone and stops the import (ImportStopped): the chunks before
 * it stay imported, and importing the file again adds only the rest.
 */
export async function intakeOrdersInChunks(
  db: Database,
  imported: readonly ImportedOrder[],
  options: Omit<ImportOrdersInput, 'orders'>,
  chunkMs = CHUNK_MS,
): Promise<IntakeResult> {
  // The same order twice in the file counts once, as in one intake (flows/importOrders.ts).
  const unique = [...new Map(imported.map((o) => [o.shopOrderId, o])).values()];
  const total: IntakeResult = { imported: 0, unchanged: 0, problematic: 0, orderIds: [] };
  const now = options.now ?? new Date();
  let size = CHUNK_ROWS;
  for (let from = 0; from < unique.length;) {
    const chunk = unique.slice(from, from + size);
    const startedAt = performance.now();
    const result = await intakeOrders(db, chunk, { ...options, now }).catch((cause: unknown) => {
      throw new ImportStopped({ ...total }, unique.slice(from), cause);
    });
    const tookMs = performance.now() - startedAt;
    total.imported += result.imported;
    total.unchanged += result.unchanged;
    total.problematic += result.problematic;
    total.orderIds.push(...result.orderIds);
    from += chunk.length;
    size = nextChunkSize(size, tookMs, chunkMs);
    // PGlite answers in microtasks alone: without a turn of the event loop, no other request
    // would even be read until the import ends.
    await setImmediate();
  }
  return total;
}

/**
 * The time a chunk of a file import aims at, by engine. PGlite has one connection: every other
 * request waits for the chunk, so chunks stay as short as a batch's (CHUNK_MS). On PostgreSQL
 * other requests have connections of their own and wait only for the rows a chunk locks (the
 * stock of the products it serves, its warehouses against deletion): chunks of 100 orders there
 * spent about half the import on their twenty statements and commit each (docs/benchmarks.md
 * "The import beside COPY"), so they may grow to about ten times as long.
 */
export const importChunkMs = (engine: 'pglite' | 'postgres') =>
  engine === 'pglite' ? CHUNK_MS : 10 * CHUNK_MS;

/**
 * The next chunk's orders: double while a chunk is quick, halve while it is slow, never below
 * CHUNK_ROWS (a chunk's few statements cost the same for 10 orders as for 100: smaller chunks
 * on a busy machine would only make the import longer).
 */
export function nextChunkSize(size: number, tookMs: number, chunkMs = CHUNK_MS): number {
  if (tookMs < 2 * chunkMs) return Math.min(size * 2, MOST_ORDERS_PER_CHUNK);
  if (tookMs > 6 * chunkMs) return Math.max(Math.floor(size / 2), CHUNK_ROWS);
  return size;
}

/**
 * The answer to a stopped file import: the order it stopped at and the file rows of every order
 * not imported (`fileRow` turns a line's data row into its line in the file). A refusal keeps its
 * status; anything else is the server's fault (500, logged with its cause).
 */
export function importStoppedAnswer(stopped: ImportStopped, fileRow: (dataRow: number) => number): AppError {
  const rows = stopped.notImported.flatMap((order) =>
    order.lines.flatMap((line) => (line.row > 0 ? [fileRow(line.row)] : [])),
  );
  const said = say('importStopped', {
    order: stopped.notImported[0]?.orderNumber ?? '',
    imported: stopped.done.imported,
    left: stopped.notImported.length,
    rows: rowRanges(rows),
  });
  const status =
    stopped.cause instanceof AppError && stopped.cause.statusCode < 500 ? stopped.cause.statusCode : 500;
  return Object.assign(new AppError(status, said, [{ field: 'rows', message: said.msg }]), {
    cause: stopped.cause,
  });
}
