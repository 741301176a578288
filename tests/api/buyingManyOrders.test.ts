import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers';
import {
  orderEvents,
  orderLines,
  orders,
  poAssignments,
  poLines,
  purchaseOrders,
  suppliers,
} from '../../server/db/schema';
import { addBoughtLines } from '../../server/services/purchasing/boughtLines';
import { makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * Buying many orders in one call (the bulk path of addBoughtLines) gives exactly what one call
 * per order gives: same POs and numbers, assign orders, lines and timeline entries. The same
 * scene is built in two databases; one buys order by order, the other all at once.
 */
const clock = { now: () => new Date('2026-11-23T08:00:00Z'), timeZone: 'Europe/Berlin' };
const context = { userId: null, clock };

async function scene(ctx: TestContext) {
  const db = ctx.handle.db;
  const warehouse = await makeWarehouse(ctx);
  const supplierList = [
    await makeSupplier(ctx, { notificationDays: 1, notificationTime: '09:00' }),
    await makeSupplier(ctx, { notificationDays: 3, notificationTime: '14:30' }),
    await makeSupplier(ctx, { notificationDays: 0, notificationTime: '18:00' }),
  ];
  const productList: Awaited<ReturnType<typeof makeProduct>>[] = [];
  for (const s of supplierList) productList.push(await makeProduct(ctx, s.id));
  const line = (k: number, quantity: number) => ({
    productId: productList[k].id,
    supplierId: supplierList[k].id,
    quantity,
  });
  // Consolidated, two lines of one supplier (one assign order) and one of another.
  const consolidated = await makeRoutedOrder(ctx, warehouse.id, [line(0, 2), line(1, 1), line(0, 3)]);
  // Already bought once (an open PO and its assign order exist); then two more lines arrive.
  const earlier = await makeRoutedOrder(ctx, warehouse.id, [line(1, 1)]);
  // Unconsolidated: its lines go to the customer.
  const direct = await makeRoutedOrder(ctx, warehouse.id, [line(2, 4), line(0, 1)]);
  // Undecided: buys nothing.
  const undecided = await makeRoutedOrder(ctx, warehouse.id, [line(1, 2)]);
  // A refunded line and a line from stock: not bought.
  const mixed = await makeRoutedOrder(ctx, warehouse.id, [line(2, 1), line(1, 1), line(0, 5)]);
  for (const o of [consolidated, earlier, mixed])
    await db.update(orders).set({ consolidated: true }).where(eq(orders.id, o.order.id));
  await db.update(orders).set({ consolidated: false }).where(eq(orders.id, direct.order.id));
  await db.update(orderLines).set({ directToCustomer: true }).where(eq(orderLines.orderId, direct.order.id));
  await db.update(orderLines).set({ status: 'Refund' }).where(eq(orderLines.id, mixed.lines[0].id));
  await db.update(orderLines).set({ fulfilment: 'stock' }).where(eq(orderLines.id, mixed.lines[1].id));
  await db.transaction((tx) => addBoughtLines(tx, [earlier.order.id], context));
  await db.insert(orderLines).values(
    [line(1, 5), line(2, 2)].map((l, i) => ({
      orderId: earlier.order.id,
      position: i + 2,
      lineKey: `${earlier.order.id}-late-${i}`,
      productId: l.productId,
      supplierId: l.supplierId,
      sku: `LATE-${i}`,
      name: `Late ${i}`,
      quantity: l.quantity,
      fulfilment: 'buy' as const,
    })),
  );
  const orderList = [consolidated, earlier, direct, undecided, mixed].map((o) => o.order);
  return { db, warehouse, supplierList, productList, orderList };
}

/** What was bought, with ids and generated names replaced by their place in the scene. */
async function snapshot(built: Awaited<ReturnType<typeof scene>>) {
  const { db, warehouse, supplierList, productList, orderList } = built;
  const label = new Map<string | null, string>([
    [warehouse.id, 'hub'],
    ...supplierList.map((s, k) => [s.id, `supplier ${k}`] as [string, string]),
    ...supplierList.map((s, k) => [s.name, `supplier ${k}`] as [string, string]),
    ...productList.map((p, k) => [p.id, `product ${k}`] as [string, string]),
    ...orderList.map((o, k) => [o.id, `order ${k}`] as [string, string]),
  ]);
  const name = (id: string | null) => label.get(id) ?? id;
  const pos = await db.select().from(purchaseOrders).orderBy(asc(purchaseOrders.poNumber));
  const lines = await db
    .select({ po: purchaseOrders.poNumber, a: poAssignments, line: poLines, position: orderLines.position })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .innerJoin(orderLines, eq(orderLines.id, poLines.orderLineId));
  const assignments = await db
    .select({ po: purchaseOrders.poNumber, a: poAssignments })
    .from(poAssignments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.kind, 'purchase-order-joined'))
    .orderBy(asc(orderEvents.seq));
  const byText = (a: string, b: string) => a.localeCompare(b);
  return {
    pos: pos.map((p) => ({
      poNumber: p.poNumber,
      supplier: name(p.supplierId),
      status: p.notificationStatus,
      scheduleTime: p.scheduleTime.toISOString(),
    })),
    assignments: assignments
      .map(({ po, a }) => `${po} ${name(a.orderId)} ${a.sentTo} ${name(a.warehouseId)} ${a.status}`)
      .sort(byText),
    lines: lines
      .map(
        ({ po, a, line, position }) =>
          `${po} ${name(a.orderId)} ${a.sentTo} line ${position} ${name(line.productId)} x${line.quantity} ${line.status}`,
      )
      .sort(byText),
    events: events.map((e) => {
      const detail = e.detail as Record<string, unknown>;
      return {
        order: name(e.orderId),
        userId: e.userId,
        detail: { ...detail, supplier: name(detail.supplier as string) },
      };
    }),
  };
}

