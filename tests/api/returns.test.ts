import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestContext } from './helpers';
import {
  orderLines,
  orders,
  outbox,
  shopRefunds,
  stock,
  stockMovements,
  suppliers,
} from '../../server/db/schema';
import {
  makeProduct,
  makeSupplier,
  makeWarehouse,
  supplierToken,
  warehouseToken,
} from './purchasingFixtures';
import { ShopifyStandIn } from './shopifyStandIn';
import { appWithShop, callAs } from './shopStandInApp';

/** Returns (issue 32 item 2): opened by the Admin, received by whoever shipped, refunded once to the shop. */
const shop = new ShopifyStandIn();
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await appWithShop(shop));
});
afterAll(() => shop.stop());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  callAs(ctx, token, method, url, payload);

let n = 0;
/**
 * A synced order of the shop, assigned to a warehouse, with one line served from its stock and
 * one dropshipped by a supplier, both Shipped (3 and 2 units).
 */
async function shippedOrder() {
  const k = ++n;
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const fromStock = await makeProduct(ctx, supplier.id);
  const bought = await makeProduct(ctx, supplier.id);
  const shopOrderId = String(710000 + k);
  const [order] = await ctx.handle.db
    .insert(orders)
    .values({
      orderNumber: `#R${7000 + k}`,
      orderCreatedAt: new Date('2026-11-20T10:00:00Z'),
      source: 'shop',
      shopOrderId,
      assignedWarehouseId: warehouse.id,
      consolidated: false,
      isHybrid: true,
      status: 'Shipped',
      customerFirstName: 'Ada',
      shippingCountry: 'GB',
    })
    .returning();
  const [stockLine, dropLine] = await ctx.handle.db
    .insert(orderLines)
    .values([
      {
        orderId: order.id,
        position: 1,
        lineKey: `${order.id}-1`,
        shopLineItemId: `${shopOrderId}1`,
        productId: fromStock.id,
        supplierId: supplier.id,
        sku: fromStock.internalSku,
        name: 'From stock',
        quantity: 3,
        fulfilment: 'stock' as const,
        status: 'Shipped',
      },
      {
        orderId: order.id,
        position: 2,
        lineKey: `${order.id}-2`,
        shopLineItemId: `${shopOrderId}2`,
        productId: bought.id,
        supplierId: supplier.id,
        sku: bought.internalSku,
        name: 'Dropshipped',
        quantity: 2,
        fulfilment: 'buy' as const,
        directToCustomer: true,
        status: 'Shipped',
      },
    ])
    .returning();
  shop.addOrder(shopOrderId, [
    { id: `${shopOrderId}1`, quantity: 3 },
    { id: `${shopOrderId}2`, quantity: 2 },
  ]);
  return { order, supplier, warehouse, fromStock, stockLine, dropLine, shopOrderId };
}

const unitsOf = async (warehouseId: string, productId: string) =>
  (
    await ctx.handle.db
      .select()
      .from(stock)
      .where(and(eq(stock.warehouseId, warehouseId), eq(stock.productId, productId)))
  )[0]?.totalUnits ?? 0;

