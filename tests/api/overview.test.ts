import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, pickupOrders, purchaseOrders } from '../../server/db/schema';
import { DUE_TAGS, dueWindow } from '../../domain/scheduledOrders';
import { ATTENTION_REASONS, DAY } from '../../domain/attention';
import { ORDER_TAGS } from '../../domain/orderStatus';
import type { OverviewRecord } from '../../domain/schemas/overview';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { makeAgent, makeProduct, makeRoutedOrder, makeSupplier } from './purchasingFixtures';

/**
 * The overview (issue 18 item 3): each tile's number is the count of the list its link opens,
 * for each role; the chart counts the orders imported, shipped and late per day.
 */
let ctx: TestContext;
let admin: string;
let warehouseUser: string;
let warehouseId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx, (await createUser(ctx, 'Admin')).email);
  // A Warehouse user comes with a warehouse of its own; the orders below go there.
  const user = await createUser(ctx, 'Warehouse');
  warehouseId = user.warehouseId!;
  warehouseUser = await login(ctx, user.email);
});

const get = async (url: string, token: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin${url}`,
    headers: { 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const overview = async (token = admin) => (await get('/get-overview', token)).doc as OverviewRecord;
const today = () => ctx.clock.now().toISOString().slice(0, 10);
const dayOf = (offset: number) =>
  new Date(ctx.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
const onDay = (o: OverviewRecord, day: string) => o.days!.find((d) => d.day === day)!;

async function order(over: Partial<typeof orders.$inferInsert> = {}) {
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order } = await makeRoutedOrder(ctx, warehouseId, [
    { productId: product.id, supplierId: supplier.id, quantity: 1 },
  ]);
  await ctx.handle.db
    .update(orders)
    .set({ createdAt: ctx.clock.now(), orderCreatedAt: ctx.clock.now(), ...over })
    .where(eq(orders.id, order.id));
  return order;
}

describe('the overview', () => {
  it("counts what its tiles' lists show: orders per status tag and rows per reason", async () => {
    await order({ status: 'Pending' });
    await order({ status: 'Ready' });
    await order({ status: 'Pending', problematic: true, assignedWarehouseId: null });
    await order({ status: 'Preparation', deadlineDate: dayOf(-3) });
    const tiles = await overview();
    for (const tag of ORDER_TAGS) {
      const list = await get(`/get-shopify-orders?tagText=${tag}&isTag=true&limit=1`, admin);
      expect(tiles.statuses![tag], tag).toBe(list.count);
    }
    for (const reason of ATTENTION_REASONS) {
      const list = await get(`/get-attention?tagText=${reason}&isTag=true&limit=1`, admin);
      expect(tiles.attention[reason], reason).toBe(list.count);
    }
    expect(tiles.attention.problematic).toBeGreaterThan(0);
    expect(tiles.attention.late).toBeGreaterThan(0);
  });

  it("gives a Warehouse user its own rows' counts, and no statuses or chart", async () => {
    await order({ status: 'Pending', deadlineDate: dayOf(-2) });
    const tiles = await overview(warehouseUser);
    expect(tiles.statuses).toBeNull();
    expect(tiles.days).toBeNull();
    for (const reason of ATTENTION_REASONS) {
      const list = await get(`/get-attention?tagText=${reason}&isTag=true&limit=1`, warehouseUser);
      expect(tiles.attention[reason], reason).toBe(list.count);
    }
    expect(tiles.attention.late).toBeGreaterThan(0);
    expect(tiles.attention.problematic).toBe(0);
  });

  it('charts the last 30 days: imported, shipped (when it became Shipped) and late', async () => {
    const before = await overview();
    expect(before.days).toHaveLength(30);
    expect(before.days!.at(-1)!.day).toBe(today());

    const imported = await order();
    // Late: its deadline was yesterday and it is still open; shipped today, it stays late.
    const overdue = await order({ deadlineDate: dayOf(-1), status: 'Pending' });
    // Shipped on its deadline day: not late.
    const onTime = await order({ deadlineDate: dayOf(-1), status: 'Pending' });
    await ctx.handle.db
      .update(orders)
      .set({ status: 'Shipped', updatedAt: new Date(ctx.clock.now().getTime() - DAY) })
      .where(eq(orders.id, onTime.id));
    let after = await overview();
    expect(onDay(after, today()).imported - onDay(before, today()).imported).toBe(3);
    expect(onDay(after, dayOf(-1)).late - onDay(before, dayOf(-1)).late).toBe(1);
    expect(onDay(after, dayOf(-1)).shipped - onDay(before, dayOf(-1)).shipped).toBe(1);

    await ctx.handle.db
      .update(orders)
      .set({ status: 'Shipped', updatedAt: ctx.clock.now() })
      .where(eq(orders.id, overdue.id));
    after = await overview();
    expect(onDay(after, today()).shipped - onDay(before, today()).shipped).toBe(1);
    expect(onDay(after, dayOf(-1)).late - onDay(before, dayOf(-1)).late).toBe(1);

    // The shipped time follows the status: back to Pending clears it.
    await ctx.handle.db.update(orders).set({ status: 'Pending' }).where(eq(orders.id, overdue.id));
    const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, overdue.id));
    expect(row.shippedAt).toBeNull();
    expect(imported.id).toBeTruthy();
  });

  it('charts imported orders by their own date, not the day their records were made', async () => {
    const before = await overview();
    // A file of last week's orders, imported today.
    for (const offset of [-1, -2, -2, -5])
      await order({ orderCreatedAt: new Date(ctx.clock.now().getTime() + offset * DAY) });
    const after = await overview();
    const added = (offset: number) =>
      onDay(after, dayOf(offset)).imported - onDay(before, dayOf(offset)).imported;
    expect([0, -1, -2, -5].map(added)).toEqual([0, 1, 2, 1]);
  });

  it('counts the purchase and pickup orders to be sent that are overdue or due later today, as their lists show them', async () => {
    const now = ctx.clock.now();
    const { until } = dueWindow('due-today', now, ctx.config.timeZone);
    const at = {
      overdue: new Date(now.getTime() - 3_600_000),
      'due-today': new Date(now.getTime() + (until.getTime() - now.getTime()) / 2),
      tomorrow: new Date(until.getTime() + 3_600_000),
    };
    const before = (await overview()).due!;
    for (const scheduleTime of Object.values(at)) {
      await ctx.handle.db
        .insert(purchaseOrders)
        .values({ supplierId: (await makeSupplier(ctx)).id, scheduleTime });
      await ctx.handle.db.insert(pickupOrders).values({
        shippingAgentId: (await makeAgent(ctx)).id,
        pickupFrom: 'Warehouse',
        pickupWarehouseId: warehouseId,
        scheduleTime,
      });
    }
    // A sent one is never due.
    await ctx.handle.db.insert(purchaseOrders).values({
      supplierId: (await makeSupplier(ctx)).id,
      scheduleTime: at.overdue,
      notificationStatus: 'sent',
      sentAt: now,
    });
    const tiles = await overview();
    const lists = {
      purchaseOrders: '/get-supplier-orders-to-be-sent',
      pickupOrders: '/get-pickup-orders-to-be-sent',
    } as const;
    for (const kind of ['purchaseOrders', 'pickupOrders'] as const)
      for (const tag of DUE_TAGS) {
        expect(tiles.due![kind][tag] - before[kind][tag], `${kind} ${tag}`).toBe(1);
        const list = await get(`${lists[kind]}?tagText=${tag}&isTag=true&limit=1`, admin);
        expect(tiles.due![kind][tag], `${kind} ${tag}`).toBe(list.count);
      }
    // An overdue purchase order is what Needs attention calls one due and not sent.
    expect(tiles.due!.purchaseOrders.overdue).toBe(tiles.attention['po-due']);
    expect((await overview(warehouseUser)).due).toBeNull();

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-supplier-orders-to-be-sent?tagText=someday&isTag=true',
      headers: { 'x-auth-token': admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/tagText/);
  });

  it('is refused without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/backend/api/admin/get-overview' });
    expect(res.statusCode).toBe(401);
  });
});
