import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Order } from '../../src/components/orders/types';
import { chooseLanguage, userMenuEntry } from './screenTour';
import { ADMIN_HOME, adminGet as get, apiToken, rowOf, screenshot, signIn, e2eSuite } from './support';

/**
 * Issue 32 in the browser: an order leaves in two parcels from its page, a return of what left
 * goes from opening to refund through the Returns list, and Activity lists who did each; then
 * the same screens in German and the dark theme. Screenshots: test-results/screenshots/32-*.png.
 */
const suite = e2eSuite();
let token: string;
const FLOW_TIMEOUT = 300_000;

beforeAll(async () => {
  token = await apiToken(suite.server.url);
});

const adminGet = <T>(path: string) => get<T>(suite.server.url, token, path);

/** A demo order at a warehouse with two lines served from stock, neither shipped nor refunded. */
async function orderToShip(): Promise<Order> {
  const { doc: orders } = await adminGet<{ doc: Order[] }>(
    '/get-shopify-orders?limit=500&offset=1&isTag=false',
  );
  const order = orders.find(
    (o) =>
      o.assigned_to &&
      o.products.length >= 2 &&
      o.products.every((p) => p.fulfilment === 'stock' && p.status !== 'Refund' && p.status !== 'Shipped'),
  );
  expect(order, 'a demo order with two lines from stock, not shipped').toBeDefined();
  return order!;
}

