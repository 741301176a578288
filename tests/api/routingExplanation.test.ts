import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderRoutings, orders, products, warehouses } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { makeSupplier, makeWarehouse } from './purchasingFixtures';
import { client, productPayload, type Client } from './productFixtures';

/** GET /get-order-routing: why every order went where it went, kept when it was routed. */
let ctx: TestContext;
let api: Client;
let supplierId: string;
let hamburg: { id: string; name: string };
const SKU = 'ROUTE-11';

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplierId = (await makeSupplier(ctx)).id;
  hamburg = await makeWarehouse(ctx);
  await ctx.handle.db
    .update(warehouses)
    .set({ name: 'Hamburg North', country: 'DE', maxWeight: 30 })
    .where(eq(warehouses.id, hamburg.id));
  await ctx.handle.db.insert(products).values({
    internalSku: SKU,
    supplierSku: `SUP-${SKU}`,
    internalProductName: 'Crate',
    supplierProductName: 'Crate',
    supplierId,
    weight: 11.4,
    length: 0.6,
    width: 0.4,
    height: 0.3,
  });
});

let number = 71_000;
/** Imports one Shopify export order to Germany with these lines and answers it. */
async function importOrder(lines: [sku: string, quantity: number][]) {
  const n = ++number;
  const [first] = shopifyExportRows({ orders: 1, skus: ['X'], firstNumber: n, seed: n });
  const rows = lines.map(([sku, quantity], i) => ({
    ...(i === 0
      ? { ...first, 'Shipping Country': 'DE' }
      : { Name: first.Name, Email: first.Email, 'Created at': first['Created at'] }),
    'Lineitem sku': sku,
    'Lineitem name': `Item ${sku}`,
    'Lineitem quantity': String(quantity),
    'Lineitem price': '9.90',
  }));
  const res = await api.post('/import-orders', { rows });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().errors).toEqual([]);
  const [order] = await ctx.handle.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${n}`));
  return order;
}

async function routingOf(id: string) {
  const res = await api.get('/get-order-routing', { id });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe('Order routing');
  return res.json().doc;
}

describe('GET /get-order-routing', () => {
  it('explains an assigned order: the inputs, each criterion with the values compared', async () => {
    const order = await importOrder([[SKU, 2]]);
    expect(order.assignedWarehouseId).toBe(hamburg.id);
    const doc = await routingOf(order.id);
    expect(doc).toMatchObject({ order_id: order.id, recomputed: false });
    expect(doc.routed_at).toEqual(expect.any(String));
    expect(doc.explanation.outcome).toBe('assigned');
    expect(doc.explanation.result).toEqual({ kind: 'assigned', warehouseId: hamburg.id });
    expect(doc.explanation.inputs).toEqual({
      lines: [
        {
          sku: SKU,
          known: true,
          quantity: 2,
          weight: 11.4,
          length: 0.6,
          width: 0.4,
          height: 0.3,
          lwh: 1.3,
          totalWeight: 22.8,
        },
      ],
      parcel: { weight: 22.8, length: 0.6, width: 0.4, height: 0.3, lwh: 1.3 },
      destinationCountry: 'DE',
      unknownSkus: [],
    });
    expect(doc.explanation.warehouses).toEqual([
      expect.objectContaining({
        id: hamburg.id,
        name: 'Hamburg North',
        fits: true,
        smallestChange: null,
        checks: expect.arrayContaining([
          { criterion: 'weight', bound: 'max', limit: 30, value: 22.8, unit: 'kg', passed: true },
        ]),
      }),
    ]);
  });

  it('explains an unknown SKU, and the routing once the product is added', async () => {
    const order = await importOrder([
      [SKU, 1],
      ['ROUTE-NEW', 1],
    ]);
    expect(order).toMatchObject({ problematic: true, problemReason: 'unknown-sku' });
    const before = await routingOf(order.id);
    expect(before.explanation.outcome).toBe('unknown-sku');
    expect(before.explanation.inputs.unknownSkus).toEqual(['ROUTE-NEW']);

    const res = await api.post('/add-product', productPayload(supplierId, 'ROUTE-NEW'));
    expect(res.statusCode, res.body).toBe(200);
    const after = await routingOf(order.id);
    expect(after.explanation.outcome).toBe('assigned');
    expect(after.explanation.inputs.lines.map((l: { known: boolean }) => l.known)).toEqual([true, true]);
  });

  it('says which criterion failed and the smallest change, as the warehouse stood when routed', async () => {
    const order = await importOrder([[SKU, 3]]);
    expect(order).toMatchObject({ problematic: true, problemReason: 'no-warehouse-fits' });
    // The criteria change afterwards: the explanation keeps those routing read.
    await ctx.handle.db.update(warehouses).set({ maxWeight: 50 }).where(eq(warehouses.id, hamburg.id));
    const { explanation, recomputed } = await routingOf(order.id);
    await ctx.handle.db.update(warehouses).set({ maxWeight: 30 }).where(eq(warehouses.id, hamburg.id));
    expect(recomputed).toBe(false);
    expect(explanation.outcome).toBe('no-warehouse-fits');
    const [w] = explanation.warehouses;
    expect(w.fits).toBe(false);
    expect(w.checks).toContainEqual({
      criterion: 'weight',
      bound: 'max',
      limit: 30,
      value: 34.2,
      unit: 'kg',
      passed: false,
    });
    expect(w.smallestChange).toEqual([{ criterion: 'weight', bound: 'max', from: 30, to: 34.2, unit: 'kg' }]);
  });

  it('names the several warehouses that fit', async () => {
    const other = await makeWarehouse(ctx);
    try {
      const order = await importOrder([[SKU, 1]]);
      const { explanation } = await routingOf(order.id);
      expect(explanation.outcome).toBe('several-warehouses-fit');
      expect(explanation.result.candidates.sort()).toEqual([hamburg.id, other.id].sort());
      expect(explanation.warehouses.map((w: { fits: boolean }) => w.fits)).toEqual([true, true]);
    } finally {
      await ctx.handle.db.update(warehouses).set({ activated: false }).where(eq(warehouses.id, other.id));
    }
  });

  it('recomputes an order routed before explanations were kept, from its current lines and warehouses', async () => {
    const order = await importOrder([[SKU, 3]]);
    await ctx.handle.db.delete(orderRoutings).where(inArray(orderRoutings.orderId, [order.id]));
    await ctx.handle.db.update(warehouses).set({ maxWeight: 50 }).where(eq(warehouses.id, hamburg.id));
    const doc = await routingOf(order.id);
    await ctx.handle.db.update(warehouses).set({ maxWeight: 30 }).where(eq(warehouses.id, hamburg.id));
    expect(doc).toMatchObject({ recomputed: true, routed_at: null });
    expect(doc.explanation.outcome).toBe('assigned');
    expect(doc.explanation.inputs.parcel.weight).toBe(34.2);
  });

  it('is the Admin’s: 404 for an unknown order, 403 for the other roles', async () => {
    expect(
      (await api.get('/get-order-routing', { id: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const order = await importOrder([[SKU, 1]]);
    const warehouseApi = client(ctx, await tokenFor(ctx, 'Warehouse'));
    expect((await warehouseApi.get('/get-order-routing', { id: order.id })).statusCode).toBe(403);
    expect((await api.get('/get-order-routing', { id: 'nope' })).statusCode).toBe(400);
  });
});
