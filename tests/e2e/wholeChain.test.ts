import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PurchaseOrderRecord } from '../../domain/schemas/purchasingRecords';
import type { PickupOrderRecord } from '../../domain/schemas/pickupOrderRecords';
import type { Order } from '../../src/components/orders/types';
import { ShopifyStandIn } from '../api/shopifyStandIn';
import {
  ADMIN_HOME,
  adminGet,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startServer,
  writeShopifyExport,
  type RunningServer,
  daysAhead,
} from './support';

/** The estimated shipping day these tests type: ahead of every demo order, within the year. */
const DAY = daysAhead(18);

/**
 * The whole chain in the browser (issue 10 item 9), every step on its screen, across the three
 * roles; the API only reads back. Two orders imported from the shop's export: (a) unconsolidated,
 * so the supplier ships it straight to the customer on a PUO; (b) consolidated, so a PUO takes it
 * to the warehouse, whose user makes it Ready, and a second PUO takes it from there. Each ends
 * Shipped, and the shop stand-in receives exactly one fulfilment with the tracking typed in.
 * Screenshots go to test-results/screenshots/chain-*.png.
 */

const shop = new ShopifyStandIn();
let server: RunningServer;
let browser: Browser;
let tmp: string;
let admin: string;

const STEP_TIMEOUT = 180_000;
const WAIT = 60_000;
/** A Northwind Textiles product no warehouse stocks: bought, light, so Berlin Central ships it. */
const SKU = 'DS-NT-003';
const AGENT = 'Royal Parcel Service';
const FIRST_NUMBER = 97_301;
/** The export's Id: the shop's numeric order id (server/demo/shopifyExport.ts). */
const shopIdOf = (orderNumber: number) => String(5_500_000_000_000 + orderNumber);

interface ChainOrder {
  number: string;
  shopId: string;
  customer: string;
  tracking: string;
  id?: string;
}
const dropshipped: ChainOrder = {
  number: `#${FIRST_NUMBER}`,
  shopId: shopIdOf(FIRST_NUMBER),
  customer: 'Wilma Chainfield',
  tracking: '770011223301',
};
const consolidated: ChainOrder = {
  number: `#${FIRST_NUMBER + 1}`,
  shopId: shopIdOf(FIRST_NUMBER + 1),
  customer: 'Conrad Chainwell',
  tracking: '770011223302',
};

