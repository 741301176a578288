import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { parseOrderFile } from './parseOrderFile';
import { parseAnswer } from './readOrderFile';

// Made-up people in the shop's export layout (shared/formats/shopify-orders-export.md),
// columns deliberately not in alphabetical order so that the header order is visible.
const HEADER = ['Name', 'Email', 'Lineitem quantity', 'Lineitem sku', 'Shipping Zip', 'Created at'];
const EXPECTED = [
  {
    Name: '#1001',
    Email: 'ada@example.test',
    'Lineitem quantity': '2',
    'Lineitem sku': 'DS-NT-001',
    'Shipping Zip': "'01234",
    'Created at': '2025-12-07 19:08:24 +0000',
  },
  {
    Name: '#1001',
    Email: 'ada@example.test',
    'Lineitem quantity': '1',
    'Lineitem sku': '',
    'Shipping Zip': '',
    'Created at': '2025-12-07 19:08:24 +0000',
  },
  {
    Name: '#1002',
    Email: 'grace@example.test',
    'Lineitem quantity': '3',
    'Lineitem sku': 'DS-NT-002',
    'Shipping Zip': '75008',
    'Created at': '2025-12-08 08:00:00 +0000',
  },
];

/** A one-sheet workbook with numbers as numbers, a fully empty row and a row of empty cells. */
function workbook(bookType: XLSX.BookType): File {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([
    HEADER,
    ['#1001', 'ada@example.test', 2, 'DS-NT-001', "'01234", '2025-12-07 19:08:24 +0000'],
    [],
    ['#1001', 'ada@example.test', 1, '', '', '2025-12-07 19:08:24 +0000'],
    ['', '', '', '', '', ''],
    ['#1002', 'grace@example.test', 3, 'DS-NT-002', '75008', '2025-12-08 08:00:00 +0000'],
  ]);
  XLSX.utils.book_append_sheet(book, sheet, 'Orders');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored'], ['x']]), 'Other');
  const data = XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([data], bookType === 'biff8' ? 'orders.xls' : 'orders.xlsx');
}

describe('parseOrderFile', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'reads the first sheet of a %s workbook as text keyed by header',
    async (type) => {
      const rows = await parseOrderFile(workbook(type));
      expect(rows).toEqual(EXPECTED);
      expect(rows.every((row) => Object.keys(row).join() === HEADER.join())).toBe(true);
    },
  );

  it('reads a CSV with quoted commas and newlines, dropping blank lines', async () => {
    const csv = [
      `\uFEFF${HEADER.join(',')}`,
      "#1001,ada@example.test,2,DS-NT-001,'01234,2025-12-07 19:08:24 +0000",
      '',
      '#1001,ada@example.test,1,,,2025-12-07 19:08:24 +0000',
      ',,,,,',
      '#1002,grace@example.test,3,DS-NT-002,75008,2025-12-08 08:00:00 +0000',
      '"#1003","ed@example.test","1","DS, ""big""","1\n2","2025-12-09 10:00:00 +0000"',
      '',
    ].join('\r\n');
    const rows = await parseOrderFile(new File([csv], 'orders_export.CSV', { type: 'text/csv' }));
    expect(rows.slice(0, 3)).toEqual(EXPECTED);
    expect(rows[3]).toMatchObject({ Name: '#1003', 'Lineitem sku': 'DS, "big"', 'Shipping Zip': '1\n2' });
    expect(Object.keys(rows[0])).toEqual(HEADER);
  });

  it('reads a header without data as no rows', async () => {
    expect(await parseOrderFile(new File([HEADER.join(',')], 'orders.csv'))).toEqual([]);
  });
});

/**
 * A stand-in for the browser's Worker: runs the parse worker's own answer (or a failure) and
 * delivers it as a message, asynchronously, as a worker would.
 */
function fakeWorker(behaviour: 'answer' | 'fail to load' | 'refuse') {
  const created: { url: string; options: unknown; terminated: boolean }[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    private readonly record: (typeof created)[number];
    constructor(url: URL, options: unknown) {
      this.record = { url: String(url), options, terminated: false };
      created.push(this.record);
    }
    postMessage(file: File) {
      setTimeout(async () => {
        if (behaviour === 'fail to load') this.onerror?.({ preventDefault: () => undefined });
        else if (behaviour === 'refuse') this.onmessage?.({ data: { error: 'Unsupported file' } });
        else this.onmessage?.({ data: await parseAnswer(file) });
      });
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

const CSV_FILE = () =>
  new File(
    [[HEADER.join(','), "#1001,ada@example.test,2,DS-NT-001,'01234,2025-12-07 19:08:24 +0000"].join('\n')],
    'orders.csv',
  );

describe('parseOrderFile off the main thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads on the page where there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await parseOrderFile(CSV_FILE())).toEqual([EXPECTED[0]]);
  });

  it('hands the file to the parse worker (a module worker) and takes its rows', async () => {
    const created = fakeWorker('answer');
    expect(await parseOrderFile(workbook('xlsx'))).toEqual(EXPECTED);
    expect(created).toHaveLength(1);
    expect(created[0].url).toMatch(/parseWorker\.ts/);
    expect(created[0].options).toEqual({ type: 'module' });
    expect(created[0].terminated).toBe(true);
  });

  it('reads on the page when the worker cannot start', async () => {
    const created = fakeWorker('fail to load');
    expect(await parseOrderFile(CSV_FILE())).toEqual([EXPECTED[0]]);
    expect(created[0].terminated).toBe(true);
  });

  it("fails with the worker's reason when it cannot read the file", async () => {
    fakeWorker('refuse');
    await expect(parseOrderFile(CSV_FILE())).rejects.toThrow('Unsupported file');
  });
});
