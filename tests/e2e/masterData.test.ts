import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN_HOME, e2eSuite, screenshot, signIn as signInAt } from './support';

/**
 * Master data in the browser (spec 001 sections 2-5, 8, 9): warehouses, suppliers and shipping
 * agents end to end (add, search, filter, page size and pages, view, edit, deactivate and
 * activate, delete after confirmation), the spec paths, and the Settings screen with its
 * signature image. Screenshots of every screen go to test-results/screenshots/md-*.png.
 */

const suite = e2eSuite();
afterEach(({ task }) => {
  // The server's own words help most when a flow fails.
  if (task.result?.state === 'fail') console.log(suite.server.output().slice(-4000));
});

const FLOW_TIMEOUT = 240_000;
const API = '/backend/api/admin';

const signIn = (page: Page) => signInAt(page, suite.server.url, { home: ADMIN_HOME });

async function newSignedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** Posts to the admin API with the page's session, e.g. to add enough rows for a second page. */
async function post(page: Page, apiPath: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.server.url}${API}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token! },
    body: JSON.stringify(body),
  });
  expect(response.status, `${apiPath}: ${await response.clone().text()}`).toBe(200);
  return response.json();
}

/** A form field by the start of its label (MUI adds ' *' to required ones). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/** A full-page screenshot from the top of the page (the app bar hides while scrolled down). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

/** Waits for a text shown exactly (a message, a label's value). */
const see = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openRowMenu(page: Page, text: string) {
  await rowOf(page, text).getByRole('button', { name: 'Actions' }).click();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Clearing the box reloads the list (every list here has more than one row then). */
async function clearSearch(page: Page) {
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
}

async function chooseTime(page: Page, label: string, hour: string, minute: string) {
  await page.getByLabel(`${label} (hour)`).selectOption(hour);
  await page.getByLabel(`${label} (minute)`).selectOption(minute);
}

async function typeEmailBody(page: Page, text: string) {
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The green notification with the server's message after a save. */
async function expectMessage(page: Page, text: string) {
  await see(page, text);
}

/** Waits for the path (without origin and query) to match. */
async function expectUrl(page: Page, pattern: RegExp) {
  await page.waitForURL((url) => pattern.test(url.pathname));
}

/** Search, filter chip, page size and pager, run against a list with more than 10 rows. */
async function exerciseList(
  page: Page,
  { name, tag, otherTag, total }: { name: string; tag: string; otherTag: string; total: number },
) {
  await search(page, name);
  await rowOf(page, name).first().waitFor();
  await expect(page.getByRole('row').count()).resolves.toBe(2); // header + the match
  await clearSearch(page);
  await expect.poll(() => page.getByRole('row').count()).toBe(11); // page 1 with 10 rows again

  // The other tag hides the new (activated / available) record; the chip removes the filter.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('menuitem', { name: otherTag, exact: true }).click();
  const chip = page.getByRole('button', { name: 'Active filter' });
  await expect.poll(() => chip.textContent()).toBe(otherTag);
  await search(page, name);
  await see(page, 'Nothing found.');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('menuitem', { name: tag, exact: true }).click();
  await rowOf(page, name).first().waitFor();
  await chip.locator('.MuiChip-deleteIcon').click();
  await expect.poll(() => chip.count()).toBe(0);
  await clearSearch(page);

  // 10 rows a page; page 2 holds the rest; 20 a page shows them all.
  await page.getByText(`${total} items`).waitFor();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect.poll(() => page.getByRole('row').count()).toBe(1 + Math.min(10, total - 10));
  await page.getByRole('combobox').click(); // Items per page
  await page.getByRole('option', { name: '20' }).click();
  await expect.poll(() => page.getByRole('row').count()).toBe(1 + Math.min(20, total));
}

async function toggleStatus(page: Page, name: string) {
  await search(page, name);
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Deactivate', exact: true }).click();
  await rowOf(page, name).getByText('Deactivated', { exact: true }).waitFor();
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Activate', exact: true }).click();
  await rowOf(page, name).getByText('Activated', { exact: true }).waitFor();
}

async function deleteRow(page: Page, name: string, screenshotName: string) {
  await search(page, name);
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this?').waitFor();
  await page.waitForTimeout(200); // the dialog's fade-in
  await shot(page, screenshotName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  // The confirmation replaced the menu: nothing is left open behind it.
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true }).count()).resolves.toBe(0);
  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await see(page, 'Nothing found.');
}

