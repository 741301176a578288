import { isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  approximateOrderCount,
  cleanZip,
  fileLine,
  importChunks,
  importSummary,
  missingExportColumns,
  orderProblems,
  ordersFromExport,
  parseCreatedAt,
  shopInitialStatus,
  unitsOrderedNow,
  linesOrderedNow,
  rowErrorKeys,
} from './shopifyOrders';

const first = {
  Name: '#1050',
  Email: 'ada@example.test',
  'Financial Status': 'paid',
  'Fulfillment Status': 'unfulfilled',
  'Created at': '2025-12-07 19:08:24 +0000',
  'Lineitem quantity': '2',
  'Lineitem name': 'Linen Duvet Cover',
  'Lineitem sku': 'DS-NT-001',
  'Shipping Name': 'Ada King Lovelace',
  'Shipping Address1': '12 Marylebone Road',
  'Shipping City': 'London',
  'Shipping Zip': "'01234",
  'Shipping Province': 'ENG',
  'Shipping Province Name': 'England',
  'Shipping Country': 'GB',
  'Shipping Phone': '(+44)7309085092',
  Id: '5512345678901',
};
const second = {
  Name: '#1050',
  Email: 'ada@example.test',
  'Created at': '2025-12-07 19:08:24 +0000',
  'Lineitem quantity': '1',
  'Lineitem name': 'Gift card',
  'Lineitem sku': '',
};

describe('ordersFromExport', () => {
  it('groups line rows under the first row of their order', () => {
    const { orders, errors } = ordersFromExport([first, second]);
    expect(errors).toEqual([]);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      shopOrderId: '5512345678901',
      orderNumber: '#1050',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      zip: '01234',
      province: 'England',
      country: 'GB',
      phone: '(+44)7309085092',
      initialStatus: 'Pending',
    });
    expect(order.orderCreatedAt.toISOString()).toBe('2025-12-07T19:08:24.000Z');
    expect(order.lines).toEqual([
      {
        lineKey: '1:DS-NT-001',
        position: 1,
        sku: 'DS-NT-001',
        name: 'Linen Duvet Cover',
        quantity: 2,
        row: 1,
      },
      { lineKey: '2:', position: 2, sku: null, name: 'Gift card', quantity: 1, row: 2 },
    ]);
  });

  it('reads columns by name, whatever their order', () => {
    const reordered = Object.fromEntries(Object.entries(first).reverse());
    expect(ordersFromExport([reordered]).orders[0].orderNumber).toBe('#1050');
  });

  it('falls back to the order number when there is no Id', () => {
    const { Id: _id, ...noId } = first;
    expect(ordersFromExport([noId]).orders[0].shopOrderId).toBe('name:#1050');
  });

  it('imports cancelled or refunded orders as Refund and fulfilled ones as Shipped', () => {
    expect(
      ordersFromExport([{ ...first, 'Cancelled at': '2025-12-08 10:00:00 +0000' }]).orders[0].initialStatus,
    ).toBe('Refund');
    expect(ordersFromExport([{ ...first, 'Financial Status': 'refunded' }]).orders[0].initialStatus).toBe(
      'Refund',
    );
    expect(ordersFromExport([{ ...first, 'Fulfillment Status': 'fulfilled' }]).orders[0].initialStatus).toBe(
      'Shipped',
    );
  });

  it('reports bad rows with their number and field, and leaves their order out', () => {
    const { orders, errors } = ordersFromExport([
      first,
      { ...second, 'Lineitem quantity': 'two' },
      { ...first, Name: '#1051', Id: '2', 'Created at': 'yesterday' },
      { Name: '', Email: 'x@example.test' },
      { Name: '', Email: '' },
    ]);
    expect(orders).toEqual([]);
    expect(errors).toMatchObject([
      { row: 4, field: 'Name', message: 'The order number (Name) is missing', key: 'orderNumberMissing' },
      {
        row: 2,
        field: 'Lineitem quantity',
        message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
      },
      {
        row: 3,
        field: 'Created at',
        message: '"yesterday" is not a date',
        key: 'notADate',
        values: { text: 'yesterday' },
      },
    ]);
  });

  it('says each row error by its catalogue key, so the browser finds its German', () => {
    const { 'Created at': _created, ...undated } = first;
    const { errors } = ordersFromExport([
      { ...undated, 'Lineitem name': '', 'Lineitem sku': '' },
      { ...first, Name: '#1052', Id: '3' },
    ]);
    expect(errors).toMatchObject([
      { row: 1, field: 'Created at', message: 'Created at is missing', key: 'createdAtMissing' },
      {
        row: 1,
        field: 'Lineitem name',
        message: 'The line has neither a name nor a SKU',
        key: 'lineUnnamed',
      },
    ]);
    expect(rowErrorKeys(errors).map((e) => e.key)).toEqual(['createdAtMissing', 'lineUnnamed']);
  });
});

