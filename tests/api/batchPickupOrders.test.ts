import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { noJobs } from '../../server/jobs';
import { fieldsOf } from './productFixtures';
import { pickupCalls } from './pickupCalls';
import {
  GRACE,
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
} from './purchasingFixtures';
import { orderLines, orders, puoAssignments, shopFulfilments, stockMovements } from '../../server/db/schema';
import { BATCH_MAX_ROWS } from '../../domain/batch';

/**
 * The sent pickup orders' batches (docs/api.md "Acting on selected rows"): one tracking for the
 * whole pickup, and Change Status of every assignment, on each selected PUO, answered per PUO;
 * a PUO is done whole or refused whole, and the shop hears of a delivery once.
 */
let ctx: TestContext;
let admin: string;
/** How often the shop fulfilment job was woken. */
let fulfilmentKicks = 0;
beforeAll(async () => {
  ctx = await createTestApp({ jobs: { ...noJobs, kickShopFulfilments: () => void fulfilmentKicks++ } });
  admin = await tokenFor(ctx, 'Admin');
});

const { api, puoOf } = pickupCalls(() => ({ ctx, admin }));
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';
const SHIPPING = '/add-shipping-info-to-pickup-order';
const STATUS = '/change-puo-status';
const INFO = { trackingId: '4711', agentName: 'DHL', trackingURL: 'https://dhl.test/4711' };

type Destination = 'Warehouse' | 'Customer';
let shopOrders = 0;

/**
 * A PUO of one agent at one supplier with an assignment per destination (an order each: to the
 * warehouse when consolidated, else to its customer), sent unless told otherwise.
 */
async function pickup(destinations: readonly Destination[], { send = true } = {}) {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const agent = await makeAgent(ctx);
  const orderIds: string[] = [];
  for (const to of destinations) {
    const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: product.id, supplierId: supplier.id, quantity: 1 },
    ]);
    // From the shop: a delivery to its customer is written back to the shop (a queued fulfilment).
    await db()
      .update(orders)
      .set({ source: 'shop', shopOrderId: String(820000 + ++shopOrders) })
      .where(eq(orders.id, order.id));
    await db()
      .update(orderLines)
      .set({ shopLineItemId: `li-${shopOrders}` })
      .where(eq(orderLines.id, lines[0].id));
    const consolidated = to === 'Warehouse';
    expect((await api('/consolidate-order', { orderId: order.id, consolidated })).statusCode).toBe(200);
    orderIds.push(order.id);
  }
  const pos = (await api('/get-supplier-orders-to-be-sent?limit=30')).json().supplierOrders as {
    _id: string;
    assigned_to: { _id: string };
  }[];
  const po = pos.find((p) => p.assigned_to._id === supplier.id)!;
  expect((await api('/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  const rows = (await api('/get-purchase-orders?limit=30', undefined, token)).json().supplierOrders as {
    products: { _id: string }[];
  }[];
  for (const row of rows) {
    const productId = row.products[0]._id;
    expect(
      (await api('/add-shipping-agent-to-product', { productId, shippingAgentId: agent.id }, token))
        .statusCode,
    ).toBe(200);
    expect((await api('/change-product-status', { productId, status: 'Ready' }, token)).statusCode).toBe(200);
  }
  const puo = (await puoOf(agent.id, 'to-be-sent'))!;
  expect(puo.assign_orders).toHaveLength(destinations.length);
  if (send) expect((await api('/pickup-order-sent-now', { id: puo._id })).statusCode).toBe(200);
  const assignments = await db()
    .select()
    .from(puoAssignments)
    .where(eq(puoAssignments.pickupOrderId, puo._id));
  const to = (sentTo: Destination) => assignments.find((a) => a.sentTo === sentTo)!;
  return { id: puo._id, orderIds, to, supplierId: supplier.id, productId: product.id };
}

/** The order number a refusal names an assignment by. */
const numberOf = async (orderId: string | null) =>
  (await db().select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId!)))[0].number;
const assignmentsOf = (puoId: string) =>
  db().select().from(puoAssignments).where(eq(puoAssignments.pickupOrderId, puoId));
const count = async (table: typeof shopFulfilments | typeof stockMovements) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;
const shippedLinesOf = async (orderIds: string[]) =>
  (
    await db()
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.status, 'Shipped')))
  ).length;
/** What the single call answers for one of the PUO's assignments (its refusal, when it refuses). */
const singleRefusal = async (url: string, body: object) => {
  const res = await api(url, body);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  return res.json().msg as string;
};

