import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wallClock } from '../../domain/purchaseSchedule';
import type { PurchaseOrderRecord } from '../../domain/schemas/purchasingRecords';
import { shopifyExportCsv, shopifyExportRows } from '../../server/demo/shopifyExport';
import type { Order } from '../../src/components/orders/types';
import { launchBrowser, screenshot, startServer, type RunningServer } from './support';

/**
 * The Admin's purchase-order screens in the browser (issue 9 item 4; spec 000 section 2):
 * orders imported as CSV, one whose lines are bought consolidated, its PO in Scheduled Supplier
 * Orders, the schedule moved, a product added by hand ('Manual'), units changed, the PO sent
 * now and its e-mail read from the file outbox, then Purchase Orders Sent with its comment,
 * invoice number and status. Screenshots go to test-results/screenshots/8x-*.png.
 */

let server: RunningServer;
let browser: Browser;
let tmp: string;
let token: string;

const PASSWORD = 'demo-pass-2026';
const FLOW_TIMEOUT = 300_000;
// Demo products no warehouse stocks: their lines are bought.
const BOUGHT_SKUS = ['DS-NT-003', 'DS-BH-003', 'DS-CK-003'];

beforeAll(async () => {
  server = await startServer({ TZ_OPERATOR: 'Europe/Berlin' });
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-purchasing-'));
  const login = await fetch(`${server.url}/backend/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function apiGet<T>(url: string): Promise<T> {
  const response = await fetch(`${server.url}/backend/api/admin${url}`, {
    headers: { 'x-auth-token': token },
  });
  return (await response.json()) as T;
}
const listOrders = async (url: string) =>
  (await apiGet<{ doc: Order[] }>(`${url}?limit=500&offset=1&isTag=false`)).doc;
const toBeSent = async (search: string) =>
  (
    await apiGet<{ supplierOrders: PurchaseOrderRecord[] }>(
      `/get-supplier-orders-to-be-sent?limit=500&offset=1&search=${encodeURIComponent(search)}`,
    )
  ).supplierOrders;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();
const settle = (page: Page) => page.waitForTimeout(400);

async function signIn() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await heading(page, 'Scheduled Supplier Orders').waitFor();
  return { context, page };
}

async function open(page: Page, url: string, title: string) {
  await page.goto(server.url + url);
  await heading(page, title).waitFor();
  await page.getByRole('row').nth(1).waitFor();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(/^\d+ items?$/).waitFor();
}

async function choose(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option: string,
) {
  await scope
    .getByRole('combobox', typeof label === 'string' ? { name: label, exact: true } : { name: label })
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The .eml the outbox wrote for a PO, soft line breaks of quoted-printable undone. */
async function emailOf(poNumber: string): Promise<string> {
  const dir = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 90_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
      if (text.includes(poNumber)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail for ${poNumber} in ${dir}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('purchase orders', () => {
  it(
    'a consolidated order’s PO is rescheduled, gets a manual product, is sent now, e-mailed, and followed in Sent',
    async () => {
      const { context, page } = await signIn();

      // Orders imported as CSV, with products no warehouse stocks.
      const rows = shopifyExportRows({ orders: 4, skus: BOUGHT_SKUS, firstNumber: 95_001, seed: 11 });
      const csvFile = path.join(tmp, 'orders_export.csv');
      fs.writeFileSync(csvFile, await shopifyExportCsv(rows));
      await open(page, '/master-dashboard', 'Master Dashboard');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog');
      await importDialog.getByTestId('import-file').setInputFiles(csvFile);
      await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
      await importDialog.getByText(/^Imported 4 orders/).waitFor();
      await importDialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

      // One of them, whose lines are bought, consolidated on Consolidate/Unconsolidate.
      const order = (await listOrders('/get-consolidate-unconsolidate-orders')).find(
        (o) => o.order_number.startsWith('#9500') && o.isConsolidateOption,
      );
      expect(order, 'an imported order waiting for its consolidation').toBeDefined();
      await open(page, '/consolidate-unconsolidate', 'Consolidate/Unconsolidate Orders');
      await search(page, order!.order_number);
      await rowOf(page, order!.order_number)
        .getByRole('combobox', { name: 'Consolidate or Unconsolidate' })
        .click();
      await page.getByRole('option', { name: 'Consolidate', exact: true }).click();
      await page.getByRole('dialog').getByText('Are you sure? This action is irreversible.').waitFor();
      await settle(page);
      await page.getByRole('dialog').getByRole('button', { name: 'CONFIRM' }).click();
      await page.getByText('Order consolidated Successfuly').waitFor();

      // Its PO is in Scheduled Supplier Orders.
      const found = (await toBeSent('')).find((p) =>
        p.assign_orders.some((a) => a.order_number === order!.order_number),
      );
      expect(found, 'the PO of the consolidated order').toBeDefined();
      const poNumber = found!.poNumber;
      await open(page, '/to-be-sent', 'Scheduled Supplier Orders');
      await screenshot(page, '80-to-be-sent');
      await search(page, poNumber);
      const row = rowOf(page, poNumber);
      await row.getByText(found!.assigned_to.name).waitFor();

      // Update Scheduled date & time: the next day at 10:00 (Berlin).
      const current = wallClock(new Date(found!.schedule_time), 'Europe/Berlin');
      const next = new Date(`${current.date}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const nextDate = next.toISOString().slice(0, 10);
      await row.getByRole('button', { name: `Update Scheduled date & time of ${poNumber}` }).click();
      const scheduleDialog = page.getByRole('dialog');
      await scheduleDialog.getByText('Update Scheduled date & time').waitFor();
      await settle(page);
      await screenshot(page, '81-update-schedule');
      await scheduleDialog.getByLabel('New Date').fill(nextDate);
      await choose(page, scheduleDialog, /^New Time/, '10:00');
      await scheduleDialog.getByRole('button', { name: 'Done' }).click();
      await page.getByText('Scheduled date and time updated').waitFor();
      const [y, m, d] = nextDate.split('-');
      await rowOf(page, poNumber).getByText(`${d}/${m}/${y} 10:00`).waitFor();

      // Add Product manually: required fields first, then a product of the PO's supplier to a warehouse.
      await page.getByRole('button', { name: 'Add Product manually' }).click();
      const addDialog = page.getByRole('dialog');
      await addDialog.getByRole('button', { name: 'Add' }).click();
      await addDialog.getByText('Supplier is required').waitFor();
      await addDialog.getByRole('radio', { name: 'Customer' }).check();
      await addDialog.getByRole('button', { name: 'Add' }).click();
      await addDialog.getByText('First name is required').waitFor();
      await settle(page);
      await screenshot(page, '82-add-product-customer');
      await choose(page, addDialog, 'Supplier', found!.assigned_to.name);
      await addDialog.getByRole('combobox', { name: 'Supplier SKU' }).click();
      await page.getByRole('option').nth(1).click(); // the first is the empty choice
      await addDialog.getByLabel('Units').fill('2');
      await addDialog.getByRole('radio', { name: 'Warehouse' }).check();
      await addDialog.getByRole('combobox', { name: 'Warehouse' }).click();
      await page.getByRole('option').nth(1).click(); // the first is the empty choice
      await settle(page);
      await screenshot(page, '83-add-product-warehouse');
      await addDialog.getByRole('button', { name: 'Add' }).click();
      await page.getByText(`Product added to ${poNumber}`).waitFor();

      // The PO now has several assign orders, one of them 'Manual'.
      const poRow = rowOf(page, poNumber);
      await poRow.getByRole('button', { name: /assign orders$/ }).click();
      const assignOrders = page.getByRole('table', { name: `Assign orders of ${poNumber}` });
      await assignOrders.getByRole('cell', { name: 'Manual', exact: true }).waitFor();
      await settle(page);
      await screenshot(page, '84-assign-orders-expanded');

      // Change Units of the manual line.
      const manual = assignOrders.getByRole('row').filter({ hasText: 'Manual' });
      await manual.getByRole('button', { name: /^Change Units of/ }).click();
      const unitsDialog = page.getByRole('dialog');
      await unitsDialog.getByLabel('Units').fill('0');
      await unitsDialog.getByRole('button', { name: 'Done' }).click();
      await unitsDialog.getByText('Units must be at least 1').waitFor();
      await screenshot(page, '85-change-units');
      await unitsDialog.getByLabel('Units').fill('3');
      await unitsDialog.getByRole('button', { name: 'Done' }).click();
      await page.getByText('Units updated').waitFor();

      // Delete asks first; cancelled here.
      await page
        .getByRole('table', { name: `Assign orders of ${poNumber}` })
        .getByRole('row')
        .filter({ hasText: 'Manual' })
        .getByRole('button', { name: 'Actions' })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByText('Are you sure you want to delete this?').waitFor();
      await settle(page);
      await screenshot(page, '86-delete-confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      // send now: the PO leaves the list and its e-mail holds the PO table.
      await rowOf(page, poNumber)
        .getByRole('button', { name: `Send ${poNumber} now` })
        .click();
      await page.getByText('Purchase order sent').waitFor();
      await page.getByText('0 items').waitFor();
      await screenshot(page, '87-sent-now');
      const email = await emailOf(poNumber);
      expect(email).toContain(poNumber);
      expect(email).toMatch(/<table/i);
      const orderLine = found!.assign_orders.find((a) => a.order_number === order!.order_number)!;
      expect(email).toContain(orderLine.products[0].product_id!.supplier_sku);
      expect(email).toContain(orderLine.recipient.name);

      // Purchase Orders Sent: comment, invoice number and status of its assign order.
      await open(page, '/Sent', 'Purchase Orders Sent');
      await search(page, poNumber);
      const sentRow = rowOf(page, poNumber);
      // The expanded rows are remembered per PO (react-admin's store), across both lists.
      const count = sentRow.getByRole('button', { name: /assign orders$/ });
      if ((await count.getAttribute('aria-expanded')) !== 'true') await count.click();
      const sentOrders = page.getByRole('table', { name: `Assign orders of ${poNumber}` });
      await settle(page);
      await screenshot(page, '88-sent-list');
      const actionsOf = () =>
        page
          .getByRole('table', { name: `Assign orders of ${poNumber}` })
          .getByRole('row')
          .filter({ hasText: 'Manual' })
          .getByRole('button', { name: 'Actions' });
      await sentOrders.waitFor();
      await actionsOf().click();
      await page.getByRole('menuitem', { name: 'Add Comment' }).click();
      const commentDialog = page.getByRole('dialog');
      await commentDialog.getByLabel('Comment').fill('Deliver to the back door');
      await settle(page);
      await screenshot(page, '89-add-comment');
      await commentDialog.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.getByRole('alert').or(page.getByRole('status')).count())
        .toBeGreaterThan(0);

      await actionsOf().click();
      await page.getByRole('menuitem', { name: 'Invoice Number' }).click();
      await page.getByRole('dialog').getByLabel('Invoice Number').fill('INV-2026-77');
      await settle(page);
      await screenshot(page, '90-invoice-number');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Invoice: INV-2026-77').waitFor();

      await actionsOf().click();
      await page.getByRole('menuitem', { name: 'Change Status' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Paid' }).check();
      await settle(page);
      await screenshot(page, '91-change-status');
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await sentOrders.getByText('Paid', { exact: true }).waitFor();
      await screenshot(page, '92-sent-after-changes');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'sends several ticked rows, each on its own',
    async () => {
      const all = (
        await apiGet<{ supplierOrders: PurchaseOrderRecord[]; count: number }>(
          '/get-supplier-orders-to-be-sent?limit=10&offset=1',
        )
      ).supplierOrders;
      expect(all.length, 'demo POs to be sent').toBeGreaterThanOrEqual(2);
      const { context, page } = await signIn();
      await open(page, '/to-be-sent', 'Scheduled Supplier Orders');
      for (const po of all.slice(0, 2)) await rowOf(page, po.poNumber).getByRole('checkbox').check();
      await settle(page);
      await screenshot(page, '93-send-selected');
      await page.getByRole('button', { name: 'send now' }).click();
      await page.getByText('2 changed', { exact: true }).waitFor();
      for (const po of all.slice(0, 2)) await expect.poll(() => rowOf(page, po.poNumber).count()).toBe(0);
      await settle(page);
      await screenshot(page, '94-sent-selected');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
