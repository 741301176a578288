import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { canChangeStatusManually } from '../../domain/orderStatus';
import type { Order } from '../../src/components/orders/types';
import { ADMIN_HOME, adminGet, apiToken, screenshot, signIn, e2eSuite } from './support';

/**
 * Acting on selected rows in the browser (issue 19): on the Master Dashboard, every order of the
 * first page ticked, Change Status to Preparation; the banner counts what changed and names the
 * refused orders with their reasons. Then Print tickets of a selection: a ticket per order, whose
 * barcode reads back as its number. Screenshots: test-results/screenshots/bulk-*.png.
 */

/** The text of a Code 128 barcode drawn on the page, read from its pixels. */
async function decodeBarcode(barcode: Locator): Promise<string> {
  const png = PNG.sync.read(await barcode.screenshot({ scale: 'device' }));
  const luminances = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminances.length; i++) luminances[i] = png.data[i * 4 + 1];
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]));
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminances, png.width, png.height)),
  );
  return reader.decode(bitmap).getText();
}

const suite = e2eSuite();
let token: string;

beforeAll(async () => {
  token = await apiToken(suite.server.url);
});

describe('Master Dashboard: Change Status of the selected orders', () => {
  it('changes the allowed ones and lists the refused with their reasons', { timeout: 240_000 }, async () => {
    const { doc: firstPage } = await adminGet<{ doc: Order[] }>(
      suite.server.url,
      token,
      '/get-shopify-orders?limit=10&offset=1&isTag=false',
    );
    const changes = firstPage.filter(
      (o) =>
        canChangeStatusManually({ status: o.status, problematic: o.problemetic }) &&
        o.status !== 'Preparation',
    );
    // Those in Preparation already are counted apart from the refused (and not listed).
    const alreadySo = firstPage.filter(
      (o) =>
        canChangeStatusManually({ status: o.status, problematic: o.problemetic }) &&
        o.status === 'Preparation',
    );
    const refused = firstPage.filter((o) => !changes.includes(o) && !alreadySo.includes(o));
    // The demo's first page holds both kinds, so each side of the banner is shown.
    expect(changes.length).toBeGreaterThan(0);
    expect(refused.length + alreadySo.length).toBeGreaterThan(0);

    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, suite.server.url, { home: ADMIN_HOME });
    await page.goto(suite.server.url + '/master-dashboard');
    await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    await page.getByRole('checkbox', { name: 'Select this page' }).first().check();
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Preparation' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const summary = [
      `${changes.length} changed`,
      alreadySo.length ? `${alreadySo.length} already so` : '',
      refused.length ? `${refused.length} refused` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const banner = page.locator('[role=status], [role=alert]').filter({ hasText: summary });
    await banner.waitFor();
    const items = await banner.getByRole('listitem').allTextContents();
    expect(items.map((line) => line.split(':')[0]).sort()).toEqual(refused.map((o) => o.order_number).sort());
    // Each refused order says why.
    for (const line of items) expect(line).toMatch(/^#\d+: \S.{4,}/);
    await screenshot(page, 'bulk-master-dashboard');

    const { doc: after } = await adminGet<{ doc: Order[] }>(
      suite.server.url,
      token,
      '/get-shopify-orders?limit=10&offset=1&isTag=false',
    );
    for (const order of changes) expect(after.find((o) => o._id === order._id)?.status).toBe('Preparation');
    for (const order of [...refused, ...alreadySo])
      expect(after.find((o) => o._id === order._id)?.status).toBe(order.status);
    await context.close();
  });

  it(
    'prints the tickets of the selected orders, each barcode reading its order number',
    { timeout: 240_000 },
    async () => {
      const { doc: firstPage } = await adminGet<{ doc: Order[] }>(
        suite.server.url,
        token,
        '/get-shopify-orders?limit=10&offset=1&isTag=false',
      );
      const printed = firstPage.filter((o) => !o.problemetic).slice(0, 2);
      expect(printed).toHaveLength(2);

      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { home: ADMIN_HOME });
      await page.goto(suite.server.url + '/master-dashboard');
      await page.getByRole('row').nth(1).waitFor();
      for (const order of printed)
        await page
          .getByRole('row')
          .filter({ hasText: order.order_number })
          .first()
          .getByRole('checkbox')
          .check();
      await page.getByRole('button', { name: 'Print tickets' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shipping tickets (2)' });
      await dialog.waitFor();
      const barcodes = dialog.locator('svg[data-barcode]');
      await barcodes.nth(1).waitFor();
      await screenshot(page, 'bulk-print-tickets');
      const read = [await decodeBarcode(barcodes.nth(0)), await decodeBarcode(barcodes.nth(1))];
      expect(read.sort()).toEqual(printed.map((o) => o.order_number).sort());
      await context.close();
    },
  );
});
