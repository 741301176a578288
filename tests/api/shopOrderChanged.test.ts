import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client } from './productFixtures';
import { makeProduct, makeSupplier, makeWarehouse } from './purchasingFixtures';
import {
  orderEvents,
  orderLines,
  orders,
  poAssignments,
  poLines,
  purchaseOrders,
  stock,
  stockMovements,
} from '../../server/db/schema';
import {
  ShopifyStandIn,
  restOrderOf,
  shopifyDeliveryHeaders,
  shopOrderNode,
  type SyncNode,
} from './shopifyStandIn';
import { ShopSyncService } from '../../server/services/shop/shopSync';
import { ShopifyConnector } from '../../server/services/shop/shopify';
import { orderOfDelivery } from '../../server/services/shop/shopifyRestOrder';
import { intakeOrders } from '../../server/services/orders/intake';

/**
 * Changes made in the shop after an order was taken in (issue 30 item 2), delivered as Shopify's
 * signed webhooks (as tests/api/shopWebhooks.test.ts) and read by the sync from the stand-in:
 * what has not left follows, what has is kept and enters Needs attention.
 */
const SHOP = 'changing-shop.myshopify.com';
const SECRET = 'whsec-changes';
const T1 = '2026-11-21T09:00:00Z';
const T2 = '2026-11-21T10:00:00Z';
const T3 = '2026-11-21T11:00:00Z';

let ctx: TestContext;
let admin: ReturnType<typeof client>;
let warehouseId: string;
let supplierId: string;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { shopifyWebhooks: { secrets: [SECRET], shop: SHOP } },
    jobs: {
      kickOutbox: () => undefined,
      kickShopFulfilments: () => undefined,
      kickShopWebhooks: () => undefined,
      stop: async () => undefined,
    },
  });
  admin = client(ctx, await tokenFor(ctx, 'Admin'));
  warehouseId = (await makeWarehouse(ctx)).id;
  supplierId = (await makeSupplier(ctx)).id;
});

const db = () => ctx.handle.db;
let eventSeq = 0;

/** Delivers the order as Shopify would (signed), and lets the job take it in. */
async function deliver(node: SyncNode, topic = 'orders/updated') {
  const raw = JSON.stringify(restOrderOf(node));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/backend/api/webhooks/shopify',
    payload: raw,
    headers: shopifyDeliveryHeaders(raw, {
      topic,
      shop: SHOP,
      eventId: `change-${++eventSeq}`,
      secret: SECRET,
    }),
  });
  expect(res.statusCode).toBe(200);
  await ctx.services.shopWebhooks.run();
}

const orderOf = async (node: SyncNode) =>
  (
    await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, node.name as string))
  )[0];
const linesOf = (orderId: string) =>
  db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
const eventsOf = (orderId: string, kind: string) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
const stockOf = async (productId: string) =>
  (
    await db()
      .select()
      .from(stock)
      .where(and(eq(stock.warehouseId, warehouseId), eq(stock.productId, productId)))
  )[0].totalUnits;

let n = 0;
/**
 * An order of the shop taken in by its orders/create, then set as routing would leave it: at the
 * warehouse, each line served from its stock (10 units left there) or to buy.
 */
async function placed(how: ('stock' | 'buy')[], quantity = 2) {
  const made = await Promise.all(how.map(() => makeProduct(ctx, supplierId)));
  const node = shopOrderNode(
    8000 + ++n,
    made.map((p) => ({ sku: p.internalSku, quantity })),
    T1,
  );
  await deliver(node, 'orders/create');
  const order = await orderOf(node);
  await db()
    .update(orders)
    .set({ assignedWarehouseId: warehouseId, problematic: false, problemReason: null, status: 'Pending' })
    .where(eq(orders.id, order.id));
  const lines = await linesOf(order.id);
  for (const [i, line] of lines.entries()) {
    await db()
      .update(orderLines)
      .set({ fulfilment: how[i], status: 'Pending' })
      .where(eq(orderLines.id, line.id));
    if (how[i] === 'stock')
      await db().insert(stock).values({ warehouseId, productId: made[i].id, totalUnits: 10 });
  }
  return { node, order, lines, products: made };
}

