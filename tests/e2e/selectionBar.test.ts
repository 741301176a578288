import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_HOME, e2eSuite, screenshot, signIn } from './support';

/**
 * The bar of ticked rows takes its own place above the table (issue 28 item 14): the header row,
 * its column names and sort arrows, stays in view under it, also when the table scrolls sideways;
 * on a phone the bar is above the cards.
 */
const suite = e2eSuite();

const bar = (page: Page) =>
  page.locator('[data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)');

/** The header cells with a name that the bar covers (the point at a cell's middle is in the bar). */
const coveredHeaders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main thead tr.RaDataTable-headerRow > th')]
      .filter((th) => th.textContent?.trim() && th.getBoundingClientRect().width > 0)
      .filter((th) => {
        const box = th.getBoundingClientRect();
        const right = Math.min(box.right, window.innerWidth - 1);
        const at = document.elementFromPoint((box.left + right) / 2, box.top + box.height / 2);
        return !!at?.closest('[data-test="bulk-actions-toolbar"]');
      })
      .map((th) => th.textContent?.trim()),
  );

describe('the bar of ticked rows', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, suite.server.url, { home: ADMIN_HOME });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lies above the Master Dashboard’s header row, which stays in view, scrolled to either end', async () => {
    await page.goto(suite.server.url + '/master-dashboard');
    await page.locator('tbody tr.RaDataTable-row').first().waitFor();
    const header = page.locator('main thead tr.RaDataTable-headerRow').first();
    const untickedTop = (await header.boundingBox())!.y;
    await page.locator('tbody tr.RaDataTable-row').first().getByRole('checkbox').check();
    await bar(page).waitFor();
    await page.waitForTimeout(400); // react-admin's bar slides in
    const barBox = (await bar(page).boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(headerBox.y + 1);
    expect(headerBox.y).toBeGreaterThan(untickedTop);
    await screenshot(page, 'selection-bar-master-dashboard');
    // The bar keeps the page checkbox; the whole page ticked, it offers Select all.
    await bar(page).getByRole('checkbox', { name: 'Select this page' }).check();
    await bar(page).getByRole('button', { name: 'Select all' }).waitFor();
    for (const left of [0, 10_000]) {
      await page.evaluate((to) => {
        for (const t of document.querySelectorAll<HTMLElement>('main .RaDataTable-tableWrapper'))
          t.scrollLeft = to;
      }, left);
      expect(await coveredHeaders(page), `scrolled to ${left}`).toEqual([]);
      // The bar stays where it is: in view at the card's left.
      expect((await bar(page).boundingBox())!.x).toBeCloseTo(barBox.x, 0);
    }
    await page.evaluate(() => {
      for (const t of document.querySelectorAll<HTMLElement>('main .RaDataTable-tableWrapper'))
        t.scrollLeft = 0;
    });
    await bar(page).getByRole('button', { name: 'Unselect' }).click();
    await bar(page).waitFor({ state: 'detached' });
  });

  it('on a phone, lies above the cards, none of them under it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(suite.server.url + '/master-dashboard');
    const firstCard = page.locator('tbody tr.RaDataTable-row').first();
    await firstCard.waitFor();
    await firstCard.getByRole('checkbox').check();
    await bar(page).waitFor();
    await page.waitForTimeout(400);
    const barBox = (await bar(page).boundingBox())!;
    const cardBox = (await firstCard.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(cardBox.y + 1);
    await screenshot(page, 'selection-bar-master-dashboard-phone');
  });
});