describe('buying many orders at once', () => {
  it('gives the same POs, assign orders, lines and timeline as buying them one by one', async () => {
    const one = await scene(await createTestApp());
    const many = await scene(await createTestApp());

    let joinedOneByOne = 0;
    for (const order of one.orderList)
      joinedOneByOne += await one.db.transaction((tx) => addBoughtLines(tx, [order.id], context));
    const joinedAtOnce = await many.db.transaction((tx) =>
      addBoughtLines(
        tx,
        many.orderList.map((o) => o.id),
        context,
      ),
    );

    // 3 (consolidated) + 2 (late lines of the earlier order) + 2 (direct) + 1 (mixed).
    expect(joinedOneByOne).toBe(8);
    expect(joinedAtOnce).toBe(8);
    const expected = await snapshot(one);
    expect(await snapshot(many)).toEqual(expected);
    // The scene covers what the bulk path must get right.
    expect(expected.pos.map((p) => p.supplier)).toEqual(['supplier 1', 'supplier 0', 'supplier 2']);
    // The earlier order's late line joined its existing assign order: 7, not 8.
    expect(expected.assignments).toHaveLength(7);
    expect(expected.lines.filter((l) => l.includes('order 1 Warehouse'))).toHaveLength(3);
    expect(expected.events.map((e) => `${e.order} ${e.detail.supplier}`)).toEqual([
      'order 1 supplier 1',
      'order 0 supplier 0',
      'order 0 supplier 1',
      'order 1 supplier 1',
      'order 1 supplier 2',
      'order 2 supplier 2',
      'order 2 supplier 0',
      'order 4 supplier 0',
    ]);

    // A second call changes nothing; an empty list is no work.
    expect(
      await many.db.transaction((tx) =>
        addBoughtLines(
          tx,
          many.orderList.map((o) => o.id),
          context,
        ),
      ),
    ).toBe(0);
    expect(await many.db.transaction((tx) => addBoughtLines(tx, [], context))).toBe(0);
    expect(await snapshot(many)).toEqual(expected);
  });

  it('a sent PO is not joined: its supplier gets a new open PO, numbered in the order of the list', async () => {
    const built = await scene(await createTestApp());
    const [first, earlier] = built.orderList;
    // The earlier order's first line is in a PO that is now sent.
    await built.db.update(purchaseOrders).set({ notificationStatus: 'sent', sentAt: new Date() });
    await built.db.transaction((tx) => addBoughtLines(tx, [first.id, earlier.id], context));
    const pos = await built.db
      .select({ id: purchaseOrders.id, supplier: suppliers.name, status: purchaseOrders.notificationStatus })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .orderBy(asc(purchaseOrders.poNumber));
    const [s0, s1, s2] = built.supplierList.map((s) => s.name);
    expect(pos.map(({ supplier, status }) => ({ supplier, status }))).toEqual([
      { supplier: s1, status: 'sent' },
      { supplier: s0, status: 'to_be_sent' },
      { supplier: s1, status: 'to_be_sent' },
      { supplier: s2, status: 'to_be_sent' },
    ]);
    const inSent = await built.db
      .select({ id: poLines.id })
      .from(poLines)
      .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
      .where(eq(poAssignments.purchaseOrderId, pos[0].id));
    expect(inSent).toHaveLength(1);
  });
});

describe('buying at the same time', () => {
  it('two batches over the same suppliers, named in opposite orders, open one PO per supplier and buy each line once', async () => {
    const ctx = await createTestApp();
    const db = ctx.handle.db;
    const warehouse = await makeWarehouse(ctx);
    const [s0, s1] = [await makeSupplier(ctx), await makeSupplier(ctx)];
    const [p0, p1] = [await makeProduct(ctx, s0.id), await makeProduct(ctx, s1.id)];
    const first = { productId: p0.id, supplierId: s0.id, quantity: 1 };
    const second = { productId: p1.id, supplierId: s1.id, quantity: 2 };
    const made: Awaited<ReturnType<typeof makeRoutedOrder>>[] = [];
    for (let k = 0; k < 20; k++)
      made.push(await makeRoutedOrder(ctx, warehouse.id, k % 2 ? [second, first] : [first, second]));
    await db.update(orders).set({ consolidated: true });
    const batch = (parity: number) =>
      db.transaction((tx) =>
        addBoughtLines(
          tx,
          made.filter((_, k) => k % 2 === parity).map((m) => m.order.id),
          context,
        ),
      );
    expect(await Promise.all([batch(0), batch(1)])).toEqual([20, 20]);
    const pos = await db.select().from(purchaseOrders);
    expect(pos.map((p) => p.supplierId).sort()).toEqual([s0.id, s1.id].sort());
    const bought = await db.select({ orderLineId: poLines.orderLineId }).from(poLines);
    expect(new Set(bought.map((b) => b.orderLineId)).size).toBe(40);
    expect(bought).toHaveLength(40);
  });
});