describe('opening a return', () => {
  it('makes one return per shipper, lists the warehouse one to its warehouse and e-mails the supplier once', async () => {
    const o = await shippedOrder();
    const res = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [
        { lineId: o.stockLine.id, quantity: 2 },
        { lineId: o.dropLine.id, quantity: 1 },
      ],
      reason: 'Wrong size',
    });
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json().doc as { _id: string; shipper: { kind: string; _id: string }; units: number }[];
    expect(opened.map((r) => [r.shipper.kind, r.shipper._id, r.units]).sort()).toEqual(
      [
        ['supplier', o.supplier.id, 1],
        ['warehouse', o.warehouse.id, 2],
      ].sort(),
    );

    const mails = await ctx.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, o.supplier.contactEmail), eq(outbox.kind, 'supplier-return')));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(o.order.orderNumber);

    // The warehouse sees its return, not the supplier's; the supplier sees its own in its portal.
    const staff = await warehouseToken(ctx, o.warehouse.id);
    const ofWarehouse = await api('GET', '/get-returns', {}, staff);
    expect(ofWarehouse.statusCode, ofWarehouse.body).toBe(200);
    expect(ofWarehouse.json().doc.map((r: { shipper: { kind: string } }) => r.shipper.kind)).toEqual([
      'warehouse',
    ]);
    const supplier = await supplierToken(ctx, o.supplier.id);
    const ofSupplier = await api('GET', '/get-returns', {}, supplier);
    expect(ofSupplier.json().doc.map((r: { shipper: { _id: string } }) => r.shipper._id)).toEqual([
      o.supplier.id,
    ]);
    const supplierReturn = opened.find((r) => r.shipper.kind === 'supplier')!;
    const one = await api('GET', '/get-return', { id: supplierReturn._id }, supplier);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().doc.lines).toMatchObject([{ lineId: o.dropLine.id, quantity: 1 }]);

    // Another supplier reaches neither the return nor its receipt.
    const other = await makeSupplier(ctx);
    const otherToken = await supplierToken(ctx, other.id);
    expect((await api('GET', '/get-return', { id: supplierReturn._id }, otherToken)).statusCode).toBe(404);
    expect(
      (await api('POST', '/receive-return', { id: supplierReturn._id, condition: 'damaged' }, otherToken))
        .statusCode,
    ).toBe(404);

    // The timeline says so.
    const events = await api('GET', `/get-order-events?orderId=${o.order.id}`);
    expect(events.json().doc.filter((e: { kind: string }) => e.kind === 'return-opened')).toHaveLength(2);
  });

  it('refuses more than shipped, a line not shipped and a second return of the same units, naming the line', async () => {
    const o = await shippedOrder();
    await ctx.handle.db.update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.id, o.dropLine.id));
    const tooMany = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [{ lineId: o.stockLine.id, quantity: 4 }],
      reason: 'Broken',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { field: 'lines.0.quantity', message: expect.stringContaining('3') },
    ]);
    const notShipped = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [
        { lineId: o.stockLine.id, quantity: 1 },
        { lineId: o.dropLine.id, quantity: 1 },
      ],
      reason: 'Broken',
    });
    expect(notShipped.statusCode).toBe(400);
    expect(notShipped.json().errors).toEqual([
      { field: 'lines.1.lineId', message: 'This line of the order has not shipped' },
    ]);
    const none = await api('POST', '/open-return', { orderId: o.order.id, lines: [], reason: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('lines');
    const all = { orderId: o.order.id, lines: [{ lineId: o.stockLine.id, quantity: 3 }], reason: 'Broken' };
    expect((await api('POST', '/open-return', all)).statusCode).toBe(200);
    const again = await api('POST', '/open-return', all);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('lines.0.quantity');
    // Nothing of the refused calls was written: one return only.
    const list = await api('GET', '/get-returns', { search: o.order.orderNumber.slice(1) });
    expect(list.json().count).toBe(1);
  });

  it('is the Admin’s only', async () => {
    const o = await shippedOrder();
    const staff = await warehouseToken(ctx, o.warehouse.id);
    const body = { orderId: o.order.id, lines: [{ lineId: o.stockLine.id, quantity: 1 }], reason: 'x' };
    expect((await api('POST', '/open-return', body, staff)).statusCode).toBe(403);
    expect((await api('POST', '/refund-return', { id: o.order.id }, staff)).statusCode).toBe(403);
  });
});

describe('the supplier’s e-mail and a bad receipt', () => {
  it('is written in the supplier’s e-mail language; a receipt without a known condition is a 400 naming it', async () => {
    const o = await shippedOrder();
    await ctx.handle.db.update(suppliers).set({ emailLanguage: 'de' }).where(eq(suppliers.id, o.supplier.id));
    const opened = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [{ lineId: o.dropLine.id, quantity: 2 }],
      reason: 'Defekt',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [mail] = await ctx.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, o.supplier.contactEmail));
    expect(mail.subject).toBe(
      `Retoure ${opened.json().doc[0].return_number} zu Auftrag ${o.order.orderNumber}`,
    );
    expect(mail.text).toContain('Grund: Defekt');
    const bad = await api('POST', '/receive-return', { id: opened.json().doc[0]._id, condition: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: 'condition' }]);
  });
});

