import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderLines, orders } from '../../server/db/schema';
import { queueShopFulfilment } from '../../server/services/shop/fulfilment';
import { shipmentsInNotes } from '../../server/services/shop/woocommerceShipment';
import { shopConnectors } from '../../server/services/shop/registry';
import { ShopSyncService } from '../../server/services/shop/shopSync';
import {
  restOrderOf,
  shopifyDeliveryHeaders,
  shopOrderNode,
  ShopifyStandIn,
  type SyncNode,
} from './shopifyStandIn';
import { WooStandIn, wooDeliveryHeaders, wooOrderJson } from './wooStandIn';
import { intakeOrders } from '../../server/services/orders/intake';
import { importedFromWoo } from '../../server/services/shop/woocommerceOrder';

/** A Shopify shop and a WooCommerce store configured at once, each with its order #1001. */
const SHOPIFY = 'both-shop.myshopify.com';
const SHOPIFY_SECRET = 'shopify-secret';
const WOO_SECRET = 'woo-secret';
const shopify = new ShopifyStandIn();
const woo = new WooStandIn();
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  await shopify.start();
  await woo.start();
  ctx = await createTestApp({
    config: {
      shopify: {
        shop: SHOPIFY,
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shopify.endpoint,
      },
      shopifyWebhooks: { secrets: [SHOPIFY_SECRET], shop: SHOPIFY },
      woocommerce: { ...woo.settings, webhookSecret: WOO_SECRET },
    },
  });
  admin = await tokenFor(ctx, 'Admin');
});
afterAll(async () => {
  await shopify.stop();
  await woo.stop();
});

const deliver = (url: string, raw: string, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers,
  });

describe('two shops at once', () => {
  it('makes two orders of two shops’ #1001, shows each with its shop, and writes each tracking back to its own shop', async () => {
    // Shopify's #1001, by its webhook.
    const node: SyncNode = { ...shopOrderNode(1, [{ sku: 'BOTH-SKU', quantity: 1 }]), name: '#1001' };
    const shopifyBody = JSON.stringify(restOrderOf(node));
    const shopifyId = String(node.id).split('/').pop()!;
    const shopifyLine = (node.lineItems as { nodes: { id: string }[] }).nodes[0].id.split('/').pop()!;
    shopify.addOrder(shopifyId, [{ id: shopifyLine, sku: 'BOTH-SKU', quantity: 1 }]);
    const fromShopify = await deliver(
      '/backend/api/webhooks/shopify',
      shopifyBody,
      shopifyDeliveryHeaders(shopifyBody, {
        topic: 'orders/create',
        shop: SHOPIFY,
        eventId: 'evt-both-1',
        secret: SHOPIFY_SECRET,
      }),
    );
    expect(fromShopify.statusCode).toBe(200);

    // WooCommerce's #1001, by its webhook.
    const wooOrder = woo.add(wooOrderJson(1001, [{ sku: 'BOTH-SKU', quantity: 1 }], { number: '1001' }));
    const wooBody = JSON.stringify(wooOrder);
    const fromWoo = await deliver(
      '/backend/api/webhooks/woocommerce',
      wooBody,
      wooDeliveryHeaders(wooBody, {
        topic: 'order.created',
        source: `${woo.url}/`,
        deliveryId: 'dlv-both-1',
        secret: WOO_SECRET,
      }),
    );
    expect(fromWoo.statusCode).toBe(200);
    await ctx.services.shopWebhooks.run();
    // Each shop's sweep reads its #1001 again: still one order per shop.
    shopify.syncNodes.push(node);
    for (const connector of shopConnectors(ctx.config).all)
      expect(await new ShopSyncService(ctx.handle.db, connector).run()).toMatchObject({
        imported: 0,
        unchanged: 1,
      });

    const both = await ctx.handle.db.select().from(orders).where(eq(orders.orderNumber, '#1001'));
    expect(both.map((o) => o.shop).sort()).toEqual([SHOPIFY, woo.url].sort());

    // The Master Dashboard finds both by the number and names each one's shop.
    const found = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-shopify-orders?search=1001',
      headers: { 'x-auth-token': admin },
    });
    expect(found.statusCode, found.body).toBe(200);
    const rows = (found.json().doc as { order_number: string; shop: string | null }[]).filter(
      (o) => o.order_number === '#1001',
    );
    expect(rows.map((o) => o.shop).sort()).toEqual([SHOPIFY, woo.url].sort());

    // Each order's tracking goes back to the shop it came from.
    for (const order of both) {
      const lines = await ctx.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await ctx.handle.db.transaction((tx) =>
        queueShopFulfilment(tx, {
          orderId: order.id,
          orderLineIds: lines.map((l) => l.id),
          trackingNumber: order.shop === SHOPIFY ? 'TRACK-SHOPIFY' : 'TRACK-WOO',
          company: 'DHL',
          url: null,
          userId: null,
        }),
      );
    }
    ctx.clock.advanceMinutes(1);
    expect(await ctx.services.shopFulfilments.run()).toEqual({ sent: 2, failed: 0 });
    expect(shopify.fulfilmentsOf(shopifyId).map((f) => f.trackingInfo[0].number)).toEqual(['TRACK-SHOPIFY']);
    expect(shipmentsInNotes(woo.customerNotesOf(wooOrder.id)).map((s) => s.number)).toEqual(['TRACK-WOO']);
    // Its one line shipped, the store's order is completed.
    expect(woo.orders.get(wooOrder.id)!.status).toBe('completed');
  });

  it('leaves the orders naming no shop to Shopify’s: a WooCommerce order of the same id is another order', async () => {
    // An order from before orders carried their shop (no shop named), its id the one a store's order has.
    const json = wooOrderJson(7777, [{ sku: 'BOTH-SKU', quantity: 1 }], { number: '7777' });
    await intakeOrders(ctx.handle.db, [{ ...importedFromWoo(json), orderNumber: '#S-7777' }], {
      source: 'shop',
      userId: null,
    });
    woo.add(json);
    // The product's sync, as Run Cron runs it: every configured shop.
    expect(await ctx.services.shopSync.run()).toMatchObject({ imported: 1 });
    const sameId = await ctx.handle.db.select().from(orders).where(eq(orders.shopOrderId, '7777'));
    expect(sameId.map((o) => [o.orderNumber, o.shop]).sort()).toEqual([
      ['#7777', woo.url],
      ['#S-7777', null],
    ]);
  });
});
