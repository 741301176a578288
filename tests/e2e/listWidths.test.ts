import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, e2eSuite, screenshot, signIn } from './support';
import { chooseLanguage, nameIn, type Language } from './screenTour';

/**
 * The wide lists fit a laptop window: at 1440 and 1500 pixels wide, in English and in German
 * (longer words), the table of each list on the demo's rows is no wider than its card, so Status
 * and the row menu show without scrolling. Screenshots go to
 * test-results/screenshots/width-<width>[-de]-<list>.png.
 */

const suite = e2eSuite();
const TIMEOUT = 240_000;

/** Each list with its English title (shown in the chosen language) and the look of its rows. */
const LISTS = [
  { path: '/puo-sent', title: 'Pickup Orders Sent', row: /PUO-\d+/ },
  { path: '/puo-to-be-sent', title: 'Scheduled Pickup Orders', row: /PUO-\d+/ },
  { path: '/to-be-sent', title: 'Scheduled Supplier Orders', row: /PO-\d+/ },
  { path: '/Sent', title: 'Purchase Orders Sent', row: /PO-\d+/ },
  { path: '/warehouse-orders', title: 'Warehouse Orders', row: /#\d+/ },
];
const LANGUAGES: Language[] = ['en', 'de'];

/** The button opening a row's further lines, in `language`. */
const expandCount = (language: Language) =>
  language === 'en'
    ? /^\d+ (assign orders|assignments|products)$/
    : /^\d+ (Zuordnungen|Zuteilungen|Produkte)$/;

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
    'each wide list fits 1440 and 1500 pixels, in English and German: no scrolling to reach Status and the row menu',
    async () => {
      const measured: { list: string; width: number; table: number; page: number }[] = [];
      // The user menu's choice of language is the user's own: back to English after each width.
      for (const [width, language] of [1440, 1500].flatMap((w) => LANGUAGES.map((l) => [w, l] as const))) {
        const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await signIn(page, suite.server.url, { home: ADMIN_HOME });
        if (language === 'de') await chooseLanguage(page, 'en', 'de');
        const shot = `width-${width}${language === 'en' ? '' : `-${language}`}`;
        for (const list of LISTS) {
          await page.goto(suite.server.url + list.path);
          await page.getByRole('heading', { name: nameIn(language, list.title) }).waitFor();
          await page.locator('tbody tr').filter({ hasText: list.row }).first().waitFor();
          // Measured with the sidebar fully open (it slides open after a page load).
          await expect
            .poll(() =>
              page.evaluate(() => document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width),
            )
            .toBeGreaterThanOrEqual(200);
          await page.waitForTimeout(300);
          await screenshot(page, `${shot}${list.path.replace('/', '-').toLowerCase()}`);
          measured.push({ list: `${language} ${list.path}`, width, ...(await overflow(page)) });
          // And with the first row's further lines open (assign orders, assignments, products).
          const count = page.getByRole('button', { name: expandCount(language) });
          if (await count.count()) {
            await count.first().click();
            await page.waitForTimeout(400);
            await screenshot(page, `${shot}${list.path.replace('/', '-').toLowerCase()}-expanded`);
            measured.push({ list: `${language} ${list.path} expanded`, width, ...(await overflow(page)) });
          }
        }
        if (language === 'de') await chooseLanguage(page, 'de', 'en');
        await context.close();
      }
      expect(measured).toEqual(measured.map((m) => ({ ...m, table: 0, page: 0 })));
    },
    TIMEOUT,
  );
});
