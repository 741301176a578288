import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { orderLines, orders, suppliers } from '../../server/db/schema';
import { DROPSHIPPING_NOT_AVAILABLE, ORDER_REFUNDED } from '../../domain/consolidation';

/** The Consolidate screen's batch (docs/api.md "Acting on selected rows"): POST /consolidate-order-batch. */
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
const decided = (ids: string[]) =>
  Promise.all([orderEventCount(ctx, ids, 'consolidated'), orderEventCount(ctx, ids, 'unconsolidated')]).then(
    ([a, b]) => a + b,
  );

/** A bought line whose supplier does not dropship. */
const noDropshipLine = sql`exists (select 1 from ${orderLines} join ${suppliers} on ${suppliers.id} = ${orderLines.supplierId} where ${orderLines.orderId} = ${orders.id} and ${orderLines.fulfilment} = 'buy' and not ${suppliers.dropShippingAvailable})`;
const boughtLine = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.fulfilment} = 'buy')`;

/** Undecided orders with products to buy: `dropships` whether every supplier of theirs dropships. */
async function undecided(n: number, dropships?: boolean) {
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.consolidated),
        eq(orders.problematic, false),
        boughtLine,
        dropships === undefined ? undefined : dropships ? sql`not ${noDropshipLine}` : noDropshipLine,
      ),
    )
    .limit(n);
  expect(rows.length).toBe(n);
  return rows.map((r) => r.id);
}

describe('POST /consolidate-order-batch', () => {
  it('decides each order under the single call’s rule, answered per row, and a second time nothing', async () => {
    const [a, b] = await undecided(2);
    const [problematic] = (
      await db().select({ id: orders.id }).from(orders).where(eq(orders.problematic, true)).limit(1)
    ).map((r) => r.id);
    const ids = [a, b, problematic, UNKNOWN];
    const before = await decided(ids);
    const answer = (await post('/consolidate-order-batch', { ids, consolidated: true })).json();
    expect(answer).toMatchObject({ msg: '2 changed, 2 refused', done: 2, refused: 2 });
    expect(answer.rows).toMatchObject([
      { id: a, outcome: 'done' },
      { id: b, outcome: 'done' },
      { id: problematic, outcome: 'refused', reason: 'A problematic order needs a warehouse first' },
      { id: UNKNOWN, outcome: 'refused', reason: 'Order not found' },
    ]);
    const rows = await db()
      .select({ consolidated: orders.consolidated })
      .from(orders)
      .where(inArray(orders.id, [a, b]));
    expect(rows.map((r) => r.consolidated)).toEqual([true, true]);
    expect(await decided(ids)).toBe(before + 2);

    const again = (await post('/consolidate-order-batch', { ids, consolidated: true })).json();
    expect(again).toMatchObject({ done: 0, refused: 4 });
    expect(again.rows[0].reason).toBe('Already consolidated: nothing to change');
    // Decided the other way: the single call's refusal, irreversible.
    const other = (await post('/consolidate-order-batch', { ids: [a], consolidated: false })).json();
    expect(other.rows).toMatchObject([
      { id: a, outcome: 'refused', reason: 'This order is already consolidated or unconsolidated' },
    ]);
    expect(await decided(ids)).toBe(before + 2);
  });

  it('unconsolidates where every supplier dropships; elsewhere refuses with the advisory and changes nothing', async () => {
    const [free] = await undecided(1, true);
    const [bound] = await undecided(1, false);
    const answer = (
      await post('/consolidate-order-batch', { ids: [free, bound], consolidated: false })
    ).json();
    expect(answer.rows).toMatchObject([
      { id: free, outcome: 'done' },
      { id: bound, outcome: 'refused', reason: DROPSHIPPING_NOT_AVAILABLE },
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.id, bound));
    expect(row.consolidated).toBeNull();
    const again = (await post('/consolidate-order-batch', { ids: [free], consolidated: false })).json();
    expect(again.rows[0].reason).toBe('Already unconsolidated: nothing to change');
  });

  it('racing the single-row call, decides the order once', async () => {
    const [id] = await undecided(1);
    const before = await decided([id]);
    const [batch, single] = await Promise.all([
      post('/consolidate-order-batch', { ids: [id], consolidated: true }),
      post('/consolidate-order', { orderId: id, consolidated: true }),
    ]);
    expect(batch.statusCode).toBe(200);
    // Whichever came second was told it is already decided: the single call by its 409.
    expect([200, 409]).toContain(single.statusCode);
    expect(await decided([id])).toBe(before + 1);
  });

  it('is the Admin’s only, as the single call; bad ids and consolidated are 400s naming them', async () => {
    const ids = await undecided(1);
    for (const role of ['Warehouse', 'Supplier'] as const)
      expect(
        (await post('/consolidate-order-batch', { ids, consolidated: true }, await tokenFor(ctx, role)))
          .statusCode,
      ).toBe(403);
    const bad = await post('/consolidate-order-batch', { ids: [ids[0], 'x'], consolidated: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json()).sort()).toEqual(['consolidated', 'ids.1']);
    const none = await post('/consolidate-order-batch', { consolidated: true });
    expect(fieldsOf(none.json())).toEqual(['ids']);
  });

  it('an order refunded meanwhile (another tab) is answered as refunded, not as shipping from stock', async () => {
    const [id] = await undecided(1);
    expect((await post('/refund-order-batch', { ids: [id] })).json()).toMatchObject({ done: 1 });
    const single = await post('/consolidate-order', { orderId: id, consolidated: true });
    expect(single.statusCode).toBe(409);
    expect(single.json().msg).toBe(ORDER_REFUNDED);
    const batch = (await post('/consolidate-order-batch', { ids: [id], consolidated: false })).json();
    expect(batch.rows).toEqual([
      {
        id,
        label: expect.any(String),
        outcome: 'refused',
        reason: ORDER_REFUNDED,
        key: 'orderRefundedNothingConsolidate',
      },
    ]);
  });
});
