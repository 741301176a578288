import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminGet,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startServer,
  ADMIN_HOME,
  type RunningServer,
} from './support';
import { ShopifyStandIn, shopOrderNode } from '../api/shopifyStandIn';
import { WooStandIn, wooOrderJson } from '../api/wooStandIn';

/**
 * Two shops at once in Chromium (issue 30 item 5): a Shopify shop and a WooCommerce store each
 * send their #77001; the Master Dashboard tells them apart by the shop beside the number and
 * offers a shop picker that narrows the list to one shop's orders.
 */
const SHOPIFY = 'e2e-shop.myshopify.com';
const shopify = new ShopifyStandIn();
const woo = new WooStandIn();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await shopify.start();
  await woo.start();
  const recently = new Date(Date.now() - 3_600_000).toISOString();
  const node = shopOrderNode(1, [{ sku: 'NOT-HERE', quantity: 1 }], recently);
  node.name = '#77001';
  node.createdAt = recently;
  shopify.syncNodes.push(node);
  woo.add(
    wooOrderJson(77001, [{ sku: 'NOT-HERE-EITHER', quantity: 2 }], {
      createdAt: recently,
      modifiedAt: recently,
    }),
  );
  server = await startServer({ ...shopify.serverEnv(SHOPIFY), ...woo.serverEnv });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await woo.stop();
  await shopify.stop();
});

const wooHost = () => woo.url.replace(/^http:\/\//, '');
const numberCells = (page: Page) => page.getByRole('cell', { name: /^#77001 · / });

describe('two shops on the Master Dashboard', () => {
  it('names each #77001 with its shop, and the shop picker narrows the list to one shop', async () => {
    // Run Cron syncs every configured shop.
    const token = await apiToken(server.url);
    await adminGet(server.url, token, '/cron');
    const synced = await adminGet<{ doc: { order_number: string; shop: string | null }[] }>(
      server.url,
      token,
      '/get-shopify-orders?search=77001',
    );
    expect(synced.doc.map((o) => o.shop).sort()).toEqual([SHOPIFY, woo.url].sort());

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(page, server.url, { home: ADMIN_HOME });
    await page.goto(`${server.url}/master-dashboard`);
    await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('77001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: `#77001 · ${SHOPIFY}` }).waitFor();
    await page.getByRole('cell', { name: `#77001 · ${wooHost()}` }).waitFor();
    expect(await numberCells(page).count()).toBe(2);
    await screenshot(page, 'two-shops-1-both');

    await page.getByRole('combobox', { name: 'Shop' }).click();
    await page.getByRole('option', { name: wooHost() }).click();
    await page.getByRole('cell', { name: `#77001 · ${SHOPIFY}` }).waitFor({ state: 'detached' });
    expect(await numberCells(page).count()).toBe(1);
    expect(await page.getByRole('cell', { name: `#77001 · ${wooHost()}` }).count()).toBe(1);
    await screenshot(page, 'two-shops-2-one-shop');
    await page.close();
  });
});
