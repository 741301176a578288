import { csvFileParts, type CsvColumn } from '../../domain/csv';

/**
 * A CSV file read a batch of rows at a time (server/db/keyset.ts), so that however many rows it
 * has, the server holds one batch: sendCsv (server/routes/fileAnswers.ts) streams it.
 */
export interface CsvExport<Row> {
  columns: readonly CsvColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
}

/** A CSV export's rows mapped batch by batch (records to the file's rows). */
export async function* mapBatches<From, To>(
  batches: AsyncIterable<readonly From[]>,
  map: (batch: readonly From[]) => Promise<readonly To[]> | readonly To[],
): AsyncGenerator<readonly To[]> {
  for await (const batch of batches) yield await map(batch);
}

/**
 * The file's text, toCsvFile's bytes (domain/csv.ts) in pieces: the head goes with the first
 * batch, so that an export whose first read fails answers its error rather than a cut file.
 */
export async function* csvText<Row>(file: CsvExport<Row>): AsyncGenerator<string> {
  const parts = csvFileParts(file.columns);
  let unsent = parts.head;
  for await (const batch of file.batches) {
    unsent += parts.rows(batch);
    if (!unsent) continue;
    yield unsent;
    unsent = '';
  }
  if (unsent) yield unsent;
}
