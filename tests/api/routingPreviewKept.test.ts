import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import {
  orderLines,
  orderRoutingLines,
  orderRoutings,
  orders,
  products,
  warehouses,
} from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { readLines } from '../../domain/routingExplanation';
import { makeSupplier, makeWarehouse } from './purchasingFixtures';
import { client, productPayload, type Client } from './productFixtures';

/**
 * POST /preview-warehouse-change reads what routing kept of each order (its parcel and unknown
 * SKUs), not its lines: kept as the deciding function read them; an order kept before parcels
 * were, or with nothing kept, previewed as before; a waiting order whose lines or products changed
 * since it was routed read as it is now, as the save routes it.
 */
let ctx: TestContext;
let api: Client;
let hamburg: typeof warehouses.$inferSelect;
let supplierId: string;
let stoneId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplierId = (await makeSupplier(ctx)).id;
  [hamburg] = await ctx.handle.db
    .update(warehouses)
    .set({ name: 'Hamburg North', country: 'DE', maxWeight: 30 })
    .where(eq(warehouses.id, (await makeWarehouse(ctx)).id))
    .returning();
  for (const [sku, weight] of [
    ['STONE-1', 0.5],
    ['SAND-1', 1],
  ] as const)
    await ctx.handle.db
      .insert(products)
      .values({ ...fields(sku, weight), supplierId })
      .returning();
  stoneId = (await ctx.handle.db.select().from(products).where(eq(products.internalSku, 'STONE-1')))[0].id;
});

const fields = (sku: string, weight: number) => ({
  internalSku: sku,
  supplierSku: `SUP-${sku}`,
  internalProductName: sku,
  supplierProductName: sku,
  weight,
  length: 0.1,
  width: 0.1,
  height: 0.1,
});