describe('POST /add-shipping-info-to-pickup-order-batch', () => {
  const batch = `${SHIPPING}-batch`;

  it('tracks every assignment that has none, refuses the rest per PUO, and writes nothing twice', async () => {
    const both = await pickup(['Warehouse', 'Customer']);
    const half = await pickup(['Customer', 'Customer']);
    const [tracked] = await assignmentsOf(half.id);
    const single = await api(SHIPPING, { id: half.id, assignOrderId: tracked.id, ...INFO, trackingId: '1' });
    expect(single.statusCode, single.body).toBe(200);
    const done = await pickup(['Customer']);
    expect(
      (await api(SHIPPING, { id: done.id, assignOrderId: done.to('Customer').id, ...INFO })).statusCode,
    ).toBe(200);
    const unsent = await pickup(['Warehouse'], { send: false });
    const unsentRefusal = await singleRefusal(SHIPPING, {
      id: unsent.id,
      assignOrderId: unsent.to('Warehouse').id,
      ...INFO,
    });
    const ids = [both.id, half.id, done.id, unsent.id, UNKNOWN];
    const fulfilments = await count(shopFulfilments);
    const kicks = fulfilmentKicks;

    const first = await api(batch, { ids, ...INFO, trackingId: 4711 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '2 changed, 3 refused',
      done: 2,
      refused: 3,
      rows: [
        { id: both.id, outcome: 'done' },
        { id: half.id, outcome: 'done' },
        { id: done.id, outcome: 'refused', reason: 'Already has shipping info: nothing to change' },
        { id: unsent.id, outcome: 'refused', reason: unsentRefusal },
        { id: UNKNOWN, outcome: 'refused', reason: 'Pickup order not found' },
      ],
    });
    // One tracking for the pickup: on each assignment that had none, by the single call's step.
    const shown = (a: typeof puoAssignments.$inferSelect) => [
      a.trackingId,
      a.agentName,
      a.trackingUrl,
      a.status,
    ];
    expect(shown(both.to('Warehouse'))).toEqual([null, null, null, 'Awaiting Pickup']);
    const afterBoth = await assignmentsOf(both.id);
    expect(afterBoth.map(shown).sort()).toEqual([
      ['4711', 'DHL', 'https://dhl.test/4711', 'Awaiting Pickup'],
      ['4711', 'DHL', 'https://dhl.test/4711', 'Shipped'],
    ]);
    expect((await assignmentsOf(half.id)).map((a) => a.trackingId).sort()).toEqual(['1', '4711']);
    expect((await assignmentsOf(unsent.id))[0].trackingId).toBeNull();
    // The customer deliveries are shipped and told to the shop, once each, as the single call does.
    expect(await shippedLinesOf([both.orderIds[1], ...half.orderIds])).toBe(3);
    expect(await shippedLinesOf([both.orderIds[0]])).toBe(0);
    expect(await count(shopFulfilments)).toBe(fulfilments + 2);
    expect(
      await orderEventCount(ctx, [...both.orderIds, ...half.orderIds], 'pickup-order-shipping-info'),
    ).toBe(4);
    expect(fulfilmentKicks).toBeGreaterThan(kicks);

    const again = await api(batch, { ids, ...INFO, trackingId: '9' });
    expect(again.json()).toMatchObject({ msg: '0 changed, 5 refused', done: 0, refused: 5 });
    expect(again.json().rows.slice(0, 2)).toMatchObject([
      { id: both.id, outcome: 'refused', reason: 'Already has shipping info: nothing to change' },
      { id: half.id, outcome: 'refused', reason: 'Already has shipping info: nothing to change' },
    ]);
    expect((await assignmentsOf(both.id)).every((a) => a.trackingId === '4711')).toBe(true);
    expect(await count(shopFulfilments)).toBe(fulfilments + 2);
    expect(
      await orderEventCount(ctx, [...both.orderIds, ...half.orderIds], 'pickup-order-shipping-info'),
    ).toBe(4);
  });

  it('racing the single call, tracks the assignment once and tells the shop once', async () => {
    const puo = await pickup(['Customer']);
    const assignOrderId = puo.to('Customer').id;
    const fulfilments = await count(shopFulfilments);
    const [many, one] = await Promise.all([
      api(batch, { ids: [puo.id], ...INFO }),
      api(SHIPPING, { id: puo.id, assignOrderId, ...INFO, trackingId: '5' }),
    ]);
    expect(many.statusCode).toBe(200);
    // Whichever ran first: the single call answers 200 or its documented 409.
    expect([200, 409]).toContain(one.statusCode);
    expect(many.json().done === 1).toBe(one.statusCode === 409);
    const [after] = await assignmentsOf(puo.id);
    expect(after.trackingId).toBe(one.statusCode === 200 ? '5' : '4711');
    expect(await count(shopFulfilments)).toBe(fulfilments + 1);
    expect(await orderEventCount(ctx, puo.orderIds, 'pickup-order-shipping-info')).toBe(1);
  });

  it('is the Admin’s, as the single call', async () => {
    const puo = await pickup(['Customer']);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      const body = { id: puo.id, assignOrderId: puo.to('Customer').id, ...INFO };
      expect((await api(SHIPPING, body, token)).statusCode).toBe(403);
      expect((await api(batch, { ids: [puo.id], ...INFO }, token)).statusCode).toBe(403);
    }
    expect((await api(batch, { ids: [puo.id], ...INFO }, 'nope')).statusCode).toBe(401);
    expect((await assignmentsOf(puo.id))[0].trackingId).toBeNull();
  });

  it('checks the fields as the single call: a 400 naming the field, nothing written', async () => {
    const puo = await pickup(['Customer']);
    const refusedFields = async (payload: object) => {
      const res = await api(batch, payload);
      expect(res.statusCode, res.body).toBe(400);
      return fieldsOf(res.json());
    };
    const ids = [puo.id];
    expect(await refusedFields({ ids, ...INFO, trackingId: 'abc' })).toEqual(['trackingId']);
    expect(await refusedFields({ ids, ...INFO, trackingId: -1 })).toEqual(['trackingId']);
    expect(await refusedFields({ ids, ...INFO, trackingURL: 'not a url' })).toEqual(['trackingURL']);
    expect(await refusedFields({ ids, ...INFO, agentName: '' })).toEqual(['agentName']);
    expect(await refusedFields({ ids: [], ...INFO })).toEqual(['ids']);
    expect(await refusedFields({ ids: [puo.id, 'nope'], ...INFO })).toEqual(['ids.1']);
    const many = Array.from({ length: BATCH_MAX_ROWS + 1 }, () => UNKNOWN);
    expect(await refusedFields({ ids: many, ...INFO })).toEqual(['ids']);
    expect(await refusedFields({ ...INFO })).toEqual(['ids']);
    expect((await assignmentsOf(puo.id))[0].trackingId).toBeNull();
  });
});

