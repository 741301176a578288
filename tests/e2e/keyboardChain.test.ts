import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, FileChooser, Locator, Page } from 'playwright-core';
import type { PurchaseOrderRecord } from '../../domain/schemas/purchasingRecords';
import type { PickupOrderRecord } from '../../domain/schemas/pickupOrderRecords';
import type { Order } from '../../src/components/orders/types';
import { ShopifyStandIn } from '../api/shopifyStandIn';
import {
  ADMIN_EMAIL,
  ADMIN_HOME,
  adminGet,
  apiToken,
  DEMO_PASSWORD,
  launchBrowser,
  screenshot,
  startServer,
  writeShopifyExport,
  type RunningServer,
} from './support';

/**
 * The chain of one order by keyboard alone (keyboard.press and keyboard.type; no click, no
 * fill): the Admin signs in, imports the order, chooses a problematic order's warehouse, makes the
 * order Unconsolidated, comments it from its row menu, sends its PO from the Purchase Orders group
 * of the sidebar; the Supplier sets the agent and Ready; the Admin sends the PUO from the Pickup
 * Orders group, adds the Shipping Info from the assignment's row menu, and logs out from User
 * Settings. The order ends Shipped and the shop stand-in has its one fulfilment. The API only
 * reads back. Screenshots of the focus go to test-results/screenshots/keys-*.png.
 */

const shop = new ShopifyStandIn();
let server: RunningServer;
let browser: Browser;
let tmp: string;
let admin: string;

const STEP_TIMEOUT = 240_000;
const WAIT = 60_000;
/** A Northwind Textiles product no warehouse stocks: bought, light, so Berlin Central ships it. */
const SKU = 'DS-NT-003';
const AGENT = 'Royal Parcel Service';
const NUMBER = 97_401;
const ORDER = `#${NUMBER}`;
const SHOP_ID = String(5_500_000_000_000 + NUMBER);
const CUSTOMER = 'Keyla Boardman';
const TRACKING = '770011224401';
const COMMENT = 'Leave with the porter';

