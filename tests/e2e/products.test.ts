import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PRODUCT_CSV_COLUMNS } from '../../domain/productCsv';
import { ADMIN_HOME, adminGet, apiToken, e2eSuite, screenshot, signIn as signInAt } from './support';

/**
 * Products, packs and stock in the browser (spec 001 sections 2-5, 7-9): a product added,
 * found, paged, viewed, edited and deleted; a pack added, viewed and edited; the CSV import
 * with its per-row report and the CSV export; stock added, units removed and the history;
 * a Warehouse user's stock. Screenshots go to test-results/screenshots/4x-*.png.
 */

const suite = e2eSuite();
const FLOW_TIMEOUT = 240_000;

async function newPage(email = 'admin@demo.test', home = ADMIN_HOME) {
  const context: BrowserContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, suite.server.url, { email, home });
  return { context, page };
}

/** A form field by its label (MUI may add ' *'). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const notification = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** Lets a dialog or menu finish its transition, so the screenshot shows it as the user does. */
const settle = (page: Page) => page.waitForTimeout(400);

async function openRowMenu(page: Page, text: string) {
  await rowOf(page, text).getByRole('button', { name: 'Actions' }).click();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The list's total, from the pager's 'N items'. */
async function totalItems(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ items?$/).textContent();
  return Number.parseInt(text ?? '', 10);
}

async function openProducts(page: Page) {
  await page.goto(suite.server.url + '/products');
  await heading(page, 'Products').waitFor();
  await page.getByRole('row').nth(1).waitFor();
}

