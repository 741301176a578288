import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createTestApp, login, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { orders, shippingAgents, users } from '../../server/db/schema';
import type { Order } from '../../src/components/orders/types';

/**
 * Warehouse Orders' batch calls (docs/api.md "Acting on selected rows"): Change Status, Update
 * Shipping Agent, Update Estimated Shipping Date and the selection's export, scoped as the single calls.
 */
let ctx: TestContext;
let admin: string;
let staff: string;
let ownWarehouseId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
  staff = await login(ctx, 'warehouse@demo.test', 'demo-pass-2026');
  const [user] = await ctx.handle.db.select().from(users).where(eq(users.email, 'warehouse@demo.test'));
  ownWarehouseId = user.warehouseId!;
});

const post = (url: string, payload: object, token = admin) => client(ctx, token).post(url, payload);

async function pendingOrders(tag = 'pending') {
  const res = await client(ctx, admin).get('/get-all-warehouse-orders', {
    limit: '500',
    offset: '1',
    isTag: 'true',
    tagText: tag,
  });
  const doc = res.json().doc as Order[];
  return {
    own: doc.filter((o) => o.assigned_to?._id === ownWarehouseId).map((o) => o._id),
    others: doc.filter((o) => o.assigned_to?._id !== ownWarehouseId).map((o) => o._id),
  };
}

const statusEvents = (ids: string[]) => orderEventCount(ctx, ids, 'status-changed');