beforeAll(async () => {
  await shop.start();
  for (const [i, order] of [dropshipped, consolidated].entries())
    shop.addOrder(order.shopId, [{ id: String(880_001 + i), sku: SKU, quantity: 1 }]);
  server = await startServer(shop.serverEnv('chain-demo.myshopify.com'));
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-chain-'));
  admin = await apiToken(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shop.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

// ——— reading back (API) ———

const LIST = 'limit=500&offset=1&isTag=false';
const findOrder = async (number: string) => {
  const { doc } = await adminGet<{ doc: Order[] }>(
    server.url,
    admin,
    `/get-shopify-orders?${LIST}&search=${encodeURIComponent(number.slice(1))}`,
  );
  return doc.find((o) => o.order_number === number);
};
const poOf = async (number: string) =>
  (
    await adminGet<{ supplierOrders: PurchaseOrderRecord[] }>(
      server.url,
      admin,
      `/get-supplier-orders-to-be-sent?${LIST}`,
    )
  ).supplierOrders.find((p) => p.assign_orders.some((a) => a.order_number === number));
const puoOf = async (list: 'to-be-sent' | 'sent', number: string, from: 'Supplier' | 'Warehouse') =>
  (
    await adminGet<{ pickupOrders: PickupOrderRecord[] }>(
      server.url,
      admin,
      `/get-pickup-orders-${list}?${LIST}&search=${encodeURIComponent(number.slice(1))}`,
    )
  ).pickupOrders.find((p) => p.pickupFrom === from && p.assign_orders.some((a) => a.order_number === number));

// ——— driving the screens ———

async function newPage(email?: string, home = ADMIN_HOME): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  await signIn(page, server.url, { email, home });
  return { context, page };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();

/** Waits until the page's transitions (a dialog's fade-in, the sidebar's) have finished. */
async function steady(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      // Two frames: a transition that a render has just asked for is running by then.
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      if (!running.length) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

async function shot(page: Page, name: string) {
  await steady(page);
  await screenshot(page, `chain-${name}`);
}

async function open(page: Page, url: string, title: string) {
  await page.goto(server.url + url);
  await heading(page, title).waitFor();
}

/** Searches the list and waits for the answer ('N items'), then for the row holding `expect`. */
async function search(page: Page, text: string, expectRow = text) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await rowOf(page, expectRow).waitFor();
}

/** The Actions button of one assignment of a PUO row: the row's own for the first, else the expanded panel's. */
async function assignmentActions(page: Page, puo: PickupOrderRecord, number: string): Promise<Locator> {
  const index = puo.assign_orders.findIndex((a) => a.order_number === number);
  expect(index, `${number} on ${puo.pickupOrderNumber}`).toBeGreaterThanOrEqual(0);
  const row = rowOf(page, puo.pickupOrderNumber);
  if (index === 0) return row.getByRole('button', { name: 'Actions', exact: true });
  const count = row.getByRole('button', { name: /assignments$/ });
  if ((await count.getAttribute('aria-expanded')) !== 'true') await count.click();
  return page
    .getByRole('table', { name: `Assignments of ${puo.pickupOrderNumber}` })
    .getByRole('row')
    .nth(index)
    .getByRole('button', { name: 'Actions', exact: true });
}

/** The supplier's line of an order on its portal: the only row after searching its number. */
async function supplierRow(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(number.slice(1));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 item', { exact: true }).waitFor();
  return page.getByRole('row').nth(1);
}

/** Agent, then Ready (confirmed), on the supplier portal. */
async function supplierReady(page: Page, order: ChainOrder, shots: boolean) {
  const row = await supplierRow(page, order.number);
  await row.getByRole('button', { name: /^Update Shipping Agent of / }).click();
  let dialog = page.getByRole('dialog', { name: 'Update Shipping Agent' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: AGENT, exact: true }).click();
  if (shots) await shot(page, '07-supplier-agent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await row.getByText(AGENT, { exact: true }).waitFor();

  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Change Status' }).click();
  dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('radio', { name: 'Ready' }).check();
  if (shots) await shot(page, '08-supplier-change-status');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const confirm = page.getByRole('dialog', { name: 'Order Ready' });
  await confirm.getByText('Are you sure? This action is irreversible.').waitFor();
  if (shots) await shot(page, '09-supplier-ready-confirm');
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  await row.getByText('Ready', { exact: true }).waitFor();
}

/** 'send' on Scheduled Pickup Orders for the PUO holding the order's assignment. */
async function sendPuo(page: Page, order: ChainOrder, from: 'Supplier' | 'Warehouse', name: string) {
  const puo = await puoOf('to-be-sent', order.number, from);
  expect(puo, `a scheduled PUO picking ${order.number} up at the ${from}`).toBeDefined();
  await open(page, '/puo-to-be-sent', 'Scheduled Pickup Orders');
  await search(page, puo!.pickupOrderNumber);
  await rowOf(page, puo!.pickupOrderNumber).getByText(AGENT).waitFor();
  await shot(page, name);
  await rowOf(page, puo!.pickupOrderNumber)
    .getByRole('button', { name: `send ${puo!.pickupOrderNumber}` })
    .click();
  await expect.poll(() => rowOf(page, puo!.pickupOrderNumber).count(), { timeout: WAIT }).toBe(0);
  const sent = await puoOf('sent', order.number, from);
  expect(sent?.pickupOrderNumber).toBe(puo!.pickupOrderNumber);
  return sent!;
}

/** Opens Pickup Orders Sent on one PUO. */
async function openSentPuo(page: Page, puo: PickupOrderRecord) {
  await open(page, '/puo-sent', 'Pickup Orders Sent');
  await search(page, puo.pickupOrderNumber);
}

/** The order details screen reads Shipped, and the timeline says the shop got the fulfilment. */
async function expectShippedOnScreen(page: Page, order: ChainOrder, name: string) {
  await page.goto(`${server.url}/view-shopify-order?id=${order.id}`);
  await page.getByRole('heading', { name: `${order.customer} — Order details` }).waitFor();
  await page.getByText(order.tracking).first().waitFor();
  await page
    .getByText(`Fulfilment written to the shop: tracking ${order.tracking} with ${AGENT}`)
    .first()
    .waitFor();
  await shot(page, name);
  expect((await findOrder(order.number))?.status).toBe('Shipped');
}

/** The shop stand-in received exactly one fulfilment of the order, with the tracking typed in. */
async function expectOneFulfilment(order: ChainOrder, lineItemId: string) {
  await expect.poll(() => shop.fulfilmentsOf(order.shopId).length, { timeout: 90_000 }).toBe(1);
  expect(shop.fulfilmentsOf(order.shopId)[0]).toMatchObject({
    trackingInfo: [{ number: order.tracking, company: AGENT }],
    lineItems: [{ lineItemId, quantity: 1 }],
  });
}

describe('the whole chain, in a browser', () => {
  it(
    'the Admin imports two orders, unconsolidates one, consolidates the other, and sends their PO',
    async () => {
      const { context, page } = await newPage();
      // Two one-line orders to London: only Berlin Central ships abroad at that weight.
      const { file } = await writeShopifyExport(
        tmp,
        { orders: 2, skus: [SKU], firstNumber: FIRST_NUMBER, seed: 7 },
        (rows) => {
          const firsts = rows.filter((r) => r.Id);
          rows.splice(0, rows.length, ...firsts);
          for (const [i, row] of rows.entries())
            Object.assign(row, {
              'Lineitem quantity': '1',
              'Shipping Name': [dropshipped, consolidated][i].customer,
              Email: `${[dropshipped, consolidated][i].customer.replace(' ', '.').toLowerCase()}@example.test`,
              'Shipping City': 'London',
              'Shipping Zip': 'SW1A 1AA',
              'Shipping Province': 'ENG',
              'Shipping Province Name': 'England',
              'Shipping Country': 'GB',
            });
        },
      );
      await open(page, '/master-dashboard', 'Master Dashboard');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog');
      await importDialog.getByTestId('import-file').setInputFiles(file);
      await importDialog.getByText('Import approximately 2 orders').waitFor();
      await shot(page, '01-import');
      await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
      await importDialog.getByText('Imported 2 orders, 0 unchanged, 0 problematic').waitFor();
      await shot(page, '02-imported');
      await importDialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
      for (const order of [dropshipped, consolidated]) {
        const found = await findOrder(order.number);
        expect(found, order.number).toMatchObject({ assigned_to: { name: 'Berlin Central' } });
        order.id = found!._id;
      }

      await open(page, '/consolidate-unconsolidate', 'Consolidate/Unconsolidate Orders');
      for (const [order, option] of [
        [dropshipped, 'Unconsolidate'],
        [consolidated, 'Consolidate'],
      ] as const) {
        await search(page, order.number);
        await rowOf(page, order.number)
          .getByRole('combobox', { name: 'Consolidate or Unconsolidate' })
          .click();
        await page.getByRole('option', { name: option, exact: true }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByText('Are you sure? This action is irreversible.').waitFor();
        if (option === 'Consolidate') await shot(page, '03-consolidate-confirm');
        await confirm.getByRole('button', { name: 'CONFIRM' }).click();
        await rowOf(page, order.number)
          .getByText(option === 'Consolidate' ? 'Consolidated' : 'Unconsolidated', { exact: true })
          .waitFor();
      }
      await search(page, String(FIRST_NUMBER).slice(0, 4), consolidated.number);
      await shot(page, '04-consolidate-screen');

      // Both lines joined Northwind Textiles' open PO: 'send' it on Scheduled Supplier Orders.
      const po = await poOf(dropshipped.number);
      expect(po, 'the open PO of the dropshipped order').toBeDefined();
      expect(po!.assign_orders.map((a) => a.order_number)).toContain(consolidated.number);
      await open(page, '/to-be-sent', 'Scheduled Supplier Orders');
      await search(page, po!.poNumber);
      await shot(page, '05-po-to-be-sent');
      await rowOf(page, po!.poNumber)
        .getByRole('button', { name: `Send ${po!.poNumber} now` })
        .click();
      await page.getByText('Purchase order sent').waitFor();
      await expect.poll(() => rowOf(page, po!.poNumber).count(), { timeout: WAIT }).toBe(0);

      // The Admin sees it on Purchase Orders Sent, with both orders' assign orders.
      await open(page, '/Sent', 'Purchase Orders Sent');
      await search(page, po!.poNumber);
      const sentRow = rowOf(page, po!.poNumber);
      await sentRow.getByText('Northwind Textiles').waitFor();
      const expand = sentRow.getByRole('button', { name: /assign orders$/ });
      if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
      const assignOrders = page.getByRole('table', { name: `Assign orders of ${po!.poNumber}` });
      for (const order of [dropshipped, consolidated])
        await assignOrders.getByRole('cell', { name: order.number, exact: true }).waitFor();
      await shot(page, '06-po-sent');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the Supplier sets the agent and Ready on both lines, on its portal',
    async () => {
      const { context, page } = await newPage('supplier@demo.test', 'Purchase Orders');
      await supplierReady(page, dropshipped, true);
      await supplierReady(page, consolidated, false);
      await shot(page, '10-supplier-lines-ready');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    '(a) the PUO is sent, tracking goes on the customer assignment, the order is Shipped and the shop fulfilled',
    async () => {
      const { context, page } = await newPage();
      const puo = await sendPuo(page, dropshipped, 'Supplier', '11-puo-to-be-sent');
      expect(puo.assign_orders.map((a) => a.order_number)).toContain(consolidated.number);

      await openSentPuo(page, puo);
      await shot(page, '12-puo-sent');
      await (await assignmentActions(page, puo, dropshipped.number)).click();
      // The PUO menu reads Shipping Info; its modal, while there is none, Add Shipping Info.
      await page.getByRole('menuitem', { name: 'Shipping Info', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Shipping Info' });
      await dialog.getByLabel('Tracking id').fill(dropshipped.tracking);
      await expect(dialog.getByLabel('Shipping agent name').inputValue()).resolves.toBe(AGENT);
      await dialog
        .getByLabel('Tracking URL')
        .fill(`https://track.royalparcel.example/?id=${dropshipped.tracking}`);
      await shot(page, '13-puo-add-shipping-info');
      await dialog.getByRole('button', { name: 'DONE' }).click();
      await dialog.waitFor({ state: 'detached' });

      await expectOneFulfilment(dropshipped, '880001');
      await expectShippedOnScreen(page, dropshipped, '14-dropshipped-order-shipped');
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    '(b) the PUO to the warehouse is marked Shipped, the Warehouse makes the order Ready, its PUO is sent, tracking ships it',
    async () => {
      const admin = await newPage();
      const puo = (await puoOf('sent', consolidated.number, 'Supplier'))!;
      await openSentPuo(admin.page, puo);
      await (await assignmentActions(admin.page, puo, consolidated.number)).click();
      await admin.page.getByRole('menuitem', { name: 'Change Status' }).click();
      const status = admin.page.getByRole('dialog', { name: 'Change Status' });
      await status.getByRole('radio', { name: 'Shipped' }).check();
      await shot(admin.page, '15-puo-assignment-shipped');
      await status.getByRole('button', { name: 'Done' }).click();
      await status.waitFor({ state: 'detached' });

      // The Warehouse user: agent, estimated date, Ready.
      const warehouse = await newPage('warehouse@demo.test', 'Warehouse Orders');
      const page = warehouse.page;
      await search(page, consolidated.number.slice(1), consolidated.number);
      const row = rowOf(page, consolidated.number);
      await shot(page, '16-warehouse-orders');
      await row.getByRole('button', { name: 'Edit shipping agent' }).click();
      const agentDialog = page.getByRole('dialog', { name: 'Update Shipping Agent' });
      await agentDialog.getByRole('combobox').click();
      await page.getByRole('option', { name: AGENT, exact: true }).click();
      await shot(page, '17-warehouse-agent');
      await agentDialog.getByRole('button', { name: /^(Save|Update)$/ }).click();
      await agentDialog.waitFor({ state: 'detached' });
      await row.getByText(AGENT, { exact: true }).waitFor();

      await row.getByRole('button', { name: 'Edit estimated shipping date' }).click();
      const dateDialog = page.getByRole('dialog', { name: 'Update Estimated Shipping Date' });
      await dateDialog.getByLabel(/Estimated Shipping Date/).fill(DAY.typed);
      await dateDialog.getByRole('button', { name: 'Update' }).click();
      await dateDialog.getByText('This window closes in 3 seconds.').waitFor();
      await shot(page, '18-warehouse-date');
      await dateDialog.waitFor({ state: 'detached', timeout: 10_000 });
      await row.getByText(DAY.shown).waitFor();

      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Change Status' }).click();
      const readyDialog = page.getByRole('dialog', { name: 'Change Status' });
      await readyDialog.getByRole('radio', { name: 'Ready' }).check();
      await shot(page, '19-warehouse-ready');
      await readyDialog.getByRole('button', { name: 'Done' }).click();
      // Ready is irreversible: the warehouse confirms it once, as the supplier does.
      const confirmReady = page.getByRole('dialog', { name: 'Order Ready' });
      await confirmReady.getByText(`Order ${consolidated.number} becomes Ready`, { exact: false }).waitFor();
      await shot(page, '19b-warehouse-ready-confirm');
      await confirmReady.getByRole('button', { name: 'CONFIRM' }).click();
      await readyDialog.waitFor({ state: 'detached' });
      await row.getByText('Ready', { exact: true }).waitFor();

      // The Admin sends the PUO from the warehouse.
      await sendPuo(admin.page, consolidated, 'Warehouse', '20-puo-from-warehouse');
      await admin.context.close();

      // Shipping Info on Warehouse Orders: the tracking ships the order.
      await page.reload();
      await search(page, consolidated.number.slice(1), consolidated.number);
      await rowOf(page, consolidated.number).getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Shipping Info', exact: true }).click();
      const info = page.getByRole('dialog', { name: 'Add Shipping Info' });
      await info.getByLabel('Tracking id').fill(consolidated.tracking);
      await info.getByLabel('Shipping agent name').fill(AGENT);
      await info
        .getByLabel('Tracking URL')
        .fill(`https://track.royalparcel.example/?id=${consolidated.tracking}`);
      await shot(page, '21-warehouse-shipping-info');
      await info.getByRole('button', { name: 'Save' }).click();
      await info.waitFor({ state: 'detached' });
      await rowOf(page, consolidated.number).getByText('Shipped', { exact: true }).first().waitFor();
      await shot(page, '22-warehouse-order-shipped');
      await warehouse.context.close();

      await expectOneFulfilment(consolidated, '880002');
      // The PUO from the warehouse carried the same delivery: it reads the same tracking, Shipped.
      const carried = (await puoOf('sent', consolidated.number, 'Warehouse'))!.assign_orders.find(
        (a) => a.order_number === consolidated.number,
      );
      expect(carried).toMatchObject({ status: 'Shipped', trackingId: consolidated.tracking });
      const check = await newPage();
      await expectShippedOnScreen(check.page, consolidated, '23-consolidated-order-shipped');
      await check.context.close();
      // Still exactly one fulfilment each: nothing was written twice.
      expect(shop.fulfilmentsOf(dropshipped.shopId)).toHaveLength(1);
      expect(shop.fulfilmentsOf(consolidated.shopId)).toHaveLength(1);
    },
    STEP_TIMEOUT,
  );
});