/** The order's bought lines join the supplier's PO (to be sent), as the Admin's Consolidate does. */
async function bought(orderId: string) {
  const res = await admin.post('/consolidate-order', { orderId, consolidated: true });
  expect(res.statusCode).toBe(200);
  return db()
    .select({ line: poLines, purchaseOrderId: poAssignments.purchaseOrderId })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(orderLines, eq(orderLines.id, poLines.orderLineId))
    .where(eq(orderLines.orderId, orderId));
}

const changed = (node: SyncNode, over: Record<string, unknown>, updatedAt = T2): SyncNode => ({
  ...node,
  ...over,
  updatedAt,
});
const withAddress = (node: SyncNode, city: string, address1 = '2 Harbour Road') =>
  changed(node, {
    shippingAddress: { ...(node.shippingAddress as object), city, address1 },
  });
/** An order edit in Shopify: each item's current quantity changes; its ordered quantity stays. */
const withQuantity = (node: SyncNode, quantity: number, updatedAt = T2) => {
  const items = (node.lineItems as { nodes: { quantity: number }[] }).nodes;
  return changed(
    node,
    { lineItems: { nodes: items.map((item) => ({ ...item, currentQuantity: quantity })) } },
    updatedAt,
  );
};

describe('an order changed in the shop before anything was sent', () => {
  it('takes the corrected address, once, with a timeline line naming the webhook', async () => {
    const { node, order } = await placed(['buy']);
    await deliver(withAddress(node, 'Hamburg'));
    const after = await orderOf(node);
    expect(after).toMatchObject({
      shippingCity: 'Hamburg',
      shippingAddress1: '2 Harbour Road',
      shopChanges: null,
    });
    expect(after.searchText).toContain('hamburg');
    const [line] = await eventsOf(order.id, 'shop-changed');
    expect(line.detail).toEqual({
      source: 'webhook',
      changes: [
        { field: 'address1', from: '1 Navy Way', to: '2 Harbour Road' },
        { field: 'city', from: 'Berlin', to: 'Hamburg' },
      ],
    });

    // The same update again (Shopify retries with a new event id): nothing changes, no second line.
    await deliver(withAddress(node, 'Hamburg'));
    expect(await eventsOf(order.id, 'shop-changed')).toHaveLength(1);
  });

  it('takes a new quantity: stock and the unsent PO line follow', async () => {
    const { node, order, products } = await placed(['stock', 'buy']);
    // Served from stock: the units it took are gone from the warehouse.
    await db().update(stock).set({ totalUnits: 8 }).where(eq(stock.productId, products[0].id));
    const [onPo] = await bought(order.id);
    expect(onPo.line.quantity).toBe(2);

    await deliver(withQuantity(node, 3));
    expect((await linesOf(order.id)).map((l) => l.quantity)).toEqual([3, 3]);
    expect(await stockOf(products[0].id)).toBe(7);
    const [po] = await db().select().from(poLines).where(eq(poLines.id, onPo.line.id));
    expect(po.quantity).toBe(3);

    await deliver(withQuantity(node, 1, T3));
    expect((await linesOf(order.id)).map((l) => l.quantity)).toEqual([1, 1]);
    expect(await stockOf(products[0].id)).toBe(9);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(moves.map((m) => [m.delta, m.reason])).toEqual([
      [-1, 'Changed in the shop'],
      [2, 'Changed in the shop'],
    ]);
    expect(await eventsOf(order.id, 'shop-changed')).toHaveLength(2);
  });

  it('refunds a cancelled order as the Refund does: stock back, its lines leave the unsent PO', async () => {
    const { node, order, products } = await placed(['stock', 'buy']);
    await db().update(stock).set({ totalUnits: 8 }).where(eq(stock.productId, products[0].id));
    const [onPo] = await bought(order.id);

    await deliver(changed(node, { cancelledAt: T2 }), 'orders/cancelled');
    expect((await linesOf(order.id)).map((l) => l.status)).toEqual(['Refund', 'Refund']);
    expect((await orderOf(node)).status).toBe('Refund');
    expect(await stockOf(products[0].id)).toBe(10);
    expect(await db().select().from(poLines).where(eq(poLines.id, onPo.line.id))).toEqual([]);
    expect(await eventsOf(order.id, 'refunded')).toHaveLength(2);
    const [line] = await eventsOf(order.id, 'shop-changed');
    expect(line.detail).toEqual({ source: 'webhook', changes: [{ field: 'cancelled' }] });
    expect((await orderOf(node)).shopChanges).toBeNull();
  });
});