describe('POST /update-warehouse-order-status-batch', () => {
  it('changes a Warehouse user’s own orders, refuses another warehouse’s, and a second time nothing', async () => {
    const { own, others } = await pendingOrders();
    expect(own.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);
    const ids = [own[0], others[0]];
    const before = await statusEvents(ids);
    const answer = (
      await post('/update-warehouse-order-status-batch', { ids, status: 'Preparation' }, staff)
    ).json();
    expect(answer.rows).toMatchObject([
      { id: own[0], outcome: 'done' },
      { id: others[0], outcome: 'refused', reason: 'Order not found' },
    ]);
    expect(await statusEvents(ids)).toBe(before + 1);
    const again = (
      await post('/update-warehouse-order-status-batch', { ids, status: 'Preparation' }, staff)
    ).json();
    expect(again).toMatchObject({ done: 0, refused: 2 });
    expect(again.rows[0].reason).toBe('Already Preparation: nothing to change');
    expect(await statusEvents(ids)).toBe(before + 1);
  });

  it('racing the single-row call, changes the order once', async () => {
    const { own } = await pendingOrders();
    const id = own[0];
    const before = await statusEvents([id]);
    const [batch, single] = await Promise.all([
      post('/update-warehouse-order-status-batch', { ids: [id], status: 'Preparation' }, staff),
      post('/update-warehouse-order-status', { id, status: 'Preparation' }, staff),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(single.statusCode).toBe(200);
    expect(await statusEvents([id])).toBe(before + 1);
  });

  it('is 403 for a Supplier, as the single call; a bad status or id is a 400 naming it', async () => {
    const supplier = await tokenFor(ctx, 'Supplier');
    const { own } = await pendingOrders();
    expect(
      (await post('/update-warehouse-order-status-batch', { ids: own, status: 'Pending' }, supplier))
        .statusCode,
    ).toBe(403);
    const bad = await post('/update-warehouse-order-status-batch', { ids: ['x'], status: 'Shipped' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['ids.0', 'status']);
  });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

async function activeAgents() {
  const rows = await ctx.handle.db
    .select({ id: shippingAgents.id, name: shippingAgents.name })
    .from(shippingAgents)
    .where(and(eq(shippingAgents.activated, true), isNull(shippingAgents.deletedAt)));
  expect(rows.length).toBeGreaterThan(1);
  return rows;
}

describe('POST /add-shipping-agent-to-warehouse-order-batch', () => {
  const agentEvents = (ids: string[]) => orderEventCount(ctx, ids, 'shipping-agent');

  it('sets the agent of a Warehouse user’s own orders, refuses others and a shipped one, and a second time nothing', async () => {
    const { own, others } = await pendingOrders();
    const { own: shipped } = await pendingOrders('shipped');
    expect(shipped.length).toBeGreaterThan(0);
    const [agent, other] = await activeAgents();
    // One already has the agent: it is left alone.
    await ctx.handle.db.update(orders).set({ shippingAgentId: agent.id }).where(eq(orders.id, own[1]));
    await ctx.handle.db.update(orders).set({ shippingAgentId: other.id }).where(eq(orders.id, own[0]));
    const ids = [own[0], own[1], others[0], shipped[0], UNKNOWN];
    const before = await agentEvents(ids);
    const answer = (
      await post('/add-shipping-agent-to-warehouse-order-batch', { ids, shippingAgentId: agent.id }, staff)
    ).json();
    expect(answer).toMatchObject({ msg: '1 changed, 4 refused', done: 1, refused: 4 });
    expect(answer.rows).toMatchObject([
      { id: own[0], outcome: 'done' },
      { id: own[1], outcome: 'refused', reason: `Already ${agent.name}: nothing to change` },
      { id: others[0], outcome: 'refused', reason: 'Order not found' },
      {
        id: shipped[0],
        outcome: 'refused',
        reason: 'The shipping agent of a Shipped order cannot change any more',
      },
      { id: UNKNOWN, outcome: 'refused', reason: 'Order not found' },
    ]);
    expect(await agentEvents(ids)).toBe(before + 1);
    const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, own[0]));
    expect(row.shippingAgentId).toBe(agent.id);
    const again = (
      await post('/add-shipping-agent-to-warehouse-order-batch', { ids, shippingAgentId: agent.id }, staff)
    ).json();
    expect(again).toMatchObject({ done: 0, refused: 5 });
    expect(await agentEvents(ids)).toBe(before + 1);
  });

  it('racing the single-row call, sets the agent once; an Admin reaches every warehouse’s', async () => {
    const { others } = await pendingOrders();
    const [agent] = await activeAgents();
    const id = others[0];
    await ctx.handle.db.update(orders).set({ shippingAgentId: null }).where(eq(orders.id, id));
    const before = await agentEvents([id]);
    const [batch, single] = await Promise.all([
      post('/add-shipping-agent-to-warehouse-order-batch', { ids: [id], shippingAgentId: agent.id }),
      post('/add-shipping-agent-to-warehouse-order', { orderId: id, shippingAgentId: agent.id }),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(single.statusCode).toBe(200);
    expect(await agentEvents([id])).toBe(before + 1);
  });

  it('an agent that may not be chosen is a 400 for the whole call; a Supplier is refused; bad fields named', async () => {
    const { own } = await pendingOrders();
    const refused = await post(
      '/add-shipping-agent-to-warehouse-order-batch',
      { ids: own, shippingAgentId: UNKNOWN },
      staff,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('could not assign shipping agent');
    expect(fieldsOf(refused.json())).toEqual(['shippingAgentId']);
    const [agent] = await activeAgents();
    const supplier = await tokenFor(ctx, 'Supplier');
    expect(
      (
        await post(
          '/add-shipping-agent-to-warehouse-order-batch',
          { ids: own, shippingAgentId: agent.id },
          supplier,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await post('/add-shipping-agent-to-warehouse-order-batch', {
      ids: [own[0], 'x'],
      shippingAgentId: 'y',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['ids.1', 'shippingAgentId']);
  });
});

describe('POST /update-order-estimated-shipping-date-batch', () => {
  // The demo orders are dated the last days: an estimate is within a year after today.
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const LATER = inDays(40);
  const LATER_STILL = inDays(57);
  const dateEvents = (ids: string[]) => orderEventCount(ctx, ids, 'estimated-shipping-date');

  it('sets the date part of a Warehouse user’s own orders, refuses others and shipped ones, and a second time nothing', async () => {
    const { own, others } = await pendingOrders();
    const { own: shipped } = await pendingOrders('shipped');
    const ids = [own[0], own[1], others[0], shipped[0]];
    const before = await dateEvents(ids);
    const answer = (
      await post(
        '/update-order-estimated-shipping-date-batch',
        { ids, estimatedDate: `${LATER}T10:00:00.000Z` },
        staff,
      )
    ).json();
    expect(answer.rows).toMatchObject([
      { id: own[0], outcome: 'done' },
      { id: own[1], outcome: 'done' },
      { id: others[0], outcome: 'refused', reason: 'Order not found' },
      {
        id: shipped[0],
        outcome: 'refused',
        reason: 'The estimated shipping date of a Shipped order cannot change',
      },
    ]);
    const rows = await ctx.handle.db
      .select({ date: orders.estimatedShippingDate })
      .from(orders)
      .where(inArray(orders.id, [own[0], own[1]]));
    expect(rows.map((r) => r.date)).toEqual([LATER, LATER]);
    expect(await dateEvents(ids)).toBe(before + 2);
    const again = (
      await post('/update-order-estimated-shipping-date-batch', { ids, estimatedDate: LATER }, staff)
    ).json();
    expect(again).toMatchObject({ msg: '0 changed, 4 refused', done: 0, refused: 4 });
    expect(again.rows[0].reason).toBe(`Already ${LATER}: nothing to change`);
    expect(await dateEvents(ids)).toBe(before + 2);
  });

  it('racing the single-row call, sets the date once', async () => {
    const { own } = await pendingOrders();
    const id = own[2] ?? own[0];
    const before = await dateEvents([id]);
    const [batch, single] = await Promise.all([
      post('/update-order-estimated-shipping-date-batch', { ids: [id], estimatedDate: LATER_STILL }, staff),
      post('/update-order-estimated-shipping-date', { orderId: id, estimatedDate: LATER_STILL }, staff),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(single.statusCode).toBe(200);
    expect(await dateEvents([id])).toBe(before + 1);
  });

  it('a non-date is a 400 naming estimatedDate for the whole call; a Supplier is refused', async () => {
    const { own } = await pendingOrders();
    for (const estimatedDate of ['2027-02-30', 'soon']) {
      const bad = await post(
        '/update-order-estimated-shipping-date-batch',
        { ids: own, estimatedDate },
        staff,
      );
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.json())).toEqual(['estimatedDate']);
    }
    const none = await post('/update-order-estimated-shipping-date-batch', { ids: [], estimatedDate: '' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json()).sort()).toEqual(['estimatedDate', 'ids']);
    const supplier = await tokenFor(ctx, 'Supplier');
    expect(
      (
        await post(
          '/update-order-estimated-shipping-date-batch',
          { ids: own, estimatedDate: LATER_STILL },
          supplier,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /export-warehouse-orders-selection', () => {
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('exports exactly the selection with the list export’s columns; a Warehouse user only its own', async () => {
    const { own, others } = await pendingOrders();
    const ids = [own[0], others[0]];
    const res = await post('/export-warehouse-orders-selection', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const whole = await client(ctx, admin).get('/export-warehouse-orders', {});
    const all = csvLines(whole.body);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(all[0]);
    const numbers = await ctx.handle.db
      .select({ id: orders.id, number: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    const numberOf = new Map(numbers.map((n) => [n.id, n.number]));
    const of = (id: string) => all.slice(1).filter((line) => line.split(',')[1] === numberOf.get(id));
    expect(lines.slice(1).sort()).toEqual([...of(own[0]), ...of(others[0])].sort());

    const staffs = csvLines((await post('/export-warehouse-orders-selection', { ids }, staff)).body);
    expect(staffs.slice(1).sort()).toEqual(of(own[0]).sort());
    const supplier = await tokenFor(ctx, 'Supplier');
    expect((await post('/export-warehouse-orders-selection', { ids }, supplier)).statusCode).toBe(403);
    const bad = await post('/export-warehouse-orders-selection', { ids: [own[0], 'x'] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['ids.1']);
  });
});