describe('POST /change-puo-status-batch', () => {
  const batch = `${STATUS}-batch`;
  const statusesOf = async (puoId: string) => (await assignmentsOf(puoId)).map((a) => a.status).sort();

  it('ships each PUO whole or refuses it whole, says Already … and changes nothing twice', async () => {
    const arriving = await pickup(['Warehouse', 'Warehouse']);
    const tracked = await pickup(['Warehouse', 'Customer']);
    expect(
      (await api(SHIPPING, { id: tracked.id, assignOrderId: tracked.to('Customer').id, ...INFO })).statusCode,
    ).toBe(200);
    // Its customer delivery has no tracking yet: the whole PUO is refused, the warehouse one unshipped.
    const untracked = await pickup(['Warehouse', 'Customer']);
    const untrackedRefusal = await singleRefusal(STATUS, {
      puoId: untracked.id,
      assignOrderId: untracked.to('Customer').id,
      status: 'Shipped',
    });
    const shipped = await pickup(['Warehouse']);
    const one = { puoId: shipped.id, assignOrderId: shipped.to('Warehouse').id, status: 'Shipped' };
    expect((await api(STATUS, one)).statusCode).toBe(200);
    const unsent = await pickup(['Warehouse'], { send: false });
    const unsentRefusal = await singleRefusal(STATUS, {
      puoId: unsent.id,
      assignOrderId: unsent.to('Warehouse').id,
      status: 'Shipped',
    });
    const ids = [arriving.id, tracked.id, untracked.id, shipped.id, unsent.id, UNKNOWN];
    const orderIds = [arriving, tracked, untracked].flatMap((p) => p.orderIds);
    const events = await orderEventCount(ctx, orderIds, 'pickup-order-status');

    const first = await api(batch, { ids, status: 'Shipped' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '2 changed, 4 refused',
      done: 2,
      refused: 4,
      rows: [
        { id: arriving.id, outcome: 'done' },
        { id: tracked.id, outcome: 'done' },
        // The single call's reason, and which of the PUO's assignments refused.
        {
          id: untracked.id,
          outcome: 'refused',
          reason: `${untrackedRefusal} (${await numberOf(untracked.to('Customer').orderId)})`,
        },
        { id: shipped.id, outcome: 'refused', reason: 'Already Shipped: nothing to change' },
        { id: unsent.id, outcome: 'refused', reason: unsentRefusal },
        { id: UNKNOWN, outcome: 'refused', reason: 'Pickup order not found' },
      ],
    });
    expect(await statusesOf(arriving.id)).toEqual(['Shipped', 'Shipped']);
    expect(await statusesOf(tracked.id)).toEqual(['Shipped', 'Shipped']);
    expect(await statusesOf(untracked.id)).toEqual(['Awaiting Pickup', 'Awaiting Pickup']);
    expect(await statusesOf(unsent.id)).toEqual(['Awaiting Pickup']);
    // Each changed assignment's timeline says so once: the two arriving and the tracked one's warehouse delivery.
    expect(await orderEventCount(ctx, orderIds, 'pickup-order-status')).toBe(events + 3);
    expect(await orderEventCount(ctx, untracked.orderIds, 'pickup-order-delivered')).toBe(0);

    const again = await api(batch, { ids, status: 'Shipped' });
    expect(again.json()).toMatchObject({ msg: '0 changed, 6 refused', done: 0, refused: 6 });
    expect(again.json().rows.slice(0, 2)).toMatchObject([
      { id: arriving.id, outcome: 'refused', reason: 'Already Shipped: nothing to change' },
      { id: tracked.id, outcome: 'refused', reason: 'Already Shipped: nothing to change' },
    ]);
    expect(await orderEventCount(ctx, orderIds, 'pickup-order-status')).toBe(events + 3);
  });

  it('Awaiting Pickup: Already … while none has moved; a Shipped assignment refuses its PUO', async () => {
    const waiting = await pickup(['Warehouse', 'Customer']);
    const partly = await pickup(['Warehouse', 'Warehouse']);
    const [first] = await assignmentsOf(partly.id);
    expect(
      (await api(STATUS, { puoId: partly.id, assignOrderId: first.id, status: 'Shipped' })).statusCode,
    ).toBe(200);
    const res = await api(batch, { ids: [waiting.id, partly.id], status: 'Awaiting Pickup' });
    expect(res.json()).toMatchObject({
      msg: '0 changed, 2 refused',
      done: 0,
      refused: 2,
      rows: [
        { id: waiting.id, outcome: 'refused', reason: 'Already Awaiting Pickup: nothing to change' },
        {
          id: partly.id,
          outcome: 'refused',
          reason: `This assignment has already been shipped (${await numberOf(first.orderId)})`,
        },
      ],
    });
    expect(await statusesOf(partly.id)).toEqual(['Awaiting Pickup', 'Shipped']);
  });

  it('names a refusing product added by hand by its typed-in recipient', async () => {
    const puo = await pickup(['Warehouse'], { send: false });
    const added = await api('/add-manual-order-to-customer-pickup-order', {
      id: puo.id,
      supplierId: puo.supplierId,
      customer: GRACE,
      productId: puo.productId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await api('/pickup-order-sent-now', { id: puo.id })).statusCode).toBe(200);
    const res = await api(batch, { ids: [puo.id], status: 'Shipped' });
    expect(res.json().rows).toMatchObject([
      {
        id: puo.id,
        outcome: 'refused',
        reason: 'Add the shipping info before marking a delivery to the customer Shipped (Grace Hopper)',
      },
    ]);
    expect(await statusesOf(puo.id)).toEqual(['Awaiting Pickup', 'Awaiting Pickup']);
  });

  it('racing the single call, delivers the assignment once', async () => {
    const puo = await pickup(['Warehouse']);
    const assignOrderId = puo.to('Warehouse').id;
    const [many, one] = await Promise.all([
      api(batch, { ids: [puo.id], status: 'Shipped' }),
      api(STATUS, { puoId: puo.id, assignOrderId, status: 'Shipped' }),
    ]);
    expect(many.statusCode).toBe(200);
    expect([200, 409]).toContain(one.statusCode);
    expect(many.json().done === 1).toBe(one.statusCode === 409);
    expect(await statusesOf(puo.id)).toEqual(['Shipped']);
    expect(await orderEventCount(ctx, puo.orderIds, 'pickup-order-delivered')).toBe(1);
    expect(await orderEventCount(ctx, puo.orderIds, 'pickup-order-status')).toBe(1);
  });

  it('is the Admin’s, as the single call', async () => {
    const puo = await pickup(['Warehouse']);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      const body = { puoId: puo.id, assignOrderId: puo.to('Warehouse').id, status: 'Shipped' };
      expect((await api(STATUS, body, token)).statusCode).toBe(403);
      expect((await api(batch, { ids: [puo.id], status: 'Shipped' }, token)).statusCode).toBe(403);
    }
    expect(await statusesOf(puo.id)).toEqual(['Awaiting Pickup']);
  });

  it('takes only the single call’s statuses: a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ ids: [UNKNOWN], status: 'Ready' }, 'status'],
      [{ ids: [UNKNOWN] }, 'status'],
      [{ ids: [], status: 'Shipped' }, 'ids'],
      [{ ids: ['nope'], status: 'Shipped' }, 'ids.0'],
    ] as const) {
      const res = await api(batch, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
    }
  });
});
