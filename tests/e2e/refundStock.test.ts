import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/components/orders/types';
import { ADMIN_HOME, adminGet as get, apiToken, screenshot, signIn, e2eSuite } from './support';

/**
 * Issue 8 items 4 and 5 in the browser: a line served from stock is refunded before it ships,
 * its units go back, and Stock History shows the Add naming the order (linked to its details)
 * and the user. Screenshots go to test-results/screenshots/7x-*.png.
 */

const suite = e2eSuite();
let token: string;
const FLOW_TIMEOUT = 240_000;

beforeAll(async () => {
  token = await apiToken(suite.server.url);
});

const adminGet = <T>(path: string) => get<T>(suite.server.url, token, path);

type Totals = { product: { total_units: number } };
const stockTotal = async (sku: string, warehouseId: string) => {
  const { doc } = await adminGet<{ doc: (Totals & { warehouse: { _id: string } })[] }>(
    `/get-stock?limit=500&offset=1&isTag=false&search=${encodeURIComponent(sku)}`,
  );
  return doc.find((e) => e.warehouse._id === warehouseId)?.product.total_units;
};

describe('refund of a line served from stock', () => {
  it(
    'gives the units back, and Stock History names the order and the user',
    async () => {
      const { doc: orders } = await adminGet<{ doc: Order[] }>(
        '/get-shopify-orders?limit=500&offset=1&isTag=false',
      );
      const order = orders.find(
        (o) =>
          o.assigned_to &&
          o.products.some(
            (p) =>
              p.fulfilment === 'stock' && p.status !== 'Refund' && p.status !== 'Shipped' && p.product_id,
          ) &&
          new Set(o.products.map((p) => p.product_id?.internal_sku)).size === o.products.length,
      );
      expect(order, 'a demo order with a line served from stock, not shipped').toBeDefined();
      const line = order!.products.find(
        (p) => p.fulfilment === 'stock' && p.status !== 'Refund' && p.status !== 'Shipped',
      )!;
      const product = line.product_id!;
      const warehouseId = order!.assigned_to!._id;
      const before = await stockTotal(product.internal_sku, warehouseId);

      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { home: ADMIN_HOME });
      await page.goto(suite.server.url + '/master-dashboard');
      await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill(order!.order_number);
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row').filter({ hasText: order!.order_number }).first();
      const count = order!.products.length;
      await row.getByRole('button', { name: count === 1 ? '1 product' : `${count} products` }).click();
      const products = page.getByRole('table', { name: `Products of order ${order!.order_number}` });
      await products.getByRole('button', { name: `Actions for ${product.internal_sku}` }).click();
      await page.getByRole('menuitem', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure? This action is irreversible.').waitFor();
      await dialog.getByRole('button', { name: 'CONFIRM' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /refund/i })
        .waitFor();

      expect(await stockTotal(product.internal_sku, warehouseId)).toBe(before! + line.quantity);

      const query = new URLSearchParams({ warehouse_id: warehouseId, product_id: product._id });
      await page.goto(`${suite.server.url}/stock/history?${query}`);
      await page.getByRole('columnheader', { name: 'Order' }).waitFor();
      const movements = page.getByRole('row').filter({ hasText: order!.order_number });
      // The Add that gave the units back is the newest movement; the removal that served the
      // order may be on a later page, since the demo serves many orders of a product from stock.
      await movements.first().waitFor();
      const latest = page.getByRole('row').nth(1);
      await expect(latest.textContent()).resolves.toMatch(
        new RegExp(`${line.quantity}Add${order!.order_number}admin@demo\\.test`),
      );
      await page.waitForTimeout(300);
      await screenshot(page, '71-stock-history-refund');

      // The order cell opens the order's details.
      await latest.getByRole('link', { name: order!.order_number }).click();
      await page.waitForURL(/\/view-shopify-order\?id=/);
      await page.getByText(order!.order_number).first().waitFor();
      await screenshot(page, '72-order-from-stock-history');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
