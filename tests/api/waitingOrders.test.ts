import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orderLines, orders, stock, users } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { makeProduct, makeSupplier, makeWarehouse } from './purchasingFixtures';
import { client, productPayload, type Client } from './productFixtures';

/** Orders made problematic by an unknown SKU are routed when the product is added, as import would. */
let ctx: TestContext;
let api: Client;
let supplier: { id: string; name: string };
let warehouseId: string;
let known: { id: string; internalSku: string };
beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplier = await makeSupplier(ctx);
  warehouseId = (await makeWarehouse(ctx)).id;
  known = await makeProduct(ctx, supplier.id);
  // The known product is in stock, so routing serves it from stock and buys the new one.
  await ctx.handle.db.insert(stock).values({ warehouseId, productId: known.id, totalUnits: 50 });
});

let number = 61_000;
/** One Shopify export order with these SKUs, one unit each. */
function orderRows(skus: string[]) {
  const n = ++number;
  const [first] = shopifyExportRows({ orders: 1, skus: ['X'], firstNumber: n, seed: n });
  return skus.map((sku, i) => ({
    ...(i === 0 ? first : { Name: first.Name, Email: first.Email, 'Created at': first['Created at'] }),
    'Lineitem sku': sku,
    'Lineitem name': `Item ${sku}`,
    'Lineitem quantity': '1',
    'Lineitem price': '9.90',
  }));
}

async function importOrders(...orderSkus: string[][]) {
  const res = await api.post('/import-orders', { rows: orderSkus.flatMap(orderRows) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().errors).toEqual([]);
  const numbers = Array.from({ length: orderSkus.length }, (_, i) => `#${number - orderSkus.length + 1 + i}`);
  const found = await ctx.handle.db.select().from(orders).where(inArray(orders.orderNumber, numbers));
  return numbers.map((no) => found.find((o) => o.orderNumber === no)!);
}

const orderNow = async (id: string) =>
  (await ctx.handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const linesOf = (id: string) =>
  ctx.handle.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
const timelineOf = async (id: string) =>
  (
    await ctx.handle.db
      .select({ kind: orderEvents.kind, detail: orderEvents.detail, email: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.userId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.seq))
  ).map((e) => ({ kind: e.kind, detail: e.detail, email: e.email }));

describe('a new product routes the orders that waited for it', () => {
  it('add-product routes each order whose every line now has a product, as import would, and says so', async () => {
    const [both, twoUnknown, lowerCase] = await importOrders(
      [known.internalSku, 'WAIT-1'],
      ['WAIT-1', 'WAIT-2'],
      [' wait-1 '],
    );
    for (const o of [both, twoUnknown, lowerCase])
      expect(o).toMatchObject({ problematic: true, problemReason: 'unknown-sku', assignedWarehouseId: null });

    const res = await api.post('/add-product', productPayload(supplier.id, 'WAIT-1'));
    expect(res.statusCode, res.body).toBe(200);
    const productId = res.json().doc._id;

    // Routed: assigned, the known product served from stock, the new one to buy.
    for (const o of [both, lowerCase]) {
      expect(await orderNow(o.id)).toMatchObject({
        problematic: false,
        problemReason: null,
        assignedWarehouseId: warehouseId,
        warehouseList: [],
      });
    }
    expect((await linesOf(both.id)).map((l) => [l.productId, l.supplierId, l.fulfilment])).toEqual([
      [known.id, supplier.id, 'stock'],
      [productId, supplier.id, 'buy'],
    ]);
    expect((await linesOf(lowerCase.id)).map((l) => [l.productId, l.fulfilment])).toEqual([
      [productId, 'buy'],
    ]);

    // The same order imported now that the product exists is routed the same way.
    const [twin] = await importOrders([known.internalSku, 'WAIT-1']);
    expect(twin).toMatchObject({ problematic: false, assignedWarehouseId: warehouseId });
    expect((await linesOf(twin.id)).map((l) => [l.productId, l.fulfilment])).toEqual(
      (await linesOf(both.id)).map((l) => [l.productId, l.fulfilment]),
    );

    // The timeline says why it moved, who added the product, then where it went.
    const timeline = await timelineOf(both.id);
    expect(timeline.map((e) => e.kind)).toEqual([
      'imported',
      'problematic',
      'product-added',
      'routed',
      'served-from-stock',
    ]);
    expect(timeline[2]).toEqual({
      kind: 'product-added',
      detail: { skus: ['WAIT-1'] },
      email: expect.any(String),
    });
    expect((await timelineOf(lowerCase.id))[2].detail).toEqual({ skus: ['WAIT-1'] });

    // Still missing WAIT-2: problematic as before, its WAIT-1 line now linked.
    expect(await orderNow(twoUnknown.id)).toMatchObject({
      problematic: true,
      problemReason: 'unknown-sku',
      assignedWarehouseId: null,
    });
    expect((await linesOf(twoUnknown.id)).map((l) => l.productId)).toEqual([productId, null]);
    expect((await timelineOf(twoUnknown.id)).map((e) => e.kind)).toEqual(['imported', 'problematic']);
  });

  it('the product CSV import routes the orders its new products complete', async () => {
    const [waiting] = await importOrders(['WAIT-3', 'WAIT-4']);
    const row = (sku: string) => ({ ...productPayload(supplier.id, sku), supplier: supplier.name });
    const res = await api.post('/import-products', { rows: [row('WAIT-3'), row('WAIT-4')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, errors: [] });
    expect(await orderNow(waiting.id)).toMatchObject({
      problematic: false,
      assignedWarehouseId: warehouseId,
    });
    expect((await linesOf(waiting.id)).every((l) => l.productId && l.fulfilment === 'buy')).toBe(true);
    const added = (await timelineOf(waiting.id)).find((e) => e.kind === 'product-added');
    expect(added?.detail).toEqual({ skus: ['WAIT-3', 'WAIT-4'] });
  });

  it('leaves an order problematic for another reason alone', async () => {
    const [other] = await importOrders(['WAIT-5']);
    await ctx.handle.db
      .update(orders)
      .set({ problemReason: 'several-warehouses-fit' })
      .where(eq(orders.id, other.id));
    expect((await api.post('/add-product', productPayload(supplier.id, 'WAIT-5'))).statusCode).toBe(200);
    expect(await orderNow(other.id)).toMatchObject({ problematic: true, assignedWarehouseId: null });
    expect((await linesOf(other.id))[0].productId).toBeNull();
  });
});
