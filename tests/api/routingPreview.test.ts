import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orders, products, warehouses } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { makeSupplier, makeWarehouse } from './purchasingFixtures';
import { client, type Client } from './productFixtures';

/**
 * POST /preview-warehouse-change, and the save that follows it: orders built to fall either
 * side of a new max weight are exactly the ones the preview names, and the save routes exactly
 * the waiting ones it named, never a decided one.
 */
let ctx: TestContext;
let api: Client;
let hamburg: typeof warehouses.$inferSelect;
const SKU = 'BRICK-1'; // half a kilo a unit: an order of 2n units weighs n kg
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  const supplierId = (await makeSupplier(ctx)).id;
  [hamburg] = await ctx.handle.db
    .update(warehouses)
    .set({ name: 'Hamburg North', country: 'DE', maxWeight: 30 })
    .where(eq(warehouses.id, (await makeWarehouse(ctx)).id))
    .returning();
  await ctx.handle.db.insert(products).values({
    internalSku: SKU,
    supplierSku: `SUP-${SKU}`,
    internalProductName: 'Brick',
    supplierProductName: 'Brick',
    supplierId,
    weight: 0.5,
    length: 0.1,
    width: 0.1,
    height: 0.1,
  });
});

let number = 81_000;
/** Imports one order to Germany of `kg` bricks, created `daysAgo` days before the clock's now. */
async function importOrder(kg: number, daysAgo: number) {
  const n = ++number;
  const [row] = shopifyExportRows({ orders: 1, skus: [SKU], firstNumber: n, seed: n });
  const created = new Date(ctx.clock.now().getTime() - daysAgo * DAY);
  const res = await api.post('/import-orders', {
    rows: [
      {
        ...row,
        'Shipping Country': 'DE',
        'Created at': created.toISOString().replace('T', ' ').slice(0, 19) + ' +0000',
        'Lineitem sku': SKU,
        'Lineitem quantity': String(kg * 2),
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().errors).toEqual([]);
  const [order] = await ctx.handle.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${n}`));
  return order;
}

const orderNow = async (id: string) =>
  (await ctx.handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const timelineOf = async (id: string) =>
  await ctx.handle.db
    .select({ kind: orderEvents.kind, detail: orderEvents.detail })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.seq));

/** Hamburg North's form as the edit screen sends it, with `over` changed. */
const hamburgForm = (over: object = {}) => ({
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
  max_weight: 30,
  ...over,
});

async function preview(body: object) {
  const res = await api.post('/preview-warehouse-change', body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe('Routing preview');
  return res.json().doc;
}
const numbers = (listed: { orders: { order_number: string }[] }) => listed.orders.map((o) => o.order_number);
const HAMBURG = () => ({ id: hamburg.id, name: 'Hamburg North' });

describe('a new max weight tried, then saved', () => {
  // Hamburg North takes up to 30 kg, the only warehouse.
  let light: typeof orders.$inferSelect; // 20 kg: Hamburg either way
  let heavy: typeof orders.$inferSelect; // 28 kg: Hamburg, lost under a max of 25
  let waiting: typeof orders.$inferSelect; // 34 kg: waits, fits a max of 35
  let tooHeavy: typeof orders.$inferSelect; // 40 kg: waits whatever
  let decided: typeof orders.$inferSelect; // 33 kg: no fit, the Admin chose Hamburg
  let oldWaiting: typeof orders.$inferSelect; // 34.5 kg, 45 days ago: waits, fits a max of 35

  beforeAll(async () => {
    oldWaiting = await importOrder(34.5, 45);
    light = await importOrder(20, 10);
    heavy = await importOrder(28, 9);
    decided = await importOrder(33, 8);
    waiting = await importOrder(34, 7);
    tooHeavy = await importOrder(40, 6);
    for (const o of [light, heavy]) expect(o.assignedWarehouseId).toBe(hamburg.id);
    for (const o of [oldWaiting, decided, waiting, tooHeavy])
      expect(o).toMatchObject({ problematic: true, problemReason: 'no-warehouse-fits' });
    const res = await api.post('/assign-warehouse', { orderId: decided.id, warehouseId: hamburg.id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a higher max weight solves exactly the orders between the two, and names the waiting ones a save routes', async () => {
    const doc = await preview({ id: hamburg.id, warehouse: hamburgForm({ max_weight: 35 }) });
    expect(doc.days).toBe(30);
    expect(new Date(doc.since).getTime()).toBe(ctx.clock.now().getTime() - 30 * DAY);
    // The window: the five of the last 30 days (the 45-day-old order is outside it).
    expect(doc.recent.orders).toBe(5);
    expect(numbers(doc.recent.solved)).toEqual([decided.orderNumber, waiting.orderNumber]);
    expect(doc.recent.solved.orders[1]).toEqual({
      order_id: waiting.id,
      order_number: waiting.orderNumber,
      shop: null, // one shop configured: no shop named
      from: null,
      to: HAMBURG(),
    });
    expect(doc.recent.solved.count).toBe(2);
    expect(doc.recent.created).toEqual({ count: 0, orders: [] });
    expect(doc.recent.moved).toEqual({ count: 0, orders: [] });
    expect(doc.recent.moves).toEqual([]);
    // Waiting now: the three undecided problematic orders, of any date; two would be routed.
    expect(doc.waiting.orders).toBe(3);
    expect(numbers(doc.waiting.routed_on_save)).toEqual([oldWaiting.orderNumber, waiting.orderNumber]);
  });

  it('a lower max weight creates exactly the problems of the orders between the two, and routes none', async () => {
    const doc = await preview({ id: hamburg.id, warehouse: hamburgForm({ max_weight: 25 }) });
    expect(doc.recent.created.orders).toEqual([
      { order_id: heavy.id, order_number: heavy.orderNumber, shop: null, from: HAMBURG(), to: null },
    ]);
    // The decided 33 kg order did not fit before either: nothing changes for it.
    expect(doc.recent.solved.count).toBe(0);
    expect(doc.waiting.routed_on_save).toEqual({ count: 0, orders: [] });
  });

  it('a new warehouse and an activation are tried too', async () => {
    const added = await preview({
      warehouse: {
        ...hamburgForm({ name: 'Bremen', contact_email: 'bremen@warehouse.test' }),
        min_weight: 39,
        max_weight: 50,
      },
    });
    expect(added.waiting.routed_on_save.orders).toEqual([
      {
        order_id: tooHeavy.id,
        order_number: tooHeavy.orderNumber,
        shop: null,
        from: null,
        to: { id: null, name: 'Bremen' },
      },
    ]);
    const deactivated = await preview({ id: hamburg.id, activated: false });
    expect(numbers(deactivated.recent.created)).toEqual([light.orderNumber, heavy.orderNumber]);
    expect(deactivated.waiting.routed_on_save.count).toBe(0);
  });

  it('saving routes exactly the waiting orders the preview named, says so, and leaves decided orders alone', async () => {
    const named = await preview({ id: hamburg.id, warehouse: hamburgForm({ max_weight: 35 }) });
    const decidedBefore = { order: await orderNow(decided.id), timeline: await timelineOf(decided.id) };
    const res = await api.post('/edit-warehouse', { id: hamburg.id, ...hamburgForm({ max_weight: 35 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Warehouse updated successfully');

    const routedNow = (
      await ctx.handle.db.select().from(orders).where(eq(orders.assignedWarehouseId, hamburg.id))
    ).map((o) => o.orderNumber);
    expect(routedNow.sort()).toEqual(
      [light, heavy, decided]
        .map((o) => o.orderNumber)
        .concat(numbers(named.waiting.routed_on_save))
        .sort(),
    );
    for (const o of [waiting, oldWaiting]) {
      expect(await orderNow(o.id)).toMatchObject({
        problematic: false,
        problemReason: null,
        warehouseList: [],
      });
      const timeline = await timelineOf(o.id);
      expect(timeline.map((e) => e.kind)).toEqual([
        'imported',
        'problematic',
        'warehouse-changed',
        'routed',
        'served-from-stock',
      ]);
      expect(timeline[2].detail).toEqual({
        warehouseId: hamburg.id,
        warehouse: 'Hamburg North',
        change: 'edited',
      });
    }
    expect(await orderNow(tooHeavy.id)).toMatchObject({ problematic: true, assignedWarehouseId: null });
    expect(await orderNow(decided.id)).toEqual(decidedBefore.order);
    expect(await timelineOf(decided.id)).toEqual(decidedBefore.timeline);
    // Nothing waits for this change any more.
    const again = await preview({ id: hamburg.id, warehouse: hamburgForm({ max_weight: 35 }) });
    expect(again.waiting).toEqual({ orders: 1, routed_on_save: { count: 0, orders: [] } });
  });

  it('activating and adding a warehouse route what their preview named', async () => {
    const bremenForm = {
      ...hamburgForm({ name: 'Bremen', contact_email: 'bremen@warehouse.test' }),
      min_weight: 39,
      max_weight: 50,
    };
    const named = await preview({ warehouse: bremenForm });
    const added = await api.post('/add-warehouse', bremenForm);
    expect(added.statusCode, added.body).toBe(200);
    const bremen = added.json().doc._id;
    expect(numbers(named.waiting.routed_on_save)).toEqual([tooHeavy.orderNumber]);
    expect(await orderNow(tooHeavy.id)).toMatchObject({ problematic: false, assignedWarehouseId: bremen });
    expect((await timelineOf(tooHeavy.id))[2].detail).toEqual({
      warehouseId: bremen,
      warehouse: 'Bremen',
      change: 'added',
    });

    // Deactivating Bremen leaves the order it took where it is (decided), and routes nothing.
    const off = await api.post('/status_warehouse', { id: bremen, status: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(await orderNow(tooHeavy.id)).toMatchObject({ assignedWarehouseId: bremen });
  });
});

describe('who may try a change, and what it must say', () => {
  it('answers 400 naming the field of a bad change', async () => {
    const fieldOf = async (body: object) => {
      const res = await api.post('/preview-warehouse-change', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await fieldOf({ id: hamburg.id, warehouse: hamburgForm({ max_weight: 'heavy' }) })).toContain(
      'warehouse.max_weight',
    );
    expect(
      await fieldOf({ id: hamburg.id, warehouse: hamburgForm({ min_weight: 40, max_weight: 35 }) }),
    ).toContain('warehouse.max_weight');
    expect(await fieldOf({})).toContain('warehouse');
    expect(await fieldOf({ activated: true })).toContain('id');
    expect(await fieldOf({ id: 'nope', activated: true })).toContain('id');
  });

  it('answers 404 for a warehouse that is not there', async () => {
    const res = await api.post('/preview-warehouse-change', {
      id: '00000000-0000-4000-8000-000000000000',
      activated: false,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(['Warehouse', 'Supplier'] as const)('refuses a %s user with 403', async (role) => {
    const other = client(ctx, await tokenFor(ctx, role));
    const res = await other.post('/preview-warehouse-change', { id: hamburg.id, activated: false });
    expect(res.statusCode).toBe(403);
  });
});
