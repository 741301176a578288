import { describe, expect, it } from 'vitest';
import { e2eSuite, screenshot, signIn } from './support';

const suite = e2eSuite();
const VIEWPORT = { width: 1440, height: 900 };

/** The widest lists of each role: their Status column and row menu must be in view at 1440 px. */
const LISTS = [
  { email: 'admin@demo.test', home: 'Scheduled Supplier Orders', path: '/master-dashboard' },
  { email: 'admin@demo.test', home: 'Scheduled Supplier Orders', path: '/warehouse-orders' },
  { email: 'admin@demo.test', home: 'Scheduled Supplier Orders', path: '/consolidate-unconsolidate' },
  { email: 'admin@demo.test', home: 'Scheduled Supplier Orders', path: '/puo-sent' },
  { email: 'supplier@demo.test', home: 'Purchase Orders', path: '/purchase-orders' },
];

describe('wide lists at 1440 x 900', () => {
  it.each(LISTS)(
    '$path keeps its Status column and row menu in view ($email)',
    async ({ email, home, path }) => {
      const page = await (await suite.browser.newContext({ viewport: VIEWPORT })).newPage();
      await signIn(page, suite.server.url, { email, home });
      await page.goto(suite.server.url + path);
      await page.locator('tbody tr.RaDataTable-row').first().waitFor();
      // The list's own last column, and the one before its row menu if it has one.
      const header = page.locator('thead tr.RaDataTable-headerRow').first();
      const hasMenu = (await header.locator('th.row-menu-cell').count()) > 0;
      const menu = page.locator('tbody tr.RaDataTable-row').first().locator('> td:last-child');
      const status = header.locator(hasMenu ? '> th:nth-last-child(2)' : '> th:last-child');
      // Consolidate/Unconsolidate ends with its Consolidate column (spec 000), Status just before it.
      await expect(status.textContent()).resolves.toMatch(/^(Status|Consolidate)$/);
      // Scrolled as far left as the table goes, and as far right: they stay at the card's edge.
      for (const scrollLeft of [0, 10_000]) {
        await page.evaluate((left) => {
          for (const card of document.querySelectorAll<HTMLElement>('.MuiCard-root')) card.scrollLeft = left;
        }, scrollLeft);
        for (const cell of [status, menu]) {
          const box = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
        }
        // A multi-product row of the supplier's list has its actions on its product lines.
        if (await menu.getByRole('button').count())
          await expect(menu.getByRole('button').first().isVisible()).resolves.toBe(true);
      }
      await screenshot(page, `wide-list${path.replace(/\//g, '-')}`);
      await page.context().close();
    },
  );
});
