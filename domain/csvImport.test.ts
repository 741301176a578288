import { describe, expect, it } from 'vitest';
import { looksBinary, readCsv } from './csvImport';

const HEADER = 'Name,Email,Created at';

describe('readCsv', () => {
  it('reads rows keyed by the header, quoted commas and line breaks kept, empty lines skipped', () => {
    const text = [HEADER, '#1,a@x.test,2026-01-01', '', '"#2","b, ""c""@x.test","2026-01-02\n10:00"'].join(
      '\n',
    );
    expect(readCsv(text)).toEqual({
      ok: true,
      rows: [
        { Name: '#1', Email: 'a@x.test', 'Created at': '2026-01-01' },
        { Name: '#2', Email: 'b, "c"@x.test', 'Created at': '2026-01-02\n10:00' },
      ],
    });
  });

  it('refuses an unclosed quote on the row where it opens, instead of swallowing the rows after it', () => {
    const text = [HEADER, '#1,a@x.test,2026-01-01', '#2,"b@x.test,2026-01-02', '#3,c@x.test,2026-01-03'].join(
      '\n',
    );
    const reading = readCsv(text);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems[0]).toMatchObject({ row: 3, code: 'MissingQuotes' });
    expect(reading.problems[0].message).toMatch(/quoted field is not closed/);
  });

  it('names each row with a field too few or too many, as the server numbers rows', () => {
    const text = [HEADER, '#1,a@x.test', '#2,b@x.test,2026-01-02', '#3,c@x.test,2026-01-03,extra'].join('\n');
    expect(readCsv(text)).toEqual({
      ok: false,
      problems: [
        {
          row: 2,
          code: 'TooFewFields',
          message: 'This row has fewer fields than the header (expected 3 fields but parsed 2)',
        },
        {
          row: 4,
          code: 'TooManyFields',
          message: 'This row has more fields than the header (expected 3 fields but parsed 4)',
        },
      ],
    });
  });

  it('refuses a stray quote inside a quoted field', () => {
    const reading = readCsv([HEADER, '#1,"a"b@x.test",2026-01-01'].join('\n'));
    expect(reading.ok).toBe(false);
    if (!reading.ok)
      expect(reading.problems.map((p) => [p.row, p.code])).toContainEqual([2, 'InvalidQuotes']);
  });

  it('refuses a file without columns', () => {
    const reading = readCsv('just one column\nvalue\nother value');
    expect(reading).toEqual({
      ok: false,
      problems: [
        {
          row: 1,
          code: 'UndetectableDelimiter',
          message: 'No comma-separated columns were found: this is not a CSV export',
        },
      ],
    });
  });
});

describe('looksBinary', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('knows a PNG, a zip workbook and a PDF with binary data', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(looksBinary(png)).toBe(true);
    expect(looksBinary(zip)).toBe(true);
    expect(looksBinary(Uint8Array.from([...bytes('%PDF-1.7\n'), 0x01, 0x02, 0x03, 0x04]))).toBe(true);
  });

  it('passes CSV text in UTF-8 or Windows-1252, with tabs, line breaks and a byte-order mark', () => {
    expect(looksBinary(bytes('\uFEFFName,City\r\n#1,Müller\tStraße\n'))).toBe(false);
    expect(looksBinary(Uint8Array.from([0x4e, 0x2c, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x0a]))).toBe(false);
    expect(looksBinary(new Uint8Array())).toBe(false);
  });
});
