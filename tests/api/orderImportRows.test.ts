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
