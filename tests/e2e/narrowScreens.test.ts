import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { e2eSuite, SHOTS, signIn } from './support';

/**
 * Every list of every role on a phone (390 × 844): the sidebar is a closed drawer that the menu
 * button opens and a link closes; the page is never wider than the window; each row is a card
 * showing its number and status; search and filters are in view; the first card's row menu
 * opens (on a PO with several assign orders, an assign order's, once expanded) and its first
 * entry's dialog or screen fits the window; with a card ticked, every button of the bar of
 * ticked rows is in the window; an Add screen fits too. Screenshots go to
 * test-results/screenshots/narrow-*.png.
 */
const suite = e2eSuite();
const VIEWPORT = { width: 390, height: 844 };
const TIMEOUT = 300_000;

interface NarrowList {
  path: string;
  /** The row's number (or name), on its card. */
  number: RegExp;
  /** Its status, on its card, where the list shows one. */
  status?: RegExp;
  /** A list the demo data may leave empty for the role (nothing needs attention). */
  mayBeEmpty?: boolean;
}

const ORDER_STATUS = /Pending|Preparation|Ready|Awaiting Pickup|Shipped|Refund|Problematic/;
const ACTIVATION = /Active|Inactive|Activated|Deactivated/;
const ORDER_LISTS: NarrowList[] = [
  { path: '/master-dashboard', number: /#\d+/, status: ORDER_STATUS },
  {
    path: '/consolidate-unconsolidate',
    number: /#\d+/,
    status: ORDER_STATUS,
  },
  { path: '/warehouse-orders', number: /#\d+/, status: ORDER_STATUS },
];
const ATTENTION: NarrowList = { path: '/attention', number: /(PO|PUO)-\d+|#\d+/, mayBeEmpty: true };
const STOCK: NarrowList = { path: '/stock', number: /\w+-?\w*/ };

const ROLES: { email: string; home: string; lists: NarrowList[] }[] = [
  {
    email: 'admin@demo.test',
    home: 'Scheduled Supplier Orders',
    lists: [
      ATTENTION,
      { path: '/to-be-sent', number: /PO-\d+/ },
      {
        path: '/Sent',
        number: /PO-\d+/,
        status: /Pending Payment|Paid|Cancelled/,
      },
      { path: '/puo-to-be-sent', number: /PUO-\d+/ },
      { path: '/puo-sent', number: /PUO-\d+/, status: ORDER_STATUS },
      ...ORDER_LISTS,
      { path: '/warehouses', number: /\w+/, status: ACTIVATION },
      { path: '/suppliers', number: /\w+/, status: ACTIVATION },
      { path: '/shipping-agents', number: /\w+/, status: ACTIVATION },
      { path: '/products', number: /[A-Z]{2}-?\w+/ },
      STOCK,
    ],
  },
  {
    email: 'warehouse@demo.test',
    home: 'Warehouse Orders',
    lists: [ATTENTION, ORDER_LISTS[2], STOCK],
  },
  {
    email: 'supplier@demo.test',
    home: 'Purchase Orders',
    lists: [ATTENTION, { path: '/', number: /PO-\d+/, status: ORDER_STATUS }],
  },
];

const content = (page: Page) => page.locator('#main-content');
const cards = (page: Page) => content(page).locator('tbody tr.RaDataTable-row');
/** What the phone shows (not the whole page: a list of cards is long). */
const shot = (page: Page, email: string, path: string, what = '') => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const name = `narrow-${email.split('@')[0]}${path === '/' ? '-home' : path.replace(/\//g, '-')}${what}`;
  return page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** How far the page reaches past the window's right edge (pixels). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Left and right edge of an element, to be inside the window. */
async function inWindow(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  expect({ what, left: box!.x >= 0, right: box!.x + box!.width <= VIEWPORT.width }).toEqual({
    what,
    left: true,
    right: true,
  });
}

/** The drawer of the sidebar: closed, opened by the app bar's menu button, closed by a link. */
async function goByDrawer(page: Page, href: string) {
  // The app bar hides while the page scrolls down (react-admin's, on a phone): back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.waitFor();
  const closed = drawer.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await drawer.locator(`a[href="${href}"]`).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** The first visible row menu of the list's cards, expanding the first card if it has none itself. */
async function firstRowMenu(page: Page): Promise<Locator | null> {
  const menus = content(page).locator('button[aria-haspopup="menu"][aria-label^="Actions"]:visible');
  if ((await menus.count()) === 0) {
    const expand = cards(page)
      .first()
      .getByRole('button', { name: /assign orders|assignments|products/ });
    if (await expand.count()) {
      await expand.first().click();
      await menus
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
    }
  }
  return (await menus.count()) > 0 ? menus.first() : null;
}

/** Closes the open dialog by Escape, else by its Cancel or Close button. */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  const gone = () => page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: 2_000 });
  if (
    await gone().then(
      () => true,
      () => false,
    )
  )
    return;
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: /^(cancel|close)$/i })
    .first()
    .click();
  await gone();
}

/** With the first card ticked, the bar of ticked rows and each of its buttons fit the window. */
async function checkSelectionBar(page: Page, email: string, list: NarrowList) {
  const tick = cards(page).first().getByRole('checkbox');
  if (!(await tick.count())) return;
  await tick.check();
  const bar = content(page).locator('[data-test="bulk-actions-toolbar"]');
  await bar.getByText(/1 item selected/).waitFor();
  await page.waitForTimeout(300);
  await inWindow(bar, `${list.path} bar of ticked rows`);
  const buttons = bar.getByRole('button');
  for (let i = 0; i < (await buttons.count()); i++)
    await inWindow(buttons.nth(i), `${list.path} bulk button '${await buttons.nth(i).textContent()}'`);
  expect(await pageOverflow(page), `${list.path} with a ticked card`).toBe(0);
  await shot(page, email, list.path, '-selected');
  await tick.uncheck();
  await bar.getByText(/1 item selected/).waitFor({ state: 'hidden' });
}