describe("a file's header", () => {
  it("is the shop's export when it has the columns an order is read by", () => {
    expect(missingExportColumns([first, second])).toEqual([]);
    const { 'Lineitem name': _name, ...skuOnly } = first;
    expect(missingExportColumns([skuOnly])).toEqual([]);
  });

  it('names the columns another kind of file lacks', () => {
    expect(missingExportColumns([{ Order: '#1', Qty: '1' }])).toEqual([
      'Name',
      'Created at',
      'Lineitem quantity',
      'Lineitem name',
      'Lineitem sku',
    ]);
    const { 'Created at': _created, ...noDate } = first;
    expect(missingExportColumns([noDate])).toEqual(['Created at']);
  });
});

describe('names longer than the shop allows (255 characters a first or last name)', () => {
  const tooLong = (column: string) => ({
    row: 1,
    field: column,
    message: `${column} is longer than the shop allows: its first and its last name take at most 255 characters each`,
  });

  it('refuses a first or a last name over 255 characters, naming the column read, and leaves the order out', () => {
    const long = 'A'.repeat(256);
    expect(ordersFromExport([{ ...first, 'Shipping Name': long }])).toMatchObject({
      orders: [],
      errors: [tooLong('Shipping Name')],
      leftOut: ['#1050'],
    });
    expect(ordersFromExport([{ ...first, 'Shipping Name': `Ada ${long}` }]).errors).toMatchObject([
      tooLong('Shipping Name'),
    ]);
    const billing = { ...first, 'Shipping Name': '', 'Billing Name': `${long} King` };
    expect(ordersFromExport([billing]).errors).toMatchObject([tooLong('Billing Name')]);
  });

  it('takes 255 characters each, counting an emoji as one', () => {
    const emoji = '😀'.repeat(255);
    const { orders, errors } = ordersFromExport([
      { ...first, 'Shipping Name': `${emoji} ${'B'.repeat(255)}` },
    ]);
    expect(errors).toEqual([]);
    expect(orders[0].firstName).toBe(emoji);
  });
});

describe('orders left out whole', () => {
  it('are named by number, in file order, for any row error', () => {
    const { leftOut } = ordersFromExport([
      { ...first, Name: '#2', 'Created at': '' },
      first,
      { ...first, Name: '#3', 'Lineitem quantity': '0' },
    ]);
    expect(leftOut).toEqual(['#2', '#3']);
  });
});