let number = 91_000;
/** Imports one order to Germany, `daysAgo` days before the clock, of these lines (SKU, units). */
async function importOrder(lines: [string, number][], daysAgo: number) {
  const n = ++number;
  const [row] = shopifyExportRows({ orders: 1, skus: ['STONE-1'], firstNumber: n, seed: n });
  const created = new Date(ctx.clock.now().getTime() - daysAgo * DAY);
  const res = await api.post('/import-orders', {
    rows: lines.map(([sku, units]) => ({
      ...row,
      'Shipping Country': 'DE',
      'Created at': created.toISOString().replace('T', ' ').slice(0, 19) + ' +0000',
      'Lineitem sku': sku,
      'Lineitem quantity': String(units),
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().errors).toEqual([]);
  return (
    await ctx.handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, `#${n}`))
  )[0];
}

const form = (maxWeight: number) => ({
  name: hamburg.name,
  contact_person: hamburg.contactPerson,
  contact_email: hamburg.email,
  contact_phone: hamburg.contactPhone,
  street_name: hamburg.streetName,
  street_number: hamburg.streetNumber,
  city: hamburg.city,
  country: hamburg.country,
  zipCode: '20095',
  startTime: '08:00',
  endTime: '17:00',
  max_weight: maxWeight,
});
async function preview(maxWeight: number) {
  const res = await api.post('/preview-warehouse-change', { id: hamburg.id, warehouse: form(maxWeight) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc;
}
const numbers = (listed: { orders: { order_number: string }[] }) => listed.orders.map((o) => o.order_number);

describe('what routing keeps, and orders kept before it kept it', () => {
  let light: typeof orders.$inferSelect; // 20 kg: Hamburg either way
  let heavy: typeof orders.$inferSelect; // 28 kg: Hamburg, lost under a max of 25
  let waiting: typeof orders.$inferSelect; // 34 kg: waits, fits a max of 35
  let oldWaiting: typeof orders.$inferSelect; // 34.5 kg, 45 days ago: waits, fits a max of 35
  let unknown: typeof orders.$inferSelect; // 10 kg and an unknown SKU: waits whatever

  beforeAll(async () => {
    oldWaiting = await importOrder([['STONE-1', 69]], 45);
    light = await importOrder([['STONE-1', 40]], 10);
    heavy = await importOrder([['STONE-1', 56]], 9);
    waiting = await importOrder([['STONE-1', 68]], 7);
    unknown = await importOrder(
      [
        ['STONE-1', 20],
        ['NOPE-1', 1],
      ],
      6,
    );
  });

  it('keeps with each routed order the parcel and unknown SKUs the deciding function read of its lines', async () => {
    const kept = (
      await ctx.handle.db
        .select()
        .from(orderRoutings)
        .innerJoin(orderRoutingLines, eq(orderRoutingLines.orderId, orderRoutings.orderId))
    ).map((row) => ({ ...row.order_routings, lines: row.order_routing_lines.lines }));
    expect(kept.length).toBeGreaterThanOrEqual(5);
    for (const k of kept) {
      expect({ parcel: k.parcel, unknownSkus: k.unknownSkus }).toEqual(readLines(k.lines));
      expect(k.inputsChanged).toBe(false);
    }
    const [ofUnknown] = kept.filter((k) => k.orderId === unknown.id);
    expect(ofUnknown.unknownSkus).toEqual(['NOPE-1']);
    expect(ofUnknown.parcel).toMatchObject({ weight: 10 });
  });

  it('previews an order kept before parcels were, or with nothing kept, as it previews one kept now', async () => {
    const answers = async () => [await preview(35), await preview(25)];
    const before = await answers();
    expect(numbers(before[0].waiting.routed_on_save)).toEqual([oldWaiting.orderNumber, waiting.orderNumber]);
    expect(numbers(before[1].recent.created)).toEqual([heavy.orderNumber]);
    // The waiting 34 kg order and the routed 28 kg one as kept before parcels were (lines only);
    // the old waiting order and the routed 20 kg one as routed before anything was kept.
    await ctx.handle.db
      .update(orderRoutings)
      .set({ parcel: null, unknownSkus: null })
      .where(eq(orderRoutings.orderId, waiting.id));
    await ctx.handle.db
      .update(orderRoutings)
      .set({ parcel: null, unknownSkus: null })
      .where(eq(orderRoutings.orderId, heavy.id));
    for (const o of [oldWaiting, light])
      await ctx.handle.db.delete(orderRoutings).where(eq(orderRoutings.orderId, o.id));
    expect(await answers()).toEqual(before);
  });
});

describe('a waiting order whose lines or products changed since it was routed', () => {
  let twoLines: typeof orders.$inferSelect; // 32 kg of stone and 4 kg of sand: waits
  let stone: typeof orders.$inferSelect; // 34 kg of stone: waits

  beforeAll(async () => {
    twoLines = await importOrder(
      [
        ['STONE-1', 64],
        ['SAND-1', 4],
      ],
      3,
    );
    stone = await importOrder([['STONE-1', 68]], 2);
    for (const o of [twoLines, stone])
      expect(o).toMatchObject({ problematic: true, assignedWarehouseId: null });
  });

  const keptOf = async (id: string) =>
    (await ctx.handle.db.select().from(orderRoutings).where(eq(orderRoutings.orderId, id)))[0];

  it('is previewed as it is now: a product whose weight was edited', async () => {
    expect(numbers((await preview(35)).waiting.routed_on_save)).toContain(stone.orderNumber);
    // Stone now weighs 0.53 kg: the 68 units weigh 36.04 kg, over a max of 35.
    const res = await api.post('/edit-product', {
      ...productPayload(supplierId, 'STONE-1', { ...snake(fields('STONE-1', 0.53)) }),
      _id: stoneId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keptOf(stone.id)).inputsChanged).toBe(true);
    expect(numbers((await preview(35)).waiting.routed_on_save)).not.toContain(stone.orderNumber);
    expect(numbers((await preview(37)).waiting.routed_on_save)).toContain(stone.orderNumber);
  });

  it('is previewed, and routed on save, as it is now: a refunded line', async () => {
    // 33.92 kg of stone now (the edit above) and 4 kg of sand: nothing under 38.
    expect(numbers((await preview(37)).waiting.routed_on_save)).not.toContain(twoLines.orderNumber);
    const [sand] = await ctx.handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, twoLines.id))
      .orderBy(asc(orderLines.position))
      .then((lines) => lines.filter((l) => l.sku === 'SAND-1'));
    const res = await api.post('/change-order-product-status', {
      orderId: twoLines.id,
      productUniqueId: sand.id,
      status: 'Refund',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await keptOf(twoLines.id)).inputsChanged).toBe(true);
    const named = await preview(34);
    expect(numbers(named.waiting.routed_on_save)).toContain(twoLines.orderNumber);
    expect(numbers(named.waiting.routed_on_save)).not.toContain(stone.orderNumber);

    // The save routes exactly what the preview named, and keeps its inputs afresh.
    const saved = await api.post('/edit-warehouse', { id: hamburg.id, ...form(34) });
    expect(saved.statusCode, saved.body).toBe(200);
    const [now] = await ctx.handle.db.select().from(orders).where(eq(orders.id, twoLines.id));
    expect(now).toMatchObject({ problematic: false, assignedWarehouseId: hamburg.id });
    expect(await keptOf(twoLines.id)).toMatchObject({ inputsChanged: false, parcel: { weight: 33.92 } });
    const [still] = await ctx.handle.db.select().from(orders).where(eq(orders.id, stone.id));
    expect(still).toMatchObject({ problematic: true, assignedWarehouseId: null });
  });
});

/** A product's stored fields as the product form names them. */
const snake = (p: ReturnType<typeof fields>) => ({
  internal_sku: p.internalSku,
  supplier_sku: p.supplierSku,
  internal_product_name: p.internalProductName,
  supplier_product_name: p.supplierProductName,
  weight: p.weight,
  length: p.length,
  width: p.width,
  height: p.height,
});
