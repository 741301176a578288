import Papa from 'papaparse';

/** One data row of an imported file, keyed by its header names. */
export type CsvRow = Record<string, string>;

/**
 * Something the CSV parser itself could not make sense of, on the file's row as a spreadsheet
 * numbers it (the header is row 1, the first data row row 2), as the servers' import reports do.
 */
export interface CsvProblem {
  row: number;
  /** papaparse's code: MissingQuotes, InvalidQuotes, TooFewFields, TooManyFields, UndetectableDelimiter. */
  code: string;
  message: string;
}

export type CsvReading = { ok: true; rows: CsvRow[] } | { ok: false; problems: CsvProblem[] };

/** What each parser error means for the person who has to mend the file. */
const EXPLAINED: Record<string, (detail: string) => string> = {
  MissingQuotes: () =>
    'A quoted field is not closed: every line after its opening quote would be read into that one field',
  InvalidQuotes: () => 'A quote inside a quoted field is not doubled ("")',
  TooFewFields: (detail) => `This row has fewer fields than the header (${detail})`,
  TooManyFields: (detail) => `This row has more fields than the header (${detail})`,
  UndetectableDelimiter: () => 'No comma-separated columns were found: this is not a CSV export',
};

/**
 * A CSV text as rows keyed by the header row, empty lines skipped (spec 001 section 5), or
 * the problems the parser met. A file with any is refused whole: after an unclosed quote or a
 * row with a field too many, the values that follow sit in the wrong columns, and importing
 * them would write wrong data without a word.
 */
export function readCsv(text: string): CsvReading {
  const result = Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true });
  if (!result.errors.length) return { ok: true, rows: result.data };
  const problems = result.errors.map((error): CsvProblem => {
    // Quote errors count rows from the header (0); field-count errors count data rows (0).
    const row = error.row === undefined ? 1 : error.type === 'Quotes' ? error.row + 1 : error.row + 2;
    const detail = error.message.replace(/^Too (few|many) fields: /, '');
    return { row, code: error.code, message: EXPLAINED[error.code]?.(detail) ?? error.message };
  });
  // One problem per row and code (papaparse may report a quote twice), in the file's order;
  // a row whose quote broke it has too few fields only because of that quote.
  const quoted = new Set(problems.filter((p) => p.code.endsWith('Quotes')).map((p) => p.row));
  const unique = problems.filter(
    (p, i) =>
      problems.findIndex((q) => q.row === p.row && q.code === p.code) === i &&
      !(quoted.has(p.row) && p.code.endsWith('Fields')),
  );
  return { ok: false, problems: unique.sort((a, b) => a.row - b.row) };
}

/**
 * Whether the start of a file is binary data (an image, a workbook or a PDF renamed to .csv)
 * rather than text: a NUL byte, or control characters no text file holds. Text in any 8-bit
 * encoding (UTF-8, Windows-1252) passes.
 */
export function looksBinary(start: Uint8Array): boolean {
  let control = 0;
  for (const byte of start) {
    if (byte === 0) return true;
    // Tab, line feed, form feed and carriage return are text; escape (27) appears in some exports.
    if (byte < 32 && ![9, 10, 12, 13, 27].includes(byte)) control++;
  }
  return start.length > 0 && control / start.length > 0.01;
}
