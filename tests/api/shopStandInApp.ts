import { createTestApp, tokenFor, type TestContext } from './helpers';
import type { ShopifyStandIn } from './shopifyStandIn';

/**
 * A test app whose configured shop is `shop`, a started Shopify stand-in, and the Admin's token:
 * where the write-back of fulfilments and refunds is checked against what the shop received.
 */
export async function appWithShop(shop: ShopifyStandIn): Promise<{ ctx: TestContext; admin: string }> {
  await shop.start();
  const ctx = await createTestApp({
    config: {
      shopify: {
        shop: 'demo-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      },
    },
  });
  return { ctx, admin: await tokenFor(ctx, 'Admin') };
}

/** A call of the admin API as `token`: a GET's payload is its query, a POST's its body. */
export const callAs = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload as object }),
    headers: { 'x-auth-token': token },
  });