/** The first entry of the first row menu: its dialog (or screen) fits the window. */
async function checkRowMenu(page: Page, email: string, list: NarrowList) {
  const button = await firstRowMenu(page);
  if (!button) return 'no menu';
  await button.scrollIntoViewIfNeeded();
  await inWindow(button, `${list.path} row menu button`);
  await button.click();
  const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"] [role="menu"]`);
  await menu.waitFor();
  await page.waitForTimeout(300);
  await inWindow(menu, `${list.path} row menu`);
  await shot(page, email, list.path, '-menu');
  const first = menu.locator('[role="menuitem"]:not([aria-disabled="true"])').first();
  const entry = (await first.textContent()) ?? '';
  const before = page.url();
  await first.click();
  const dialog = page.getByRole('dialog').last();
  for (let i = 0; i < 100 && !(await dialog.isVisible()) && page.url() === before; i++)
    await page.waitForTimeout(50);
  if (await dialog.isVisible()) {
    await page.waitForTimeout(400);
    await inWindow(dialog.locator('.MuiDialog-paper').or(dialog).first(), `${list.path} ${entry} dialog`);
    expect(await pageOverflow(page), `${list.path} ${entry} dialog`).toBe(0);
    await shot(page, email, list.path, '-dialog');
    await closeDialog(page);
    return `dialog ${entry}`;
  }
  if (page.url() !== before) {
    await page.waitForLoadState();
    await page.waitForTimeout(800);
    expect(await pageOverflow(page), `${list.path} ${entry} screen`).toBe(0);
    await shot(page, email, list.path, '-entry');
    await page.goBack();
    return `screen ${entry}`;
  }
  await page.keyboard.press('Escape');
  return `acts at once: ${entry}`;
}

describe('lists on a 390-pixel phone', () => {
  it.each(ROLES)(
    'each list of $email is cards with their number, status and row actions, no wider than the window',
    async ({ email, home, lists }) => {
      const context = await suite.browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { email, home });
      const seen: Record<string, string> = {};
      for (const list of lists) {
        await goByDrawer(page, list.path);
        await page.waitForURL((url) => url.pathname.toLowerCase() === list.path.toLowerCase());
        await content(page).getByRole('heading', { level: 1 }).waitFor();
        await cards(page).or(content(page).getByText('Nothing found.')).first().waitFor();
        await page.waitForTimeout(500);
        if (list.mayBeEmpty && !(await cards(page).count())) {
          expect(await pageOverflow(page), `${list.path} page`).toBe(0);
          await shot(page, email, list.path);
          seen[list.path] = 'empty';
          continue;
        }
        expect(await pageOverflow(page), `${list.path} page`).toBe(0);
        await inWindow(content(page).getByRole('search'), `${list.path} search`);
        const filter = content(page).getByRole('button', { name: 'Filter', exact: true });
        if (await filter.count()) await inWindow(filter, `${list.path} Filter`);
        const card = cards(page).first();
        await inWindow(card, `${list.path} card`);
        await expect(card.textContent()).resolves.toMatch(list.number);
        if (list.status) await expect(card.textContent()).resolves.toMatch(list.status);
        // The header above the cards keeps the list's sort buttons, in the window.
        const sorting = content(page).locator('thead .MuiTableSortLabel-root');
        if (await sorting.count()) await inWindow(sorting.last(), `${list.path} last sort button`);
        await shot(page, email, list.path);
        await checkSelectionBar(page, email, list);
        seen[list.path] = await checkRowMenu(page, email, list);
        // A row without a menu has its action on the card ('Fix', 'send').
        if (seen[list.path] === 'no menu')
          await inWindow(card.getByRole('button').last(), `${list.path} row action`);
        // An Add screen of the list fits as well.
        const create = content(page).locator('a[href$="/create"]').first();
        if (await create.count()) {
          await create.click();
          await page
            .getByRole('button', { name: /save|add/i })
            .first()
            .waitFor();
          expect(await pageOverflow(page), `${list.path} add screen`).toBe(0);
          await shot(page, email, list.path, '-add');
          await page.goBack();
        }
        expect(await pageOverflow(page), `${list.path} page after its actions`).toBe(0);
      }
      console.log(email, seen);
      await context.close();
    },
    TIMEOUT,
  );
});

describe('sorting on a phone', () => {
  it('sorts a list by a column from the header above the cards, and reverses it', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, suite.server.url, { email: ROLES[0].email, home: ROLES[0].home });
    await goByDrawer(page, '/master-dashboard');
    await cards(page).first().waitFor();
    const byNumber = content(page)
      .locator('thead')
      .getByRole('button', { name: /^Sort by Order#/i });
    await inWindow(byNumber, 'Order# sort button');
    await byNumber.click();
    await page.waitForURL(/order=ASC/);
    const first = async () => Number((await cards(page).first().textContent())?.match(/#(\d+)/)?.[1]);
    await page.waitForTimeout(800);
    const lowest = await first();
    await byNumber.click();
    await page.waitForURL(/order=DESC/);
    // Reversed: the first card now has the highest number, above the lowest one.
    await expect.poll(first).toBeGreaterThan(lowest);
    await shot(page, ROLES[0].email, '/master-dashboard', '-sorted');
    await context.close();
  });
});
