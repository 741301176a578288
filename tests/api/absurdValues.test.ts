import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { demoProducts } from '../../server/demo/data';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { ShopifyConnector } from '../../server/services/shop/shopify';
import { ShopSyncService } from '../../server/services/shop/shopSync';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { ShopifyStandIn, shopOrderNode } from './shopifyStandIn';
import { addSupplier, addWarehouse, client, productPayload, type Client } from './productFixtures';

/** One absurd number never sinks a request or an import: its field is named, the rest goes in. */
let ctx: TestContext;
let api: Client;
let supplierId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplierId = await addSupplier(ctx, 'Absurd Supplies');
});

const count = async (table: typeof orders | typeof products) => {
  const [row] = await ctx.handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
};
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);

describe('order import', () => {
  it('imports 29 of 30 orders when one line asks for 3,000,000,000 units, naming that row and field', async () => {
    const rows = shopifyExportRows({
      orders: 30,
      skus: demoProducts.map((p) => p.internalSku),
      firstNumber: 7001,
      seed: 11,
    });
    const bad = rows.findIndex((r) => r.Name === '#7013');
    rows[bad]['Lineitem quantity'] = '3000000000';
    const before = await count(orders);
    const res = await api.post('/import-orders', { rows });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 29,
      errors: [
        {
          row: bad + 2, // the header is line 1
          field: 'Lineitem quantity',
          message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
        },
      ],
    });
    expect(await count(orders)).toBe(before + 29);
  });
});

describe('products', () => {
  it.each(['weight', 'length', 'width', 'height', 'units', 'units_include'])(
    'add-product with %s 1e308 answers 400 naming the field and adds nothing',
    async (field) => {
      const before = await count(products);
      const res = await api.post('/add-product', productPayload(supplierId, undefined, { [field]: 1e308 }));
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual([field]);
      expect(res.json().msg).toMatch(/must be at most/);
      expect(await count(products)).toBe(before);
    },
  );

  it('edit-product with dimensions of 1e308 answers 400 naming each and changes nothing', async () => {
    const added = await api.post('/add-product', productPayload(supplierId, 'ABS-EDIT'));
    const product = added.json().doc;
    const res = await api.post('/edit-product', {
      ...productPayload(supplierId, 'ABS-EDIT'),
      _id: product._id,
      length: 1e308,
      width: 1e308,
      height: '1e308',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res).sort()).toEqual(['height', 'length', 'width']);
    const [after] = (await api.get('/get-products', { search: 'ABS-EDIT' })).json().doc;
    expect(after).toMatchObject({ length: 0.4, width: 0.3, height: 0.2 });
  });

  it('a product CSV row weighing 1e300 kg is reported with its field, the others are imported', async () => {
    const row = (sku: string, weight: string) => ({
      internal_sku: sku,
      supplier_sku: `S-${sku}`,
      internal_product_name: `Name ${sku}`,
      supplier_product_name: `Supplier name ${sku}`,
      supplier: 'Absurd Supplies',
      units: '1',
      units_include: '4',
      weight,
      length: '0.3',
      width: '0.3',
      height: '0.04',
    });
    const res = await api.post('/import-products', {
      rows: [row('ABS-CSV-1', '0.7'), row('ABS-CSV-2', '1e300'), row('ABS-CSV-3', '100000')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 2,
      errors: [{ row: 2, field: 'weight', message: 'Weight must be at most 100,000' }],
    });
    expect((await api.get('/get-products', { search: 'ABS-CSV-2' })).json().doc).toEqual([]);
  });
});

describe('other numeric fields', () => {
  const warehouse = (extra: Record<string, unknown>) => ({
    name: 'Absurd Depot',
    contact_person: 'Wes',
    contact_email: `absurd${Math.random()}@warehouse.test`,
    contact_phone: '1',
    street_name: 'Dock',
    street_number: '2',
    city: 'London',
    country: 'GB',
    zipCode: '1000',
    startTime: '09:00',
    endTime: '17:00',
    ...extra,
  });

  it.each([
    ['max_weight', 1e308],
    ['min_length', 3000000000],
    ['max_LWH', 1e308],
  ])('add-warehouse with %s %d answers 400 naming it', async (field, value) => {
    const res = await api.post('/add-warehouse', warehouse({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toContain(field);
  });

  it('warehouse criteria at the bounds are accepted', async () => {
    const res = await api.post(
      '/add-warehouse',
      warehouse({ max_weight: 100_000, max_length: 1000, max_LWH: 3000 }),
    );
    expect(res.statusCode).toBe(200);
  });

  it.each([1e308, 3000000000])(
    'stock, purchase, pickup and settings numbers of %d answer 400 naming them',
    async (value) => {
      const warehouseId = await addWarehouse(ctx);
      const product = (await api.post('/add-product', productPayload(supplierId))).json().doc;
      const calls: [string, Record<string, unknown>, string][] = [
        ['/add-stock', { warehouse_id: warehouseId, product_id: product._id, units: value }, 'units'],
        ['/edit-stock', { warehouse_id: warehouseId, product_id: product._id, units: value }, 'units'],
        [
          '/add-manual-product-to-supplier',
          { supplierId, productId: product._id, warehouseId, quantity: value },
          'quantity',
        ],
        ['/change-product-quantity', { supplierId, productId: product._id, quantity: value }, 'quantity'],
        [
          '/add-manual-product-to-pickup-order',
          { id: warehouseId, supplierId, warehouseId, productId: product._id, quantity: value },
          'quantity',
        ],
        [
          '/add-send-from-email',
          { email: 'ops@example.test', deadline: value, image: 'sig.png', size: value },
          'deadline',
        ],
      ];
      for (const [path, body, field] of calls) {
        const res = await api.post(path, body);
        expect(res.statusCode, path).toBe(400);
        expect(fields(res), path).toContain(field);
      }
    },
  );
});

describe('shop sync', () => {
  it('leaves out an order whose line asks for 3,000,000,000 units, names it, and takes the others', async () => {
    const shop = await new ShopifyStandIn().start();
    try {
      shop.syncNodes.push(
        shopOrderNode(1, [{ sku: 'DS-BH-001', quantity: 1 }]),
        shopOrderNode(2, [{ sku: 'DS-BH-001', quantity: 3000000000 }]),
        shopOrderNode(3, [{ sku: 'DS-BH-001', quantity: 2 }]),
      );
      const connector = new ShopifyConnector({
        shop: 'absurd-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      });
      const result = await new ShopSyncService(ctx.handle.db, connector).run();
      expect(result).toMatchObject({
        imported: 2,
        refused: ['#C2: Lineitem quantity must be a whole number from 1 to 1,000,000'],
      });
      expect(result.msg).toMatch(/1 not taken: #C2: Lineitem quantity/);
      const numbers = await ctx.handle.db
        .select({ number: orders.orderNumber })
        .from(orders)
        .where(sql`${orders.orderNumber} like '#C%'`);
      expect(numbers.map((o) => o.number).sort()).toEqual(['#C1', '#C3']);
    } finally {
      await shop.stop();
    }
  });
});
