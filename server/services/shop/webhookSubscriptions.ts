import type { Config } from '../../config';
import type { ShopSubscription } from './connector';
import type { ShopConnectors } from './registry';

export const SHOPIFY_WEBHOOK_PATH = '/backend/api/webhooks/shopify';
export const WOO_WEBHOOK_PATH = '/backend/api/webhooks/woocommerce';

/**
 * Whether a shop can reach `url`: HTTPS (Shopify delivers to nothing else) on a name or address
 * outside this machine and its private network.
 */
export function isPublicUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (parsed.protocol !== 'https:') return false;
  if (
    host === 'localhost' ||
    /\.(localhost|local|internal|test)$/.test(host) ||
    (!host.includes('.') && !host.includes(':'))
  )
    return false;
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host))
    return false;
  if (host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80:')) return false;
  return true;
}

/**
 * At start, when a Shopify shop, its webhook secret and a public APP_URL are set: the product
 * subscribes to the shop's order deliveries itself (those it has already are kept) and says how
 * it went, as lines for the start-up output. Otherwise it says why it did not; nothing throws.
 */
export async function subscribeToShopWebhooks(config: Config, shops: ShopConnectors): Promise<string[]> {
  return [...(await subscribeShopify(config, shops)), ...(await subscribeWoo(config, shops))];
}

/** What a shop's subscriptions came to, as lines for the start-up output. */
function said(name: string, shop: string, uri: string, results: ShopSubscription[]): string[] {
  const lines = [
    `${name} webhooks: ${shop} delivers ${
      results
        .filter((r) => r.outcome !== 'failed')
        .map((r) => `${r.topic} (${r.outcome === 'created' ? 'subscribed now' : 'already subscribed'})`)
        .join(', ') || 'nothing'
    } to ${uri}`,
  ];
  for (const f of results.filter((r) => r.outcome === 'failed'))
    lines.push(`${name} webhooks: ${f.topic} could not be subscribed: ${f.error}`);
  return lines;
}

/** The same for a WooCommerce store: its webhooks are signed with WOO_WEBHOOK_SECRET. */
async function subscribeWoo(config: Config, shops: ShopConnectors): Promise<string[]> {
  const store = shops.all.find((connector) => connector.kind === 'woocommerce');
  if (!store) return [];
  const uri = `${config.appUrl}${WOO_WEBHOOK_PATH}`;
  if (!config.woocommerce?.webhookSecret)
    return ['WooCommerce webhooks: not subscribed (set WOO_WEBHOOK_SECRET); orders arrive by the sync'];
  if (!isPublicUrl(config.appUrl))
    return [
      `WooCommerce webhooks: not subscribed (APP_URL ${config.appUrl} is not a public https address); orders arrive by the sync`,
    ];
  return said('WooCommerce', store.shop, uri, await store.subscribeToOrderChanges(uri));
}

async function subscribeShopify(config: Config, shops: ShopConnectors): Promise<string[]> {
  const shopify = shops.all.find((connector) => connector.kind === 'shopify');
  if (!shopify) return [];
  const uri = `${config.appUrl}${SHOPIFY_WEBHOOK_PATH}`;
  if (!config.shopifyWebhooks)
    return ['Shopify webhooks: not subscribed (set SHOPIFY_WEBHOOK_SECRET); orders arrive by the sync'];
  if (!isPublicUrl(config.appUrl))
    return [
      `Shopify webhooks: not subscribed (APP_URL ${config.appUrl} is not a public https address); orders arrive by the sync`,
    ];
  return said('Shopify', shopify.shop, uri, await shopify.subscribeToOrderChanges(uri));
}