describe('an order pasted twice into one file', () => {
  const twice = (rows: Record<string, string>[]) => ordersFromExport(rows);
  const copyError = (row: number) => ({
    row,
    field: 'Name',
    message: 'Order #1050 appears twice in this file: this second copy is left out',
  });

  it('takes its first copy and reports every row of the second, adding nothing of it', () => {
    const { orders, errors } = twice([first, second, first, second]);
    expect(orders).toHaveLength(1);
    expect(orders[0].lines.map((l) => [l.row, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(errors).toMatchObject([copyError(3), copyError(4)]);
  });

  it('finds the copy apart from the first, and a one-row order pasted twice', () => {
    const other = { ...first, Name: '#1051', Id: '2' };
    const { orders, errors } = twice([first, other, first]);
    expect(orders.map((o) => [o.orderNumber, o.lines.length])).toEqual([
      ['#1050', 1],
      ['#1051', 1],
    ]);
    expect(errors).toMatchObject([copyError(3)]);
  });

  it('knows a copy without Id by its shipping address', () => {
    const { Id: _id, ...noId } = first;
    const { orders, errors } = twice([noId, second, noId, second]);
    expect(orders[0].lines).toHaveLength(2);
    expect(errors).toMatchObject([copyError(3), copyError(4)]);
  });

  it('keeps the lines of a file that fills the order’s columns on every row', () => {
    const filled = { ...first, 'Lineitem sku': 'OTHER-1', 'Lineitem name': 'Other' };
    const { orders, errors } = twice([first, filled]);
    expect(errors).toEqual([]);
    expect(orders[0].lines).toHaveLength(2);
    // Pasted twice, such a file's copy still opens with the order's first line again.
    expect(twice([first, filled, first, filled]).errors).toMatchObject([copyError(3), copyError(4)]);
  });

  it('keeps later line rows that carry no Id nor address as lines', () => {
    const { orders, errors } = twice([first, second, second]);
    expect(errors).toEqual([]);
    expect(orders[0].lines).toHaveLength(3);
  });
});

describe('line quantities within bounds (domain/limits.ts)', () => {
  it.each(['3000000000', '1000001', '1e308', '0', '1.5'])(
    'reports a quantity of %s and leaves the order out',
    (quantity) => {
      const { orders, errors } = ordersFromExport([
        { ...first, 'Lineitem quantity': quantity },
        { ...first, Name: '#1051', Id: '2' },
      ]);
      expect(orders.map((o) => o.orderNumber)).toEqual(['#1051']);
      expect(errors).toMatchObject([
        {
          row: 1,
          field: 'Lineitem quantity',
          message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
        },
      ]);
    },
  );
  it('takes 1,000,000 units', () => {
    const { orders } = ordersFromExport([{ ...first, 'Lineitem quantity': '1000000' }]);
    expect(orders[0].lines[0].quantity).toBe(1_000_000);
  });
  it("names the shop's lines beyond the bounds (orderProblems)", () => {
    const [order] = ordersFromExport([first]).orders;
    expect(orderProblems(order)).toEqual([]);
    const absurd = { ...order, lines: [{ ...order.lines[0], quantity: 3_000_000_000 }] };
    expect(orderProblems(absurd)).toMatchObject([
      {
        row: 1,
        field: 'Lineitem quantity',
        message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
      },
    ]);
  });
});

describe('helpers', () => {
  it('strips the apostrophe of protected zips', () => {
    expect(cleanZip("'75008")).toBe('75008');
    expect(cleanZip('SW1A 1AA')).toBe('SW1A 1AA');
    expect(cleanZip(null)).toBeNull();
  });
  it('reads the export dates and ISO dates', () => {
    expect(parseCreatedAt('2025-12-07 19:08:24 -0500')?.toISOString()).toBe('2025-12-08T00:08:24.000Z');
    expect(parseCreatedAt('2025-12-07 19:08')?.toISOString()).toBe('2025-12-07T19:08:00.000Z');
    expect(parseCreatedAt('2025-12-07T19:08:24Z')?.toISOString()).toBe('2025-12-07T19:08:24.000Z');
    expect(parseCreatedAt('soon')).toBeNull();
  });
  it("reads Shopify's layout as date-fns reads it, a day that does not exist refused", () => {
    const dateFns = (value: string) => {
      const date = parse(value, 'yyyy-MM-dd HH:mm:ss xx', new Date(0));
      return isValid(date) ? date.toISOString() : null;
    };
    for (const value of [
      '2025-12-07 19:08:24 +0000',
      '2024-02-29 23:59:59 +1400',
      '2025-01-01 00:30:00 +0530',
      '2025-06-30 12:00:00 -0930',
      '2025-02-30 10:00:00 +0000',
      '2025-02-28 24:00:00 +0000',
      '2025-13-01 00:00:00 +0000',
      '2025-12-07 19:60:00 +0000',
    ])
      expect(parseCreatedAt(value)?.toISOString() ?? null).toBe(dateFns(value));
    expect(parseCreatedAt('2025-02-30 10:00:00 +0000')).toBeNull();
  });
  it('counts distinct values of the second column', () => {
    expect(
      approximateOrderCount([
        ['#1', 'a@x'],
        ['#1', 'a@x'],
        ['#2', 'a@x'],
        ['#3', 'b@x'],
        ['#4', ''],
      ]),
    ).toBe(2);
  });
});

describe('importChunks', () => {
  /** Rows of consecutive orders, e.g. lines('#1', '#1', '#2'); `n` is the row's file number. */
  const lines = (...names: string[]) => names.map((Name, i) => ({ Name, n: i + 1 }));
  const shape = (chunks: ReturnType<typeof importChunks<{ Name: string; n: number }>>) =>
    chunks.map((c) => ({ firstRow: c.firstRow, names: c.rows.map((r) => r.Name) }));

  it('has no part for an empty file', () => {
    expect(importChunks([])).toEqual([]);
  });

  it('keeps a small file in one part starting at row 1', () => {
    const rows = lines('#1', '#1', '#2');
    expect(importChunks(rows)).toEqual([{ rows, firstRow: 1 }]);
  });

  it('cuts only where the order number changes, never inside an order', () => {
    const chunks = importChunks(lines('#1', '#1', '#2', '#2', '#3', '#4', '#4', '#4'), 3);
    expect(shape(chunks)).toEqual([
      { firstRow: 1, names: ['#1', '#1'] },
      { firstRow: 3, names: ['#2', '#2', '#3'] },
      { firstRow: 6, names: ['#4', '#4', '#4'] },
    ]);
    expect(chunks.flatMap((c) => c.rows.map((r) => r.n))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('fills a part up to exactly maxRows', () => {
    expect(shape(importChunks(lines('#1', '#2', '#3', '#4'), 2))).toEqual([
      { firstRow: 1, names: ['#1', '#2'] },
      { firstRow: 3, names: ['#3', '#4'] },
    ]);
  });

  it('gives an order longer than maxRows a part of its own, whole', () => {
    expect(shape(importChunks(lines('#1', '#2', '#2', '#2', '#2', '#3'), 3))).toEqual([
      { firstRow: 1, names: ['#1'] },
      { firstRow: 2, names: ['#2', '#2', '#2', '#2'] },
      { firstRow: 6, names: ['#3'] },
    ]);
    expect(shape(importChunks(lines('#9', '#9', '#9'), 1))).toEqual([
      { firstRow: 1, names: ['#9', '#9', '#9'] },
    ]);
  });

  it('reads Name as the server does (trimmed) and keeps rows without one with their neighbours', () => {
    const rows = [{ Name: '#1' }, { Name: ' #1 ' }, { Name: '' }, { Name: '' }, { Name: '#2' }];
    expect(importChunks(rows, 2).map((c) => [c.firstRow, c.rows.length])).toEqual([
      [1, 2],
      [3, 2],
      [5, 1],
    ]);
  });

  it('refuses a part size below 1', () => {
    expect(() => importChunks(lines('#1'), 0)).toThrow(RangeError);
  });

  it('splits a file of MAX_IMPORT_ROWS lines into parts of at most 5000 rows by default', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ Name: `#${Math.floor(i / 3)}` }));
    const chunks = importChunks(rows);
    expect(chunks.every((c) => c.rows.length <= 5000)).toBe(true);
    expect(chunks.map((c) => c.firstRow)).toEqual([1, 4999, 9997, 14995, 19993]); // 4998 rows: 1666 whole orders of 3
    expect(chunks.reduce((n, c) => n + c.rows.length, 0)).toBe(20_000);
  });
});

describe('import summary', () => {
  it('counts rows with errors, not errors: one row with two errors is one row', () => {
    const errors = [
      { row: 2, field: 'Created at', message: 'Created at is missing' },
      {
        row: 2,
        field: 'Lineitem quantity',
        message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
      },
      { row: 5, field: 'Name', message: 'The order number (Name) is missing' },
    ];
    expect(importSummary({ imported: 4, unchanged: 1, problematic: 2, errors })).toEqual({
      imported: 4,
      unchanged: 1,
      problematic: 2,
      rowsWithErrors: 2,
    });
    expect(importSummary({ imported: 0, unchanged: 0, problematic: 0, errors: [] }).rowsWithErrors).toBe(0);
  });

  it('numbers rows as a spreadsheet does: the header is line 1, the first data row line 2', () => {
    expect(fileLine(1)).toBe(2);
    expect(fileLine(101)).toBe(102);
  });
});

describe("an order's status in the shop, as the export, the Admin API and webhooks give it", () => {
  const status = (cancelled: boolean, financialStatus: string | null, fulfillmentStatus: string | null) =>
    shopInitialStatus({ cancelled, financialStatus, fulfillmentStatus });

  it('is Refund when cancelled, refunded or voided, in any case', () => {
    expect(status(true, 'paid', 'fulfilled')).toBe('Refund');
    expect(status(false, 'refunded', null)).toBe('Refund');
    expect(status(false, 'REFUNDED', 'FULFILLED')).toBe('Refund');
    expect(status(false, 'voided', null)).toBe('Refund');
    expect(status(false, 'VOIDED', null)).toBe('Refund');
  });

  it('is Shipped when fulfilled, and Pending otherwise', () => {
    expect(status(false, 'paid', 'fulfilled')).toBe('Shipped');
    expect(status(false, 'PAID', 'FULFILLED')).toBe('Shipped');
    expect(status(false, 'PARTIALLY_REFUNDED', 'PARTIALLY_FULFILLED')).toBe('Pending');
    expect(status(false, null, null)).toBe('Pending');
  });
});

describe("a Shopify line item's units now (unitsOrderedNow)", () => {
  it('reads the current quantity: an order edit lowers it, or removes the item (0), and keeps the quantity', () => {
    expect(unitsOrderedNow(3, 1)).toBe(1);
    expect(unitsOrderedNow(3, 0)).toBe(0);
    expect(unitsOrderedNow(3, 3)).toBe(3);
  });
  it('reads the quantity when the answer has no current quantity', () => {
    expect(unitsOrderedNow(3, undefined)).toBe(3);
    expect(unitsOrderedNow(3, null)).toBe(3);
  });
});

describe("an order's lines without what an edit removed (linesOrderedNow)", () => {
  it('drops the lines with no units now', () => {
    expect(linesOrderedNow([{ quantity: 2 }, { quantity: 0 }])).toEqual([{ quantity: 2 }]);
  });
  it('keeps an order of no units as the shop reads it, for the intake to refuse', () => {
    expect(linesOrderedNow([{ quantity: 0 }])).toEqual([{ quantity: 0 }]);
  });
});
