import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { client, type Client } from './productFixtures';
import { activity, orderLines, orders } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { ofOrder, ofRecord } from '../../server/services/activityRecordHome';

/**
 * An order's history and one record's are both read through the one index activity is filed
 * under (schema/activity.ts recordHome): the order's id for the records of an order, lines
 * included, a record's own id otherwise.
 */
let ctx: TestContext;
let admin: Client;
let order: { id: string };
let line: { id: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = client(ctx, await login(ctx, (await createUser(ctx, 'Admin')).email));
  const [first] = await ctx.handle.db
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines)
    .orderBy(asc(orderLines.id))
    .limit(1);
  line = { id: first.id };
  order = { id: first.orderId };
  await ctx.handle.db.update(orders).set({ notes: 'Ring twice' }).where(eq(orders.id, order.id));
  await ctx.handle.db.update(orderLines).set({ name: 'Renamed line' }).where(eq(orderLines.id, line.id));
});

const read = async (query: Record<string, string>) => {
  const res = await admin.get('/activity', { ...query, limit: '100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc as { resource: string; recordId: string; changes: Record<string, unknown> | null }[];
};

describe('activity filed by its record’s home', () => {
  it('answers an order’s records and its lines’ by the order, and a line’s by the line', async () => {
    const ofTheOrder = await read({ orderId: order.id });
    expect(ofTheOrder.map((r) => [r.resource, r.recordId])).toEqual(
      expect.arrayContaining([
        ['orders', order.id],
        ['order_lines', line.id],
      ]),
    );
    const ofTheLine = await read({ recordId: line.id });
    expect(ofTheLine.length).toBeGreaterThan(0);
    expect(ofTheLine.every((r) => r.resource === 'order_lines' && r.recordId === line.id)).toBe(true);
    expect(ofTheLine.some((r) => r.changes && 'name' in r.changes)).toBe(true);
    const ofTheOrderAlone = await read({ recordId: order.id, resource: 'orders' });
    expect(ofTheOrderAlone.every((r) => r.recordId === order.id)).toBe(true);
    expect(ofTheOrderAlone.some((r) => r.changes && 'notes' in r.changes)).toBe(true);
    // Not a uuid: a record id of another shape is looked up under itself only.
    expect(await read({ recordId: 'no-such-record' })).toEqual([]);
  });

  it('reads both through the index, not the whole table', async () => {
    const plan = async (where: ReturnType<typeof sql>) =>
      ctx.handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = (await tx.execute(
          sql`explain select * from ${activity} where ${where} order by ${activity.id} desc limit 10`,
        )) as unknown as { rows: Record<string, string>[] };
        return rows.rows.map((r) => Object.values(r)[0]).join('\n');
      });
    expect(await plan(ofOrder(order.id))).toContain('activity_record_idx');
    expect(await plan(ofRecord(line.id))).toContain('activity_record_idx');
  });
});
