import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orderLines, orders, shopWebhooks } from '../../server/db/schema';
import { makeProduct, makeSupplier } from './purchasingFixtures';
import { WEBHOOK_BODY_LIMIT } from '../../server/routes/webhooks';
import { wooDeliveryHeaders, wooOrderJson } from './wooStandIn';

const STORE = 'https://store.example.com';
const SECRET = 'woo-secret';
const PATH = '/backend/api/webhooks/woocommerce';
const woocommerce = { url: STORE, consumerKey: 'ck_x', consumerSecret: 'cs_x', webhookSecret: SECRET };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { woocommerce } });
});

let seq = 0;
/** A delivery as WooCommerce sends it: the order JSON, signed, with its headers. */
function delivery(
  body: string | Record<string, unknown>,
  {
    topic = 'order.created',
    deliveryId = `dlv-${++seq}`,
    secret = SECRET as string | null,
    source = `${STORE}/`,
    headers = {} as Record<string, string>,
  } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: PATH,
    payload: raw,
    headers: { ...wooDeliveryHeaders(raw, { topic, source, deliveryId, secret }), ...headers },
  };
}

let orderSeq = 0;
const newOrder = () => {
  const id = 3000 + ++orderSeq;
  return wooOrderJson(id, [{ sku: 'WOO-SKU', quantity: 2 }], { number: `W-${id}` });
};
const storedOf = (id: number) =>
  ctx.handle.db
    .select()
    .from(shopWebhooks)
    .then((rows) => rows.filter((row) => (JSON.parse(row.body) as { id?: number }).id === id));
const ordersOf = (id: number) =>
  ctx.handle.db
    .select()
    .from(orders)
    .where(eq(orders.shopOrderId, String(id)));

