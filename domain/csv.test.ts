import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileParts, fromCsvCell, toCsv, toCsvFile, type CsvColumn } from './csv';

type Row = { sku: string; name: string | null; weight: number };
const columns: CsvColumn<Row>[] = [
  { header: 'sku', value: (r) => r.sku },
  { header: 'name', value: (r) => r.name },
  { header: 'weight', value: (r) => r.weight },
];
const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('writes a header row and one line per row, quoting commas, quotes and line breaks', () => {
    const csv = toCsv(columns, [
      { sku: 'A-1', name: 'Plate, "large"', weight: 1.5 },
      { sku: 'B-2', name: 'two\nlines', weight: 0 },
    ]);
    expect(csv.split('\r\n')[0]).toBe('sku,name,weight');
    expect(parse(csv)).toEqual([
      { sku: 'A-1', name: 'Plate, "large"', weight: '1.5' },
      { sku: 'B-2', name: 'two\nlines', weight: '0' },
    ]);
  });

  it('writes an empty cell for a missing value', () => {
    expect(parse(toCsv(columns, [{ sku: 'A', name: null, weight: 2 }]))).toEqual([
      { sku: 'A', name: '', weight: '2' },
    ]);
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell starting like a formula: %j',
    (danger) => {
      const [row] = parse(toCsv(columns, [{ sku: danger, name: 'ok', weight: 1 }]));
      expect(row.sku).toBe(`'${danger}`);
    },
  );

  it('leaves numbers alone: a negative number is data, not a formula', () => {
    expect(toCsv(columns, [{ sku: 'A', name: 'n', weight: -5 }]).split('\r\n')[1]).toBe('A,n,-5');
  });

  it('writes only the header when there are no rows', () => {
    expect(parse(toCsv(columns, []))).toEqual([]);
    expect(toCsv(columns, []).startsWith('sku,name,weight')).toBe(true);
  });
});

describe('fromCsvCell', () => {
  it('gives back the original text of a neutralised cell', () => {
    for (const value of ['=1+2', '+44 20', '-X', '@me', '\tx']) {
      const [row] = parse(toCsv(columns, [{ sku: value, name: 'n', weight: 1 }]));
      expect(fromCsvCell(row.sku)).toBe(value);
    }
  });

  it('keeps ordinary text, including a leading quote not followed by a formula character', () => {
    expect(fromCsvCell("'quoted'")).toBe("'quoted'");
    expect(fromCsvCell('plain')).toBe('plain');
  });
});

describe('toCsvFile', () => {
  it('starts with a byte-order mark that papaparse skips on reading', () => {
    const file = toCsvFile(columns, [{ sku: 'Ä-1', name: 'Größe', weight: 1 }]);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(parse(file)).toEqual([{ sku: 'Ä-1', name: 'Größe', weight: '1' }]);
  });
});

describe('csvFileParts', () => {
  const rows: Row[] = [
    { sku: 'A-1', name: 'Plate, "large"', weight: 1.5 },
    { sku: '=cmd', name: null, weight: 0 },
    { sku: 'B-2', name: 'two\nlines', weight: 3 },
    { sku: 'C-3', name: 'Müller', weight: 4 },
  ];

  it.each([[[4]], [[1, 3]], [[0, 2, 0, 2]], [[1, 1, 1, 1]], [[0]], [[]]])(
    'write toCsvFile byte for byte whatever the batches (%j)',
    (sizes) => {
      let at = 0;
      const parts = csvFileParts(columns);
      let written = parts.head;
      for (const size of sizes) {
        written += parts.rows(rows.slice(at, at + size));
        at += size;
      }
      expect(written).toBe(toCsvFile(columns, rows.slice(0, at)));
    },
  );
});