describe('receiving and refunding a return', () => {
  it('puts a resaleable warehouse return back into that warehouse’s stock with one history line', async () => {
    const o = await shippedOrder();
    const before = await unitsOf(o.warehouse.id, o.fromStock.id);
    const opened = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [{ lineId: o.stockLine.id, quantity: 2 }],
      reason: 'Too big',
    });
    const [ret] = opened.json().doc as { _id: string; return_number: string }[];
    const staff = await warehouseToken(ctx, o.warehouse.id);

    // Refunding before receipt is refused.
    const early = await api('POST', '/refund-return', { id: ret._id });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('Only a received return can be refunded');

    const received = await api('POST', '/receive-return', { id: ret._id, condition: 'resaleable' }, staff);
    expect(received.statusCode, received.body).toBe(200);
    expect(await unitsOf(o.warehouse.id, o.fromStock.id)).toBe(before + 2);
    const history = await ctx.handle.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, o.order.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ delta: 2, action: 'Add' });
    expect(history[0].reason).toContain(ret.return_number);

    // Twice is refused, and changes nothing.
    const twice = await api('POST', '/receive-return', { id: ret._id, condition: 'resaleable' }, staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('This return has already been received');
    expect(await unitsOf(o.warehouse.id, o.fromStock.id)).toBe(before + 2);

    // The refund is written back to the shop once, with the units returned; the line returned in
    // part keeps its status.
    const refunded = await api('POST', '/refund-return', { id: ret._id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await api('POST', '/refund-return', { id: ret._id })).statusCode).toBe(409);
    // The row is queued at the database's time; the test clock starts a little earlier.
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopRefunds.run()).toEqual({ sent: 1, failed: 0 });
    expect(await ctx.services.shopRefunds.run()).toEqual({ sent: 0, failed: 0 });
    const refunds = shop.refundsOf(o.shopOrderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].lineItems).toMatchObject([{ lineItemId: `${o.shopOrderId}1`, quantity: 2 }]);
    const [line] = await ctx.handle.db.select().from(orderLines).where(eq(orderLines.id, o.stockLine.id));
    expect(line.status).toBe('Shipped');
    const [queued] = await ctx.handle.db.select().from(shopRefunds).where(eq(shopRefunds.returnId, ret._id));
    expect(queued.status).toBe('sent');
    // A writer that died after the shop answered leaves the row due again: the retry finds the refund.
    await ctx.handle.db
      .update(shopRefunds)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(eq(shopRefunds.id, queued.id));
    expect(await ctx.services.shopRefunds.run()).toEqual({ sent: 1, failed: 0 });
    expect(shop.refundsOf(o.shopOrderId)).toHaveLength(1);
  });

  it('refunds a line whole as the Refund does once all of it has come back; a damaged one moves no stock', async () => {
    const o = await shippedOrder();
    const opened = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [{ lineId: o.dropLine.id, quantity: 2 }],
      reason: 'Faulty',
    });
    const [ret] = opened.json().doc as { _id: string }[];
    const supplier = await supplierToken(ctx, o.supplier.id);
    const got = await api(
      'POST',
      '/receive-returns-batch',
      { ids: [ret._id], condition: 'damaged' },
      supplier,
    );
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({ done: 1, refused: 0 });
    const again = await api(
      'POST',
      '/receive-returns-batch',
      { ids: [ret._id], condition: 'damaged' },
      supplier,
    );
    expect(again.json()).toMatchObject({ done: 0, refused: 1 });
    expect(
      await ctx.handle.db.select().from(stockMovements).where(eq(stockMovements.orderId, o.order.id)),
    ).toEqual([]);
    expect((await api('POST', '/refund-return', { id: ret._id })).statusCode).toBe(200);
    const [line] = await ctx.handle.db.select().from(orderLines).where(eq(orderLines.id, o.dropLine.id));
    expect(line.status).toBe('Refund');
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopRefunds.run()).toEqual({ sent: 1, failed: 0 });
    expect(shop.refundsOf(o.shopOrderId)).toHaveLength(1);
    const list = await api('GET', '/get-returns', {
      tagText: 'refunded',
      isTag: 'true',
      sort: 'order.order_number',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().doc.map((r: { _id: string }) => r._id)).toContain(ret._id);
    expect(list.json().doc.every((r: { state: string }) => r.state === 'refunded')).toBe(true);
  });
});

describe('Needs attention', () => {
  it('shows an open return past its expected days, with its clock, to whoever it goes to', async () => {
    const o = await shippedOrder();
    const opened = await api('POST', '/open-return', {
      orderId: o.order.id,
      lines: [{ lineId: o.stockLine.id, quantity: 1 }],
      reason: 'Late',
      expectedDays: 2,
    });
    const [ret] = opened.json().doc as { _id: string; opened_at: string }[];
    let staff = await warehouseToken(ctx, o.warehouse.id);
    const rows = async () => {
      const res = await api('GET', '/get-attention', { tagText: 'return-overdue', isTag: 'true' }, staff);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().doc as { item_id: string; since: string; move: string }[];
    };
    expect((await rows()).find((r) => r.item_id === ret._id)).toBeUndefined();
    ctx.clock.advanceMinutes(3 * 24 * 60 + 5);
    // Sessions expire meanwhile: signed in again.
    staff = await warehouseToken(ctx, o.warehouse.id);
    const row = (await rows()).find((r) => r.item_id === ret._id);
    expect(row).toMatchObject({ move: 'warehouse', since: ret.opened_at });
    await api('POST', '/receive-return', { id: ret._id, condition: 'damaged' }, staff);
    expect((await rows()).find((r) => r.item_id === ret._id)).toBeUndefined();
  });
});