/**
 * The order as the shop reads it with its `index`-th line item removed by an order edit: Shopify
 * keeps the item, with its ordered quantity, and a current quantity of 0.
 */
const withoutLine = (node: SyncNode, index: number, updatedAt = T2) => {
  const items = (node.lineItems as { nodes: object[] }).nodes;
  return changed(
    node,
    { lineItems: { nodes: items.map((item, i) => (i === index ? { ...item, currentQuantity: 0 } : item)) } },
    updatedAt,
  );
};

describe('a line removed in the shop', () => {
  it('before anything left: its quantity goes to 0, refunded as the Refund does', async () => {
    const { node, order, products } = await placed(['stock', 'buy']);
    await db().update(stock).set({ totalUnits: 8 }).where(eq(stock.productId, products[0].id));
    await deliver(withoutLine(node, 0));
    expect((await linesOf(order.id)).map((l) => [l.status, l.quantity])).toEqual([
      ['Refund', 2],
      ['Pending', 2],
    ]);
    // The units it took from stock are back.
    expect(await stockOf(products[0].id)).toBe(10);
    expect(await eventsOf(order.id, 'refunded')).toHaveLength(1);
    const [line] = await eventsOf(order.id, 'shop-changed');
    expect(line.detail).toEqual({
      source: 'webhook',
      changes: [
        { field: 'quantity', line: products[0].internalSku, lineKey: expect.any(String), from: 2, to: 0 },
      ],
    });
    expect((await orderOf(node)).shopChanges).toBeNull();

    // Read again later: nothing more.
    await deliver(withoutLine(node, 0, T3));
    expect(await eventsOf(order.id, 'shop-changed')).toHaveLength(1);
    expect(await eventsOf(order.id, 'refunded')).toHaveLength(1);
  });

  it('once the order has left: the line is kept and the Admin is asked', async () => {
    const { node, order, products } = await placed(['buy', 'buy']);
    await db().update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.orderId, order.id));
    await deliver(withoutLine(node, 1));
    expect((await linesOf(order.id)).map((l) => l.status)).toEqual(['Ready', 'Ready']);
    expect((await orderOf(node)).shopChanges?.changes).toEqual([
      { field: 'quantity', line: products[1].internalSku, lineKey: expect.any(String), from: 2, to: 0 },
    ]);
    expect(await eventsOf(order.id, 'shop-change-kept')).toHaveLength(1);
    expect(await eventsOf(order.id, 'refunded')).toEqual([]);
  });
});

describe('an order changed in the shop after it was sent', () => {
  it('keeps the sent PO line and asks the Admin, with what changed; the Admin resolves it', async () => {
    const { node, order, products } = await placed(['buy', 'stock']);
    await db().update(stock).set({ totalUnits: 8 }).where(eq(stock.productId, products[1].id));
    const [onPo] = await bought(order.id);
    await db()
      .update(purchaseOrders)
      .set({ notificationStatus: 'sent', sentAt: new Date() })
      .where(eq(purchaseOrders.id, onPo.purchaseOrderId));

    await deliver(changed(node, { cancelledAt: T2 }), 'orders/cancelled');
    // The line the supplier was told of stays, on its PO; the one from stock is refunded.
    expect((await linesOf(order.id)).map((l) => l.status)).toEqual(['Pending', 'Refund']);
    expect(await db().select().from(poLines).where(eq(poLines.id, onPo.line.id))).toHaveLength(1);
    expect(await stockOf(products[1].id)).toBe(10);
    const after = await orderOf(node);
    expect(after.shopChanges).toMatchObject({
      source: 'webhook',
      changes: [{ field: 'cancelled' }],
      resolvedAt: null,
    });
    const [kept] = await eventsOf(order.id, 'shop-change-kept');
    expect(kept.detail).toEqual({ source: 'webhook', changes: [{ field: 'cancelled' }] });

    const rowOf = async () => {
      const queue = await admin.get('/get-attention', { tagText: 'changed-after-sent', isTag: 'true' });
      expect(queue.statusCode).toBe(200);
      return (queue.json().doc as { item_id: string }[]).filter((row) => row.item_id === order.id);
    };
    expect(await rowOf()).toEqual([
      expect.objectContaining({
        item_id: order.id,
        reason: 'changed-after-sent',
        move: 'admin',
        record_kind: 'order',
        order_number: node.name,
        since: after.shopChanges!.at,
        fix: 'open-order',
      }),
    ]);

    // The order page reads what is kept, to resolve it there.
    const keptOnPage = async () => (await admin.get('/get-order', { id: order.id })).json().doc.shop_changes;
    expect(await keptOnPage()).toEqual({
      at: after.shopChanges!.at,
      source: 'webhook',
      changes: [{ field: 'cancelled' }],
    });

    // A later reading saying the same adds nothing; the Admin's resolve takes it off the queue.
    await deliver(changed(node, { cancelledAt: T2 }, T3));
    expect(await eventsOf(order.id, 'shop-change-kept')).toHaveLength(1);
    const resolved = await admin.post('/resolve-shop-changes', { id: order.id });
    expect(resolved.statusCode).toBe(200);
    expect(await rowOf()).toEqual([]);
    expect(await keptOnPage()).toBeNull();
    expect((await orderOf(node)).shopChanges?.resolvedAt).toBeTruthy();
    expect((await admin.post('/resolve-shop-changes', { id: order.id })).statusCode).toBe(409);
  });

  it('keeps an address it can no longer follow, and says what the shop changed', async () => {
    const { node, order } = await placed(['buy']);
    await db().update(orderLines).set({ status: 'Shipped' }).where(eq(orderLines.orderId, order.id));
    await deliver(withAddress(node, 'Hamburg'));
    const after = await orderOf(node);
    expect(after.shippingCity).toBe('Berlin');
    expect(after.shopChanges?.changes).toEqual([
      { field: 'address1', from: '1 Navy Way', to: '2 Harbour Road' },
      { field: 'city', from: 'Berlin', to: 'Hamburg' },
    ]);
    expect(await eventsOf(order.id, 'shop-changed')).toEqual([]);
    expect(await eventsOf(order.id, 'shop-change-kept')).toHaveLength(1);
  });
});