describe('products', () => {
  it(
    'adds a product, finds it, pages, views, edits and deletes it after confirmation',
    async () => {
      const { context, page } = await newPage();
      await openProducts(page);
      // 14 demo products and 2 packs.
      await page.getByText('16 items').waitFor();
      await screenshot(page, '40-product-list');

      // Add Product: the schema's messages first, then a product with decimals.
      await page.getByRole('link', { name: 'Add Product' }).click();
      await heading(page, 'Add Product').waitFor();
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByText('Internal SKU is required').waitFor();
      await page.getByText('Supplier is required').waitFor();
      await screenshot(page, '41-add-product-errors');
      await field(page, 'Internal SKU').fill('DS-E2E-001');
      await field(page, 'Supplier SKU').fill('E2E-SUP-1');
      await field(page, 'Internal Product Name').fill('E2E Enamel Mug');
      await field(page, 'Supplier Product Name').fill('Mug enamel 350ml white');
      await choose(page, 'Supplier', 'Coastal Kitchenware');
      for (const [label, value] of [
        ['Units', '2'],
        ['Units Per Box', '6'],
        ['Weight (kg)', '0.35'],
        ['Length (m)', '0.12'],
        ['Width (m)', '0.1'],
        ['Height (m)', '0.09'],
      ])
        await field(page, label).fill(value);
      await screenshot(page, '42-add-product-filled');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await heading(page, 'Products').waitFor();
      await notification(page, 'Product added successfully').waitFor();
      await page.getByText('17 items').waitFor();

      // Search finds it; clearing the box shows every row again, and page 2 has the rest.
      await search(page, 'E2E Enamel');
      await rowOf(page, 'DS-E2E-001').waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await screenshot(page, '43-product-search');
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await page.getByText('17 items').waitFor();
      await page.getByRole('button', { name: 'Go to page 2' }).click();
      await rowOf(page, 'DS-PACK-COOK').waitFor();
      await expect(page.getByRole('row').count()).resolves.toBe(8); // header + 7
      // Pack rows carry a 'Pack' badge instead of a supplier SKU.
      await rowOf(page, 'DS-PACK-BED').getByText('Pack', { exact: true }).waitFor();
      await expect(rowOf(page, 'DS-NT-001').getByText('Pack', { exact: true }).count()).resolves.toBe(0);
      await screenshot(page, '44-product-list-page-2');

      // View Details: the record and the server's computed values.
      await search(page, 'DS-E2E-001');
      await openRowMenu(page, 'DS-E2E-001');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await heading(page, 'View Product').waitFor();
      expect(page.url()).toMatch(/\/products\/[0-9a-f-]{36}\/show$/);
      await page.getByText('Mug enamel 350ml white').waitFor();
      for (const text of ['Coastal Kitchenware', 'E2E-SUP-1', 'E2E Enamel Mug', '0.35', '0.12', '0.00108'])
        await expect(page.getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
      await screenshot(page, '45-view-product');
      const showUrl = page.url();

      // Edit Product: prefilled, the supplier locked; 'Update Product' goes back to the detail.
      await page.getByRole('link', { name: 'Edit Product' }).click();
      await heading(page, 'Edit Product').waitFor();
      await expect(field(page, 'Internal SKU').inputValue()).resolves.toBe('DS-E2E-001');
      await expect(
        page.getByRole('combobox', { name: 'Supplier' }).getAttribute('aria-disabled'),
      ).resolves.toBe('true');
      await field(page, 'Internal Product Name').fill('E2E Enamel Mug, blue');
      await field(page, 'Height (m)').fill('0.1');
      await screenshot(page, '46-edit-product');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await notification(page, 'Product updated successfully').waitFor();
      await heading(page, 'View Product').waitFor();
      expect(page.url()).toBe(showUrl);
      await page.getByText('E2E Enamel Mug, blue', { exact: true }).waitFor();

      // The spec paths: /view-product without a record lands on the list; /add-product on the form.
      await page.goto(suite.server.url + '/view-product');
      await heading(page, 'Products').waitFor();
      await page.goto(suite.server.url + '/add-product');
      await heading(page, 'Add Product').waitFor();

      // Delete asks first; Cancel keeps the row, Delete removes it.
      await openProducts(page);
      await search(page, 'DS-E2E-001');
      await openRowMenu(page, 'DS-E2E-001');
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete this?').waitFor();
      await settle(page);
      await screenshot(page, '47-delete-product-confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => rowOf(page, 'DS-E2E-001').count()).toBe(1);
      await openRowMenu(page, 'DS-E2E-001');
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Nothing found.').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'adds a pack of two products, views it and edits it with its SKU locked',
    async () => {
      const { context, page } = await newPage();
      await openProducts(page);
      await page.getByRole('link', { name: 'Add Pack' }).click();
      await heading(page, 'Add Pack').waitFor();
      await page.getByRole('button', { name: 'Add Pack' }).click();
      await page.getByText('Choose at least one product').waitFor();
      await field(page, 'Internal Product Name').fill('E2E Linen Set');
      await field(page, 'Internal SKU').fill('DS-PACK-E2E');
      const products = page.getByRole('combobox', { name: 'Products' });
      for (const sku of ['NT1003', 'NT1001']) {
        await products.fill(sku);
        await page.getByRole('option', { name: sku, exact: true }).click();
      }
      await screenshot(page, '48-add-pack');
      await page.getByRole('button', { name: 'Add Pack' }).click();
      await heading(page, 'Products').waitFor();
      await notification(page, 'Pack added successfully').waitFor();

      await search(page, 'DS-PACK-E2E');
      const row = rowOf(page, 'DS-PACK-E2E');
      await row.getByText('Pack', { exact: true }).waitFor();
      await openRowMenu(page, 'DS-PACK-E2E');
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await heading(page, 'View Pack').waitFor();
      expect(page.url()).toMatch(/\/packs\/[0-9a-f-]{36}\/show$/);
      await page.getByText('Number of Products').waitFor();
      await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(3);
      await page.getByRole('cell', { name: 'Waffle Bath Towel' }).waitFor();
      await page.getByRole('cell', { name: 'Northwind Textiles' }).first().waitFor();
      await screenshot(page, '49-view-pack');

      await page.getByRole('link', { name: 'Edit Pack' }).click();
      await heading(page, 'Edit Pack').waitFor();
      await expect(field(page, 'Internal SKU').isDisabled()).resolves.toBe(true);
      await field(page, 'Internal Product Name').fill('E2E Linen Set, three');
      await page.getByRole('combobox', { name: 'Products' }).fill('NT1002');
      await page.getByRole('option', { name: 'NT1002', exact: true }).click();
      await screenshot(page, '50-edit-pack');
      await page.getByRole('button', { name: 'Save Pack' }).click();
      await notification(page, 'Pack updated successfully').waitFor();
      await heading(page, 'View Pack').waitFor();
      await page.getByText('E2E Linen Set, three', { exact: true }).waitFor();
      await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(4);
      await page.getByText('DS-PACK-E2E', { exact: true }).waitFor();

      // The spec path with a capital letter still lands on the pack screens (the list without a record).
      await page.goto(suite.server.url + '/edit-Pack');
      await heading(page, 'Products').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'imports a CSV with good and bad rows and shows the report; exports the products as CSV',
    async () => {
      const { context, page } = await newPage();
      await openProducts(page);
      const before = await totalItems(page);
      const file = path.join(suite.tmp, 'products-import.csv');
      const header = PRODUCT_CSV_COLUMNS.join(',');
      fs.writeFileSync(
        file,
        [
          header,
          'DS-IMP-001,IMP1,Imported Teapot,Teapot cast iron 1L,Coastal Kitchenware,1,1,1.2,0.2,0.2,0.15',
          'DS-IMP-002,IMP2,Imported Tray,Tray oak 40cm,Alpine Living GmbH,1,1,0.9,0.4,0.3,0.03',
          '',
          'DS-IMP-003,IMP3,Nobody Stool,Stool,Nobody Ltd,1,1,2,0.4,0.4,0.45',
          'DS-IMP-004,IMP4,Heavy Thing,Heavy,Coastal Kitchenware,1,1,heavy,0.4,0.4,0.45',
          '',
        ].join('\n'),
      );

      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Products' });
      await dialog.getByText('No file chosen').waitFor();
      await dialog.locator('input[type=file]').setInputFiles(file);
      await dialog.getByText('Import approximately 4 products').waitFor();
      await settle(page);
      await screenshot(page, '51-import-dialog');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await dialog.getByText(/^Imported 2 products/).waitFor();
      // Shown only while the import runs.
      await expect(dialog.getByText("Please don't close this dialogbox").count()).resolves.toBe(0);
      const report = dialog.getByRole('table', { name: 'Rows with errors' });
      await report.getByRole('cell', { name: 'No supplier is named "Nobody Ltd"' }).waitFor();
      await report.getByRole('cell', { name: /weight must be a number/ }).waitFor();
      await expect(report.getByRole('row').count()).resolves.toBe(3);
      await screenshot(page, '52-import-report');
      await dialog.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();
      await page.getByText(`${before + 2} items`).waitFor(); // the list refreshed
      await search(page, 'DS-IMP');
      await rowOf(page, 'DS-IMP-002').waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(3);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('products.csv');
      const saved = path.join(suite.tmp, 'products-export.csv');
      await download.saveAs(saved);
      const lines = fs
        .readFileSync(saved, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(header);
      expect(lines.some((line) => line.startsWith('DS-IMP-001,IMP1,Imported Teapot'))).toBe(true);
      expect(lines).toHaveLength(1 + 16); // the products (no packs): 14 + 2 imported
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('stock', () => {
  /** How many stock entries the role sees, as the server counts them (the demo's deliveries add some). */
  const stockCount = async (email?: string) =>
    (
      await adminGet<{ count: number }>(
        suite.server.url,
        await apiToken(suite.server.url, email),
        '/get-stock?limit=1&offset=1',
      )
    ).count;

  it(
    'adds stock, refuses removing more than the total, removes units and shows the history',
    async () => {
      const { context, page } = await newPage();
      await page.goto(suite.server.url + '/stock');
      await heading(page, 'Stock').waitFor();
      await page.getByText(`${await stockCount()} items`).waitFor();
      await screenshot(page, '53-stock-list');

      await page.getByRole('link', { name: 'Add Stock' }).click();
      await heading(page, 'Add Stock').waitFor();
      await page.getByRole('button', { name: 'Add Stock' }).click();
      await page.getByText('Warehouse is required').waitFor();
      await choose(page, 'Warehouse', 'Hamburg North');
      await choose(page, 'Product', 'CK1003');
      await field(page, 'Units').fill('12');
      await settle(page);
      await screenshot(page, '54-add-stock');
      await page.getByRole('button', { name: 'Add Stock' }).click();
      await notification(page, 'Stock added successfully').waitFor();
      await heading(page, 'Stock').waitFor();
      await search(page, 'CK1003');
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await rowOf(page, 'CK1003').getByText('12', { exact: true }).waitFor();

      await openRowMenu(page, 'CK1003');
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items).toEqual(['View History', 'Remove units']);
      await page.getByRole('menuitem', { name: 'Remove units' }).click();
      await heading(page, 'Update Stock').waitFor();
      expect(page.url()).toMatch(/\/stock\/remove\?warehouse_id=[0-9a-f-]{36}&product_id=[0-9a-f-]{36}$/);
      await field(page, 'Units to remove').fill('13');
      await page.getByRole('button', { name: 'Update Stock' }).click();
      await page.getByText('Units to remove must be at most 12').waitFor();
      await screenshot(page, '55-remove-units-too-many');
      // A refresh keeps the screen: the entry is named in the address.
      await page.reload();
      await heading(page, 'Update Stock').waitFor();
      await page.getByText('From 0 to 12').waitFor();
      await field(page, 'Units to remove').fill('5');
      await page.getByRole('button', { name: 'Update Stock' }).click();
      await notification(page, 'Stock updated successfully').waitFor();
      await heading(page, 'Stock').waitFor();
      await search(page, 'CK1003');
      await rowOf(page, 'CK1003').getByText('7', { exact: true }).waitFor();

      await openRowMenu(page, 'CK1003');
      await page.getByRole('menuitem', { name: 'View History' }).click();
      await heading(page, 'Maple Chopping Board').waitFor();
      await page.getByText('Stock History', { exact: false }).first().waitFor();
      const rows = page.getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      await expect(rows.nth(1).textContent()).resolves.toMatch(
        // Date, units, action, order (none: added by hand), user.
        /^\d\d\/\d\d\/\d{4} \d\d:\d\d5Removeadmin@demo\.test$/,
      );
      await expect(rows.nth(2).textContent()).resolves.toMatch(/12Addadmin@demo\.test$/);
      // The search box is there and, as the specification says, does nothing.
      await search(page, 'Remove');
      await expect(rows.count()).resolves.toBe(3);
      await screenshot(page, '56-stock-history');
      await page.reload();
      await heading(page, 'Maple Chopping Board').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "shows a Warehouse user only its own warehouse's stock",
    async () => {
      const { context, page } = await newPage('warehouse@demo.test', 'Warehouse Orders');
      await page.goto(suite.server.url + '/stock');
      await heading(page, 'Stock').waitFor();
      await page.getByText(`${await stockCount('warehouse@demo.test')} items`).waitFor();
      const warehouses = await page.getByRole('row').locator('td:nth-child(4)').allTextContents();
      expect(new Set(warehouses)).toEqual(new Set(['Berlin Central']));
      await screenshot(page, '57-warehouse-user-stock');
      await openRowMenu(page, 'NT1001');
      await page.getByRole('menuitem', { name: 'View History' }).click();
      await heading(page, 'Linen Duvet Cover, Double').waitFor();
      await page
        .getByRole('cell', { name: /^(Add|Remove)$/ })
        .first()
        .waitFor();
      await screenshot(page, '58-warehouse-user-history');
      // Add Stock: their own warehouse is the one offered; the products come from the stock area.
      await page.goto(suite.server.url + '/stock');
      await page.getByRole('link', { name: 'Add Stock' }).click();
      await heading(page, 'Add Stock').waitFor();
      await expect(page.getByRole('combobox', { name: 'Warehouse' }).textContent()).resolves.toBe(
        'Berlin Central',
      );
      await choose(page, 'Product', 'AL1003');
      await field(page, 'Units').fill('3');
      await settle(page);
      await screenshot(page, '59-warehouse-user-add-stock');
      await page.getByRole('button', { name: 'Add Stock' }).click();
      await notification(page, 'Stock added successfully').waitFor();
      await heading(page, 'Stock').waitFor();
      await page.getByText(`${await stockCount('warehouse@demo.test')} items`).waitFor();
      await rowOf(page, 'AL1003').getByText('Berlin Central').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
