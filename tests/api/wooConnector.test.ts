import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { WooCommerceConnector } from '../../server/services/shop/woocommerce';
import { shopConnectors } from '../../server/services/shop/registry';
import { subscribeToShopWebhooks } from '../../server/services/shop/webhookSubscriptions';
import { WooStandIn, wooOrderJson } from './wooStandIn';

/** What WooCommerce's connector does beyond the shared contract (shopConnector.contract.test.ts). */
const store = new WooStandIn();
let connector: WooCommerceConnector;
beforeAll(async () => {
  await store.start();
  connector = new WooCommerceConnector(
    { ...store.settings, webhookSecret: 'woo-secret' },
    async () => undefined,
  );
});
afterAll(() => store.stop());

const lastRequest = (path: string) => store.requests.filter((r) => r.path === path).at(-1)!;

describe('the WooCommerce connector', () => {
  it('signs in with the consumer key and secret, and says the store is down when they are wrong', async () => {
    expect(await connector.health()).toEqual({ up: true });
    expect(lastRequest('/orders').authorised).toBe(true);
    const wrong = new WooCommerceConnector({ ...store.settings, consumerSecret: 'cs_wrong' });
    expect(await wrong.health()).toMatchObject({ up: false, error: expect.stringMatching(/401/) });
  });

  it('lists changed orders a minute before the mark, 100 a page, oldest change first, in GMT', async () => {
    store.add(wooOrderJson(8001, [{ sku: 'W-1', quantity: 1 }], { modifiedAt: '2026-11-30T10:00:05Z' }));
    const pages = [];
    for await (const page of connector.ordersChangedSince(new Date('2026-11-30T10:00:00Z'))) pages.push(page);
    const query = Object.fromEntries(lastRequest('/orders').query);
    expect(query).toMatchObject({
      per_page: '100',
      orderby: 'modified',
      order: 'asc',
      dates_are_gmt: 'true',
      modified_after: '2026-11-30T09:59:00',
    });
    expect(pages.flatMap((p) => p.orders.map((o) => o.shopOrderId))).toContain('8001');
  });

  it('counts a window with one order a page, from X-WP-Total', async () => {
    await connector.countOrders({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2026-12-02T00:00:00Z'),
    });
    expect(Object.fromEntries(lastRequest('/orders').query)).toMatchObject({
      per_page: '1',
      after: '2026-11-30T23:59:59',
      before: '2026-12-02T00:00:00',
    });
  });

  it('reads the order as the intake takes it: billing address when nothing ships, the store’s statuses', async () => {
    const order = wooOrderJson(
      8002,
      [
        { sku: ' W-2 ', quantity: 3 },
        { sku: null, quantity: 1, name: 'Gift card' },
      ],
      {
        number: '2002',
        status: 'cancelled',
      },
    );
    order.shipping = { first_name: '', last_name: '', address_1: '', city: '', postcode: '', country: '' };
    order.customer_id = 17;
    order.customer_note = 'Leave at the door';
    store.add(order);
    expect(await connector.order('8002')).toEqual({
      shopOrderId: '8002',
      orderNumber: '#2002',
      orderCreatedAt: new Date('2026-11-20T10:00:00Z'),
      customerShopId: '17',
      email: 'buyer8002@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+49 40 123',
      address1: '12 Analytical Row',
      address2: null,
      city: 'Hamburg',
      zip: '20095',
      province: 'HH',
      country: 'DE',
      shippingMethod: 'Flat rate',
      notes: 'Leave at the door',
      initialStatus: 'Refund',
      cancelled: true,
      shopUpdatedAt: new Date('2026-11-21T09:00:00Z'),
      lines: [
        {
          lineKey: 'li:80020',
          position: 1,
          sku: 'W-2',
          name: 'Item  W-2 ',
          quantity: 3,
          row: 0,
          shopLineItemId: '80020',
        },
        {
          lineKey: 'li:80021',
          position: 2,
          sku: null,
          name: 'Gift card',
          quantity: 1,
          row: 0,
          shopLineItemId: '80021',
        },
      ],
    });
    expect(await connector.order('not-a-number')).toBeNull();
  });

  it('completes the order once every line has shipped, also when a retry finds its note', async () => {
    const order = store.add(
      wooOrderJson(8003, [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
      ]),
    );
    const [a, b] = order.line_items.map((l) => String(l.id));
    const tracking = (number: string) => ({ number, company: 'DHL', url: 'https://track.test/x' });
    await connector.writeShipment({
      shopOrderId: '8003',
      lineItems: [{ id: a, quantity: 2 }],
      tracking: tracking('T-1'),
    });
    expect(store.orders.get(8003)!.status).toBe('processing');
    const [note] = store.customerNotesOf(8003);
    expect(note.note).toContain('tracking number T-1: https://track.test/x');
    await connector.writeShipment({
      shopOrderId: '8003',
      lineItems: [{ sku: 'B', quantity: 1 }],
      tracking: tracking('T-2'),
    });
    expect(store.orders.get(8003)!.status).toBe('completed');
    expect(store.customerNotesOf(8003)).toHaveLength(2);

    // The note written, the completion lost: the retry finds the note and completes the order.
    store.orders.get(8003)!.status = 'processing';
    expect(
      await connector.writeShipment({
        shopOrderId: '8003',
        lineItems: [{ id: b, quantity: 1 }],
        tracking: tracking('T-2'),
      }),
    ).toMatchObject({ outcome: 'found' });
    expect(store.orders.get(8003)!.status).toBe('completed');
    expect(store.customerNotesOf(8003)).toHaveLength(2);
  });

  it('writes nothing for an order the store completed itself', async () => {
    store.add(wooOrderJson(8004, [{ sku: 'A', quantity: 1 }], { status: 'completed' }));
    expect(
      await connector.writeShipment({
        shopOrderId: '8004',
        lineItems: [{ id: '80040', quantity: 1 }],
        tracking: { number: 'T-4', company: 'DHL', url: null },
      }),
    ).toEqual({ outcome: 'nothing-open' });
    expect(store.customerNotesOf(8004)).toEqual([]);
  });

  it('refunds units only: no money through the gateway, no restock, the key in the reason', async () => {
    store.add(wooOrderJson(8005, [{ sku: 'A', quantity: 2 }]));
    await connector.writeRefund({
      shopOrderId: '8005',
      lineItems: [{ id: '80050', quantity: 1 }],
      note: 'Refunded',
      key: 'k-1',
    });
    expect(store.refunds.get(8005)).toMatchObject([
      { reason: 'Refunded [ref k-1]', api_refund: false, api_restock: false },
    ]);
  });

  it('makes its webhooks signed with the secret, keeps those there, and turns a disabled one on again', async () => {
    const uri = 'https://fulfilment.example.com/backend/api/webhooks/woocommerce';
    expect(await connector.subscribeToOrderChanges(uri)).toEqual([
      { topic: 'order.created', outcome: 'created' },
      { topic: 'order.updated', outcome: 'created' },
      { topic: 'order.deleted', outcome: 'created' },
    ]);
    expect(store.webhooks.map((w) => [w.topic, w.delivery_url, w.secret, w.status])).toEqual(
      ['order.created', 'order.updated', 'order.deleted'].map((t) => [t, uri, 'woo-secret', 'active']),
    );
    // WooCommerce disables a webhook after 5 failed deliveries.
    store.webhooks[1].status = 'disabled';
    const config = loadConfig({
      WOO_URL: `${store.url}/`,
      WOO_CONSUMER_KEY: store.key,
      WOO_CONSUMER_SECRET: store.secret,
      WOO_WEBHOOK_SECRET: 'woo-secret',
      APP_URL: 'https://fulfilment.example.com',
    });
    expect(await subscribeToShopWebhooks(config, shopConnectors(config))).toEqual([
      `WooCommerce webhooks: ${store.url} delivers order.created (already subscribed), order.updated (already subscribed), order.deleted (already subscribed) to ${uri}`,
    ]);
    expect(store.webhooks).toHaveLength(3);
    expect(store.webhooks[1].status).toBe('active');
    const local = { ...config, appUrl: 'http://localhost:3000' };
    expect(await subscribeToShopWebhooks(local, shopConnectors(local))).toEqual([
      'WooCommerce webhooks: not subscribed (APP_URL http://localhost:3000 is not a public https address); orders arrive by the sync',
    ]);
  });
});
