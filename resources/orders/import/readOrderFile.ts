import type { CsvProblem } from '../../../domain/csvImport';
import type { OrderFileOutline } from './orderFile';
import { parseCsvFile, problemsOf, type ImportRow } from '../../../src/components/importDialog/parseCsv';

/** .xlsx and .xls go through SheetJS; anything else the dialog accepted is CSV. */
const isSpreadsheet = (file: File) => /\.xlsx?$/i.test(file.name);

/** A row whose every cell is empty, e.g. ',,,' in a CSV or a cleared row of a sheet. */
const isBlank = (row: ImportRow) => Object.values(row).every((value) => String(value ?? '').trim() === '');

/**
 * An orders file (spec 000 section 5, "Order import": .csv, .xlsx or .xls, the first row is
 * the header) as rows keyed by the header names, every value a string, blank rows dropped.
 * Each row's keys follow the header's order, which is how the dialog finds the "second
 * column" it counts (see countOrders). Runs in the parse worker, or on the page without one.
 */
export async function readOrderFile(file: File): Promise<ImportRow[]> {
  const rows = isSpreadsheet(file) ? await parseSpreadsheet(file) : await parseCsvFile(file);
  return rows.filter((row) => !isBlank(row));
}

/** The first sheet of a workbook, each cell as the text the spreadsheet shows. */
async function parseSpreadsheet(file: File): Promise<ImportRow[]> {
  // Loaded on first use: SheetJS is large and only this import needs it (its own chunk).
  const XLSX = await import('xlsx');
  const book = XLSX.read(await file.arrayBuffer(), { type: 'array', cellDates: false });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return [];
  // defval: every row has every header key, in header order; raw: false: text, never numbers.
  return XLSX.utils.sheet_to_json<ImportRow>(sheet, { defval: '', raw: false });
}

/** What the parse worker answers for one file: its rows, or why not and the parser's problems. */
export type ParseAnswer = { rows: ImportRow[] } | { error: string; problems: CsvProblem[] };

/** The parse worker's answer to a file: its rows, or why it could not be read. */
export async function parseAnswer(file: File): Promise<ParseAnswer> {
  try {
    return { rows: await readOrderFile(file) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), problems: problemsOf(error) };
  }
}

/** What the page asks the parse worker: to read a file, then each part's request body in turn. */
export type WorkerRequest = { file: File } | { part: number };

/** The parse worker's answers: the file's outline or why it is unreadable, then a part's body. */
export type WorkerAnswer =
  { outline: OrderFileOutline } | { error: string; problems: CsvProblem[] } | { part: number; body: Blob };
