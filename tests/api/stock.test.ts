import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stock, stockMovements, warehouses } from '../../server/db/schema';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import {
  addProduct,
  addSupplier,
  addWarehouse,
  client,
  fieldsOf,
  rowsIn,
  type Client,
} from './productFixtures';

let ctx: TestContext;
let api: Client;
let adminEmail: string;
let supplierId: string;
let london: string;
let rotterdam: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, 'Admin');
  adminEmail = admin.email;
  api = client(ctx, await login(ctx, admin.email));
  supplierId = await addSupplier(ctx, 'Coastal Kitchenware');
  london = await addWarehouse(ctx, 'London Central');
  rotterdam = await addWarehouse(ctx, 'Rotterdam Hub');
});

const totalOf = async (warehouseId: string, productId: string) => {
  const [row] = await ctx.handle.db
    .select({ total: stock.totalUnits })
    .from(stock)
    .where(and(eq(stock.warehouseId, warehouseId), eq(stock.productId, productId)));
  return row?.total;
};
const counts = async () => [await rowsIn(ctx, stock), await rowsIn(ctx, stockMovements)];

describe('POST /add-stock', () => {
  it('creates the entry on first use, adds to it after, and answers {msg, doc} with the documented Stock entry', async () => {
    const skillet = await addProduct(api, supplierId, 'CK-SKILLET');
    const first = await api.post('/add-stock', { warehouse_id: london, product_id: skillet._id, units: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('Stock added successfully');
    const doc = first.json().doc;
    expect(Object.keys(doc).sort()).toEqual(['_id', 'product', 'warehouse']);
    expect(doc.warehouse).toEqual({ _id: london, name: 'London Central' });
    expect(doc.product).toEqual({ product_id: skillet, total_units: 5 });

    const second = await api.post('/add-stock', {
      warehouse_id: london,
      product_id: skillet._id,
      units: '7',
    });
    expect(second.json().doc).toMatchObject({ _id: doc._id, product: { total_units: 12 } });
    expect(await totalOf(london, skillet._id)).toBe(12);
  });

  it('creates one entry when several additions to a new entry arrive at once', async () => {
    const lid = await addProduct(api, supplierId);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((units) =>
        api.post('/add-stock', { warehouse_id: rotterdam, product_id: lid._id, units }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await totalOf(rotterdam, lid._id)).toBe(15);
  });

  it.each([
    ['warehouse_id', { warehouse_id: undefined }],
    ['warehouse_id', { warehouse_id: 'x' }],
    ['product_id', { product_id: undefined }],
    ['units', { units: undefined }],
    ['units', { units: 0 }],
    ['units', { units: -3 }],
    ['units', { units: 1.5 }],
    ['units', { units: 'many' }],
  ])('refuses a bad %s (400 naming it) and writes nothing', async (field, change) => {
    const p = await addProduct(api, supplierId);
    const before = await counts();
    const res = await api.post('/add-stock', {
      warehouse_id: london,
      product_id: p._id,
      units: 3,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown or deleted warehouse, and an unknown, deleted or pack product, naming the field', async () => {
    const p = await addProduct(api, supplierId);
    const gone = await addProduct(api, supplierId);
    await api.post('/delete-product', { id: gone._id });
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Pan set',
        internal_sku: 'CK-PACK',
        selected_products: [p._id],
      })
    ).json().doc;
    const closed = await addWarehouse(ctx, 'Closed');
    await ctx.handle.db.update(warehouses).set({ deletedAt: new Date() }).where(eq(warehouses.id, closed));
    const before = await counts();
    for (const [field, body] of [
      ['warehouse_id', { warehouse_id: crypto.randomUUID(), product_id: p._id }],
      ['warehouse_id', { warehouse_id: closed, product_id: p._id }],
      ['product_id', { warehouse_id: london, product_id: crypto.randomUUID() }],
      ['product_id', { warehouse_id: london, product_id: gone._id }],
      ['product_id', { warehouse_id: london, product_id: pack._id }],
    ] as const) {
      const res = await api.post('/add-stock', { ...body, units: 1 });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('POST /edit-stock (remove units)', () => {
  it('removes units, 0 up to the current total', async () => {
    const knife = await addProduct(api, supplierId, 'CK-KNIFE');
    await api.post('/add-stock', { warehouse_id: london, product_id: knife._id, units: 10 });
    const res = await api.post('/edit-stock', { warehouse_id: london, product_id: knife._id, units: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Stock updated successfully');
    expect(res.json().doc).toMatchObject({
      warehouse: { _id: london },
      product: { product_id: { _id: knife._id }, total_units: 6 },
    });
    const movements = await rowsIn(ctx, stockMovements);
    expect(
      (await api.post('/edit-stock', { warehouse_id: london, product_id: knife._id, units: 0 })).json().doc
        .product.total_units,
    ).toBe(6);
    expect(await rowsIn(ctx, stockMovements)).toBe(movements);
    expect(
      (await api.post('/edit-stock', { warehouse_id: london, product_id: knife._id, units: 6 })).json().doc
        .product.total_units,
    ).toBe(0);
  });

  it('answers 409 naming the total when more than the total is asked, and changes nothing', async () => {
    const board = await addProduct(api, supplierId);
    await api.post('/add-stock', { warehouse_id: london, product_id: board._id, units: 3 });
    const before = await counts();
    const res = await api.post('/edit-stock', { warehouse_id: london, product_id: board._id, units: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Only 3 units are in stock: 4 cannot be removed');
    expect(fieldsOf(res.json())).toEqual(['units']);
    expect(await counts()).toEqual(before);
    expect(await totalOf(london, board._id)).toBe(3);
  });

  it('refuses a bad number (400 naming units) and answers 404 where there is no stock', async () => {
    const p = await addProduct(api, supplierId);
    await api.post('/add-stock', { warehouse_id: london, product_id: p._id, units: 3 });
    for (const units of [-1, 1.5, '', undefined]) {
      const res = await api.post('/edit-stock', { warehouse_id: london, product_id: p._id, units });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['units']);
    }
    expect(fieldsOf((await api.post('/edit-stock', { product_id: p._id, units: 1 })).json())).toEqual([
      'warehouse_id',
    ]);
    expect(
      (await api.post('/edit-stock', { warehouse_id: rotterdam, product_id: p._id, units: 1 })).statusCode,
    ).toBe(404);
    expect(await totalOf(london, p._id)).toBe(3);
  });

  it('never goes below zero under concurrent removals, and the successful ones add up', async () => {
    const pan = await addProduct(api, supplierId);
    await api.post('/add-stock', { warehouse_id: london, product_id: pan._id, units: 20 });
    const asks = [3, 3, 3, 3, 3, 3, 3, 3, 2, 2];
    const results = await Promise.all(
      asks.map((units) => api.post('/edit-stock', { warehouse_id: london, product_id: pan._id, units })),
    );
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const removed = asks.filter((_, i) => results[i].statusCode === 200).reduce((a, b) => a + b, 0);
    const total = await totalOf(london, pan._id);
    expect(total).toBeGreaterThanOrEqual(0);
    expect(total).toBe(20 - removed);
    expect(total).toBeLessThan(2); // every refused removal asked for more than what was left
    const history = (
      await api.get('/get-stock-history', { warehouse_id: london, product_id: pan._id, limit: '30' })
    ).json();
    const removedInHistory = history.doc
      .filter((m: { isAdd: boolean }) => !m.isAdd)
      .reduce((a: number, m: { unit: number }) => a + m.unit, 0);
    expect(removedInHistory).toBe(removed);
  });
});

describe('GET /get-stock-history', () => {
  it('answers {msg, doc, count, product}: each movement with Date, unit, isAdd, reason and user email, newest first', async () => {
    const set = await addProduct(api, supplierId, 'CK-SET');
    await api.post('/add-stock', { warehouse_id: rotterdam, product_id: set._id, units: 8 });
    await api.post('/edit-stock', { warehouse_id: rotterdam, product_id: set._id, units: 2 });
    await api.post('/add-stock', { warehouse_id: rotterdam, product_id: set._id, units: 1 });
    const res = await api.get('/get-stock-history', { warehouse_id: rotterdam, product_id: set._id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'doc', 'msg', 'product']);
    expect(body.count).toBe(3);
    expect(body.product).toEqual(set);
    expect(body.doc.map((m: { unit: number; isAdd: boolean }) => [m.unit, m.isAdd])).toEqual([
      [1, true],
      [2, false],
      [8, true],
    ]);
    const [latest] = body.doc;
    expect(Object.keys(latest).sort()).toEqual(['Date', '_id', 'isAdd', 'order', 'reason', 'unit', 'user']);
    expect(latest.user).toEqual({ _id: expect.any(String), email: adminEmail });
    expect(latest.order).toBeNull();
    expect(latest.reason).toBeNull();
    expect(Number.isNaN(Date.parse(latest.Date))).toBe(false);

    const page2 = await api.get('/get-stock-history', {
      warehouse_id: rotterdam,
      product_id: set._id,
      limit: '2',
      offset: '2',
    });
    expect(page2.json().doc.map((m: { unit: number }) => m.unit)).toEqual([8]);
  });

  it('names missing ids and answers 404 where there is no stock', async () => {
    const p = await addProduct(api, supplierId);
    expect(fieldsOf((await api.get('/get-stock-history', { warehouse_id: london })).json())).toEqual([
      'product_id',
    ]);
    expect(
      (await api.get('/get-stock-history', { warehouse_id: london, product_id: p._id })).statusCode,
    ).toBe(404);
  });
});

describe('GET /get-stock', () => {
  it('answers {msg, doc, count}, searches product SKUs and names, supplier and warehouse names, and pages', async () => {
    const supplier = await addSupplier(ctx, 'Searchable Supplies');
    const depot = await addWarehouse(ctx, 'Glasgow Depot');
    const a = await addProduct(api, supplier, 'FIND-A', { internal_product_name: 'Copper kettle' });
    const b = await addProduct(api, supplier, 'FIND-B');
    await api.post('/add-stock', { warehouse_id: depot, product_id: a._id, units: 1 });
    await api.post('/add-stock', { warehouse_id: depot, product_id: b._id, units: 2 });
    await api.post('/add-stock', { warehouse_id: london, product_id: b._id, units: 3 });

    const res = await api.get('/get-stock', { search: 'glasgow' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['count', 'doc', 'msg']);
    expect(res.json().count).toBe(2);
    const skusFor = async (query: Record<string, string>) =>
      (await api.get('/get-stock', query))
        .json()
        .doc.map(
          (e: { product: { product_id: { internal_sku: string } }; warehouse: { name: string } }) =>
            `${e.product.product_id.internal_sku}@${e.warehouse.name}`,
        );
    expect(await skusFor({ search: 'copper KETTLE' })).toEqual(['FIND-A@Glasgow Depot']);
    expect(await skusFor({ search: 'sup-find-b' })).toEqual([
      'FIND-B@Glasgow Depot',
      'FIND-B@London Central',
    ]);
    expect(await skusFor({ search: 'searchable' })).toHaveLength(3);
    expect(await skusFor({ search: 'searchable', limit: '2', offset: '2' })).toEqual([
      'FIND-B@London Central',
    ]);
  });

  it("carries each entry's last 10 movements as product.history, newest first", async () => {
    const mugs = await addProduct(api, supplierId, 'HIST-MUG');
    for (let units = 1; units <= 12; units++)
      await api.post('/add-stock', { warehouse_id: rotterdam, product_id: mugs._id, units });
    await api.post('/edit-stock', { warehouse_id: rotterdam, product_id: mugs._id, units: 5 });
    const quiet = await addProduct(api, supplierId, 'HIST-QUIET');
    await api.post('/add-stock', { warehouse_id: london, product_id: quiet._id, units: 4 });

    const res = await api.get('/get-stock', { search: 'HIST-' });
    expect(res.statusCode).toBe(200);
    const bySku = Object.fromEntries(
      res
        .json()
        .doc.map((e: { product: { product_id: { internal_sku: string } } }) => [
          e.product.product_id.internal_sku,
          e,
        ]),
    );
    const history = bySku['HIST-MUG'].product.history;
    expect(history).toHaveLength(10);
    expect(history.map((m: { unit: number; isAdd: boolean }) => [m.unit, m.isAdd])).toEqual([
      [5, false],
      [12, true],
      [11, true],
      [10, true],
      [9, true],
      [8, true],
      [7, true],
      [6, true],
      [5, true],
      [4, true],
    ]);
    expect(Object.keys(history[0]).sort()).toEqual([
      'Date',
      '_id',
      'isAdd',
      'order',
      'reason',
      'unit',
      'user',
    ]);
    expect(bySku['HIST-QUIET'].product.history.map((m: { unit: number }) => m.unit)).toEqual([4]);
  });

  it('leaves out entries of deleted products', async () => {
    const p = await addProduct(api, supplierId, 'GONE-STOCK');
    await api.post('/add-stock', { warehouse_id: london, product_id: p._id, units: 1 });
    expect((await api.get('/get-stock', { search: 'GONE-STOCK' })).json().count).toBe(1);
    // A product with units in stock cannot be deleted: its stock is removed first.
    expect((await api.post('/delete-product', { id: p._id })).statusCode).toBe(409);
    await api.post('/edit-stock', { warehouse_id: london, product_id: p._id, units: 1 });
    expect((await api.post('/delete-product', { id: p._id })).statusCode).toBe(200);
    expect((await api.get('/get-stock', { search: 'GONE-STOCK' })).json().count).toBe(0);
  });
});

describe('a Warehouse user', () => {
  let own: string;
  let token: string;
  let mug: { _id: string };
  beforeAll(async () => {
    const user = await createUser(ctx, 'Warehouse');
    own = user.warehouseId!;
    token = await login(ctx, user.email);
    mug = await addProduct(api, supplierId, 'WH-MUG');
    await api.post('/add-stock', { warehouse_id: own, product_id: mug._id, units: 4 });
    await api.post('/add-stock', { warehouse_id: london, product_id: mug._id, units: 9 });
  });

  it('sees only its own warehouse in the stock list, whatever it asks', async () => {
    const own$ = client(ctx, token);
    const res = await own$.get('/get-stock', { limit: '500' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(1);
    expect(res.json().doc[0]).toMatchObject({ warehouse: { _id: own }, product: { total_units: 4 } });
    expect((await own$.get('/get-stock', { search: 'Central' })).json().count).toBe(0);
  });

  it('adds and removes units of its own warehouse, recorded under its e-mail', async () => {
    const own$ = client(ctx, token);
    expect(
      (await own$.post('/add-stock', { warehouse_id: own, product_id: mug._id, units: 2 })).json().doc.product
        .total_units,
    ).toBe(6);
    expect(
      (await own$.post('/edit-stock', { warehouse_id: own, product_id: mug._id, units: 1 })).json().doc
        .product.total_units,
    ).toBe(5);
    const history = (await own$.get('/get-stock-history', { warehouse_id: own, product_id: mug._id })).json();
    expect(history.doc[0].user.email).toMatch(/^warehouse/);
  });

  it("gets 404 for another warehouse's stock, and changes nothing there", async () => {
    const own$ = client(ctx, token);
    const before = await counts();
    expect(
      (await own$.post('/add-stock', { warehouse_id: london, product_id: mug._id, units: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await own$.post('/edit-stock', { warehouse_id: london, product_id: mug._id, units: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await own$.get('/get-stock-history', { warehouse_id: london, product_id: mug._id })).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
    expect(await totalOf(london, mug._id)).toBe(9);
  });

  it('cannot touch products (403)', async () => {
    const own$ = client(ctx, token);
    expect((await own$.get('/get-products')).statusCode).toBe(403);
    expect((await own$.post('/add-product', {})).statusCode).toBe(403);
  });
});

describe('a Supplier user', () => {
  it('is refused every stock call (403) and changes nothing', async () => {
    const p = await addProduct(api, supplierId);
    await api.post('/add-stock', { warehouse_id: london, product_id: p._id, units: 2 });
    const before = await counts();
    const supplier = client(ctx, await tokenFor(ctx, 'Supplier'));
    for (const res of [
      await supplier.get('/get-stock'),
      await supplier.post('/add-stock', { warehouse_id: london, product_id: p._id, units: 1 }),
      await supplier.post('/edit-stock', { warehouse_id: london, product_id: p._id, units: 1 }),
      await supplier.get('/get-stock-history', { warehouse_id: london, product_id: p._id }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});