describe('deliveries out of order and the sync', () => {
  it('an update arriving before its create ends as in order', async () => {
    const product = await makeProduct(ctx, supplierId);
    const inOrder = shopOrderNode(8100, [{ sku: product.internalSku, quantity: 2 }], T1);
    const outOfOrder = shopOrderNode(8101, [{ sku: product.internalSku, quantity: 2 }], T1);
    await deliver(inOrder, 'orders/create');
    await deliver(withAddress(inOrder, 'Hamburg'));
    await deliver(withAddress(outOfOrder, 'Hamburg'));
    await deliver(outOfOrder, 'orders/create');
    const [a, b] = [await orderOf(inOrder), await orderOf(outOfOrder)];
    for (const order of [a, b])
      expect(order).toMatchObject({
        shippingCity: 'Hamburg',
        shippingAddress1: '2 Harbour Road',
        shopUpdatedAt: new Date(T2),
        shopChanges: null,
      });
    // The late create read nothing newer: no change line on the order that came out of order.
    expect(await eventsOf(b.id, 'shop-changed')).toEqual([]);
  });

  it('the sync applies what changed, naming itself; a file import leaves the order as it is', async () => {
    const product = await makeProduct(ctx, supplierId);
    const node = shopOrderNode(8200, [{ sku: product.internalSku, quantity: 1 }], T1);
    const standIn = await new ShopifyStandIn().start();
    try {
      const connector = new ShopifyConnector(
        { shop: SHOP, accessToken: 'shpat_test', apiVersion: '2026-10', endpoint: standIn.endpoint },
        async () => undefined,
      );
      const sync = () => new ShopSyncService(db(), connector).run();
      standIn.syncNodes.push(node);
      await sync();
      const order = await orderOf(node);
      standIn.syncNodes.splice(0, 1, withAddress(node, 'Leipzig'));
      await sync();
      expect((await orderOf(node)).shippingCity).toBe('Leipzig');
      const [line] = await eventsOf(order.id, 'shop-changed');
      expect(line.detail).toMatchObject({ source: 'sync' });

      // The same order in a file import: already here, it is left as it is.
      const imported = await intakeOrders(
        db(),
        [{ ...orderOfDelivery(restOrderOf(node)), city: 'Dresden' }],
        {
          source: 'import',
          userId: null,
        },
      );
      expect(imported).toMatchObject({ imported: 0, unchanged: 1 });
      expect((await orderOf(node)).shippingCity).toBe('Leipzig');
    } finally {
      await standIn.stop();
    }
  });
});
