import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, e2eSuite, screenshot, signIn } from './support';

/**
 * The wide lists fit a laptop window: at 1440 and 1500 pixels wide, the table of each list on
 * the demo's rows is no wider than its card, so Status and the row menu show without scrolling.
 * Screenshots go to test-results/screenshots/width-*.png.
 */

const suite = e2eSuite();
const TIMEOUT = 240_000;

const LISTS = [
  { path: '/puo-sent', title: 'Pickup Orders Sent', row: /PUO-\d+/ },
  { path: '/puo-to-be-sent', title: 'Scheduled Pickup Orders', row: /PUO-\d+/ },
  { path: '/to-be-sent', title: 'Scheduled Supplier Orders', row: /PO-\d+/ },
  { path: '/Sent', title: 'Purchase Orders Sent', row: /PO-\d+/ },
  { path: '/warehouse-orders', title: 'Warehouse Orders', row: /#\d+/ },
];

/** How far the list's table reaches past its card, and the page past the window (pixels). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('main table') as HTMLElement;
    const card = table.closest('.MuiCard-root') as HTMLElement;
    return {
      table: table.scrollWidth - card.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    };
  });

describe('list widths', () => {
  it(
    'each wide list fits 1440 and 1500 pixels: no scrolling to reach Status and the row menu',
    async () => {
      const measured: { list: string; width: number; table: number; page: number }[] = [];
      for (const width of [1440, 1500]) {
        const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await signIn(page, suite.server.url, { home: ADMIN_HOME });
        for (const list of LISTS) {
          await page.goto(suite.server.url + list.path);
          await page.getByRole('heading', { name: list.title, exact: true }).waitFor();
          await page.locator('tbody tr').filter({ hasText: list.row }).first().waitFor();
          // Measured with the sidebar fully open (it slides open after a page load).
          await expect
            .poll(() =>
              page.evaluate(() => document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width),
            )
            .toBeGreaterThanOrEqual(200);
          await page.waitForTimeout(300);
          await screenshot(page, `width-${width}${list.path.replace('/', '-').toLowerCase()}`);
          measured.push({ list: list.path, width, ...(await overflow(page)) });
          // And with the first row's further lines open (assign orders, assignments, products).
          const count = page.getByRole('button', { name: /^\d+ (assign orders|assignments|products)$/ });
          if (await count.count()) {
            await count.first().click();
            await page.waitForTimeout(400);
            await screenshot(page, `width-${width}${list.path.replace('/', '-').toLowerCase()}-expanded`);
            measured.push({ list: `${list.path} expanded`, width, ...(await overflow(page)) });
          }
        }
        await context.close();
      }
      expect(measured).toEqual(measured.map((m) => ({ ...m, table: 0, page: 0 })));
    },
    TIMEOUT,
  );
});
