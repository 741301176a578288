import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { orders } from '../../server/db/schema';
import { BATCH_MAX_ROWS } from '../../domain/batch';

/** The Master Dashboard's batch calls (docs/api.md "Acting on selected rows"). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

const post = (url: string, payload: object, token = admin) => client(ctx, token).post(url, payload);
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';

async function orderIds(where: ReturnType<typeof and>, n: number) {
  const rows = await db().select({ id: orders.id }).from(orders).where(where).limit(n);
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

const statusEvents = (ids: string[]) => orderEventCount(ctx, ids, 'status-changed');

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
    expect(answer.rows).toMatchObject([
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
    expect(again.rows[0]).toMatchObject({
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
    expect(answer.rows).toMatchObject([{ id, outcome: 'done' }]);
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
    expect(single.json()).toEqual({
      msg: 'Order status changed to Preparation',
      key: 'orderStatusChanged',
      values: { status: 'Preparation' },
    });
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
    const refusedFields = async (payload: object) => {
      const res = await post('/change-order-status-batch', payload);
      expect(res.statusCode).toBe(400);
      return fieldsOf(res.json());
    };
    expect(await refusedFields({ ids: many, status: 'Pending' })).toEqual(['ids']);
    expect(await refusedFields({ ids: [], status: 'Pending' })).toEqual(['ids']);
    expect(await refusedFields({ ids: [UNKNOWN, 'nope'], status: 'Pending' })).toEqual(['ids.1']);
    expect(await refusedFields({ ids: [UNKNOWN], status: 'Nonsense' })).toEqual(['status']);
    expect(await refusedFields({ status: 'Pending' })).toEqual(['ids']);
  });
});

const eventsOf = (ids: string[], kind: string) => orderEventCount(ctx, ids, kind);

describe('POST /assign-warehouse-batch', () => {
  it('assigns the shared candidate where it is one, refuses the others per row, and applies once', async () => {
    const open = await db()
      .select({ id: orders.id, list: orders.warehouseList })
      .from(orders)
      .where(and(eq(orders.problematic, true), sql`${orders.assignedWarehouseId} is null`));
    const withCandidates = open.filter((o) => o.list.length > 1);
    expect(withCandidates.length).toBeGreaterThan(1);
    const warehouseId = withCandidates[0].list[0];
    const sharing = withCandidates.filter((o) => o.list.includes(warehouseId)).map((o) => o.id);
    const notSharing = open.filter((o) => o.list.length && !o.list.includes(warehouseId)).map((o) => o.id);
    // Both kinds are in the demo, so the per-row refusal below is really checked.
    expect(sharing.length).toBeGreaterThan(0);
    expect(notSharing.length).toBeGreaterThan(0);
    const [settled] = await orderIds(eq(orders.problematic, false), 1);
    const ids = [...sharing, ...notSharing, settled];
    const chosenBefore = await eventsOf(ids, 'warehouse-chosen');

    const answer = (await post('/assign-warehouse-batch', { ids, warehouseId })).json();
    expect(answer.done).toBe(sharing.length);
    expect(
      answer.rows.filter((r: { outcome: string }) => r.outcome === 'done').map((r: { id: string }) => r.id),
    ).toEqual(sharing);
    for (const id of notSharing)
      expect(answer.rows.find((r: { id: string }) => r.id === id)).toMatchObject({
        id,
        outcome: 'refused',
        reason: expect.stringMatching(/not one of the candidates|unknown SKU/),
      });
    expect(answer.rows.at(-1)).toMatchObject({
      id: settled,
      outcome: 'refused',
      reason: 'A warehouse has already been assigned to this order',
    });
    const assigned = await db()
      .select({ id: orders.id, warehouse: orders.assignedWarehouseId })
      .from(orders)
      .where(inArray(orders.id, sharing));
    expect(assigned.every((o) => o.warehouse === warehouseId)).toBe(true);
    expect(await eventsOf(ids, 'warehouse-chosen')).toBe(chosenBefore + sharing.length);

    const again = (await post('/assign-warehouse-batch', { ids, warehouseId })).json();
    expect(again.done).toBe(0);
    expect(await eventsOf(ids, 'warehouse-chosen')).toBe(chosenBefore + sharing.length);
  });

  it('racing the single-row call, assigns once', async () => {
    const [open] = await db()
      .select({ id: orders.id, list: orders.warehouseList })
      .from(orders)
      .where(
        and(
          eq(orders.problematic, true),
          // Choosable: several warehouses fit (an unknown SKU refuses both calls alike).
          eq(orders.problemReason, 'several-warehouses-fit'),
          sql`${orders.assignedWarehouseId} is null`,
          sql`cardinality(${orders.warehouseList}) > 0`,
        ),
      )
      .limit(1);
    const results = await Promise.all([
      post('/assign-warehouse-batch', { ids: [open.id], warehouseId: open.list[0] }),
      post('/assign-warehouse', { orderId: open.id, warehouseId: open.list[0] }),
    ]);
    const batchDone = results[0].json().done as number;
    expect(batchDone + (results[1].statusCode === 200 ? 1 : 0)).toBe(1);
    expect(await eventsOf([open.id], 'warehouse-chosen')).toBe(1);
  });

  it('names a bad warehouse id', async () => {
    const res = await post('/assign-warehouse-batch', { ids: [UNKNOWN], warehouseId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['warehouseId']);
  });
});

describe('POST /export-orders-selection', () => {
  it('exports exactly the selected orders, with the columns of the list’s export; Admins only', async () => {
    const ids = await orderIds(eq(orders.problematic, false), 2);
    const res = await post('/export-orders-selection', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const whole = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/export-orders',
      headers: { 'x-auth-token': admin },
    });
    const allLines = whole.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(allLines[0]);
    const numbers = await db()
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    const expected = allLines.slice(1).filter((line) => numbers.some((n) => line.split(',')[1] === n.number));
    expect(lines.slice(1).sort()).toEqual(expected.sort());
    expect(
      (await post('/export-orders-selection', { ids }, await tokenFor(ctx, 'Warehouse'))).statusCode,
    ).toBe(403);
    expect((await post('/export-orders-selection', { ids: ['x'] })).statusCode).toBe(400);
  });
});