beforeAll(async () => {
  await shop.start();
  shop.addOrder(SHOP_ID, [{ id: '880101', sku: SKU, quantity: 1 }]);
  server = await startServer(shop.serverEnv('keys-demo.myshopify.com'));
  browser = await launchBrowser();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-keys-'));
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
    `/get-shopify-orders?${LIST}&search=${encodeURIComponent(number.replace('#', ''))}`,
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
const puoOf = async (list: 'to-be-sent' | 'sent', number: string) =>
  (
    await adminGet<{ pickupOrders: PickupOrderRecord[] }>(
      server.url,
      admin,
      `/get-pickup-orders-${list}?${LIST}&search=${encodeURIComponent(number.slice(1))}`,
    )
  ).pickupOrders.find((p) => p.assign_orders.some((a) => a.order_number === number));

// ——— the keyboard ———

const press = (page: Page, key: string) => page.keyboard.press(key);
const isFocused = async (target: Locator) =>
  (await target.count()) > 0 &&
  (await target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
    .catch(() => false));

/** What has the focus, for a failure's message. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role')}> ${name}`;
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 160 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}; the focus is on ${await focusedDescription(page)}`);
}

/** Waits until `target` has the focus (after a menu or dialog closed, say). */
async function expectFocus(page: Page, target: Locator) {
  await expect
    .poll(() => isFocused(target), { timeout: 10_000, message: `focus on ${target}` })
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}; the focus is on ${await focusedDescription(page)}`);
    });
}

/** In an open menu or list box, presses `key` until the entry named `name` has the focus. */
async function arrowTo(page: Page, entry: Locator, key = 'ArrowDown') {
  for (let i = 0; i < 15; i++) {
    if (await isFocused(entry)) return;
    await press(page, key);
  }
  throw new Error(`${key} never reached ${entry}; the focus is on ${await focusedDescription(page)}`);
}

/** Types into the field that has the focus, replacing what it held. */
async function typeOver(page: Page, text: string) {
  await press(page, 'ControlOrMeta+A');
  await page.keyboard.type(text);
}

// ——— the screens ———

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
  context.setDefaultTimeout(WAIT);
  return { context, page: await context.newPage() };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();
const sidebar = (page: Page) => page.locator('.RaSidebar-fixed');

/** Waits until the page's transitions (a dialog's fade-in, a menu's grow) have finished. */
async function steady(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      await frame();
      await frame();
      // A spinner turns for ever: only the transitions that end are waited for.
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (!running.length) return;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
    }
  });
}

async function shot(page: Page, name: string) {
  await steady(page);
  await screenshot(page, `keys-${name}`);
}

/** The sign-in form: the e-mail field has the focus, Tab to the password, Enter signs in. */
async function signInByKeyboard(page: Page, email: string, home: string) {
  await page.goto(server.url + '/');
  await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
  await expectFocus(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await press(page, 'Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await press(page, 'Enter');
  await heading(page, home).waitFor();
}

/** A sidebar link, reached by Shift+Tab from wherever the focus is, opened with Enter. */
async function openFromSidebar(page: Page, link: string, title: string, group?: string, shotName?: string) {
  if (group) {
    const header = sidebar(page).getByRole('menuitem', { name: group, exact: true });
    await tabTo(page, header, { back: true });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await press(page, 'Enter');
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
  }
  const entry = sidebar(page).getByRole('menuitem', { name: link, exact: true });
  await tabTo(page, entry, { back: !group });
  if (shotName) await shot(page, shotName);
  await press(page, 'Enter');
  await heading(page, title).waitFor();
}

/** The list's search box: typed into, Enter; then waits for the row holding `expectRow`. */
async function search(page: Page, text: string, expectRow = text) {
  await tabTo(page, page.getByRole('textbox', { name: 'Search' }));
  await typeOver(page, text);
  await press(page, 'Enter');
  await rowOf(page, expectRow).waitFor();
}

/** A dialog's button reached by Tab and pressed with Enter. */
async function pressButton(page: Page, scope: Locator, name: string | RegExp) {
  await tabTo(page, scope.getByRole('button', { name, exact: typeof name === 'string' }));
  await press(page, 'Enter');
}

/** Opens a row menu with Enter and chooses `entry` with the arrows and Enter. */
async function chooseFromMenu(page: Page, trigger: Locator, entry: string, shotName?: string) {
  await tabTo(page, trigger);
  await press(page, 'Enter');
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem') });
  await menu.waitFor();
  // The menu opens on its first usable entry.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await arrowTo(page, menu.getByRole('menuitem', { name: entry, exact: true }));
  if (shotName) await shot(page, shotName);
  await press(page, 'Enter');
}

/**
 * An MUI select: opened with ArrowDown, the option reached by arrows (the first one when none is
 * named), chosen with Enter. Answers the option chosen.
 */
async function chooseOption(page: Page, combobox: Locator, option?: string): Promise<string> {
  await tabTo(page, combobox);
  await press(page, 'ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('option');
  if (option) await arrowTo(page, listbox.getByRole('option', { name: option, exact: true }));
  const chosen = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await press(page, 'Enter');
  return chosen;
}

describe('the chain of one order, by keyboard alone', () => {
  it(
    'the Admin imports the order, chooses a warehouse, unconsolidates and comments the order, and sends its PO',
    async () => {
      const { context, page } = await newContext();
      // Listened for from the start: Playwright catches the picker only once it listens.
      const picker = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
      await signInByKeyboard(page, ADMIN_EMAIL, ADMIN_HOME);

      const { file } = await writeShopifyExport(
        tmp,
        { orders: 1, skus: [SKU], firstNumber: NUMBER, seed: 11 },
        (rows) => {
          rows.splice(1);
          Object.assign(rows[0], {
            'Lineitem quantity': '1',
            'Shipping Name': CUSTOMER,
            Email: 'keyla.boardman@example.test',
            'Shipping City': 'London',
            'Shipping Zip': 'SW1A 1AA',
            'Shipping Province': 'ENG',
            'Shipping Province Name': 'England',
            'Shipping Country': 'GB',
          });
        },
      );
      await openFromSidebar(
        page,
        'Master Dashboard',
        'Master Dashboard',
        undefined,
        '01-sidebar-link-focused',
      );

      // Import CSV: the dialog's Choose file opens the browser's file picker on Enter.
      await tabTo(page, page.getByRole('button', { name: 'Import CSV' }));
      await press(page, 'Enter');
      const importDialog = page.getByRole('dialog');
      await tabTo(page, importDialog.getByRole('button', { name: 'Choose file' }));
      await press(page, 'Enter');
      await (await picker).setFiles(file);
      await importDialog.getByText('Import approximately 1 orders').waitFor();
      await pressButton(page, importDialog, 'Import');
      await importDialog.getByText('Imported 1 orders, 0 unchanged, 0 problematic').waitFor();
      // Done, the focus is on Close (the pressed Import button is disabled), so Escape reaches the dialog.
      await expect
        .poll(() => isFocused(importDialog.getByRole('button', { name: 'Close', exact: true }).last()))
        .toBe(true);
      await press(page, 'Escape');
      await importDialog.waitFor({ state: 'detached' });
      const imported = await findOrder(ORDER);
      expect(imported).toMatchObject({ assigned_to: { name: 'Berlin Central' } });

      // A problematic order of the demo data: its warehouse chosen from the keyboard, confirmed.
      const choice = page.getByRole('combobox', { name: 'Choose a warehouse' }).first();
      const problematicRow = page.getByRole('row').filter({ has: choice }).first();
      const problematic = (await problematicRow
        .getByText(/^#\d+$/)
        .first()
        .textContent())!;
      const warehouse = await chooseOption(page, choice);
      let confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure? This action is irreversible.').waitFor();
      await shot(page, '02-choose-warehouse-confirm');
      await pressButton(page, confirm, 'CONFIRM');
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(async () => (await findOrder(problematic))?.assigned_to?.name).toBe(warehouse);

      // Unconsolidate on Consolidate/Unconsolidate: the row's choice, then CONFIRM.
      await openFromSidebar(page, 'Consolidate/Unconsolidate', 'Consolidate/Unconsolidate Orders');
      await search(page, ORDER);
      await chooseOption(
        page,
        rowOf(page, ORDER).getByRole('combobox', { name: 'Consolidate or Unconsolidate' }),
        'Unconsolidate',
      );
      confirm = page.getByRole('dialog');
      await confirm.getByText('Are you sure? This action is irreversible.').waitFor();
      await pressButton(page, confirm, 'CONFIRM');
      await rowOf(page, ORDER).getByText('Unconsolidated', { exact: true }).waitFor();

      // The order's row menu on the Master Dashboard: Add Comment, typed, saved with Enter on Save.
      await openFromSidebar(page, 'Master Dashboard', 'Master Dashboard');
      await search(page, ORDER);
      const actions = rowOf(page, ORDER).getByRole('button', { name: 'Actions', exact: true });
      await chooseFromMenu(page, actions, 'Add Comment', '03-row-menu-focused-entry');
      const comment = page.getByRole('dialog', { name: 'Add Comment' });
      await tabTo(page, comment.getByRole('textbox'));
      await page.keyboard.type(COMMENT);
      await pressButton(page, comment, /^(Save|Done|DONE)$/);
      await comment.waitFor({ state: 'detached' });
      // The focus is back where it was: on the row's three dots.
      await expectFocus(page, actions);
      await expect.poll(async () => (await findOrder(ORDER))?.notes).toBe(COMMENT);
      // Escape closes a menu with the focus back on its three dots, too.
      await press(page, 'Enter');
      await page.getByRole('menuitem').first().waitFor();
      await press(page, 'Escape');
      await expectFocus(page, actions);

      // The Purchase Orders group of the sidebar, to be sent, 'Send … now'.
      const po = await poOf(ORDER);
      expect(po, 'the open PO of the order').toBeDefined();
      await openFromSidebar(
        page,
        'to be sent',
        'Scheduled Supplier Orders',
        'Purchase Orders',
        '04-sidebar-group-entry-focused',
      );
      await search(page, po!.poNumber);
      await tabTo(page, rowOf(page, po!.poNumber).getByRole('button', { name: `Send ${po!.poNumber} now` }));
      await press(page, 'Enter');
      await page.getByText('Purchase order sent').waitFor();
      await expect.poll(() => rowOf(page, po!.poNumber).count(), { timeout: WAIT }).toBe(0);
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the Supplier sets the agent and Ready on its portal',
    async () => {
      const { context, page } = await newContext();
      await signInByKeyboard(page, 'supplier@demo.test', 'Purchase Orders');
      // The supplier's line of the order: the only row once its number is searched.
      await tabTo(page, page.getByRole('textbox', { name: 'Search' }));
      await typeOver(page, ORDER.slice(1));
      await press(page, 'Enter');
      await page.getByText('1 item', { exact: true }).waitFor();
      const row = page.getByRole('row').nth(1);
      await tabTo(page, row.getByRole('button', { name: /^Update Shipping Agent of / }));
      await press(page, 'Enter');
      const agent = page.getByRole('dialog', { name: 'Update Shipping Agent' });
      await chooseOption(page, agent.getByRole('combobox'), AGENT);
      await pressButton(page, agent, 'Done');
      await row.getByText(AGENT, { exact: true }).waitFor();

      await chooseFromMenu(page, row.getByRole('button', { name: 'Actions' }), 'Change Status');
      const status = page.getByRole('dialog', { name: 'Change Status' });
      // The radios: Tab into the group, the arrows choose.
      const ready = status.getByRole('radio', { name: 'Ready' });
      await tabTo(page, status.getByRole('radio').first());
      await arrowTo(page, ready);
      await expect.poll(() => ready.isChecked()).toBe(true);
      await shot(page, '05-supplier-status-radio');
      await pressButton(page, status, 'Done');
      const confirm = page.getByRole('dialog', { name: 'Order Ready' });
      await pressButton(page, confirm, 'CONFIRM');
      await row.getByText('Ready', { exact: true }).waitFor();
      await context.close();
    },
    STEP_TIMEOUT,
  );

  it(
    'the Admin sends the PUO, adds the Shipping Info from the row menu, the order is Shipped, and logs out',
    async () => {
      const { context, page } = await newContext();
      await signInByKeyboard(page, ADMIN_EMAIL, ADMIN_HOME);
      const puo = await puoOf('to-be-sent', ORDER);
      expect(puo, 'a scheduled PUO picking the order up').toBeDefined();
      await openFromSidebar(page, 'to be sent', 'Scheduled Pickup Orders', 'Pickup Orders');
      await search(page, puo!.pickupOrderNumber);
      await rowOf(page, puo!.pickupOrderNumber).getByText(AGENT).waitFor();
      await tabTo(
        page,
        rowOf(page, puo!.pickupOrderNumber).getByRole('button', { name: `send ${puo!.pickupOrderNumber}` }),
      );
      await press(page, 'Enter');
      await expect.poll(() => rowOf(page, puo!.pickupOrderNumber).count(), { timeout: WAIT }).toBe(0);

      await openFromSidebar(page, 'sent', 'Pickup Orders Sent', 'Pickup Orders');
      await search(page, puo!.pickupOrderNumber);
      const actions = rowOf(page, puo!.pickupOrderNumber).getByRole('button', {
        name: 'Actions',
        exact: true,
      });
      await chooseFromMenu(page, actions, 'Shipping Info');
      const dialog = page.getByRole('dialog', { name: 'Add Shipping Info' });
      await tabTo(page, dialog.getByLabel('Tracking id'));
      await page.keyboard.type(TRACKING);
      await expect(dialog.getByLabel('Shipping agent name').inputValue()).resolves.toBe(AGENT);
      await tabTo(page, dialog.getByLabel('Tracking URL'));
      await page.keyboard.type(`https://track.royalparcel.example/?id=${TRACKING}`);
      await shot(page, '06-shipping-info-typed');
      await pressButton(page, dialog, 'DONE');
      await dialog.waitFor({ state: 'detached' });
      await expectFocus(page, actions);

      await expect.poll(() => shop.fulfilmentsOf(SHOP_ID).length, { timeout: 90_000 }).toBe(1);
      expect(shop.fulfilmentsOf(SHOP_ID)[0]).toMatchObject({
        trackingInfo: [{ number: TRACKING, company: AGENT }],
        lineItems: [{ lineItemId: '880101', quantity: 1 }],
      });
      await expect.poll(async () => (await findOrder(ORDER))?.status).toBe('Shipped');

      // User Settings, logout.
      const settings = sidebar(page).getByRole('menuitem', { name: 'User Settings', exact: true });
      await tabTo(page, settings, { back: true });
      await press(page, 'Enter');
      const logout = sidebar(page).getByRole('menuitem', { name: 'logout' });
      await tabTo(page, logout);
      await shot(page, '07-sidebar-logout-focused');
      await press(page, 'Enter');
      await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
      await context.close();
    },
    STEP_TIMEOUT,
  );
});
