import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TestContext } from './helpers';
import { printingWorld, stockOrders, type PrintingWorld } from './printingFixtures';
import { orders, products } from '../../server/db/schema';
import { toCsvFile } from '../../domain/csv';
import { productCsvColumns } from '../../domain/productCsv';
import { orderRecords } from '../../server/services/orderRecords/records';
import { EXPORT_BATCH_ORDERS } from '../../server/services/orderRecords/exportedOrders';
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
/** A custom line's row: its name quoted as CSV quotes it, no pack, its quantity and status. */
const GIFT_WRAP_ROW = `"Gift wrap, ""red""",,2,Custom item`;

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
  // What a file shows beside a plain line, on some orders each: custom lines, a pack's line, a
  // line's own estimated date or the order's, a customer without a first name, a line sent
  // direct to the customer, an unknown SKU whose product was added since (shown as that
  // product), one still unknown, and a line whose product was deleted since (shown as it was).
  await ctx.handle.db.execute(sql`
    update orders set
      custom_lines = case when substring(order_number from 3)::int % 7 = 0
        then '[{"lineKey":"c1","position":9,"name":"Gift wrap, \\"red\\"","quantity":2,"shopLineItemId":null}]'::jsonb
        else custom_lines end,
      customer_first_name = case when substring(order_number from 3)::int % 5 = 0 then '' else customer_first_name end,
      estimated_shipping_date = case when substring(order_number from 3)::int % 3 = 0 then '2026-12-24'::date end,
      deadline_date = case when substring(order_number from 3)::int % 4 = 0 then '2026-12-20'::date end,
      consolidated = case when substring(order_number from 3)::int % 6 = 0 then false else consolidated end`);
  await ctx.handle.db.execute(sql`
    update order_lines l set
      pack_sku = case when o.n % 9 = 0 then 'PACK-1' end,
      estimated_shipping_date = case when o.n % 8 = 0 then '2026-12-02'::date end,
      direct_to_customer = o.n % 6 = 0 and o.n % 12 <> 0,
      product_id = case when o.n % 10 in (1, 2) then null else l.product_id end,
      sku = case when o.n % 10 = 1 then 'exp-added ' when o.n % 10 = 2 then 'EXP-UNKNOWN' else l.sku end
    from (select id, substring(order_number from 3)::int as n from orders) o
    where o.id = l.order_id`);
  await ctx.handle.db.insert(products).values({
    internalSku: 'EXP-ADDED',
    supplierSku: 'SUP-ADDED',
    internalProductName: 'Added since',
    supplierProductName: 'Added since, the supplier says',
    supplierId: world.supplier.id,
    weight: 1,
    length: 0.1,
    width: 0.1,
    height: 0.1,
  });
  await ctx.handle.db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(eq(products.id, world.product.id));
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
    // The fixture's kinds of line are in the file, as their records show them.
    for (const shown of [GIFT_WRAP_ROW, 'SUP-ADDED', 'EXP-UNKNOWN', 'PACK-1', '2026-12-24'])
      expect(res.body).toContain(shown);
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
