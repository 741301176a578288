import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { cutOrderFile, type OrderFile } from './orderFile';
import { parseOrderFile } from './parseOrderFile';
import { parseAnswer, readOrderFile, type WorkerRequest } from './readOrderFile';

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

describe('readOrderFile', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'reads the first sheet of a %s workbook as text keyed by header',
    async (type) => {
      const rows = await readOrderFile(workbook(type));
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
    const rows = await readOrderFile(new File([csv], 'orders_export.CSV', { type: 'text/csv' }));
    expect(rows.slice(0, 3)).toEqual(EXPECTED);
    expect(rows[3]).toMatchObject({ Name: '#1003', 'Lineitem sku': 'DS, "big"', 'Shipping Zip': '1\n2' });
    expect(Object.keys(rows[0])).toEqual(HEADER);
  });

  it('reads a header without data as no rows', async () => {
    expect(await readOrderFile(new File([HEADER.join(',')], 'orders.csv'))).toEqual([]);
  });
});

/**
 * A stand-in for the browser's Worker: answers as the parse worker does (the file's outline,
 * then each part's body), or fails, asynchronously, as a worker would.
 */
function fakeWorker(behaviour: 'answer' | 'fail to load' | 'refuse') {
  const created: { url: string; options: unknown; terminated: boolean; asked: WorkerRequest[] }[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    private readonly record: (typeof created)[number];
    private file?: ReturnType<typeof cutOrderFile>;
    constructor(url: URL, options: unknown) {
      this.record = { url: String(url), options, terminated: false, asked: [] };
      created.push(this.record);
    }
    postMessage(request: WorkerRequest) {
      this.record.asked.push(request);
      setTimeout(async () => {
        if (behaviour === 'fail to load') return this.onerror?.({ preventDefault: () => undefined });
        if (behaviour === 'refuse') return this.onmessage?.({ data: { error: 'Unsupported file' } });
        if ('part' in request)
          return this.onmessage?.({ data: { part: request.part, body: this.file!.body(request.part) } });
        const answer = await parseAnswer(request.file);
        if ('rows' in answer) this.file = cutOrderFile(answer.rows);
        this.onmessage?.({ data: this.file ? { outline: this.file.outline } : answer });
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

/** The rows of a file's first part, as its request body carries them. */
const firstPart = async (file: OrderFile) =>
  JSON.parse(await (await file.body(0)).text()) as { rows: unknown[]; firstRow: number };

describe('parseOrderFile off the main thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads on the page where there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const file = await parseOrderFile(CSV_FILE());
    expect(file).toMatchObject({ length: 1, orders: 1, parts: [{ rows: 1, firstRow: 1 }] });
    expect(await firstPart(file)).toEqual({ rows: [EXPECTED[0]], firstRow: 1 });
  });

  it('hands the file to the parse worker (a module worker), which keeps its rows and encodes each part when asked', async () => {
    const created = fakeWorker('answer');
    const file = await parseOrderFile(workbook('xlsx'));
    expect(created).toHaveLength(1);
    expect(created[0].url).toMatch(/parseWorker\.ts/);
    expect(created[0].options).toEqual({ type: 'module' });
    // The page learns the outline only; the rows come part by part, as they are sent.
    expect(file).toMatchObject({ length: 3, orders: 2, parts: [{ rows: 3, firstRow: 1 }] });
    expect(created[0].asked).toHaveLength(1);
    expect(await firstPart(file)).toEqual({ rows: EXPECTED, firstRow: 1 });
    expect(created[0].asked.at(-1)).toEqual({ part: 0 });
    expect(created[0].terminated).toBe(false);
    file.release();
    expect(created[0].terminated).toBe(true);
  });

  it('reads on the page when the worker cannot start', async () => {
    const created = fakeWorker('fail to load');
    expect(await firstPart(await parseOrderFile(CSV_FILE()))).toEqual({ rows: [EXPECTED[0]], firstRow: 1 });
    expect(created[0].terminated).toBe(true);
  });

  it("fails with the worker's reason when it cannot read the file", async () => {
    const created = fakeWorker('refuse');
    await expect(parseOrderFile(CSV_FILE())).rejects.toThrow('Unsupported file');
    expect(created[0].terminated).toBe(true);
  });
});
