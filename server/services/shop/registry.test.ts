import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PermanentShopError, type ShopConnector } from './connector';
import { keepingDemoOrdersHome, shopConnectors } from './registry';

/** A connector that records what reaches it. */
function recording() {
  const calls: string[] = [];
  const connector: ShopConnector = {
    kind: 'shopify',
    shop: 'real-shop.myshopify.com',
    ordersChangedSince: async function* () {},
    order: async (id) => (calls.push(`order ${id}`), null),
    countOrders: async () => ({ count: 0, exact: true }),
    orderIdsCreated: async function* () {},
    writeShipment: async (s) => (calls.push(`shipment ${s.shopOrderId}`), { outcome: 'nothing-open' }),
    writeRefund: async (r) => (calls.push(`refund ${r.shopOrderId}`), { outcome: 'written', refundId: '1' }),
    health: async () => ({ up: true }),
    subscribeToOrderChanges: async () => [],
  };
  return { calls, connector };
}

const shipment = (shopOrderId: string) => ({
  shopOrderId,
  lineItems: [{ id: '1', quantity: 1 }],
  tracking: { number: 'T', company: 'DHL', url: null },
});

describe('the shops the configuration names', () => {
  it('builds a Shopify connector when SHOPIFY_SHOP and its token are set, and none otherwise', () => {
    const shops = shopConnectors(
      loadConfig({ SHOPIFY_SHOP: 'real-shop.myshopify.com', SHOPIFY_ACCESS_TOKEN: 'shpat_x' }),
    );
    expect(shops.all.map((c) => [c.kind, c.shop])).toEqual([['shopify', 'real-shop.myshopify.com']]);
    // An order that names no shop belongs to the only one; one naming another shop to none.
    expect(shops.of(null)?.shop).toBe('real-shop.myshopify.com');
    expect(shops.of('other.example')).toBeNull();
    const none = shopConnectors(loadConfig({}));
    expect(none.all).toEqual([]);
    expect(none.of(null)).toBeNull();
  });
});

describe('both shops at once', () => {
  it('builds Shopify’s and WooCommerce’s connectors, each found by its name; an order naming none is Shopify’s', () => {
    const shops = shopConnectors(
      loadConfig({
        SHOPIFY_SHOP: 'real-shop.myshopify.com',
        SHOPIFY_ACCESS_TOKEN: 'shpat_x',
        WOO_URL: 'https://store.example.com/',
        WOO_CONSUMER_KEY: 'ck_x',
        WOO_CONSUMER_SECRET: 'cs_x',
      }),
    );
    expect(shops.all.map((c) => [c.kind, c.shop])).toEqual([
      ['shopify', 'real-shop.myshopify.com'],
      ['woocommerce', 'https://store.example.com'],
    ]);
    expect(shops.of('https://store.example.com')?.kind).toBe('woocommerce');
    expect(shops.of(null)?.kind).toBe('shopify');
    // The answers then name an order's shop, an order naming none by Shopify's; one shop names none.
    expect(shops.naming).toEqual({ unnamedAs: 'real-shop.myshopify.com' });
    expect(
      shopConnectors(loadConfig({ SHOPIFY_SHOP: 'real-shop.myshopify.com', SHOPIFY_ACCESS_TOKEN: 'x' }))
        .naming,
    ).toBe(false);
    // A store alone is the only shop; without its keys it is not configured.
    expect(
      shopConnectors(
        loadConfig({ WOO_URL: 'https://s.example', WOO_CONSUMER_KEY: 'k', WOO_CONSUMER_SECRET: 's' }),
      ).of(null)?.kind,
    ).toBe('woocommerce');
    expect(shopConnectors(loadConfig({ WOO_URL: 'https://s.example' })).all).toEqual([]);
  });
});

describe('demo orders never reach a shop, whatever its kind', () => {
  it('refuses to write a demo order’s shipment or refund, and reads none of them', async () => {
    const { calls, connector } = recording();
    const guarded = keepingDemoOrdersHome(connector);
    await expect(guarded.writeShipment(shipment('demo:1001'))).rejects.toThrow(PermanentShopError);
    await expect(guarded.writeRefund({ ...shipment('demo:1001'), note: '', key: 'k' })).rejects.toThrow(
      /never written to a shop/,
    );
    expect(await guarded.order('demo:1001')).toBeNull();
    expect(calls).toEqual([]);
    // A real order's goes through.
    await guarded.writeShipment(shipment('820001'));
    await guarded.writeRefund({ ...shipment('820001'), note: '', key: 'k' });
    await guarded.order('820001');
    expect(calls).toEqual(['shipment 820001', 'refund 820001', 'order 820001']);
  });
});
