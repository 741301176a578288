import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PurchaseOrderRecord } from '../../domain/schemas/purchasingRecords';
import { ADMIN_HOME, adminGet, apiToken, e2eSuite, screenshot, signIn } from './support';

/**
 * What a hurried user does, in the browser: a double click on 'send' sends the PO once and the
 * banner stays green; failures are red (an import that refused every row, a PNG renamed to .csv,
 * a CSV with an unclosed quote, Run Cron without a shop); the import dialogs warn 'Please don't
 * close this dialogbox' once a file is chosen. Screenshots careless-*.png.
 */

const suite = e2eSuite();

const WARNING = "Please don't close this dialogbox";
const ORDER_HEADER = 'Name,Email,Created at,Lineitem quantity,Lineitem sku';

async function adminPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, suite.server.url, { home: ADMIN_HOME });
  return page;
}

function writeFile(name: string, content: string | Buffer): string {
  const file = path.join(suite.tmp, name);
  fs.writeFileSync(file, content);
  return file;
}

/** The Master Dashboard's Import CSV dialog, open. */
async function openOrderImport(page: Page) {
  await page.goto(suite.server.url + '/master-dashboard');
  await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  return page.getByRole('dialog');
}

describe('a double click on send', () => {
  it('sends the PO once and keeps the green banner', { timeout: 120_000 }, async () => {
    const token = await apiToken(suite.server.url);
    const toBeSent = async () =>
      (
        await adminGet<{ supplierOrders: PurchaseOrderRecord[] }>(
          suite.server.url,
          token,
          '/get-supplier-orders-to-be-sent?limit=100&offset=1',
        )
      ).supplierOrders;
    const [po] = await toBeSent();
    expect(po).toBeDefined();
    const page = await adminPage();
    await page.getByRole('button', { name: `Send ${po.poNumber} now` }).dblclick();
    const banner = page.getByRole('status').filter({ hasText: /sent/i });
    await banner.waitFor();
    // A second call would answer 409 'already been sent' in red; give it time to arrive.
    await page.waitForTimeout(2500);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(banner.count()).resolves.toBe(1);
    await screenshot(page, 'careless-1-send-double-click-green');
    expect((await toBeSent()).some((p) => p.poNumber === po.poNumber)).toBe(false);
    await page.context().close();
  });
});

describe('failures are red, the import dialogs warn once a file is chosen', () => {
  it(
    'orders: the warning with the count, a refused file, a broken CSV, an import that refused every row',
    {
      timeout: 120_000,
    },
    async () => {
      const page = await adminPage();
      const dialog = await openOrderImport(page);
      await expect(dialog.getByText(WARNING).count()).resolves.toBe(0);

      await dialog
        .getByTestId('import-file')
        .setInputFiles(
          writeFile(
            'orders_export.csv',
            `${ORDER_HEADER}\n#7001,ada@example.test,,1,DS-NT-001\n#7002,bob@example.test,,1,DS-NT-001\n`,
          ),
        );
      await dialog.getByText('Import approximately 2 orders').waitFor();
      await dialog.getByText(WARNING).waitFor();
      await page.waitForTimeout(400); // the button's colour transition
      await screenshot(page, 'careless-2-order-import-file-chosen');

      // Both rows lack 'Created at': nothing imported, in red.
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Imported 0 orders' }).waitFor();
      await expect(dialog.getByRole('status').count()).resolves.toBe(0);
      await screenshot(page, 'careless-3-order-import-nothing-imported-red');

      // A PNG renamed to .csv.
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      await dialog.getByTestId('import-file').setInputFiles(writeFile('picture.csv', png));
      await dialog.getByRole('alert').filter({ hasText: 'not a CSV text file' }).waitFor();
      await expect(dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(
        true,
      );
      await screenshot(page, 'careless-4-order-import-png-refused');

      // An unclosed quote on row 3.
      const broken = [
        ORDER_HEADER,
        '#7003,ada@example.test,2026-11-20 10:00:00 +0000,1,DS-NT-001',
        '#7004,"bob@example.test,2026-11-20 10:00:00 +0000,1,DS-NT-001',
        '#7005,cy@example.test,2026-11-20 10:00:00 +0000,1,DS-NT-001',
      ].join('\n');
      await dialog.getByTestId('import-file').setInputFiles(writeFile('broken.csv', broken));
      await dialog.getByRole('alert').filter({ hasText: 'malformed in 1 place' }).waitFor();
      const report = dialog.getByRole('table', { name: 'Rows with errors' });
      await expect(report.getByRole('row').nth(1).textContent()).resolves.toMatch(/^3MissingQuotes/);
      await screenshot(page, 'careless-5-order-import-unclosed-quote');
      await page.context().close();
    },
  );

  it('products: the warning with the count', { timeout: 60_000 }, async () => {
    const page = await adminPage();
    await page.goto(suite.server.url + '/products');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    const header =
      'internal_sku,supplier_sku,internal_product_name,supplier_product_name,supplier,units,units_include,weight,length,width,height';
    await dialog
      .getByTestId('import-file')
      .setInputFiles(
        writeFile('products.csv', `${header}\nDS-X-1,X1,Mug,Mug,Northwind Textiles,1,1,0.3,0.1,0.1,0.1\n`),
      );
    await dialog.getByText('Import approximately 1 products').waitFor();
    await dialog.getByText(WARNING).waitFor();
    await expect(dialog.getByRole('button', { name: 'Import', exact: true }).isEnabled()).resolves.toBe(true);
    await page.waitForTimeout(400); // the button's colour transition
    await screenshot(page, 'careless-6-product-import-file-chosen');
    await page.context().close();
  });

  it('Run Cron without a shop is a red banner', { timeout: 60_000 }, async () => {
    const page = await adminPage();
    await page.goto(suite.server.url + '/master-dashboard');
    await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: 'Run Cron' }).click();
    await page.getByRole('alert').filter({ hasText: 'No shop is configured' }).waitFor();
    await screenshot(page, 'careless-7-run-cron-no-shop-red');
    await page.context().close();
  });
});