type ParcelLine = { _id: string; sku: string | null; name: string };
/** How the parcels card and its dialogs name a line: its SKU and name, as GET /get-order-parcels gives them. */
const named = (line: ParcelLine) => [line.sku, line.name].filter(Boolean).join(' ');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addParcel(page: Page, quantities: Record<string, number>, tracking: string) {
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Parcels', exact: true }) });
  await card.getByRole('button', { name: 'Add parcel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a parcel' });
  for (const [label, quantity] of Object.entries(quantities))
    await dialog.getByLabel(new RegExp(`^${escaped(label)} \\(`)).fill(String(quantity));
  await dialog.getByLabel(/Shipping agent name/).fill('DHL');
  await dialog.getByLabel(/Tracking id/).fill(tracking);
  await dialog.getByRole('button', { name: 'Add parcel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('parcels, a return and who changed what', () => {
  it(
    'ships an order in two parcels, takes a return from opening to refund, and lists the activity',
    async () => {
      const order = await orderToShip();
      const { doc } = await adminGet<{ doc: { lines: (ParcelLine & { of: number })[] } }>(
        `/get-order-parcels?orderId=${order._id}`,
      );
      const [first, second] = doc.lines.map((line) => ({ ...line, quantity: line.of }));
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { home: ADMIN_HOME });
      await page.goto(`${suite.server.url}/view-shopify-order?id=${order._id}`);
      await page.getByRole('heading', { name: 'Parcels', exact: true }).waitFor();

      // The first parcel holds the first line only; the second the rest.
      await addParcel(page, { [named(first)]: first.quantity, [named(second)]: 0 }, '00340434001');
      await page.getByText(`${named(first)}: ${first.quantity} of ${first.quantity} shipped`).waitFor();
      await page.getByText(`${named(second)}: 0 of ${second.quantity} shipped`).waitFor();
      await page.getByText(/Parcel 1 · by the Admin/).waitFor();
      await screenshot(page, '32-1-first-parcel');
      await addParcel(page, { [named(second)]: second.quantity }, '00340434002');
      await page.getByText(/Parcel 2 · by the Admin/).waitFor();
      await expect
        .poll(async () => (await adminGet<{ doc: Order }>(`/get-order?id=${order._id}`)).doc.status)
        .toBe('Shipped');
      await screenshot(page, '32-2-second-parcel-order-shipped');

      // A return of one unit of the first line, with a reason.
      await page.reload();
      await page.getByRole('button', { name: 'Open return' }).click();
      const opening = page.getByRole('dialog', { name: 'Open a return' });
      await opening.getByLabel(new RegExp(`^${escaped(named(first))} \\(`)).fill('1');
      await opening.getByLabel(/Reason/).fill('Arrived broken');
      await opening.getByRole('button', { name: 'Open return' }).click();
      await opening.waitFor({ state: 'detached' });

      await page.goto(`${suite.server.url}/returns`);
      await page.getByRole('heading', { name: 'Returns', exact: true }).waitFor();
      const row = rowOf(page, order.order_number);
      await row.waitFor();
      await expect.poll(() => row.innerText()).toMatch(/Open/);
      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Receive' }).click();
      const receiving = page.getByRole('dialog', { name: 'Receive the return' });
      await receiving.getByLabel('Resaleable').check();
      await receiving.getByRole('button', { name: 'Receive' }).click();
      await page.getByText('Return received successfully').waitFor();
      await expect.poll(() => row.innerText()).toMatch(/Received/);
      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Refund' }).click();
      await page
        .getByRole('dialog', { name: 'Refund the return' })
        .getByRole('button', { name: 'CONFIRM' })
        .click();
      await page.getByText('Return refunded successfully').waitFor();
      await expect.poll(() => row.innerText()).toMatch(/Refunded/);
      await screenshot(page, '32-3-return-refunded');

      // Activity: the order's own changes, from its page, name the Admin.
      await page.goto(`${suite.server.url}/view-shopify-order?id=${order._id}`);
      await page.getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
      await page.getByText('admin@demo.test (Admin)').first().waitFor();
      expect(page.url()).toContain('/activity');
      await screenshot(page, '32-4-activity-of-the-order');

      // German and the dark theme: the same screens in the reader's language and colours.
      await userMenuEntry(page, 'en', 'Dark theme', async () => undefined);
      await chooseLanguage(page, 'en', 'de');
      await page.getByRole('heading', { name: 'Aktivität', exact: true }).waitFor();
      await screenshot(page, '32-5-activity-de-dark');
      await page.goto(`${suite.server.url}/returns`);
      await page.getByRole('heading', { name: 'Retouren', exact: true }).waitFor();
      await rowOf(page, order.order_number).getByText('Erstattet').waitFor();
      await screenshot(page, '32-6-returns-de-dark');
      await page.goto(`${suite.server.url}/view-shopify-order?id=${order._id}`);
      await page.getByRole('heading', { name: 'Pakete', exact: true }).waitFor();
      await page.getByText(/Paket 2 · vom Admin/).waitFor();
      await screenshot(page, '32-7-parcels-de-dark');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'a supplier sends half of a line now in a parcel from its line menu; the Returns list in English and light',
    async () => {
      const supplierToken = await apiToken(suite.server.url, 'supplier@demo.test');
      type Row = {
        sent_to: string;
        order_id?: { order_number: string };
        products: { status: string }[];
      };
      const { supplierOrders } = await get<{ supplierOrders: Row[] }>(
        suite.server.url,
        supplierToken,
        '/get-purchase-orders?limit=50',
      );
      const row = supplierOrders.find(
        (r) =>
          r.sent_to === 'Customer' &&
          r.order_id &&
          r.products.every((p) => !['Shipped', 'Refund'].includes(p.status)),
      );
      expect(row, 'a demo order the supplier sends to the customer, not shipped').toBeDefined();
      const line = { order_id: row!.order_id };
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { email: 'supplier@demo.test', home: 'Purchase Orders' });
      // The supplier's list, searched for the order's number down to its one row.
      await page.getByRole('textbox', { name: 'Search' }).fill(line.order_id!.order_number.slice(1));
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('1 item', { exact: true }).waitFor();
      const listed = page.getByRole('row').nth(1);
      await listed.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Parcels' }).click();
      const dialog = page.getByRole('dialog', { name: 'Parcels' });
      const unshipped = dialog.getByText(/0 of \d+ shipped/).first();
      await unshipped.waitFor();
      const quantity = Number(/0 of (\d+) shipped/.exec(await unshipped.innerText())![1]);
      // The row menu has faded out and the dialog in, so the screenshot shows the dialog alone.
      await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity),
        )
        .toBe('1');
      await screenshot(page, '32-8-supplier-parcels');
      await dialog.getByRole('button', { name: 'Add parcel' }).click();
      const adding = page.getByRole('dialog', { name: 'Add a parcel' });
      // Half of it now, the rest next week.
      const now = quantity >= 2 ? Math.floor(quantity / 2) : quantity;
      await adding.getByLabel(/left to ship/).fill(String(now));
      await adding.getByLabel(/Shipping agent name/).fill('UPS');
      await adding.getByLabel(/Tracking id/).fill('1Z999AA10123456784');
      await adding.getByRole('button', { name: 'Add parcel' }).click();
      await adding.waitFor({ state: 'detached' });
      await dialog.getByText(/Parcel 1 · by the supplier/).waitFor();
      await dialog.getByText(`${now} of ${quantity} shipped`).waitFor();
      await screenshot(page, '32-9-supplier-parcel-added');
      await context.close();

      // The demo's returns, as the Admin reads them: one open, one received and waiting for its
      // refund; in English and the light theme again (the case above left German and dark).
      const reset = await fetch(`${suite.server.url}/backend/api/admin/set-preferences`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({ language: 'en', theme: 'light' }),
      });
      expect(reset.status).toBe(200);
      const admin = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const adminPage = await admin.newPage();
      await signIn(adminPage, suite.server.url, { home: ADMIN_HOME });
      await adminPage.goto(`${suite.server.url}/returns`);
      await adminPage.getByRole('heading', { name: 'Returns', exact: true }).waitFor();
      await adminPage.getByText('Received', { exact: true }).first().waitFor();
      await adminPage.getByText('Open', { exact: true }).first().waitFor();
      await screenshot(adminPage, '32-10-returns-list-en-light');
      await admin.close();
    },
    FLOW_TIMEOUT,
  );
});