describe('POST /backend/api/webhooks/woocommerce', () => {
  it('answers 404 when no WooCommerce webhook secret is configured', async () => {
    const bare = await createTestApp({ config: { woocommerce: { ...woocommerce, webhookSecret: null } } });
    expect((await bare.app.inject(delivery(newOrder()))).statusCode).toBe(404);
    expect(await bare.handle.db.select().from(shopWebhooks)).toEqual([]);
  });

  it('answers the ping WooCommerce sends when a webhook is made, and stores nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      payload: 'webhook_id=7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-wc-webhook-id': '7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Ping received', key: 'deliveryPing' });
    expect(await ctx.handle.db.select().from(shopWebhooks)).toEqual([]);
  });

  it('refuses a missing or wrong signature with a 401 and stores nothing', async () => {
    const body = newOrder();
    const missing = await ctx.app.inject(delivery(body, { secret: null }));
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ key: 'deliverySignatureInvalid' });
    expect((await ctx.app.inject(delivery(body, { secret: 'someone-else' }))).statusCode).toBe(401);
    const tampered = delivery(body);
    tampered.payload = tampered.payload.replace('"quantity":2', '"quantity":20');
    expect((await ctx.app.inject(tampered)).statusCode).toBe(401);
    expect(await storedOf(body.id)).toEqual([]);
  });

  it('stores a good delivery and the job makes it an order of the store', async () => {
    const body = newOrder();
    const sent = delivery(body);
    const res = await ctx.app.inject(sent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Delivery received', key: 'deliveryReceived' });
    const [stored] = await storedOf(body.id);
    expect(stored).toMatchObject({
      kind: 'woocommerce',
      shop: STORE,
      topic: 'order.created',
      eventId: sent.headers['x-wc-webhook-delivery-id'],
      webhookId: '7',
      status: 'pending',
    });
    await ctx.services.shopWebhooks.run();
    const [order] = await ordersOf(body.id);
    expect(order).toMatchObject({
      source: 'shop',
      shop: STORE,
      orderNumber: `#W-${body.id}`,
      shippingCity: 'Hamburg',
      shippingCountry: 'DE',
      customerEmail: `buyer${body.id}@example.test`,
    });
    expect((await storedOf(body.id))[0]).toMatchObject({ status: 'processed', orderId: order.id });
    // One shop configured: the screens need not name it beside the number.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/backend/api/admin/get-order?id=${order.id}`,
      headers: { 'x-auth-token': await tokenFor(ctx, 'Admin') },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().doc).toMatchObject({ order_number: `#W-${body.id}`, shop: null });
  });

  it('makes one order of one delivery sent twice with the same delivery id, and of its update', async () => {
    const body = newOrder();
    expect((await ctx.app.inject(delivery(body, { deliveryId: 'dlv-twice' }))).statusCode).toBe(200);
    expect((await ctx.app.inject(delivery(body, { deliveryId: 'dlv-twice' }))).statusCode).toBe(200);
    expect(await storedOf(body.id)).toHaveLength(1);
    await ctx.app.inject(delivery({ ...body, status: 'on-hold' }, { topic: 'order.updated' }));
    await ctx.services.shopWebhooks.run();
    expect(await storedOf(body.id)).toHaveLength(2);
    expect(await ordersOf(body.id)).toHaveLength(1);
  });

  it('refuses a delivery from a store other than WOO_URL', async () => {
    const body = newOrder();
    const res = await ctx.app.inject(delivery(body, { source: 'https://other-store.example.com/' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: `Deliveries are taken only from ${STORE}` });
    expect(await storedOf(body.id)).toEqual([]);
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const body = { ...newOrder(), customer_note: 'x'.repeat(WEBHOOK_BODY_LIMIT) };
    expect((await ctx.app.inject(delivery(body))).statusCode).toBe(413);
    expect(await storedOf(body.id)).toEqual([]);
  });

  it('names a missing header, and answers a topic it does not take in without storing it', async () => {
    const noId = await ctx.app.inject(delivery(newOrder(), { headers: { 'x-wc-webhook-delivery-id': '' } }));
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([
      { field: 'X-WC-Webhook-Delivery-ID', message: 'The header X-WC-Webhook-Delivery-ID is missing' },
    ]);
    const body = newOrder();
    const other = await ctx.app.inject(delivery(body, { topic: 'product.updated' }));
    expect(other.statusCode).toBe(200);
    expect(other.json().key).toBe('deliveryIgnoredTopic');
    expect(await storedOf(body.id)).toEqual([]);
  });

  it('takes order.deleted (its body only the id) like a cancellation: no order made of it, one here named', async () => {
    const never = newOrder();
    await ctx.app.inject(delivery({ id: never.id }, { topic: 'order.deleted' }));
    const here = newOrder();
    await ctx.app.inject(delivery(here));
    await ctx.services.shopWebhooks.run();
    await ctx.app.inject(delivery({ id: here.id }, { topic: 'order.deleted' }));
    await ctx.services.shopWebhooks.run();
    expect(await ordersOf(never.id)).toEqual([]);
    expect(await storedOf(never.id)).toMatchObject([{ status: 'processed', orderId: null }]);
    const [order] = await ordersOf(here.id);
    const deleted = (await storedOf(here.id)).find((row) => row.topic === 'order.deleted');
    expect(deleted).toMatchObject({ status: 'processed', orderId: order.id });
  });

  it('a deleted order is refunded like a cancellation: what has left is kept and asks the Admin', async () => {
    const supplierId = (await makeSupplier(ctx)).id;
    const [stays, goes] = [await makeProduct(ctx, supplierId), await makeProduct(ctx, supplierId)];
    const id = 3900 + ++orderSeq;
    const body = wooOrderJson(id, [
      { sku: stays.internalSku, quantity: 1 },
      { sku: goes.internalSku, quantity: 2 },
    ]);
    await ctx.app.inject(delivery(body));
    await ctx.services.shopWebhooks.run();
    const [order] = await ordersOf(id);
    const lines = ctx.handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position);
    // The first line was packed (it has left); the second has not.
    const [packed, waiting] = await lines;
    await ctx.handle.db.update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.id, packed.id));
    await ctx.handle.db.update(orderLines).set({ status: 'Pending' }).where(eq(orderLines.id, waiting.id));

    await ctx.app.inject(delivery({ id }, { topic: 'order.deleted' }));
    await ctx.services.shopWebhooks.run();
    expect((await lines).map((l) => l.status)).toEqual(['Ready', 'Refund']);
    const [after] = await ordersOf(id);
    expect(after.shopChanges).toMatchObject({
      source: 'webhook',
      changes: [{ field: 'deleted' }],
      resolvedAt: null,
    });
    const eventsOf = (kind: string) =>
      ctx.handle.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, kind)));
    for (const kind of ['shop-changed', 'shop-change-kept'])
      expect((await eventsOf(kind)).map((e) => e.detail)).toEqual([
        { source: 'webhook', changes: [{ field: 'deleted' }] },
      ]);
    expect(await eventsOf('refunded')).toHaveLength(1);

    // The Admin sees it among "Changed in the shop after it was sent".
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-attention',
      headers: { 'x-auth-token': await tokenFor(ctx, 'Admin') },
      query: { tagText: 'changed-after-sent', isTag: 'true', limit: '500' },
    });
    expect(queue.statusCode).toBe(200);
    expect((queue.json().doc as { item_id: string }[]).map((row) => row.item_id)).toContain(order.id);

    // WooCommerce delivering the deletion again changes nothing.
    await ctx.app.inject(delivery({ id }, { topic: 'order.deleted' }));
    await ctx.services.shopWebhooks.run();
    expect(await eventsOf('shop-change-kept')).toHaveLength(1);
    expect(await eventsOf('refunded')).toHaveLength(1);
  });

  it('keeps a delivery whose order cannot be read as failed, with the field', async () => {
    const body = { ...newOrder(), line_items: [{ id: 1, name: 'x', quantity: 0.5 }] };
    await ctx.app.inject(delivery(body));
    await ctx.services.shopWebhooks.run();
    const [failed] = await storedOf(body.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/^line_items\.0\.quantity: /);
    expect(await ordersOf(body.id)).toEqual([]);
  });
});
