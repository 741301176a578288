import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, login, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import {
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
} from './purchasingFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { orders, poAssignments, poLines, users } from '../../server/db/schema';
import { BEFORE_ORDER_DATE, latestEstimatedDate, TOO_FAR_AHEAD } from '../../domain/estimatedDate';
import type { Order } from '../../src/components/orders/types';

/**
 * Where an estimated shipping date may fall (issue 28 item 4), on every call that sets one: not
 * before the order's date, not more than a year after today; a 400 naming estimatedDate and
 * nothing written. In a batch, a date too far ahead is one 400 for the call, a date before one
 * order's date refuses that row only.
 */
let ctx: TestContext;
let admin: string;
let staff: string;
const DAY = 86_400_000;
const today = () => ctx.clock.now().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(ctx.clock.now().getTime() + n * DAY).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(day) + DAY).toISOString().slice(0, 10);
const post = (url: string, payload: object, token = admin) => client(ctx, token).post(url, payload);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
  staff = await login(ctx, 'warehouse@demo.test', 'demo-pass-2026');
});

/** Two of the warehouse user's pending orders, dated 3 and 30 days ago. */
async function twoOwnOrders() {
  const [user] = await ctx.handle.db.select().from(users).where(eq(users.email, 'warehouse@demo.test'));
  const doc = (
    await client(ctx, admin).get('/get-all-warehouse-orders', {
      limit: '500',
      offset: '1',
      isTag: 'true',
      tagText: 'pending',
    })
  ).json().doc as Order[];
  const own = doc.filter((o) => o.assigned_to?._id === user.warehouseId).map((o) => o._id);
  const [recent, older] = own.slice(-2);
  const at = (days: number) => new Date(ctx.clock.now().getTime() - days * DAY);
  await ctx.handle.db
    .update(orders)
    .set({ orderCreatedAt: at(3), estimatedShippingDate: null })
    .where(eq(orders.id, recent));
  await ctx.handle.db
    .update(orders)
    .set({ orderCreatedAt: at(30), estimatedShippingDate: null })
    .where(eq(orders.id, older));
  return { recent, older };
}

const orderDates = async (ids: string[]) =>
  (
    await ctx.handle.db
      .select({ id: orders.id, date: orders.estimatedShippingDate })
      .from(orders)
      .where(inArray(orders.id, ids))
  )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.date);

describe('Warehouse Orders: the estimated shipping date within its bounds', () => {
  const single = (orderId: string, estimatedDate: string) =>
    post('/update-order-estimated-shipping-date', { orderId, estimatedDate }, staff);
  const batch = (ids: string[], estimatedDate: string) =>
    post('/update-order-estimated-shipping-date-batch', { ids, estimatedDate }, staff);

  it('one order: before its date or more than a year ahead is a 400 naming estimatedDate, nothing written', async () => {
    const { recent } = await twoOwnOrders();
    const events = await orderEventCount(ctx, [recent], 'estimated-shipping-date');
    for (const [date, message] of [
      ['0001-01-01', BEFORE_ORDER_DATE],
      ['1999-01-01', BEFORE_ORDER_DATE],
      [inDays(-4), BEFORE_ORDER_DATE],
      [dayAfter(latestEstimatedDate(today())), TOO_FAR_AHEAD],
      ['9999-12-31', TOO_FAR_AHEAD],
    ]) {
      const res = await single(recent, date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'estimatedDate', message }]);
    }
    expect(await orderDates([recent])).toEqual([null]);
    expect(await orderEventCount(ctx, [recent], 'estimated-shipping-date')).toBe(events);
  });

  it('one order: its own day, a past day after it and the last day a year ahead are set', async () => {
    const { recent } = await twoOwnOrders();
    for (const date of [inDays(-3), inDays(-1), latestEstimatedDate(today())]) {
      const res = await single(recent, date);
      expect(res.statusCode, date).toBe(200);
      expect(await orderDates([recent])).toEqual([date]);
    }
  });

  it('selected orders: a date before one order’s date refuses that order only, with the reason', async () => {
    const { recent, older } = await twoOwnOrders();
    const answer = (await batch([recent, older], inDays(-10))).json();
    expect(answer).toMatchObject({ done: 1, refused: 1 });
    // Each row as the batch answers it, named by its order number.
    expect(answer.rows).toEqual([
      {
        id: recent,
        label: expect.stringMatching(/^#\d+$/),
        outcome: 'refused',
        reason: BEFORE_ORDER_DATE,
        key: 'estimatedShippingDateCannotBefore',
      },
      { id: older, label: expect.stringMatching(/^#\d+$/), outcome: 'done' },
    ]);
    expect(await orderDates([recent, older])).toEqual([null, inDays(-10)]);
  });

  it('selected orders: a date more than a year ahead is one 400 for the call, nothing written', async () => {
    const { recent, older } = await twoOwnOrders();
    const events = await orderEventCount(ctx, [recent, older], 'estimated-shipping-date');
    for (const date of [dayAfter(latestEstimatedDate(today())), '9999-12-31']) {
      const res = await batch([recent, older], date);
      expect(res.statusCode, date).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['estimatedDate']);
      expect(res.json().msg).toBe(TOO_FAR_AHEAD);
    }
    expect(await orderDates([recent, older])).toEqual([null, null]);
    expect(await orderEventCount(ctx, [recent, older], 'estimated-shipping-date')).toBe(events);
    expect((await batch([recent, older], latestEstimatedDate(today()))).json()).toMatchObject({ done: 2 });
  });
});

