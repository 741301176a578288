import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderLines, orders } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';

/** What POST /import-orders makes of rows that are not what they seem. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const importRows = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/admin/import-orders',
    payload: payload as object,
    headers: { 'x-auth-token': admin },
  });

const linesOf = async (orderNumber: string) => {
  const found = await ctx.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!found.length) return [];
  return ctx.handle.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((o) => o.id),
      ),
    );
};

describe('an order pasted twice into one file', () => {
  it('is taken once; the rows of its second copy are row errors naming it, nothing of them added', async () => {
    const rows = shopifyExportRows({ orders: 2, skus: ['NOT-HERE'], firstNumber: 41000, seed: 11 });
    const own = rows.filter((r) => r.Name === '#41000');
    // The order's rows again, after the next order: its first row carries Id and address again.
    const res = await importRows({ rows: [...rows, ...own] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.imported).toBe(2);
    const copyLines = Array.from({ length: own.length }, (_, i) => rows.length + 2 + i);
    expect(body.errors).toEqual(
      copyLines.map((row) => ({
        row,
        field: 'Name',
        message: 'Order #41000 appears twice in this file: this second copy is left out',
      })),
    );
    const lines = await linesOf('#41000');
    expect(lines).toHaveLength(own.length);
    expect(lines.map((l) => l.quantity)).toEqual(own.map((r) => Number(r['Lineitem quantity'])));
  });
});

describe("a file that is not the shop's orders export", () => {
  it('is refused once, naming the columns an export has and the ones it lacks, nothing written', async () => {
    const before = await ctx.handle.db.select({ id: orders.id }).from(orders);
    const rows = [
      { 'Order number': '#1', Customer: 'Ada', Quantity: '1', Product: 'Mug' },
      { 'Order number': '#2', Customer: 'Grace', Quantity: '2', Product: 'Cup' },
    ];
    const res = await importRows({ rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'This is not a Shopify orders export: it needs the columns Name, Created at, Lineitem quantity ' +
        'and Lineitem name or Lineitem sku; this file lacks Name, Created at, Lineitem quantity, Lineitem name, Lineitem sku',
    );
    expect(res.json().errors).toContainEqual({ field: 'Name', message: 'The column Name is missing' });
    expect(await ctx.handle.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('an export lacking only its Created at column is named so', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: ['NOT-HERE'], firstNumber: 41100 }).map(
      ({ 'Created at': _created, ...rest }) => rest,
    );
    const res = await importRows(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/; this file lacks Created at$/);
  });
});

describe('a part whose rows are not objects', () => {
  it('is a 400 naming the row, nothing written', async () => {
    const before = await ctx.handle.db.select({ id: orders.id }).from(orders);
    const rows = shopifyExportRows({ orders: 2, skus: ['NOT-HERE'], firstNumber: 41050 });
    for (const bad of ['#41050', 7, null, ['Name', '#41050']]) {
      const res = await importRows({ rows: [...rows, bad] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { field: `rows.${rows.length}`, message: "Each row must be an object of the file's columns" },
      ]);
    }
    // The rows alone, as the body (the other documented form): named by their place.
    const res = await importRows([...rows, 'Name']);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe(
      `Invalid input. ${rows.length}: Each row must be an object of the file's columns`,
    );
    expect(await ctx.handle.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});

describe('which orders a row error left out whole', () => {
  it('the answer names them by number, in file order; the others went in', async () => {
    const rows = shopifyExportRows({ orders: 4, skus: ['NOT-HERE'], firstNumber: 41200, seed: 5 });
    rows.filter((r) => r.Name === '#41203').forEach((r) => (r['Lineitem quantity'] = 'lots'));
    rows.filter((r) => r.Name === '#41201').forEach((r) => (r['Lineitem quantity'] = '0'));
    const res = await importRows({ rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, leftOut: ['#41201', '#41203'] });
    expect(await linesOf('#41201')).toEqual([]);
  });

  it('an order whose second copy was refused is not left out', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: ['NOT-HERE'], firstNumber: 41300 });
    const res = await importRows({ rows: [...rows, ...rows] });
    expect(res.json()).toMatchObject({ imported: 1, leftOut: [] });
  });
});

describe('names longer than the shop allows', () => {
  it('a shipping name over 255 characters is a row error naming the field; the order is left out', async () => {
    const rows = shopifyExportRows({ orders: 2, skus: ['NOT-HERE'], firstNumber: 41400, seed: 8 });
    const long = rows.findIndex((r) => r.Name === '#41401' && r['Shipping Name']);
    rows[long]['Shipping Name'] = `Grace ${'🚢'.repeat(256)}`;
    const res = await importRows({ rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 1,
      leftOut: ['#41401'],
      errors: [
        {
          row: long + 2,
          field: 'Shipping Name',
          message:
            'Shipping Name is longer than the shop allows: its first and its last name take at most 255 characters each',
        },
      ],
    });
    expect(await linesOf('#41401')).toEqual([]);
  });
});
