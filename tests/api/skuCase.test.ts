import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import { orderLines, orders, products } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { addProduct, client, fieldsOf, productPayload, rowsIn, type Client } from './productFixtures';

/** Internal SKUs are one regardless of case and surrounding spaces, on every path that takes one. */
let ctx: TestContext;
let api: Client;
let northwind: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  northwind = (await api.get('/get-suppliers', { search: 'Northwind' })).json().doc[0]._id;
});

const liveWithKey = async (key: string) =>
  ctx.handle.db
    .select({ id: products.id, sku: products.internalSku })
    .from(products)
    .where(and(eq(sql`lower(${products.internalSku})`, key), isNull(products.deletedAt)));

describe('internal SKUs are unique regardless of case and spaces', () => {
  it.each([['ds-nt-001'], ['  DS-NT-001  '], ['Ds-Nt-001']])(
    'add-product refuses %j beside DS-NT-001 with a 409 naming internal_sku, writing nothing',
    async (sku) => {
      const before = await rowsIn(ctx, products);
      const res = await api.post('/add-product', productPayload(northwind, sku));
      expect(res.statusCode, res.body).toBe(409);
      expect(fieldsOf(res.json())).toEqual(['internal_sku']);
      expect(res.json().msg).toMatch(/is already used by the product "/);
      expect(await rowsIn(ctx, products)).toBe(before);
    },
  );

  it('add-product stores the SKU trimmed', async () => {
    const doc = await addProduct(api, northwind, '  TRIM-ME-1 ');
    expect(doc.internal_sku).toBe('TRIM-ME-1');
  });

  it('edit-product refuses another product’s SKU in another case, and accepts its own in another case', async () => {
    const doc = await addProduct(api, northwind, 'EDIT-CASE-1');
    const taken = await api.post('/edit-product', {
      _id: doc._id,
      ...productPayload(northwind, 'ds-nt-002'),
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.json())).toEqual(['internal_sku']);
    const own = await api.post('/edit-product', {
      _id: doc._id,
      ...productPayload(northwind, ' edit-case-1 '),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().doc.internal_sku).toBe('edit-case-1');
  });

  it('add-pack refuses a SKU a product holds in another case', async () => {
    const product = await addProduct(api, northwind, 'PACK-PART-1');
    const res = await api.post('/add-pack', {
      internal_product_name: 'Case pack',
      internal_sku: 'ds-pack-bed',
      selected_products: [product._id],
    });
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res.json())).toEqual(['internal_sku']);
  });

  it('the product import updates the product a SKU names in another case, and refuses two rows of one SKU', async () => {
    const row = (sku: string, name: string) => ({
      ...productPayload(northwind, sku, { internal_product_name: name }),
      supplier: 'Northwind Textiles',
    });
    const res = await api.post('/import-products', {
      rows: [row(' ds-nt-003 ', 'Renamed by import'), row('NEW-CASE-1', 'New'), row('new-case-1', 'Twice')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, updated: 1 });
    expect(res.json().errors).toEqual([
      { row: 3, field: 'internal_sku', message: 'The internal SKU "new-case-1" is already on row 2' },
    ]);
    const [updated] = await liveWithKey('ds-nt-003');
    expect(updated.sku).toBe('DS-NT-003');
    expect(await liveWithKey('ds-nt-003')).toHaveLength(1);
    expect(await liveWithKey('new-case-1')).toEqual([{ id: expect.any(String), sku: 'NEW-CASE-1' }]);
  });

  it('the database refuses a second live SKU differing only in case', async () => {
    await expect(
      ctx.handle.db.insert(products).values({
        internalSku: 'ds-nt-004',
        internalProductName: 'Sneaked in',
        supplierId: northwind,
      }),
    ).rejects.toThrow();
  });
});

describe('order import matches SKUs regardless of case and spaces', () => {
  it('links a line whose SKU is lower-case with spaces to the product', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: [' ds-nt-002 '], firstNumber: 77001, seed: 5 });
    const res = await api.post('/import-orders', { rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1 });
    const [product] = await liveWithKey('ds-nt-002');
    const lines = await ctx.handle.db
      .select({ productId: orderLines.productId, problemReason: orders.problemReason })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNumber, '#77001'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.productId).toBe(product.id);
      expect(line.problemReason).not.toBe('unknown-sku');
    }
  });
});
