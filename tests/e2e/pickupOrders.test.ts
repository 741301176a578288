import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, e2eSuite, screenshot, signIn } from './support';

/**
 * The pickup-order screens in the browser, on the demo's PUOs: Scheduled Pickup Orders with its
 * schedule dialog, and Pickup Orders Sent with an assignment's menu, Shipping Info and the
 * Shipping Ticket. Screenshots go to test-results/screenshots/puo-*.png.
 */

const suite = e2eSuite();
const FLOW_TIMEOUT = 180_000;

describe('pickup orders', () => {
  it(
    'lists the scheduled and the sent PUOs of the demo, with their dialogs',
    async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1500, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { home: ADMIN_HOME });

      await page.goto(suite.server.url + '/puo-to-be-sent');
      await page.getByRole('heading', { name: 'Scheduled Pickup Orders', exact: true }).waitFor();
      const rows = page.locator('tbody tr');
      await rows
        .filter({ hasText: /PUO-\d+/ })
        .first()
        .waitFor();
      await screenshot(page, 'puo-1-to-be-sent');
      await page
        .getByRole('button', { name: /^Update Scheduled date & time of PUO-/ })
        .first()
        .click();
      const schedule = page.getByRole('dialog', { name: 'Update Scheduled date & time' });
      await schedule.getByRole('combobox', { name: /New Time/ }).waitFor();
      await screenshot(page, 'puo-2-schedule-dialog');
      await schedule.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(suite.server.url + '/puo-sent');
      await page.getByRole('heading', { name: 'Pickup Orders Sent', exact: true }).waitFor();
      await rows
        .filter({ hasText: /PUO-\d+/ })
        .first()
        .waitFor();
      // Sent PUOs offer no 'send'.
      await expect(page.getByRole('button', { name: /^send PUO-/ }).count()).resolves.toBe(0);
      await screenshot(page, 'puo-3-sent');

      // An assignment's menu: Shipping Info (its modal: Add Shipping Info or read-only), then the Shipping Ticket.
      const firstRow = rows.filter({ hasText: /PUO-\d+/ }).first();
      await firstRow.getByRole('button', { name: 'Actions', exact: true }).click();
      await page.getByRole('menuitem', { name: /Shipping Info/ }).click();
      const info = page.getByRole('dialog');
      await info.waitFor();
      await page.waitForTimeout(400); // the dialog's fade-in
      await screenshot(page, 'puo-4-shipping-info');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await firstRow.getByRole('button', { name: 'Actions', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Shipping Ticket' }).click();
      await page
        .getByRole('dialog')
        .getByText(/PUO-\d+/)
        .first()
        .waitFor();
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      await page.waitForTimeout(400); // the dialog's fade-in
      await screenshot(page, 'puo-5-shipping-ticket');
      await context.close();
    },
    FLOW_TIMEOUT,
  );
});