describe('The supplier view: the estimated shipping date within its bounds', () => {
  type Row = { _id: string; assigned_to: { _id: string }; products: { _id: string }[] };

  /** A supplier's sent PO of two rows, their orders dated 3 and 30 days ago. */
  async function sentPo() {
    const supplier = await makeSupplier(ctx);
    const token = await supplierToken(ctx, supplier.id);
    const warehouse = await makeWarehouse(ctx);
    const product = await makeProduct(ctx, supplier.id);
    for (const consolidated of [true, false]) {
      const { order } = await makeRoutedOrder(ctx, warehouse.id, [
        { productId: product.id, supplierId: supplier.id, quantity: 1 },
      ]);
      await post('/consolidate-order', { orderId: order.id, consolidated });
    }
    const open = (await client(ctx, admin).get('/get-supplier-orders-to-be-sent', { limit: '30' })).json();
    const po = open.supplierOrders.find((p: Row) => p.assigned_to._id === supplier.id);
    expect((await post('/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
    const rows = (await client(ctx, token).get('/get-purchase-orders', { limit: '30' })).json()
      .supplierOrders as Row[];
    expect(rows).toHaveLength(2);
    for (const [row, days] of [
      [rows[0], 3],
      [rows[1], 30],
    ] as const) {
      const [assignment] = await ctx.handle.db
        .select({ orderId: poAssignments.orderId })
        .from(poAssignments)
        .where(eq(poAssignments.id, row._id));
      await ctx.handle.db
        .update(orders)
        .set({ orderCreatedAt: new Date(ctx.clock.now().getTime() - days * DAY) })
        .where(eq(orders.id, assignment.orderId!));
    }
    return { token, recent: rows[0], older: rows[1] };
  }

  const lineDates = async (rows: Row[]) =>
    Promise.all(
      rows.map(
        async (row) =>
          (
            await ctx.handle.db
              .select({ date: poLines.estimatedShippingDate })
              .from(poLines)
              .where(eq(poLines.id, row.products[0]._id))
          )[0].date,
      ),
    );

  it('one line: before its order’s date or more than a year ahead is a 400 naming estimatedDate, nothing written', async () => {
    const { token, recent } = await sentPo();
    const productId = recent.products[0]._id;
    for (const [date, message] of [
      ['0001-01-01', BEFORE_ORDER_DATE],
      ['1999-01-01', BEFORE_ORDER_DATE],
      [inDays(-4), BEFORE_ORDER_DATE],
      [dayAfter(latestEstimatedDate(today())), TOO_FAR_AHEAD],
      ['9999-12-31', TOO_FAR_AHEAD],
    ]) {
      const res = await post('/update-estimated-shipping-date', { productId, estimatedDate: date }, token);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'estimatedDate', message }]);
    }
    expect(await lineDates([recent])).toEqual([null]);
    for (const date of [inDays(-3), latestEstimatedDate(today())]) {
      const res = await post('/update-estimated-shipping-date', { productId, estimatedDate: date }, token);
      expect(res.statusCode, date).toBe(200);
    }
    expect(await lineDates([recent])).toEqual([latestEstimatedDate(today())]);
  });

  it('selected rows: before one row’s order’s date refuses that row; more than a year ahead is one 400', async () => {
    const { token, recent, older } = await sentPo();
    const ids = [recent._id, older._id];
    const tooFar = await post(
      '/update-estimated-shipping-date-batch',
      { ids, estimatedDate: '9999-12-31' },
      token,
    );
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors).toEqual([{ field: 'estimatedDate', message: TOO_FAR_AHEAD }]);
    expect(await lineDates([recent, older])).toEqual([null, null]);

    const answer = (
      await post('/update-estimated-shipping-date-batch', { ids, estimatedDate: inDays(-10) }, token)
    ).json();
    // Each row as the batch answers it, named by its PO and order number.
    expect(answer.rows).toEqual([
      {
        id: recent._id,
        label: expect.stringMatching(/^PO-\d+/),
        outcome: 'refused',
        reason: BEFORE_ORDER_DATE,
        key: 'estimatedShippingDateCannotBefore',
      },
      { id: older._id, label: expect.stringMatching(/^PO-\d+/), outcome: 'done' },
    ]);
    expect(await lineDates([recent, older])).toEqual([null, inDays(-10)]);
  });
});
