import { beforeAll, describe, expect, it } from 'vitest';
import { canChangeStatusManually } from '../../domain/orderStatus';
import type { Order } from '../../src/components/orders/types';
import { ADMIN_HOME, adminGet, apiToken, screenshot, signIn, e2eSuite } from './support';

/**
 * Acting on selected rows in the browser (issue 19): on the Master Dashboard, every order of the
 * first page ticked, Change Status to Preparation; the banner counts what changed and names the
 * refused orders with their reasons. Screenshot: test-results/screenshots/bulk-master-dashboard.png.
 */

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
    const refused = firstPage.filter((o) => !changes.includes(o));

    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, suite.server.url, { home: ADMIN_HOME });
    await page.goto(suite.server.url + '/master-dashboard');
    await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    await page.getByRole('checkbox', { name: 'Select all' }).first().check();
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Preparation' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const summary = refused.length
      ? `${changes.length} changed, ${refused.length} refused`
      : `${changes.length} changed`;
    const banner = page.getByRole(refused.length ? 'alert' : 'status').filter({ hasText: summary });
    await banner.waitFor();
    const items = await banner.getByRole('listitem').allTextContents();
    expect(items.map((line) => line.split(':')[0]).sort()).toEqual(refused.map((o) => o.order_number).sort());
    await screenshot(page, 'bulk-master-dashboard');

    const { doc: after } = await adminGet<{ doc: Order[] }>(
      suite.server.url,
      token,
      '/get-shopify-orders?limit=10&offset=1&isTag=false',
    );
    for (const order of changes) expect(after.find((o) => o._id === order._id)?.status).toBe('Preparation');
    await context.close();
  });
});
