import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { outbox, pickupOrders, purchaseOrders } from '../../server/db/schema';
import { BATCH_MAX_ROWS } from '../../domain/batch';

/**
 * 'send now' on each selected row of the to-be-sent lists (docs/api.md "Acting on selected
 * rows"): answered per row, every e-mail through the outbox exactly once.
 */
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
const mails = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
  )[0].n;

const kinds = [
  {
    path: '/supplier-order-sent-now',
    table: purchaseOrders,
    missing: 'Purchase order not found',
  },
  {
    path: '/pickup-order-sent-now',
    table: pickupOrders,
    missing: 'Pickup order not found',
  },
] as const;

describe.each(kinds)('POST $path-batch', ({ path, table, missing }) => {
  const batch = `${path}-batch`;
  const idsOf = async (status: 'to_be_sent' | 'sent') =>
    (
      await db()
        .select({ id: table.id })
        .from(table)
        .where(eq(table.notificationStatus, status))
        .orderBy(table.id)
    ).map((r) => r.id);
  const statusOf = async (id: string) =>
    (await db().select({ s: table.notificationStatus }).from(table).where(eq(table.id, id)))[0].s;

  it('sends the rows to be sent, refuses the sent and unknown ones, and sends nothing twice', async () => {
    const toBeSent = (await idsOf('to_be_sent')).slice(0, 2);
    const [sent] = await idsOf('sent');
    // Both kinds are in the demo, so the mixed batch holds a done and a refused row.
    expect(toBeSent).toHaveLength(2);
    expect(sent).toBeDefined();
    const ids = [...toBeSent, sent, UNKNOWN];
    const before = await mails();

    const first = await post(batch, { ids });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '2 changed, 2 refused',
      done: 2,
      refused: 2,
      rows: [
        ...toBeSent.map((id) => ({ id, outcome: 'done' })),
        { id: sent, outcome: 'refused', reason: 'Already sent: nothing to change' },
        { id: UNKNOWN, outcome: 'refused', reason: missing },
      ],
    });
    for (const id of toBeSent) expect(await statusOf(id)).toBe('sent');
    expect(await mails()).toBe(before + 2);

    const again = (await post(batch, { ids })).json();
    expect(again).toMatchObject({ msg: '0 changed, 4 refused', done: 0, refused: 4 });
    expect(again.rows[0]).toMatchObject({
      id: toBeSent[0],
      outcome: 'refused',
      reason: 'Already sent: nothing to change',
    });
    expect(await mails()).toBe(before + 2);
  });

  it('racing the single send, e-mails the row once', async () => {
    const [id] = await idsOf('to_be_sent');
    expect(id).toBeDefined();
    const before = await mails();
    const [many, one] = await Promise.all([post(batch, { ids: [id] }), post(path, { id })]);
    expect(many.statusCode).toBe(200);
    // Whichever ran first: the single call answers 200 or its documented 409.
    expect([200, 409]).toContain(one.statusCode);
    const batchSent = many.json().done === 1;
    expect(batchSent).toBe(one.statusCode === 409);
    expect(await statusOf(id)).toBe('sent');
    expect(await mails()).toBe(before + 1);
  });

  it('is the Admin’s, as the single call', async () => {
    const [id] = await idsOf('to_be_sent');
    const before = await mails();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect((await post(path, { id }, token)).statusCode).toBe(403);
      expect((await post(batch, { ids: [id] }, token)).statusCode).toBe(403);
    }
    expect(await statusOf(id)).toBe('to_be_sent');
    expect(await mails()).toBe(before);
  });

  it('refuses no ids, too many and a bad id with a 400 naming the field', async () => {
    const refusedFields = async (payload: object) => {
      const res = await post(batch, payload);
      expect(res.statusCode).toBe(400);
      return fieldsOf(res.json());
    };
    const many = Array.from({ length: BATCH_MAX_ROWS + 1 }, () => UNKNOWN);
    expect(await refusedFields({ ids: many })).toEqual(['ids']);
    expect(await refusedFields({ ids: [] })).toEqual(['ids']);
    expect(await refusedFields({ ids: [UNKNOWN, 'nope'] })).toEqual(['ids.1']);
    expect(await refusedFields({})).toEqual(['ids']);
  });
});
