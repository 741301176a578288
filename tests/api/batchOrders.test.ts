import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import { orderEvents, orders } from '../../server/db/schema';
import { BATCH_MAX_ROWS } from '../../domain/batch';

/** The Master Dashboard's batch calls (docs/api.md "Acting on selected rows"). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

const post = (url: string, payload: unknown, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';

async function orderIds(where: ReturnType<typeof and>, n: number) {
  const rows = await db().select({ id: orders.id }).from(orders).where(where).limit(n);
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

async function statusEvents(ids: string[]) {
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'status-changed')));
  return n;
}

describe('POST /change-order-status-batch', () => {
  it('answers per row, changes the allowed rows only, and a second time nothing', async () => {
    const pending = await orderIds(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)), 3);
    const [problematic] = await orderIds(eq(orders.problematic, true), 1);
    const [shipped] = await orderIds(eq(orders.status, 'Shipped'), 1);
    const ids = [...pending, problematic, shipped, UNKNOWN];
    const before = await statusEvents(ids);

    const first = await post('/change-order-status-batch', { ids, status: 'Preparation' });
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ msg: '3 changed, 3 refused', done: 3, refused: 3 });
    expect(answer.rows).toEqual([
      ...pending.map((id) => ({ id, outcome: 'done' })),
      {
        id: problematic,
        outcome: 'refused',
        reason: expect.stringMatching(/problematic order needs a warehouse/),
      },
      { id: shipped, outcome: 'refused', reason: 'An order that is Shipped cannot be changed by hand' },
      { id: UNKNOWN, outcome: 'refused', reason: 'Order not found' },
    ]);
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    const statusOf = new Map(statuses.map((r) => [r.id, r.status]));
    expect(pending.map((id) => statusOf.get(id))).toEqual(['Preparation', 'Preparation', 'Preparation']);
    expect(statusOf.get(shipped)).toBe('Shipped');
    expect(await statusEvents(ids)).toBe(before + 3);

    const again = (await post('/change-order-status-batch', { ids, status: 'Preparation' })).json();
    expect(again).toMatchObject({ msg: '0 changed, 6 refused', done: 0, refused: 6 });
    expect(again.rows[0]).toEqual({
      id: pending[0],
      outcome: 'refused',
      reason: 'Already Preparation: nothing to change',
    });
    expect(await statusEvents(ids)).toBe(before + 3);
  });

  it('answers a row named twice once', async () => {
    const [id] = await orderIds(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)), 1);
    const answer = (
      await post('/change-order-status-batch', { ids: [id, id], status: 'Preparation' })
    ).json();
    expect(answer.rows).toEqual([{ id, outcome: 'done' }]);
    await post('/change-order-status', { orderId: id, status: 'Pending' });
  });

  it('racing the single-row call, changes the order once', async () => {
    const [id] = await orderIds(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)), 1);
    const before = await statusEvents([id]);
    const [batch, single] = await Promise.all([
      post('/change-order-status-batch', { ids: [id], status: 'Preparation' }),
      post('/change-order-status', { orderId: id, status: 'Preparation' }),
    ]);
    expect(batch.statusCode).toBe(200);
    // The single call answers as documented, whichever ran first.
    expect(single.json()).toEqual({ msg: 'Order status changed to Preparation' });
    expect(await statusEvents([id])).toBe(before + 1);
  });

  it('is the Admin’s, as the single call', async () => {
    const [id] = await orderIds(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)), 1);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect(
        (await post('/change-order-status', { orderId: id, status: 'Preparation' }, token)).statusCode,
      ).toBe(403);
      expect(
        (await post('/change-order-status-batch', { ids: [id], status: 'Preparation' }, token)).statusCode,
      ).toBe(403);
    }
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('Pending');
  });

  it('refuses an oversize batch, a bad id and a bad status with a 400 naming the field', async () => {
    const many = Array.from({ length: BATCH_MAX_ROWS + 1 }, () => UNKNOWN);
    const fieldsOf = async (payload: unknown) => {
      const res = await post('/change-order-status-batch', payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await fieldsOf({ ids: many, status: 'Pending' })).toEqual(['ids']);
    expect(await fieldsOf({ ids: [], status: 'Pending' })).toEqual(['ids']);
    expect(await fieldsOf({ ids: [UNKNOWN, 'nope'], status: 'Pending' })).toEqual(['ids.1']);
    expect(await fieldsOf({ ids: [UNKNOWN], status: 'Nonsense' })).toEqual(['status']);
    expect(await fieldsOf({ status: 'Pending' })).toEqual(['ids']);
  });
});
