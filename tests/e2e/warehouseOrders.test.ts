import { describe, expect, it } from 'vitest';
import { e2eSuite, screenshot, signIn, daysAhead } from './support';

/**
 * Warehouse Orders in the browser, on the demo data: the demo Warehouse account's own orders in
 * every state, the Change Status warning, the estimated-date dialog, a Shipped order's timeline,
 * and the Admin's Warehouse column. Screenshots go to test-results/screenshots/wo-*.png.
 */

const suite = e2eSuite();

describe('Warehouse Orders', () => {
  it('a Warehouse user sees its own orders in every state, the warning and the date dialog', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1500, height: 900 } });
    await signIn(page, suite.server.url, { email: 'warehouse@demo.test' });
    await page.getByRole('heading', { name: 'Warehouse Orders', exact: true }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await expect(page.getByRole('columnheader', { name: 'Warehouse', exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'wo-1-warehouse-list');

    // A Pending order without an agent: Change Status warns and offers no Ready.
    const pending = rows.filter({ hasText: 'Not set' }).first();
    await pending.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByText('Shipping Agent is missing. Please select a Shipping Agent first.').waitFor();
    await expect(dialog.getByRole('radio', { name: 'Ready' }).count()).resolves.toBe(0);
    await screenshot(page, 'wo-2-change-status-warning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await pending.getByRole('button', { name: 'Edit estimated shipping date' }).click();
    const dateDialog = page.getByRole('dialog', { name: 'Update Estimated Shipping Date' });
    await dateDialog.getByLabel(/Estimated Shipping Date/).fill(daysAhead(18).typed);
    await dateDialog.getByRole('button', { name: 'Update' }).click();
    await dateDialog.getByText('This window closes in 3 seconds.').waitFor();
    await screenshot(page, 'wo-3-estimated-date-saved');
    await dateDialog.waitFor({ state: 'detached', timeout: 6000 });

    await page.getByRole('button', { name: /Filter/ }).click();
    await page.getByRole('menuitem', { name: 'Shipped' }).click();
    // The list reloads with the filter: wait for its rows rather than the previous ones.
    await expect
      .poll(() => rows.filter({ hasText: 'Shipped' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'wo-4-filter-shipped');

    // The Shipped order was Ready, so it had joined its agent's pickup order from the warehouse;
    // shipping it before that PUO was sent took it off again, and its timeline says so.
    await rows.filter({ hasText: 'Shipped' }).first().getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: /Order details/ }).waitFor();
    await page
      .getByText(/^Left pickup order PUO-\d+: the warehouse shipped the order before it was sent/)
      .waitFor();
    await page.getByText('warehouse@demo.test').first().waitFor();
    // Its product row shows the tracking of the parcel the warehouse sent.
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: '4401938273' }).waitFor();
    await screenshot(page, 'wo-6-shipped-details-timeline');
    await page.close();
  });

  it('an Admin sees every warehouse, with the Warehouse column', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(page, suite.server.url, { email: 'admin@demo.test' });
    await page.getByRole('heading', { name: 'Scheduled Supplier Orders', exact: true }).waitFor();
    await page.goto(suite.server.url + '/warehouse-orders');
    await page.getByRole('columnheader', { name: 'Warehouse', exact: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'wo-5-admin-list');
    await page.close();
  });
});