const visible = (locator: Locator) => locator.first().isVisible();

describe('warehouses', () => {
  it(
    'adds, finds, filters, pages, views, edits, deactivates, activates and deletes a warehouse',
    async () => {
      const { context, page } = await newSignedInPage();
      for (let i = 1; i <= 10; i++) {
        await post(page, '/add-warehouse', {
          name: `Bulk Warehouse ${String(i).padStart(2, '0')}`,
          contact_person: 'Bulk Person',
          contact_email: `bulk-warehouse-${i}@example.test`,
          contact_phone: '+44 20 0000 0000',
          street_name: 'Bulk Street',
          street_number: String(i),
          city: 'Leeds',
          country: 'GB',
          zipCode: '11111',
          startTime: '08:00',
          endTime: '17:00',
        });
      }

      // The spec's paths: /warehouse is the list, /add-warehouse the form.
      await page.goto(suite.server.url + '/warehouse');
      await expectUrl(page, /^\/warehouses$/);
      await heading(page, 'Warehouse').waitFor();
      await rowOf(page, 'Bulk Warehouse 01').waitFor();
      await shot(page, 'md-30-warehouses-list');

      await page.getByRole('link', { name: 'Add Warehouse' }).click();
      await expectUrl(page, /^\/warehouses\/create$/);
      await heading(page, 'Add Warehouse').waitFor();
      await page.getByRole('button', { name: 'Add Warehouse' }).click();
      await see(page, 'Name is required');
      await field(page, 'Zip Code').fill('AB1');
      await see(page, 'Zip code must be a number');
      await shot(page, 'md-31-warehouse-add-errors');

      await field(page, 'Name').fill('E2E Depot');
      await field(page, 'Contact Person').fill('Erin Tester');
      await field(page, 'Email').fill('e2e-depot@example.test');
      await field(page, 'Phone').fill('+44 113 555 0100');
      await chooseTime(page, 'Pickup Start Time', '08', '30');
      await chooseTime(page, 'Pickup End Time', '17', '00');
      await field(page, 'Street Name').fill('Canal Wharf');
      await field(page, 'Street Number').fill('9');
      await field(page, 'City').fill('Leeds');
      await field(page, 'Country').fill('GB');
      await field(page, 'Zip Code').fill('01130');
      await field(page, 'Maximum Weight \\(kg\\)').fill('30');
      await shot(page, 'md-32-warehouse-add-filled');
      await page.getByRole('button', { name: 'Add Warehouse' }).click();
      await expectMessage(page, 'Warehouse added successfully');
      await expectUrl(page, /^\/warehouses$/); // back one page
      await shot(page, 'md-33-warehouse-added');

      await exerciseList(page, { name: 'E2E Depot', tag: 'Activated', otherTag: 'Deactivated', total: 14 });

      // View Details: canonical /warehouses/:id/show.
      await search(page, 'E2E Depot');
      await openRowMenu(page, 'E2E Depot');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await expectUrl(page, /^\/warehouses\/[^/]+\/show$/);
      await heading(page, 'Warehouse detail').waitFor();
      await see(page, '08:30');
      await expect(page.getByText('No Constraints', { exact: true }).count()).resolves.toBe(9);
      await expect(visible(page.getByText('30 kg', { exact: true }))).resolves.toBe(true);
      await shot(page, 'md-34-warehouse-show');
      const showUrl = page.url();

      // Edit Warehouse: the contact e-mail is read-only; a success goes back to the detail.
      await page.getByRole('link', { name: 'Edit Warehouse' }).click();
      await heading(page, 'Edit Warehouse').waitFor();
      await expect.poll(() => field(page, 'Name').inputValue()).toBe('E2E Depot');
      await expect(field(page, 'Email').getAttribute('readonly')).resolves.not.toBeNull();
      await field(page, 'Name').fill('E2E Depot Renamed');
      await shot(page, 'md-35-warehouse-edit');
      await page.getByRole('button', { name: 'Update Warehouse' }).click();
      await expectMessage(page, 'Warehouse updated successfully');
      await page.waitForURL(showUrl);
      await see(page, 'E2E Depot Renamed');

      await page.goto(suite.server.url + '/warehouses');
      await toggleStatus(page, 'E2E Depot Renamed');
      await deleteRow(page, 'E2E Depot Renamed', 'md-36-warehouse-delete-confirm');

      // /view-warehouse without a record has nothing to show: the list.
      await page.goto(suite.server.url + '/view-warehouse');
      await expectUrl(page, /^\/warehouses$/);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('suppliers', () => {
  it(
    'adds, finds, filters, pages, views, edits, deactivates, activates and deletes a supplier',
    async () => {
      const { context, page } = await newSignedInPage();
      for (let i = 1; i <= 10; i++) {
        await post(page, '/add-supplier', {
          name: `Bulk Supplier ${String(i).padStart(2, '0')}`,
          contact_person: 'Bulk Person',
          contact_email: `bulk-supplier-${i}@example.test`,
          contact_phone: '+44 20 0000 0000',
          street_name: 'Bulk Street',
          street_number: String(i),
          city: 'Leeds',
          country: 'GB',
          zipCode: 'LS1',
          dropShipping_available: i % 2 === 0,
          notification_schedule: '3,10:00',
          email_subject: 'Orders',
          customeEmail: '<p>{{table}}</p>',
        });
      }

      await page.goto(suite.server.url + '/Suppliers');
      await heading(page, 'Suppliers').waitFor();
      await rowOf(page, 'Alpine Living GmbH').waitFor();
      await shot(page, 'md-40-suppliers-list');

      await page.goto(suite.server.url + '/add-supplier');
      await expectUrl(page, /^\/suppliers\/create$/);
      await heading(page, 'Add Supplier').waitFor();
      await expect(page.getByRole('switch', { name: 'Drop Shipping Available' }).isChecked()).resolves.toBe(
        true,
      );
      await field(page, 'Notification Day').fill('31');
      await page.getByRole('button', { name: 'Add Supplier' }).click();
      await see(page, 'Email subject is required');
      await see(page, 'Notification day must be a whole number from 1 to 30');
      await shot(page, 'md-41-supplier-add-errors');

      await field(page, 'Name').fill('E2E Supplies');
      await field(page, 'Contact Person').fill('Sam Supplier');
      await field(page, 'Email').fill('e2e-supplies@example.test');
      await field(page, 'Phone').fill('+44 161 555 0199');
      await field(page, 'Street Name').fill('Mill Road');
      await field(page, 'Street Number').fill('4B');
      await field(page, 'City').fill('Manchester');
      await field(page, 'Country').fill('GB');
      await field(page, 'Zip Code').fill('M1 2AB');
      await field(page, 'Notification Day').fill('2');
      await chooseTime(page, 'Notification Time', '09', '30');
      await see(page, 'After 2 Day(s)');
      await field(page, 'Email Subject').fill('Purchase order from E2E');
      await typeEmailBody(page, 'Dear supplier, please send: {{table}}');
      await page.getByRole('button', { name: 'Bold' }).click();
      await shot(page, 'md-42-supplier-add-filled');
      await page.getByRole('button', { name: 'Add Supplier' }).click();
      await expectMessage(page, 'Supplier added successfully');
      await expectUrl(page, /^\/suppliers$/);

      // The schedule column: today + 2 days, DD/MM/YYYY T 09:30.
      await search(page, 'E2E Supplies');
      await rowOf(page, 'E2E Supplies')
        .getByText(/^\d{2}\/\d{2}\/\d{4} T 09:30$/)
        .waitFor();
      await expect(
        visible(rowOf(page, 'E2E Supplies').getByText('Available', { exact: true })),
      ).resolves.toBe(true);
      await clearSearch(page);
      await exerciseList(page, {
        name: 'E2E Supplies',
        tag: 'Available',
        otherTag: 'Unavailable',
        total: 15,
      });

      await search(page, 'E2E Supplies');
      await openRowMenu(page, 'E2E Supplies');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await expectUrl(page, /^\/suppliers\/[^/]+\/show$/);
      await heading(page, 'Supplier detail').waitFor();
      await see(page, 'After 2 Day(s) at 09:30');
      await expect(page.getByText('Not Set', { exact: true }).count()).resolves.toBe(2);
      await shot(page, 'md-43-supplier-show');

      await page.getByRole('link', { name: 'Edit Supplier' }).click();
      await heading(page, 'Edit Supplier').waitFor();
      await expect.poll(() => field(page, 'Name').inputValue()).toBe('E2E Supplies');
      await expect(field(page, 'Name').getAttribute('readonly')).resolves.not.toBeNull();
      await see(page, 'Use {{table}} where the table should appear.');
      await page.getByRole('switch', { name: 'Drop Shipping Available' }).click();
      await field(page, 'Contact Person').fill('Sam Renamed');
      await shot(page, 'md-44-supplier-edit');
      await page.getByRole('button', { name: 'Update Supplier' }).click();
      await expectMessage(page, 'Supplier updated successfully');
      await expectUrl(page, /^\/suppliers$/); // Edit Supplier goes to the list

      await search(page, 'E2E Supplies');
      await rowOf(page, 'E2E Supplies').getByText('Unavailable', { exact: true }).waitFor();
      await openRowMenu(page, 'E2E Supplies');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await see(page, 'Not Available');
      await see(page, 'Sam Renamed');

      await page.goto(suite.server.url + '/supplier');
      await expectUrl(page, /^\/suppliers$/);
      await toggleStatus(page, 'E2E Supplies');
      await deleteRow(page, 'E2E Supplies', 'md-45-supplier-delete-confirm');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('shipping agents', () => {
  it(
    'adds, finds, filters, pages, views, edits, deactivates, activates and deletes a shipping agent',
    async () => {
      const { context, page } = await newSignedInPage();
      for (let i = 1; i <= 10; i++) {
        await post(page, '/add-shipping-agent', {
          name: `Bulk Agent ${String(i).padStart(2, '0')}`,
          contact_person: 'Bulk Person',
          contact_email: `bulk-agent-${i}@example.test`,
          contact_phone: '0200000000',
          trackingURL: 'https://track.example.test/',
          street_name: 'Bulk Street',
          street_number: String(i),
          city: 'Leeds',
          country: 'GB',
          notification_schedule: '1,16:00',
          email_subject: 'Pickups',
          customeEmail: '<p>{{table}}</p>',
        });
      }

      await page.goto(suite.server.url + '/shipping-agents');
      await heading(page, 'Shipping Agents').waitFor();
      await rowOf(page, 'Bulk Agent 01').waitFor();
      await shot(page, 'md-50-shipping-agents-list');

      await page.getByRole('link', { name: 'Add Shipping Agent' }).click();
      await expectUrl(page, /^\/shipping-agents\/create$/);
      await field(page, 'Phone').fill('call us');
      await field(page, 'Tracking URL').fill('track.example.test');
      await page.getByRole('button', { name: 'Add Shipping Agent' }).click();
      await see(page, 'Phone must be a number');
      await see(page, 'Tracking URL must be a URL starting with http:// or https://');
      await shot(page, 'md-51-shipping-agent-add-errors');

      await field(page, 'Name').fill('E2E Couriers');
      await field(page, 'Contact Person').fill('Cory Courier');
      await field(page, 'Email').fill('e2e-couriers@example.test');
      await field(page, 'Phone').fill('01132 555 0100');
      await field(page, 'Tracking URL').fill('https://track.e2e.example/?id=');
      await field(page, 'Street Name').fill('Depot Lane');
      await field(page, 'Street Number').fill('1');
      await field(page, 'City').fill('Hull');
      await field(page, 'Country').fill('GB');
      await field(page, 'Notification Day').fill('5');
      await chooseTime(page, 'Notification Time', '18', '15');
      await field(page, 'Email Subject').fill('Pickups for E2E Couriers');
      await typeEmailBody(page, 'Please collect: {{table}}');
      await shot(page, 'md-52-shipping-agent-add-filled');
      await page.getByRole('button', { name: 'Add Shipping Agent' }).click();
      await expectMessage(page, 'Shipping agent added successfully');
      await expectUrl(page, /^\/shipping-agents$/);

      await search(page, 'E2E Couriers');
      await rowOf(page, 'E2E Couriers')
        .getByText(/^\d{2}\/\d{2}\/\d{4} T 18:15$/)
        .waitFor();
      await clearSearch(page);
      await exerciseList(page, {
        name: 'E2E Couriers',
        tag: 'Activated',
        otherTag: 'Deactivated',
        total: 14,
      });

      await search(page, 'E2E Couriers');
      await openRowMenu(page, 'E2E Couriers');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await expectUrl(page, /^\/shipping-agents\/[^/]+\/show$/);
      await heading(page, 'Shipping agent detail').waitFor();
      await see(page, 'After 5 Day(s) at 18:15');
      await shot(page, 'md-53-shipping-agent-show');

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await heading(page, 'Edit Shipping Agent').waitFor();
      await expect.poll(() => field(page, 'Name').inputValue()).toBe('E2E Couriers');
      await expect(field(page, 'Name').getAttribute('readonly')).resolves.not.toBeNull();
      await field(page, 'Notification Day').fill('7');
      await shot(page, 'md-54-shipping-agent-edit');
      await page.getByRole('button', { name: 'Update Shipping Agent' }).click();
      await expectMessage(page, 'Shipping agent updated successfully');
      await expectUrl(page, /^\/shipping-agents$/);

      await toggleStatus(page, 'E2E Couriers');
      await deleteRow(page, 'E2E Couriers', 'md-55-shipping-agent-delete-confirm');

      await page.goto(suite.server.url + '/add-shipping-agent');
      await expectUrl(page, /^\/shipping-agents\/create$/);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

// A 4x1 PNG of four colours, visible in the preview.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAABCAIAAAB2XpiaAAAAFUlEQVR4nGOQj+/Wr83dXil/TEMDAB17BIib1dooAAAAAElFTkSuQmCC',
  'base64',
);

describe('settings', () => {
  it(
    'validates, uploads a signature image, shows its preview, saves and removes it',
    async () => {
      const { context, page } = await newSignedInPage();
      const file = path.join(suite.tmp, 'signature.png');
      fs.writeFileSync(file, PNG);

      await page.goto(suite.server.url + '/settings');
      await heading(page, 'Settings').waitFor();
      await expect.poll(() => field(page, 'Send From Email').inputValue()).not.toBe('');
      await shot(page, 'md-60-settings');

      await field(page, 'Deadline Days').fill('32');
      await field(page, 'Image Width \\(px\\)').fill('20');
      await page.getByRole('button', { name: 'Save' }).click();
      await see(page, 'Deadline days must be between 1 and 31');
      await see(page, 'Image width must be between 50 and 800');
      await shot(page, 'md-61-settings-errors');

      await field(page, 'Deadline Days').fill('10');
      await field(page, 'Image Width \\(px\\)').fill('240');
      await page.getByTestId('signature-file').setInputFiles(file);
      const uploaded = page.locator('[data-banner-id="ADD_IMAGE"]');
      await uploaded.waitFor();
      expect(await uploaded.textContent()).toContain('Image uploaded successfully');
      const preview = page.getByRole('img', { name: 'Signature image preview' });
      await preview.waitFor();
      // Served under /images/ and drawn 200 px wide.
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(4);
      await expect(preview.evaluate((img) => img.getBoundingClientRect().width)).resolves.toBe(200);
      await shot(page, 'md-62-settings-uploaded');

      await page.getByRole('button', { name: 'Save' }).click();
      await see(page, 'Settings saved successfully');
      await page.reload();
      await expect.poll(() => field(page, 'Deadline Days').inputValue()).toBe('10');
      await expect.poll(() => field(page, 'Image Width \\(px\\)').inputValue()).toBe('240');
      await preview.waitFor();
      await shot(page, 'md-63-settings-saved');

      await page.getByRole('button', { name: 'Remove' }).click();
      await see(page, 'Image removed successfully');
      await expect.poll(() => preview.count()).toBe(0);
      await see(page, 'No image uploaded yet.');
      await shot(page, 'md-64-settings-removed');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
