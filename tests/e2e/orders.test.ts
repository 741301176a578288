import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { warehouseLines } from '../../domain/orderLines';
import { SHOPIFY_HEADER } from '../../server/demo/shopifyExport';
import type { Order } from '../../src/components/orders/types';
import {
  ADMIN_HOME,
  adminGet,
  apiToken,
  rows,
  screenshot,
  signIn,
  e2eSuite,
  writeShopifyExport,
} from './support';

/**
 * The order screens in the browser (spec 000 sections 2 and 4; issue 4): a Shopify export
 * imported as CSV and again as .xlsx (nothing changes), a problematic order settled, orders
 * consolidated and unconsolidated (and the advisory when a supplier does not dropship), a line
 * refunded, the order details with their timeline, a shipping ticket printed, the CSV export.
 * Screenshots go to test-results/screenshots/6x-*.png.
 */

const suite = e2eSuite();
let token: string;
const FLOW_TIMEOUT = 240_000;

beforeAll(async () => {
  token = await apiToken(suite.server.url);
});

/** Orders as the API lists them, to pick the ones each step needs from the demo data. */
async function listOrders(path: string): Promise<Order[]> {
  const answer = await adminGet<{ doc: Order[] }>(
    suite.server.url,
    token,
    `${path}?limit=500&offset=1&isTag=false`,
  );
  return answer.doc;
}

async function newPage() {
  const context: BrowserContext = await suite.browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, suite.server.url, { home: ADMIN_HOME });
  return { context, page };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();
const settle = (page: Page) => page.waitForTimeout(400);

async function open(page: Page, url: string, title: string) {
  await page.goto(suite.server.url + url);
  await heading(page, title).waitFor();
  await page.getByRole('row').nth(1).waitFor();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(/^\d+ items?$/).waitFor();
}

async function confirmIrreversible(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure? This action is irreversible.').waitFor();
  await settle(page);
  return dialog;
}

