import Papa from 'papaparse';

/**
 * THE one CSV writer of the product: every export goes through it, so every export is
 * safe to open in a spreadsheet. escapeFormulae prefixes a quote to cells that start with
 * =, +, -, @, tab or CR, which spreadsheets would otherwise run as formulas (CSV injection).
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const WRITING = { escapeFormulae: true, newline: '\r\n' } as const;

const unparse = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], header: boolean) =>
  Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    },
    { ...WRITING, header },
  );

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return unparse(columns, rows, true);
}

/** The characters after which toCsv adds its quote; kept in step with papaparse's own rule. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

/**
 * Undoes toCsv's formula escape on a cell read back from one of our exports, so an export
 * imports into the same values. A real value starting with a quote and one of those
 * characters cannot be told apart from an escaped one; that is the price of safe exports.
 */
export function fromCsvCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

/**
 * A CSV file to download: toCsv with a byte-order mark, so spreadsheet programs read it as
 * UTF-8 (accents, umlauts). papaparse and our import skip the mark when reading it back.
 */
export function toCsvFile<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return `\uFEFF${toCsv(columns, rows)}`;
}

/**
 * toCsvFile written in parts, for a file too large to hold (a streamed export): its head, then
 * the text of each batch of rows in turn; the head and every batch's text, joined, are byte for
 * byte toCsvFile of all the rows (papaparse ends the header with a line break even with no rows).
 */
export function csvFileParts<Row>(columns: readonly CsvColumn<Row>[]) {
  let written = false;
  return {
    head: toCsvFile(columns, []),
    rows(batch: readonly Row[]): string {
      if (!batch.length) return '';
      const text = unparse(columns, batch, false);
      const joined = written ? `${WRITING.newline}${text}` : text;
      written = true;
      return joined;
    },
  };
}
