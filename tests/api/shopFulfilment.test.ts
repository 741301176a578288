import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers';
import { orderLines, orders, shopFulfilments } from '../../server/db/schema';
import {
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  orderLinesOf,
  supplierToken,
} from './purchasingFixtures';
import { ShopifyStandIn } from './shopifyStandIn';
import { appWithShop, callAs } from './shopStandInApp';
import { queueShopFulfilment } from '../../server/services/shop/fulfilment';
import { releaseWhatDeadProcessesLeft } from '../../server/jobs/deadProcesses';
import { holdPresence } from '../../server/jobs/presence';

/** Tracking on a dropshipped line of a synced order goes back to Shopify as a fulfilment. */
const shop = new ShopifyStandIn();
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ({ ctx, admin } = await appWithShop(shop));
});
afterAll(() => shop.stop());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  callAs(ctx, token, method, url, payload);

type Event = { kind: string; detail: Record<string, unknown>; at: string; user: { email: string } | null };
const timeline = async (orderId: string) => {
  const res = await api('GET', `/get-order-events?orderId=${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc as Event[];
};

let n = 0;
/**
 * A dropshipped order line in a sent PO, and the supplier's token; `fromShop` makes it a synced
 * order, `importedWithId` one imported from the shop's export (its Id, no line item ids).
 */
async function dropshippedLine(fromShop: boolean, importedWithId = false) {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
  ]);
  const shopOrderId = String(810000 + ++n);
  const lineItemId = String(990000 + n);
  if (fromShop) {
    await ctx.handle.db.update(orders).set({ source: 'shop', shopOrderId }).where(eq(orders.id, order.id));
    await ctx.handle.db
      .update(orderLines)
      .set({ shopLineItemId: lineItemId })
      .where(eq(orderLines.id, lines[0].id));
    shop.addOrder(shopOrderId, [
      { id: lineItemId, quantity: 2 },
      { id: String(Number(lineItemId) + 500), quantity: 1 },
    ]);
  }
  if (importedWithId) {
    await ctx.handle.db.update(orders).set({ shopOrderId }).where(eq(orders.id, order.id));
    shop.addOrder(shopOrderId, [
      { id: String(Number(lineItemId) + 500), sku: 'OTHER-SKU', quantity: 1 },
      { id: lineItemId, sku: lines[0].sku!, quantity: 2 },
    ]);
  }
  expect(
    (await api('POST', '/consolidate-order', { orderId: order.id, consolidated: false })).statusCode,
  ).toBe(200);
  const list = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
  const po = list.supplierOrders.find(
    (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.id,
  );
  expect((await api('POST', '/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, token)).json().supplierOrders;
  const poLineId = rows[0].products[0]._id as string;
  return { order, token, poLineId, shopOrderId, lineItemId };
}

const tracking = { trackingId: '420042', agentName: 'DHL Express', trackingURL: 'https://track.test/420042' };

describe('tracking goes back to the shop as a fulfilment', () => {
  it('is retried while the shop is down, then written once with the tracking and line item', async () => {
    const line = await dropshippedLine(true);
    const added = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line.poLineId, ...tracking },
      line.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    // The line is Shipped, and the order follows (its only line).
    expect((await orderLinesOf(ctx, line.order.id))[0].status).toBe('Shipped');
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, line.order.id));
    expect(order.status).toBe('Shipped');
    // The order has no Shipping Info of its own: its details read the line's delivery.
    const detail = (await api('GET', `/get-order?id=${line.order.id}`)).json().doc;
    expect(detail.trackingId).toBeNull();
    expect(detail.products[0].tracking).toEqual({
      tracking_id: tracking.trackingId,
      agent_name: tracking.agentName,
      tracking_url: tracking.trackingURL,
    });

    // The row is queued at the database's time; the test clock starts a little earlier.
    ctx.clock.advanceMinutes(1);
    // The shop is down: nothing is written, the row waits a minute.
    shop.failNext(1, 503);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 1 });
    expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(0);
    const [waiting] = await ctx.handle.db
      .select()
      .from(shopFulfilments)
      .where(eq(shopFulfilments.orderId, line.order.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/503/);
    expect(waiting.nextAttemptAt.getTime()).toBe(ctx.clock.now().getTime() + 60_000);
    // Not due yet: nothing is tried.
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 0 });

    ctx.clock.advanceMinutes(2);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    const written = shop.fulfilmentsOf(line.shopOrderId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      trackingInfo: [{ number: '420042', company: 'DHL Express', url: 'https://track.test/420042' }],
      lineItems: [{ lineItemId: line.lineItemId, quantity: 2 }],
      notifyCustomer: true,
    });
    const mutation = shop.requests.find((r) => /fulfillmentCreate/.test(r.query))!;
    expect(mutation.path).toBe('/admin/api/2026-10/graphql.json');
    expect(mutation.token).toBe('shpat_test');
    expect(mutation.variables.fulfillment).toMatchObject({
      lineItemsByFulfillmentOrder: [
        {
          fulfillmentOrderId: `gid://shopify/FulfillmentOrder/${line.shopOrderId}`,
          fulfillmentOrderLineItems: [
            { id: `gid://shopify/FulfillmentOrderLineItem/${line.lineItemId}`, quantity: 2 },
          ],
        },
      ],
      trackingInfo: { number: '420042', company: 'DHL Express', url: 'https://track.test/420042' },
    });

    // A later run writes nothing more.
    ctx.clock.advanceMinutes(10);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 0 });
    expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(1);

    const events = await timeline(line.order.id);
    const kinds = events.map((e) => e.kind);
    expect(kinds.indexOf('tracking')).toBeLessThan(kinds.indexOf('shop-fulfilment-sent'));
    const sent = events.find((e) => e.kind === 'shop-fulfilment-sent')!;
    expect(sent.user).toBeNull();
    expect(Number.isNaN(Date.parse(sent.at))).toBe(false);
    expect(sent.detail).toMatchObject({
      trackingNumber: '420042',
      company: 'DHL Express',
      url: 'https://track.test/420042',
      lineItems: [line.lineItemId],
      fulfilmentId: written[0].id,
      attempts: 2,
      outcome: 'written',
    });
  });

  it('a retry after a success it did not record finds the fulfilment and writes no second one', async () => {
    const line = await dropshippedLine(true);
    await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line.poLineId, ...tracking },
      line.token,
    );
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    // As if the writer had died after Shopify answered: the row is due again.
    await ctx.handle.db
      .update(shopFulfilments)
      .set({ status: 'pending', nextAttemptAt: ctx.clock.now() })
      .where(eq(shopFulfilments.orderId, line.order.id));
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(1);
    const sent = (await timeline(line.order.id)).filter((e) => e.kind === 'shop-fulfilment-sent');
    expect(sent.map((e) => e.detail.outcome)).toEqual(['written', 'found']);
  });

  describe('a writer that died holding its claim (issue 28)', () => {
    /** A presence key no live process holds. */
    const DEAD = 2_000_000_001;
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
    const rowOf = async (orderId: string) =>
      (await ctx.handle.db.select().from(shopFulfilments).where(eq(shopFulfilments.orderId, orderId)))[0];

    /** A line's fulfilment written to the shop, then claimed again by `owner`: as if it died after Shopify answered. */
    async function writtenThenClaimedBy(owner: number) {
      const line = await dropshippedLine(true);
      await api(
        'POST',
        '/add-tracking-id-to-supplier-orders',
        { productId: line.poLineId, ...tracking },
        line.token,
      );
      ctx.clock.advanceMinutes(1);
      // The claim names its writer, and the recorded answer clears it.
      expect(await ctx.services.shopFulfilments.run({ key: owner, held: true })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect((await rowOf(line.order.id)).claimedBy).toBeNull();
      await ctx.handle.db
        .update(shopFulfilments)
        .set({
          status: 'pending',
          claimedBy: owner,
          nextAttemptAt: new Date(ctx.clock.now().getTime() + 5 * 60_000),
        })
        .where(eq(shopFulfilments.orderId, line.order.id));
      return line;
    }

    it('a claim a dead process left is due at once after the release, and is written no second time', async () => {
      const line = await writtenThenClaimedBy(DEAD);
      // Within its lease nothing is tried.
      expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 0 });
      const onlyProcess = !process.env.TEST_DATABASE_URL; // PGlite: this server is the only process
      const released = await releaseWhatDeadProcessesLeft(ctx.handle.db, [], { onlyProcess });
      expect(released.fulfilments).toBe(1);
      const row = await rowOf(line.order.id);
      expect(row.claimedBy).toBeNull();
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

      expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
      expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(1);
      const sent = (await timeline(line.order.id)).filter((e) => e.kind === 'shop-fulfilment-sent');
      expect(sent.map((e) => e.detail.outcome)).toEqual(['written', 'found']);
      // Released once: a second release finds nothing.
      expect((await releaseWhatDeadProcessesLeft(ctx.handle.db, [], { onlyProcess })).fulfilments).toBe(0);
    });

    it.skipIf(!process.env.TEST_DATABASE_URL)(
      'on PostgreSQL, a live process’s claim waits out its lease',
      async () => {
        const presence = await holdPresence(ctx.handle, silent);
        try {
          const line = await writtenThenClaimedBy(presence.key);
          expect((await releaseWhatDeadProcessesLeft(ctx.handle.db, [])).fulfilments).toBe(0);
          expect((await rowOf(line.order.id)).claimedBy).toBe(presence.key);
        } finally {
          await presence.close();
        }
      },
    );
  });

  it('an order imported from the shop’s export (its Id) is written by SKU, once', async () => {
    const line = await dropshippedLine(false, true);
    const added = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line.poLineId, ...tracking },
      line.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    const written = shop.fulfilmentsOf(line.shopOrderId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      trackingInfo: [{ number: '420042', company: 'DHL Express', url: 'https://track.test/420042' }],
      lineItems: [{ lineItemId: line.lineItemId, quantity: 2 }],
    });
    // A retry finds it and writes no second one.
    await ctx.handle.db
      .update(shopFulfilments)
      .set({ status: 'pending', nextAttemptAt: ctx.clock.now() })
      .where(eq(shopFulfilments.orderId, line.order.id));
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 1, failed: 0 });
    expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(1);
    const sent = (await timeline(line.order.id)).filter((e) => e.kind === 'shop-fulfilment-sent');
    expect(sent.map((e) => [e.detail.outcome, e.detail.lineItems])).toEqual([
      ['written', ['sku:LINE-0']],
      ['found', ['sku:LINE-0']],
    ]);
  });

  it('an imported order whose SKU the shop’s order lacks fails at once, on the timeline', async () => {
    const line = await dropshippedLine(false, true);
    await ctx.handle.db
      .update(orderLines)
      .set({ sku: 'NOT-IN-SHOP' })
      .where(eq(orderLines.orderId, line.order.id));
    await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line.poLineId, ...tracking },
      line.token,
    );
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 1 });
    expect(shop.fulfilmentsOf(line.shopOrderId)).toHaveLength(0);
    const failed = (await timeline(line.order.id)).find((e) => e.kind === 'shop-fulfilment-failed')!;
    expect(failed.detail.error).toMatch(/no line item with SKU NOT-IN-SHOP/);
  });

  it('an imported order without the shop’s Id records on its timeline that nothing was sent', async () => {
    const line = await dropshippedLine(false);
    const before = shop.requests.length;
    const added = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: line.poLineId, ...tracking },
      line.token,
    );
    expect(added.statusCode).toBe(200);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 0 });
    expect(shop.requests.length).toBe(before);
    const rows = await ctx.handle.db
      .select()
      .from(shopFulfilments)
      .where(eq(shopFulfilments.orderId, line.order.id));
    expect(rows).toHaveLength(0);
    const notSent = (await timeline(line.order.id)).find((e) => e.kind === 'shop-fulfilment-not-sent')!;
    expect(notSent.detail).toMatchObject({ reason: 'not-from-shop', trackingNumber: '420042' });
    expect(notSent.user?.email).toMatch(/@supplier\.test$/);
  });

  it('a synced order with no shop configured records that nothing was sent', async () => {
    const bare = await createTestApp();
    const supplier = await makeSupplier(bare);
    const product = await makeProduct(bare, supplier.id);
    const { order, lines } = await makeRoutedOrder(bare, (await makeWarehouse(bare)).id, [
      { productId: product.id, supplierId: supplier.id, quantity: 1 },
    ]);
    await bare.handle.db
      .update(orders)
      .set({ source: 'shop', shopOrderId: '820001' })
      .where(eq(orders.id, order.id));
    await bare.handle.db
      .update(orderLines)
      .set({ shopLineItemId: '7' })
      .where(eq(orderLines.id, lines[0].id));
    await queueShopFulfilment(bare.handle.db, {
      orderId: order.id,
      orderLineIds: [lines[0].id],
      trackingNumber: '1',
      company: 'DHL',
      url: null,
      userId: null,
    });
    bare.clock.advanceMinutes(1);
    expect(await bare.services.shopFulfilments.run()).toEqual({ sent: 0, failed: 1 });
    const [row] = await bare.handle.db
      .select()
      .from(shopFulfilments)
      .where(eq(shopFulfilments.orderId, order.id));
    expect(row.status).toBe('not-sent');
    const events = await bare.services.orders.events(order.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'shop-fulfilment-not-sent',
      detail: { reason: 'no-shop-configured' },
    });
  });
});
