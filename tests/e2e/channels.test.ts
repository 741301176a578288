import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  ADMIN_HOME,
  adminGet,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startServer,
  type RunningServer,
} from './support';
import { ShopifyStandIn, shopOrderNode } from '../api/shopifyStandIn';

/**
 * The Channels page in Chromium (issue 30 item 6): the configured shop (the Shopify stand-in)
 * with its state, and "Reconcile now" fetching an order the sync never read.
 */
const shop = new ShopifyStandIn();
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  await shop.start();
  const at = new Date(Date.now() - 3_600_000).toISOString();
  for (const n of [1, 2, 3]) {
    const node = shopOrderNode(n, [{ sku: 'NOT-HERE', quantity: 1 }], at);
    node.createdAt = at;
    shop.syncNodes.push(node);
  }
  server = await startServer(shop.serverEnv('e2e-shop.myshopify.com'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shop.stop();
});

describe('the Channels page', () => {
  it('shows the shop, and "Reconcile now" fetches the orders the product lacks', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, server.url, { home: ADMIN_HOME });
    await page.goto(`${server.url}/channels`);
    await page.getByRole('table', { name: 'Shops' }).waitFor();
    expect(await page.getByRole('cell', { name: /e2e-shop\.myshopify\.com/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'channels-1-shop');
    await page.getByRole('button', { name: 'Reconcile now' }).click();
    await page.getByText(/Counted e2e-shop\.myshopify\.com: Missing orders fetched \(3 fetched\)/).waitFor();
    await page.getByRole('cell', { name: 'Missing orders fetched' }).first().waitFor();
    await screenshot(page, 'channels-2-reconciled');
    // The overview shows the shop's day too.
    await page.goto(`${server.url}/overview`);
    await page.getByRole('table', { name: 'Shops' }).waitFor();
    await screenshot(page, 'channels-3-overview');
    // A fetched order says on its page how it arrived.
    const token = await apiToken(server.url);
    const found = await adminGet<{ doc: { _id: string; order_number: string }[] }>(
      server.url,
      token,
      '/get-shopify-orders?search=%23C2',
    );
    const order = found.doc.find((o) => o.order_number === '#C2')!;
    await page.goto(`${server.url}/view-shopify-order?id=${order._id}`);
    await page.getByText('Arrived by').first().waitFor();
    expect(await page.getByText('Daily count', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'channels-4-order-arrived-by');
    await page.close();
  });
});
