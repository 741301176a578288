import { looksBinary, readCsv, type CsvProblem, type CsvRow } from '../../../domain/csvImport';

/** One data row of a file, keyed by its header names. */
export type ImportRow = CsvRow;

/**
 * A file the dialog will not import: `message` is an i18n key saying why, `problems` the
 * parser's, each on its row (the dialog lists them).
 */
export class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly problems: readonly CsvProblem[] = [],
  ) {
    super(message);
    this.name = 'UnreadableFile';
  }
}

/** The parser's problems an error carries, e.g. across the parse worker's message. */
export function problemsOf(error: unknown): CsvProblem[] {
  const problems = (error as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as CsvProblem[]) : [];
}

/** Bytes read to tell text from binary: enough for any header row. */
const SNIFFED_BYTES = 8192;

/**
 * A CSV file as rows keyed by the header row, empty lines skipped (spec 001 section 5,
 * "Product import"); a byte-order mark before the first header is dropped. A binary file (an
 * image or a workbook renamed to .csv) and a CSV the parser could not read whole are refused.
 */
export async function parseCsvFile(file: File): Promise<ImportRow[]> {
  if (looksBinary(new Uint8Array(await file.slice(0, SNIFFED_BYTES).arrayBuffer())))
    throw new UnreadableFile('app.import_dialog.binary');
  const reading = readCsv(await file.text());
  if (!reading.ok) throw new UnreadableFile('app.import_dialog.malformed', reading.problems);
  return reading.rows;
}
