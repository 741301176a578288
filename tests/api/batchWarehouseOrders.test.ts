import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, login, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { users } from '../../server/db/schema';
import type { Order } from '../../src/components/orders/types';

/** Warehouse Orders' batch Change Status (docs/api.md "Acting on selected rows"), scoped as the single call. */
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

async function pendingOrders() {
  const res = await client(ctx, admin).get('/get-all-warehouse-orders', {
    limit: '500',
    offset: '1',
    isTag: 'true',
    tagText: 'pending',
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
    expect(answer.rows).toEqual([
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
