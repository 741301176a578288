import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestContext } from './helpers';
import { orderLines, orders, parcels, shopFulfilments } from '../../server/db/schema';
import { parcelsOfOrder } from '../../server/services/parcels/parcelsOfOrder';
import {
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  orderLinesOf,
  supplierToken,
  warehouseToken,
} from './purchasingFixtures';
import { ShopifyStandIn } from './shopifyStandIn';
import { appWithShop, callAs } from './shopStandInApp';

/** Issue 32 item 1: an order leaves in several parcels, each entered by whoever ships it. */
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
 * A Hybrid order from the shop: line A (2) from the warehouse's stock, line B (3) dropshipped
 * by its supplier on a sent purchase order; with the warehouse's and the supplier's tokens.
 */
async function hybridOrder() {
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
    { productId: product.id, supplierId: supplier.id, quantity: 3 },
  ]);
  const [a, b] = lines;
  const shopOrderId = String(830000 + ++n);
  const itemA = String(970000 + n * 2);
  const itemB = String(970001 + n * 2);
  await ctx.handle.db.update(orders).set({ source: 'shop', shopOrderId }).where(eq(orders.id, order.id));
  await ctx.handle.db
    .update(orderLines)
    .set({ fulfilment: 'stock', shopLineItemId: itemA })
    .where(eq(orderLines.id, a.id));
  await ctx.handle.db.update(orderLines).set({ shopLineItemId: itemB }).where(eq(orderLines.id, b.id));
  shop.addOrder(shopOrderId, [
    { id: itemA, quantity: 2 },
    { id: itemB, quantity: 3 },
  ]);
  const unconsolidated = await api('POST', '/consolidate-order', { orderId: order.id, consolidated: false });
  expect(unconsolidated.statusCode, unconsolidated.body).toBe(200);
  const list = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
  const po = list.supplierOrders.find(
    (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.id,
  );
  expect((await api('POST', '/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  return {
    order,
    a,
    b,
    itemA,
    itemB,
    shopOrderId,
    warehouse,
    supplier,
    warehouseToken: await warehouseToken(ctx, warehouse.id),
    supplierToken: await supplierToken(ctx, supplier.id),
  };
}

const parcel = (orderId: string, lines: { lineId: string; quantity: number }[], trackingId: string) => ({
  orderId,
  lines,
  agentName: 'DHL Express',
  trackingId,
  trackingURL: `https://track.test/${trackingId}`,
});

const statusOf = async (orderId: string) =>
  (await ctx.handle.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

describe('parcels', () => {
  it('two parcels of one order, the warehouse’s and the supplier’s, each written to the shop once with its quantities', async () => {
    const h = await hybridOrder();
    const fromWarehouse = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 2 }], 'W-1'),
      h.warehouseToken,
    );
    expect(fromWarehouse.statusCode, fromWarehouse.body).toBe(200);
    // The warehouse's line has all left: Shipped; the order waits for the supplier's line.
    let lines = await orderLinesOf(ctx, h.order.id);
    expect(lines.find((l) => l.id === h.a.id)!.status).toBe('Shipped');
    expect(lines.find((l) => l.id === h.b.id)!.status).not.toBe('Shipped');
    expect(await statusOf(h.order.id)).not.toBe('Shipped');

    const fromSupplier = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 2 }], 'S-1'),
      h.supplierToken,
    );
    expect(fromSupplier.statusCode, fromSupplier.body).toBe(200);
    // Two of three: the line keeps its status, and says how much has left.
    lines = await orderLinesOf(ctx, h.order.id);
    expect(lines.find((l) => l.id === h.b.id)!.status).not.toBe('Shipped');
    const seen = (await api('GET', `/get-order-parcels?orderId=${h.order.id}`)).json().doc;
    expect(seen.parcels).toHaveLength(2);
    expect(seen.parcels.map((p: { shipper: string }) => p.shipper)).toEqual(['warehouse', 'supplier']);
    expect(seen.parcels[1]).toMatchObject({
      trackingId: 'S-1',
      agentName: 'DHL Express',
      trackingURL: 'https://track.test/S-1',
      supplierId: h.supplier.id,
      lines: [{ lineId: h.b.id, quantity: 2 }],
    });
    expect(seen.lines).toEqual([
      expect.objectContaining({ _id: h.a.id, shipped: 2, of: 2, left: 0, status: 'Shipped' }),
      expect.objectContaining({ _id: h.b.id, shipped: 2, of: 3, left: 1 }),
    ]);

    // The order's lines say it too, beside their status.
    const detail = (await api('GET', `/get-order?id=${h.order.id}`)).json().doc;
    const shown = (id: string) => detail.products.find((p: { _id: string }) => p._id === id).shipped;
    expect(shown(h.a.id)).toEqual({ shipped: 2, of: 2, complete: true });
    expect(shown(h.b.id)).toEqual({ shipped: 2, of: 3, complete: false });

    // Each parcel is its own fulfilment of exactly its lines and quantities.
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 2, failed: 0 });
    const written = shop.fulfilmentsOf(h.shopOrderId);
    expect(written).toHaveLength(2);
    const byTracking = (number: string) => written.find((f) => f.trackingInfo[0].number === number)!;
    expect(byTracking('W-1').lineItems).toEqual([{ lineItemId: h.itemA, quantity: 2 }]);
    expect(byTracking('S-1').lineItems).toEqual([{ lineItemId: h.itemB, quantity: 2 }]);

    // A restart after the shop answered but before the answers were recorded: the rows are due
    // again, and each finds its fulfilment in the shop instead of writing a second one.
    await ctx.handle.db
      .update(shopFulfilments)
      .set({ status: 'pending', nextAttemptAt: ctx.clock.now() })
      .where(eq(shopFulfilments.orderId, h.order.id));
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 2, failed: 0 });
    expect(shop.fulfilmentsOf(h.shopOrderId)).toHaveLength(2);
    const rows = await ctx.handle.db
      .select()
      .from(shopFulfilments)
      .where(eq(shopFulfilments.orderId, h.order.id));
    expect(rows.every((r) => r.parcelId && r.status === 'sent')).toBe(true);

    // The last unit: the line is Shipped, and so is the order; a third fulfilment of 1.
    const rest = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-2'),
      h.supplierToken,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await orderLinesOf(ctx, h.order.id)).every((l) => l.status === 'Shipped')).toBe(true);
    expect(await statusOf(h.order.id)).toBe('Shipped');
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    expect(shop.fulfilmentsOf(h.shopOrderId).at(-1)!.lineItems).toEqual([
      { lineItemId: h.itemB, quantity: 1 },
    ]);

    // The timeline says who entered each parcel.
    const events = (await api('GET', `/get-order-events?orderId=${h.order.id}`)).json().doc;
    const entered = events.filter((e: { kind: string }) => e.kind === 'parcel');
    expect(entered.map((e: { detail: { trackingId: string } }) => e.detail.trackingId)).toEqual([
      'W-1',
      'S-1',
      'S-2',
    ]);

    // Returns read them by who shipped them.
    expect(await parcelsOfOrder(ctx.handle.db, h.order.id)).toEqual([
      {
        shipper: { kind: 'warehouse', warehouseId: h.warehouse.id },
        lines: [{ lineId: h.a.id, quantity: 2 }],
      },
      { shipper: { kind: 'supplier', supplierId: h.supplier.id }, lines: [{ lineId: h.b.id, quantity: 2 }] },
      { shipper: { kind: 'supplier', supplierId: h.supplier.id }, lines: [{ lineId: h.b.id, quantity: 1 }] },
    ]);
  });

  it('more than the live quantity is a 400 naming the line, and writes nothing', async () => {
    const h = await hybridOrder();
    const res = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 4 }], 'S-9'),
      h.supplierToken,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'lines[0].quantity', message: `Line ${h.b.id} has only 3 left to ship` },
    ]);
    expect(res.json().msg).toContain(h.b.id);
    // After a parcel of 2 the Admin may add 1, not 2.
    expect(
      (await api('POST', '/add-parcel', parcel(h.order.id, [{ lineId: h.b.id, quantity: 2 }], 'S-10')))
        .statusCode,
    ).toBe(200);
    const twice = await api(
      'POST',
      '/add-parcel',
      parcel(
        h.order.id,
        [
          { lineId: h.a.id, quantity: 1 },
          { lineId: h.b.id, quantity: 2 },
        ],
        'S-11',
      ),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { field: 'lines[1].quantity', message: `Line ${h.b.id} has only 1 left to ship` },
    ]);
    const made = await ctx.handle.db.select().from(parcels).where(eq(parcels.orderId, h.order.id));
    expect(made.map((p) => p.trackingId)).toEqual(['S-10']);
    // A line Shipped before parcels were recorded has nothing left to ship.
    await ctx.handle.db.update(orderLines).set({ status: 'Shipped' }).where(eq(orderLines.id, h.a.id));
    const shippedBefore = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'W-12'),
      h.warehouseToken,
    );
    expect(shippedBefore.statusCode).toBe(400);
    expect(shippedBefore.json().msg).toBe(`Line ${h.a.id} has only 0 left to ship`);
    const empty = await api('POST', '/add-parcel', parcel(h.order.id, [], 'S-12'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('lines');
  });

  it('another supplier’s line, or another warehouse’s, is a 404; each sees only its own parcels', async () => {
    const h = await hybridOrder();
    const other = await makeSupplier(ctx);
    const otherToken = await supplierToken(ctx, other.id);
    const stranger = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'X-1'),
      otherToken,
    );
    expect(stranger.statusCode, stranger.body).toBe(404);
    // The supplier may not ship the warehouse's line, nor the warehouse the supplier's.
    const supplierOnA = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'X-2'),
      h.supplierToken,
    );
    expect(supplierOnA.statusCode).toBe(404);
    expect(supplierOnA.json().msg).toContain(h.a.id);
    const warehouseOnB = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'X-3'),
      h.warehouseToken,
    );
    expect(warehouseOnB.statusCode).toBe(404);
    const otherWarehouse = await warehouseToken(ctx, (await makeWarehouse(ctx)).id);
    expect(
      (
        await api(
          'POST',
          '/add-parcel',
          parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'X-4'),
          otherWarehouse,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/get-order-parcels?orderId=${h.order.id}`, undefined, otherToken)).statusCode,
    ).toBe(404);
    expect(await ctx.handle.db.select().from(parcels).where(eq(parcels.orderId, h.order.id))).toHaveLength(0);

    // Each sees only the parcels and lines it ships.
    await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'W-7'),
      h.warehouseToken,
    );
    await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-7'),
      h.supplierToken,
    );
    const bySupplier = (
      await api('GET', `/get-order-parcels?orderId=${h.order.id}`, undefined, h.supplierToken)
    ).json().doc;
    expect(bySupplier.parcels.map((p: { trackingId: string }) => p.trackingId)).toEqual(['S-7']);
    expect(bySupplier.lines.map((l: { _id: string }) => l._id)).toEqual([h.b.id]);
    const byWarehouse = (
      await api('GET', `/get-order-parcels?orderId=${h.order.id}`, undefined, h.warehouseToken)
    ).json().doc;
    expect(byWarehouse.parcels.map((p: { trackingId: string }) => p.trackingId)).toEqual(['W-7']);
    expect(byWarehouse.lines).toEqual([expect.objectContaining({ _id: h.a.id, shipped: 1, of: 2 })]);
  });

  it('Shipping Info records its parcel of what was left, and the shop is told that parcel', async () => {
    const h = await hybridOrder();
    const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, h.supplierToken)).json()
      .supplierOrders;
    const poLine = rows
      .flatMap((r: { products: { _id: string }[] }) => r.products)
      .find((p: { _id: string }) => p._id);
    const added = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: poLine._id, trackingId: '4242', agentName: 'UPS', trackingURL: 'https://track.test/4242' },
      h.supplierToken,
    );
    expect(added.statusCode, added.body).toBe(200);
    const seen = (await api('GET', `/get-order-parcels?orderId=${h.order.id}`)).json().doc;
    expect(
      seen.parcels.map((p: { trackingId: string; lines: { quantity: number }[] }) => [
        p.trackingId,
        p.lines[0].quantity,
      ]),
    ).toEqual([['4242', 3]]);
    expect((await orderLinesOf(ctx, h.order.id)).find((l) => l.id === h.b.id)!.status).toBe('Shipped');
    ctx.clock.advanceMinutes(1);
    await ctx.services.shopFulfilments.run();
    expect(
      shop.fulfilmentsOf(h.shopOrderId).map((f) => [f.trackingInfo[0].number, f.lineItems[0].quantity]),
    ).toEqual([['4242', 3]]);
    // Nothing is left to ship of the line: a parcel more is refused.
    const more = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-21'),
      h.supplierToken,
    );
    expect(more.statusCode).toBe(400);
  });

  it('the first parcel is what the supplier line’s Shipping Info shows, read-only after it', async () => {
    const h = await hybridOrder();
    await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-20'),
      h.supplierToken,
    );
    await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-22'),
      h.supplierToken,
    );
    const line = (await api('GET', '/get-purchase-orders?limit=30', undefined, h.supplierToken))
      .json()
      .supplierOrders.flatMap((r: { products: object[] }) => r.products)[0];
    expect(line).toMatchObject({
      trackingId: 'S-20',
      agentName: 'DHL Express',
      trackingURL: 'https://track.test/S-20',
    });
    const again = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line._id, trackingId: '4242', agentName: 'UPS', trackingURL: 'https://track.test/4242' },
      h.supplierToken,
    );
    expect(again.statusCode).toBe(409);
    // The rest leaves as a parcel of its own; the line is Shipped when all has left.
    const rest = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.b.id, quantity: 1 }], 'S-23'),
      h.supplierToken,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await orderLinesOf(ctx, h.order.id)).find((l) => l.id === h.b.id)!.status).toBe('Shipped');
    ctx.clock.advanceMinutes(1);
    await ctx.services.shopFulfilments.run();
    expect(shop.fulfilmentsOf(h.shopOrderId).map((f) => f.trackingInfo[0].number)).toEqual([
      'S-20',
      'S-22',
      'S-23',
    ]);
  });

  it('the first parcel is what the warehouse order’s Shipping Info shows, read-only after it', async () => {
    const h = await hybridOrder();
    const agent = await makeAgent(ctx);
    const agentSet = await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: h.order.id, shippingAgentId: agent.id },
      h.warehouseToken,
    );
    expect(agentSet.statusCode, agentSet.body).toBe(200);
    const ready = await api(
      'POST',
      '/update-warehouse-order-status',
      { id: h.order.id, status: 'Ready' },
      h.warehouseToken,
    );
    expect(ready.statusCode, ready.body).toBe(200);
    await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'W-30'),
      h.warehouseToken,
    );
    expect((await orderLinesOf(ctx, h.order.id)).find((l) => l.id === h.a.id)!.status).toBe('Ready');
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, h.order.id));
    expect(order).toMatchObject({
      trackingId: 'W-30',
      agentName: 'DHL Express',
      trackingUrl: 'https://track.test/W-30',
    });
    const info = await api(
      'POST',
      '/add-tracking-id-to-warehouse-orders',
      { orderId: h.order.id, trackingId: '5151', agentName: 'GLS', trackingURL: 'https://track.test/5151' },
      h.warehouseToken,
    );
    expect(info.statusCode).toBe(409);
    const rest = await api(
      'POST',
      '/add-parcel',
      parcel(h.order.id, [{ lineId: h.a.id, quantity: 1 }], 'W-31'),
      h.warehouseToken,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const seen = (
      await api('GET', `/get-order-parcels?orderId=${h.order.id}`, undefined, h.warehouseToken)
    ).json().doc;
    expect(
      seen.parcels.map((p: { trackingId: string; lines: { quantity: number }[] }) => [p.trackingId, p.lines]),
    ).toEqual([
      ['W-30', [expect.objectContaining({ lineId: h.a.id, quantity: 1 })]],
      ['W-31', [expect.objectContaining({ lineId: h.a.id, quantity: 1 })]],
    ]);
    expect(seen.lines).toEqual([
      expect.objectContaining({ _id: h.a.id, status: 'Shipped', shipped: 2, of: 2 }),
    ]);
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 2, failed: 0 });
    expect(shop.fulfilmentsOf(h.shopOrderId).map((f) => [f.trackingInfo[0].number, f.lineItems])).toEqual([
      ['W-30', [{ lineItemId: h.itemA, quantity: 1 }]],
      ['W-31', [{ lineItemId: h.itemA, quantity: 1 }]],
    ]);
    // What stays on the order is the first parcel's tracking.
    const [after] = await ctx.handle.db.select().from(orders).where(eq(orders.id, h.order.id));
    expect(after.trackingId).toBe('W-30');
  });

  it('an Admin’s parcel counts, for returns, as the warehouse’s for its line and the supplier’s for the other', async () => {
    const h = await hybridOrder();
    const res = await api(
      'POST',
      '/add-parcel',
      parcel(
        h.order.id,
        [
          { lineId: h.a.id, quantity: 1 },
          { lineId: h.b.id, quantity: 1 },
        ],
        'A-1',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await parcelsOfOrder(ctx.handle.db, h.order.id)).toEqual([
      {
        shipper: { kind: 'warehouse', warehouseId: h.warehouse.id },
        lines: [{ lineId: h.a.id, quantity: 1 }],
      },
      { shipper: { kind: 'supplier', supplierId: h.supplier.id }, lines: [{ lineId: h.b.id, quantity: 1 }] },
    ]);
  });
});
