import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TestContext } from './helpers';
import { printingWorld, stockOrders, type PrintingWorld } from './printingFixtures';
import { orders, products } from '../../server/db/schema';
import { toCsvFile } from '../../domain/csv';
import { productCsvColumns } from '../../domain/productCsv';
import { EXPORT_BATCH_ORDERS, orderRecords } from '../../server/services/orderRecords/records';
import { orderCsvRows, ordersCsvColumns } from '../../server/services/orders/ordersCsv';
import {
  warehouseOrderCsvRows,
  warehouseOrdersCsvColumns,
} from '../../server/services/warehouseOrders/warehouseOrdersCsv';
import { shipsFromWarehouse } from '../../server/services/warehouseOrders/list';
import { productRecord, selectProducts } from '../../server/services/products';

/**
 * Issue 31: every CSV export is read a batch at a time by keyset and streamed. Its bytes are
 * those of the same rows read at once and written as one file, as the exports did before.
 */
let ctx: TestContext;
let admin: string;
let world: PrintingWorld;

const TIED = EXPORT_BATCH_ORDERS + 200; // one created time shared across a batch's end
const SPREAD = 900;

beforeAll(async () => {
  world = await printingWorld();
  ({ ctx, admin } = world);
  const makeOrders = stockOrders(() => world, 'S');
  const tiedAt = new Date(Date.UTC(2026, 10, 5, 12, 0));
  for (let made = 0; made < TIED; made += 400)
    await makeOrders(Math.min(400, TIED - made), world.own, { orderCreatedAt: tiedAt });
  for (let made = 0; made < SPREAD; made += 450) await makeOrders(450, made ? world.own : null);
  // Times a JavaScript Date cannot tell apart (microseconds of one millisecond), as a database
  // default may write them: a batch continuing after a Date would skip or repeat orders.
  await ctx.handle.db.execute(
    sql`update orders set order_created_at = '2026-11-01T10:00:00Z'::timestamptz + (substring(order_number from 3)::int % 997) * interval '1 microsecond' where order_created_at <> ${tiedAt.toISOString()}::timestamptz`,
  );
  await ctx.handle.db.insert(products).values(
    Array.from({ length: 2100 }, (_, i) => ({
      internalSku: `EXP-${String(i % 700).padStart(4, '0')}-${i}`,
      internalProductName: i % 11 ? `Product ${i}` : `=Product, "${i}"`,
      supplierId: world.supplier.id,
      weight: i % 5,
      length: 0.1,
      width: 0.1,
      height: 0.1,
    })),
  );
}, 120_000);

const get = (path: string) =>
  ctx.app.inject({ method: 'GET', url: `/backend/api/admin${path}`, headers: { 'x-auth-token': admin } });

/** Every order `where` selects, newest first, read at once. */
async function ordersAtOnce(where = sql`true`) {
  const rows = await ctx.handle.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.orderCreatedAt), desc(orders.id));
  return orderRecords(ctx.handle.db, rows);
}

describe('CSV exports of more rows than one batch', () => {
  it('/export-orders is byte for byte the orders read at once, ties and microseconds across batches', async () => {
    const records = await ordersAtOnce();
    expect(records.length).toBeGreaterThan(2 * EXPORT_BATCH_ORDERS);
    const res = await get('/export-orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const columns = ordersCsvColumns(false);
    expect(res.body).toBe(
      toCsvFile(
        columns,
        records.flatMap((o) => orderCsvRows(o, false)),
      ),
    );
  });

  it('/export-warehouse-orders is byte for byte the listed orders read at once', async () => {
    const records = await ordersAtOnce(shipsFromWarehouse);
    expect(records.length).toBeGreaterThan(EXPORT_BATCH_ORDERS);
    const res = await get('/export-warehouse-orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="warehouse-orders.csv"');
    expect(res.body).toBe(
      toCsvFile(
        warehouseOrdersCsvColumns(false),
        records.flatMap((o) => warehouseOrderCsvRows(o, false)),
      ),
    );
  });

  it('/export-products is byte for byte the products read at once, in SKU order', async () => {
    const rows = await selectProducts(ctx.handle.db)
      .where(and(eq(products.isPack, false), isNull(products.deletedAt)))
      .orderBy(asc(products.internalSku));
    expect(rows.length).toBeGreaterThan(2000);
    const res = await get('/export-products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.body).toBe(toCsvFile(productCsvColumns, rows.map(productRecord)));
  });
});
