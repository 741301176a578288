import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { orderLines, orders, poLines, stock, stockMovements, warehouses } from '../../server/db/schema';

/**
 * The Master Dashboard's Refund of the selected orders (POST /refund-order-batch; docs/api.md
 * "Acting on selected rows"): every line not refunded yet, as the single Refund of a line.
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
const refundEvents = (ids: string[]) => orderEventCount(ctx, ids, 'refunded');

/**
 * An order of DS-BH-001 plates to DE: Berlin Central alone fits and serves every line from its
 * stock (as in orders.test.ts); its lines then set to `status` directly, shipping not being the
 * subject here.
 */
async function orderFromStock(number: number, status: 'Ready' | 'Shipped') {
  const rows = shopifyExportRows({ orders: 1, skus: ['DS-BH-001'], firstNumber: number });
  rows.forEach((r) => r['Shipping Country'] && (r['Shipping Country'] = 'DE'));
  await db().update(warehouses).set({ activated: false }).where(eq(warehouses.name, 'Antwerp Hub'));
  expect((await post('/import-orders', rows)).statusCode).toBe(200);
  await db().update(warehouses).set({ activated: true }).where(eq(warehouses.name, 'Antwerp Hub'));
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${number}`));
  await db().update(orderLines).set({ status }).where(eq(orderLines.orderId, order.id));
  await db().update(orders).set({ status }).where(eq(orders.id, order.id));
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
  expect(lines.every((l) => l.fulfilment === 'stock')).toBe(true);
  const [entry] = await db()
    .select()
    .from(stock)
    .where(and(eq(stock.warehouseId, order.assignedWarehouseId!), eq(stock.productId, lines[0].productId!)));
  return { order, lines, entry };
}

const unitsOf = (lines: { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);
const totalOf = async (stockId: string) =>
  (await db().select().from(stock).where(eq(stock.id, stockId)))[0].totalUnits;
const movementsOf = async (stockId: string) =>
  (await db().select().from(stockMovements).where(eq(stockMovements.stockId, stockId))).length;
const statusesOf = async (orderId: string) => ({
  order: (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].s,
  lines: (
    await db().select({ s: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId))
  ).map((l) => l.s),
});

describe('POST /refund-order-batch', () => {
  it('answers per row, gives stock back once, and a second time changes nothing', async () => {
    const ready = await orderFromStock(9401, 'Ready');
    const shipped = await orderFromStock(9402, 'Shipped');
    const done = await orderFromStock(9403, 'Ready');
    // Refunded already, line by line, by the single call.
    for (const line of done.lines)
      expect(
        (
          await post('/change-order-product-status', {
            orderId: done.order.id,
            productUniqueId: line.id,
            status: 'Refund',
          })
        ).statusCode,
      ).toBe(200);
    // One stock entry (Berlin Central, DS-BH-001) serves them all.
    expect(new Set([ready.entry.id, shipped.entry.id, done.entry.id]).size).toBe(1);
    const entry = ready.entry.id;
    const ids = [ready.order.id, shipped.order.id, done.order.id, UNKNOWN];
    const unitsBefore = await totalOf(entry);
    const movementsBefore = await movementsOf(entry);
    const eventsBefore = await refundEvents(ids);

    const first = await post('/refund-order-batch', { ids });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '2 changed, 2 refused',
      done: 2,
      refused: 2,
      rows: [
        { id: ready.order.id, outcome: 'done' },
        { id: shipped.order.id, outcome: 'done' },
        { id: done.order.id, outcome: 'refused', reason: 'Already refunded: nothing to change' },
        { id: UNKNOWN, outcome: 'refused', reason: 'Order not found' },
      ],
    });
    // The Ready lines' units are back; the Shipped ones had left, so nothing moves for them.
    expect(await totalOf(entry)).toBe(unitsBefore + unitsOf(ready.lines));
    expect(await movementsOf(entry)).toBe(movementsBefore + ready.lines.length);
    for (const { order, lines } of [ready, shipped])
      expect(await statusesOf(order.id)).toEqual({ order: 'Refund', lines: lines.map(() => 'Refund') });
    // One timeline event per line refunded, as the single Refund writes.
    expect(await refundEvents(ids)).toBe(eventsBefore + ready.lines.length + shipped.lines.length);

    const again = await post('/refund-order-batch', { ids });
    expect(again.json()).toMatchObject({ msg: '0 changed, 4 refused', done: 0, refused: 4 });
    expect(again.json().rows.slice(0, 3)).toMatchObject(
      [ready, shipped, done].map(({ order }) => ({
        id: order.id,
        outcome: 'refused',
        reason: 'Already refunded: nothing to change',
      })),
    );
    expect(await totalOf(entry)).toBe(unitsBefore + unitsOf(ready.lines));
    expect(await movementsOf(entry)).toBe(movementsBefore + ready.lines.length);
    expect(await refundEvents(ids)).toBe(eventsBefore + ready.lines.length + shipped.lines.length);
  });

  it('refunds only the lines left of a partly refunded order, and its bought lines leave their PO', async () => {
    // A demo order with at least two lines, one of them bought and on a PO line still open.
    const [candidate] = await db()
      .select({ id: orderLines.orderId })
      .from(orderLines)
      .innerJoin(poLines, eq(poLines.orderLineId, orderLines.id))
      .where(
        and(
          ne(poLines.status, 'Refund'),
          sql`(select count(*) from ${orderLines} l where l.order_id = ${orderLines.orderId} and l.status <> 'Refund') > 1`,
        ),
      )
      .limit(1);
    expect(candidate).toBeDefined();
    const orderId = candidate.id;
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const first = lines.find((l) => l.status !== 'Refund')!;
    expect(
      (await post('/change-order-product-status', { orderId, productUniqueId: first.id, status: 'Refund' }))
        .statusCode,
    ).toBe(200);
    const before = await refundEvents([orderId]);
    const open = lines.filter((l) => l.status !== 'Refund' && l.id !== first.id).length;

    const answer = (await post('/refund-order-batch', { ids: [orderId] })).json();
    expect(answer.rows).toMatchObject([{ id: orderId, outcome: 'done' }]);
    expect(await refundEvents([orderId])).toBe(before + open);
    expect((await statusesOf(orderId)).order).toBe('Refund');
    // A PO line of its lines left its to-be-sent PO, or reads Refund on a sent one.
    const openPoLines = await db()
      .select({ id: poLines.id })
      .from(poLines)
      .where(
        and(
          inArray(
            poLines.orderLineId,
            lines.map((l) => l.id),
          ),
          ne(poLines.status, 'Refund'),
        ),
      );
    expect(openPoLines).toEqual([]);
  });

  it('racing the single Refund of a line, refunds that line once', async () => {
    const { order, lines, entry } = await orderFromStock(9404, 'Ready');
    const unitsBefore = await totalOf(entry.id);
    const [batch, single] = await Promise.all([
      post('/refund-order-batch', { ids: [order.id] }),
      post('/change-order-product-status', {
        orderId: order.id,
        productUniqueId: lines[0].id,
        status: 'Refund',
      }),
    ]);
    expect(batch.statusCode).toBe(200);
    expect([200, 409]).toContain(single.statusCode);
    expect(await refundEvents([order.id])).toBe(lines.length);
    expect(await totalOf(entry.id)).toBe(unitsBefore + unitsOf(lines));
  });

  it('is the Admin’s, as the single Refund', async () => {
    const { order, lines } = await orderFromStock(9405, 'Ready');
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect(
        (
          await post(
            '/change-order-product-status',
            { orderId: order.id, productUniqueId: lines[0].id, status: 'Refund' },
            token,
          )
        ).statusCode,
      ).toBe(403);
      expect((await post('/refund-order-batch', { ids: [order.id] }, token)).statusCode).toBe(403);
    }
    expect(await statusesOf(order.id)).toEqual({ order: 'Ready', lines: lines.map(() => 'Ready') });
  });

  it('refuses no ids and a bad id with a 400 naming the field', async () => {
    const refusedFields = async (payload: object) => {
      const res = await post('/refund-order-batch', payload);
      expect(res.statusCode).toBe(400);
      return fieldsOf(res.json());
    };
    expect(await refusedFields({})).toEqual(['ids']);
    expect(await refusedFields({ ids: [] })).toEqual(['ids']);
    expect(await refusedFields({ ids: [UNKNOWN, 'nope'] })).toEqual(['ids.1']);
  });
});