describe('order import', () => {
  it(
    'imports a Shopify export as CSV, shows its orders, and the same file as .xlsx changes nothing',
    async () => {
      const {
        rows,
        file: csvFile,
        expectedCount,
      } = await writeShopifyExport(
        suite.tmp,
        {
          orders: 6,
          skus: ['DS-NT-001', 'DS-BH-001', 'DS-CK-002', 'DS-AL-001'],
          firstNumber: 90_001,
          seed: 7,
        },
        // One line with a SKU the catalogue does not know makes its order problematic.
        (written) => (written[written.length - 1]['Lineitem sku'] = 'NOT-IN-CATALOGUE'),
      );
      const last = rows[rows.length - 1];

      const { context, page } = await newPage();
      await open(page, '/master-dashboard', 'Master Dashboard');
      await screenshot(page, '60-master-dashboard');
      // The wide table scrolls inside its card; the page itself never scrolls sideways.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('No file chosen').waitFor();
      await dialog.getByTestId('import-file').setInputFiles(csvFile);
      await dialog.getByText(`Import approximately ${expectedCount} orders`).waitFor();
      await screenshot(page, '61-import-dialog');
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText(/^Imported 6 orders, 0 unchanged, [1-6] problematic$/).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

      await search(page, '#9000');
      await page.getByText('6 items').waitFor();
      const problematic = rowOf(page, last.Name);
      await problematic.getByText('Problematic').first().waitFor();
      // No warehouse choice for it until the product exists: the SKU is named, with Add Product.
      await problematic.getByRole('link', { name: 'Add Product' }).waitFor();
      await screenshot(page, '62-imported-orders');

      // The same orders as an Excel workbook: read in the browser, nothing changes.
      const XLSX = await import('xlsx');
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([[...SHOPIFY_HEADER], ...rows.map((r) => SHOPIFY_HEADER.map((h) => r[h]))]),
        'orders_export',
      );
      const xlsxFile = path.join(suite.tmp, 'orders_export.xlsx');
      fs.writeFileSync(xlsxFile, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await dialog.getByTestId('import-file').setInputFiles(xlsxFile);
      await dialog.getByText(`Import approximately ${expectedCount} orders`).waitFor();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText('Imported 0 orders, 6 unchanged, 0 problematic').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
      await page.getByText('6 items').waitFor();
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('master dashboard', () => {
  it(
    'settles a problematic order by choosing its warehouse, irreversibly',
    async () => {
      const order = (await listOrders('/get-shopify-orders')).find(
        (o) =>
          o.warehouse_cell === 'choose-warehouse' &&
          o.problem_reason !== 'unknown-sku' &&
          o.warehouse_list.length > 0,
      );
      expect(order, 'a demo order waiting for its warehouse').toBeDefined();
      const warehouse = order!.warehouse_list[0];
      const { context, page } = await newPage();
      await open(page, '/master-dashboard', 'Master Dashboard');
      await search(page, order!.order_number);
      const row = rowOf(page, order!.order_number);
      await row.getByRole('combobox', { name: 'Choose a warehouse' }).click();
      await page.getByRole('option', { name: warehouse.name, exact: true }).click();
      const dialog = await confirmIrreversible(page);
      await screenshot(page, '63-warehouse-selection');
      await dialog.getByRole('button', { name: 'CONFIRM' }).click();
      await page.getByText(`Order assigned to ${warehouse.name}`).waitFor();
      await expect.poll(() => row.getByText('Problematic').count()).toBe(0);
      await screenshot(page, '64-warehouse-chosen');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "fetches the row actions' dialogs when the pointer reaches the three dots, so the click waits for no file",
    async () => {
      const { context, page } = await newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await open(page, '/master-dashboard', 'Master Dashboard');
      await page.waitForLoadState('networkidle');
      const withList = scripts.length;
      const dots = rows(page).first().getByRole('button', { name: 'Actions' });
      await dots.hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(withList); // the dialogs' files, ahead
      await page.waitForLoadState('networkidle');
      const ahead = scripts.length;
      await dots.click();
      await page.getByRole('menuitem', { name: /^(Add|Edit) Comment$/ }).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      expect(scripts.length).toBe(ahead); // nothing more fetched to open it
      await page.keyboard.press('Escape');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'names the warehouse beside an open consolidation, the unknown SKU instead of a choice, and links to Consolidate/Unconsolidate',
    async () => {
      const orders = await listOrders('/get-shopify-orders');
      const open_ = orders.find((o) => o.warehouse_cell === 'choose-consolidation' && o.assigned_to);
      const unknown = orders.find(
        (o) => o.warehouse_cell === 'choose-warehouse' && o.products.some((p) => !p.product_id),
      );
      expect(open_, 'an assigned order whose consolidation is open').toBeDefined();
      expect(unknown, 'an order with an unknown SKU').toBeDefined();
      const { context, page } = await newPage();
      await open(page, '/master-dashboard', 'Master Dashboard');

      await search(page, open_!.order_number);
      const assigned = rowOf(page, open_!.order_number);
      await assigned.getByText(open_!.assigned_to!.name, { exact: true }).waitFor();
      await assigned.getByRole('combobox', { name: 'Consolidate or Unconsolidate' }).waitFor();
      await screenshot(page, '64b-assigned-with-consolidation-choice');

      await search(page, unknown!.order_number);
      const row = rowOf(page, unknown!.order_number);
      const sku = unknown!.products.find((p) => !p.product_id)!.sku;
      await row.getByText(`Unknown SKU ${sku}`).first().waitFor();
      expect(await row.getByRole('combobox', { name: 'Choose a warehouse' }).count()).toBe(0);
      await screenshot(page, '64c-unknown-sku');
      await row.getByRole('link', { name: 'Add Product' }).click();
      await page.waitForURL('**/products/create');

      // Consolidate/Unconsolidate from the Master Dashboard's toolbar and from the sidebar.
      await open(page, '/master-dashboard', 'Master Dashboard');
      await page.getByRole('link', { name: 'Consolidate/Unconsolidate' }).first().click();
      await heading(page, 'Consolidate/Unconsolidate Orders').waitFor();
      await page.waitForURL('**/consolidate-unconsolidate');
      await open(page, '/master-dashboard', 'Master Dashboard');
      await page.getByRole('menuitem', { name: 'Consolidate/Unconsolidate' }).click();
      await heading(page, 'Consolidate/Unconsolidate Orders').waitFor();
      await screenshot(page, '64d-consolidate-from-sidebar');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'refunds one product of a multi-product order, shows the details and timeline, prints a ticket, exports CSV',
    async () => {
      const order = (await listOrders('/get-shopify-orders')).find(
        (o) =>
          !o.problemetic &&
          o.products.length > 1 &&
          o.products.every((p) => p.status !== 'Refund' && p.product_id) &&
          // one line per SKU, so the refunded line is named by its SKU alone
          new Set(o.products.map((p) => p.product_id?.internal_sku)).size === o.products.length,
      );
      expect(order, 'a demo order with several products').toBeDefined();
      const line = order!.products[1];
      const sku = line.product_id!.internal_sku;
      const { context, page } = await newPage();
      await open(page, '/master-dashboard', 'Master Dashboard');
      await search(page, order!.order_number);
      const row = rowOf(page, order!.order_number);
      await row.getByRole('button', { name: `${order!.products.length} products` }).click();
      const products = page.getByRole('table', { name: `Products of order ${order!.order_number}` });
      await products.waitFor();
      await settle(page); // the row opens with a transition
      await screenshot(page, '65-expanded-products');
      await products.getByRole('button', { name: `Actions for ${sku}` }).click();
      await page.getByRole('menuitem', { name: 'Refund' }).click();
      const dialog = await confirmIrreversible(page);
      await dialog.getByRole('button', { name: 'CONFIRM' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /refund/i })
        .waitFor();
      // The refunded line now reads Refund and cannot be refunded again.
      await row.getByRole('button', { name: `${order!.products.length} products` }).waitFor();
      // The row stays expanded across the reload (react-admin keeps it in its store).
      const refreshed = page.getByRole('table', { name: `Products of order ${order!.order_number}` });
      await refreshed.getByRole('row').filter({ hasText: sku }).getByText('Refund').waitFor();
      await refreshed.getByRole('button', { name: `Actions for ${sku}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Refund' }).isDisabled()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await screenshot(page, '66-refunded-line');

      // Customer Info popup.
      await row.getByRole('button', { name: order!.customer.name }).click();
      await page.getByRole('dialog', { name: 'Customer Info' }).waitFor();
      await screenshot(page, '67-customer-info');
      await page.keyboard.press('Escape');

      // Comment, then the details screen with its timeline.
      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: /Comment$/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Comment is required').waitFor();
      await screenshot(page, '67b-comment-required');
      await page
        .getByRole('dialog')
        .getByLabel(/Comment/)
        .fill('Leave at the back door');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await page.getByRole('heading', { name: `${order!.customer.name} — Order details` }).waitFor();
      await page.getByText('Leave at the back door').first().waitFor();
      await page.getByText('admin@demo.test').first().waitFor();
      await screenshot(page, '68-order-details');

      // The warehouse variant lists the products that pass through the warehouse.
      await page.goto(`${suite.server.url}/view-warehouse-order?id=${order!._id}`);
      await page.getByRole('heading', { name: `${order!.customer.name} — Order details` }).waitFor();
      const throughWarehouse = warehouseLines(order!).length;
      await expect
        .poll(() => page.getByRole('table', { name: 'Products' }).getByRole('row').count())
        .toBe(1 + throughWarehouse);
      await screenshot(page, '68b-warehouse-order-details');
      await page.goBack();
      await page.getByRole('heading', { name: `${order!.customer.name} — Order details` }).waitFor();

      // The Shipping Ticket: Σ weight × units of the lines still to ship.
      await page.getByRole('button', { name: 'Shipping Ticket' }).click();
      const ticket = page.getByRole('dialog');
      await ticket.getByText('Standard').first().waitFor();
      await ticket.getByText(order!.order_number).first().waitFor();
      await settle(page);
      await screenshot(page, '69-shipping-ticket');
      await ticket.getByRole('button', { name: 'Print' }).click();
      await ticket.getByRole('button', { name: 'Close' }).click();

      // Export CSV of the list as filtered.
      await page.goto(suite.server.url + '/master-dashboard');
      await heading(page, 'Master Dashboard').waitFor();
      await search(page, order!.order_number);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const file = path.join(suite.tmp, 'export.csv');
      await download.saveAs(file);
      const csv = fs.readFileSync(file, 'utf8');
      expect(csv).toContain(order!.order_number);
      expect(csv.trim().split('\n').length).toBe(1 + order!.products.length);
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});

describe('consolidate/unconsolidate', () => {
  it(
    'unconsolidates an order whose suppliers dropship, advises consolidation for one whose suppliers do not, and consolidates it',
    async () => {
      const undecided = (await listOrders('/get-consolidate-unconsolidate-orders')).filter(
        (o) => o.isConsolidateOption,
      );
      const bought = (o: Order) => o.products.filter((p) => p.fulfilment === 'buy' && p.status !== 'Refund');
      const dropships = undecided.find((o) => bought(o).every((p) => p.supplier?.dropShipping_available));
      const cannot = undecided.find((o) => bought(o).some((p) => !p.supplier?.dropShipping_available));
      expect(dropships, 'an order whose suppliers all dropship').toBeDefined();
      expect(cannot, 'an order with a supplier that does not dropship').toBeDefined();

      const { context, page } = await newPage();
      await open(page, '/consolidate-unconsolidate', 'Consolidate/Unconsolidate Orders');
      await screenshot(page, '70-consolidate-list');

      const choose = async (order: Order, option: 'Consolidate' | 'Unconsolidate') => {
        await search(page, order.order_number);
        await rowOf(page, order.order_number)
          .getByRole('combobox', { name: 'Consolidate or Unconsolidate' })
          .click();
        await page.getByRole('option', { name: option, exact: true }).click();
        const dialog = await confirmIrreversible(page);
        await dialog.getByRole('button', { name: 'CONFIRM' }).click();
      };

      await choose(dropships!, 'Unconsolidate');
      await page.getByText('Order Unconsolidated Successfuly').waitFor();
      await rowOf(page, dropships!.order_number)
        .getByText(/^(Unconsolidated|Hybrid)$/)
        .waitFor();
      await screenshot(page, '71-unconsolidated');

      await choose(cannot!, 'Unconsolidate');
      const advisory = page.getByRole('dialog', { name: 'Dropshipping not available' });
      await advisory
        .getByText('Not all suppliers in this order allow dropshipping. Consolidation is recommended.')
        .waitFor();
      await settle(page);
      await screenshot(page, '72-dropshipping-advisory');
      await advisory.getByRole('button', { name: 'OK' }).click();
      // Nothing changed: the choice is still offered.
      await rowOf(page, cannot!.order_number)
        .getByRole('combobox', { name: 'Consolidate or Unconsolidate' })
        .waitFor();

      await choose(cannot!, 'Consolidate');
      await page.getByText('Order consolidated Successfuly').waitFor();
      await rowOf(page, cannot!.order_number).getByText('Consolidated', { exact: true }).waitFor();
      await screenshot(page, '73-consolidated');

      // Change Status: Ready needs an active agent and every line at the warehouse
      // (domain/readiness.ts), and the bought lines are still at the supplier: not offered yet.
      const row = rowOf(page, cannot!.order_number);
      await row.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Change Status' }).click();
      const statusDialog = page.getByRole('dialog');
      await statusDialog.getByRole('radio', { name: 'Pending' }).waitFor();
      await expect(statusDialog.getByRole('radio', { name: 'Ready to be Shipped' }).count()).resolves.toBe(0);
      await statusDialog
        .getByText(/Shipping Agent is missing|at the warehouse/)
        .first()
        .waitFor();
      await settle(page);
      await screenshot(page, '74-ready-not-yet');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
