import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, screenshot, signIn } from './support';
import { chooseLanguage, nameIn, type Language } from './screenTour';

const suite = e2eSuite();
const VIEWPORT = { width: 1440, height: 900 };

/** The widest lists of each role: their Status column and row menu must be in view at 1440 px. */
const ROLES = [
  {
    email: 'admin@demo.test',
    home: 'Scheduled Supplier Orders',
    paths: ['/master-dashboard', '/warehouse-orders', '/consolidate-unconsolidate', '/puo-sent'],
  },
  { email: 'supplier@demo.test', home: 'Purchase Orders', paths: ['/purchase-orders'] },
];

/** English first, then German (longer headers): each list is checked in both. */
const LANGUAGES: Language[] = ['en', 'de'];

/** The header of the column kept before the row menu: Status, or Consolidate (spec 000) on its list. */
const statusHeader = (language: Language) =>
  new RegExp(`${nameIn(language, 'Status').source}|${nameIn(language, 'Consolidate').source}`);

/** Scrolls the list's table sideways in its card, as far as `left` or its end. */
const scrollCards = (page: Page, left: number) =>
  page.evaluate((to) => {
    for (const table of document.querySelectorAll<HTMLElement>('.MuiCard-root .RaDataTable-tableWrapper'))
      table.scrollLeft = to;
  }, left);

/** The lists whose opened rows list lines with a menu each (a PUO's assignments, a supplier's products). */
const LINE_MENU_LISTS = ['/puo-sent', '/purchase-orders'];

describe.each(ROLES)('wide lists at 1440 x 900 ($email)', ({ email, home, paths }) => {
  let page: Page;
  let shown: Language = 'en';

  // One window per role, signed in once; the user menu switches the language between the passes.
  beforeAll(async () => {
    page = await (await suite.browser.newContext({ viewport: VIEWPORT })).newPage();
    await signIn(page, suite.server.url, { email, home });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(LANGUAGES.flatMap((language) => paths.map((path) => ({ path, language }))))(
    '$path keeps its Status column and row menu in view, in $language',
    async ({ path, language }) => {
      if (language !== shown) {
        await chooseLanguage(page, shown, language);
        shown = language;
      }
      await page.goto(suite.server.url + path);
      await page.locator('tbody tr.RaDataTable-row').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      // The list's own last column, and the one before its row menu if it has one.
      const header = page.locator('thead tr.RaDataTable-headerRow').first();
      const hasMenu = (await header.locator('th.row-menu-cell').count()) > 0;
      const menu = page.locator('tbody tr.RaDataTable-row').first().locator('> td:last-child');
      const status = header.locator(hasMenu ? '> th:nth-last-child(2)' : '> th:last-child');
      // Consolidate/Unconsolidate ends with its Consolidate column (spec 000), Status just before it.
      await expect(status.textContent()).resolves.toMatch(statusHeader(language));
      // Scrolled as far left as the table goes, and as far right: they stay at the card's edge.
      for (const scrollLeft of [0, 10_000]) {
        await scrollCards(page, scrollLeft);
        for (const cell of [status, menu]) {
          const box = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
        }
        // A multi-product row of the supplier's list has its actions on its product lines.
        if (await menu.getByRole('button').count())
          await expect(menu.getByRole('button').first().isVisible()).resolves.toBe(true);
      }
      // A row's further lines with a menu each (the supplier's products): opened, their status and
      // menu in view too, at the card's edge as the rows'.
      const expand = page.locator('tbody tr.RaDataTable-row .RaDataTable-expandIcon').first();
      if (await expand.count()) {
        // Opened rows stay open across page loads (react-admin's store): open it only if closed.
        if ((await expand.getAttribute('aria-expanded')) === 'false') await expand.click();
        const lines = page.locator('tr.RaDataTable-expandRow tbody tr:has(> td.row-menu-cell)');
        // These lists' opened lines each have a menu: the check below must find them there.
        if (LINE_MENU_LISTS.includes(path)) await lines.first().waitFor({ state: 'visible' });
        if (await lines.first().isVisible()) {
          for (const scrollLeft of [0, 10_000]) {
            await scrollCards(page, scrollLeft);
            for (const cell of await lines.locator('> td:nth-last-child(-n+2)').all()) {
              const box = (await cell.boundingBox())!;
              expect(box.x).toBeGreaterThanOrEqual(0);
              expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
            }
          }
          await screenshot(
            page,
            `wide-list${language === 'en' ? '' : `-${language}`}${path.replace(/\//g, '-')}-expanded`,
          );
        }
      }
      // With a row ticked, the bar of ticked rows shows every button inside the card, the table
      // scrolled to either end.
      const tick = page.locator('tbody tr.RaDataTable-row').first().getByRole('checkbox');
      await tick.check();
      const bar = page.locator('[data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)');
      await bar.waitFor();
      const card = (await page.locator('main .MuiCard-root').first().boundingBox())!;
      for (const scrollLeft of [0, 10_000]) {
        await scrollCards(page, scrollLeft);
        for (const button of await bar.getByRole('button').all()) {
          const box = (await button.boundingBox())!;
          expect({ button: await button.textContent(), left: box.x >= card.x }).toEqual({
            button: await button.textContent(),
            left: true,
          });
          expect({
            button: await button.textContent(),
            right: box.x + box.width <= card.x + card.width,
          }).toEqual({
            button: await button.textContent(),
            right: true,
          });
        }
      }
      await screenshot(
        page,
        `wide-list${language === 'en' ? '' : `-${language}`}${path.replace(/\//g, '-')}-ticked`,
      );
      await tick.uncheck();
      await bar.waitFor({ state: 'detached' });
      // Nor does the page itself scroll sideways to reach them.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await screenshot(
        page,
        `wide-list${language === 'en' ? '' : `-${language}`}${path.replace(/\//g, '-')}`,
      );
    },
  );
});
