import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { e2eSuite, signIn } from './support';

/**
 * Every screen and its main dialogs, for each role and in both themes, read by axe-core against
 * WCAG 2.1 A and AA: no serious or critical violation. The screens are the role's sidebar
 * links; on each, the Add screens it links to, the first row's menu with each entry's dialog or
 * screen (details, edit, history), the first row opened, and the buttons that open a dialog
 * (import, add a product, schedule, shipping agent and date).
 */
const suite = e2eSuite();

const ROLES = [
  { role: 'Admin', email: 'admin@demo.test', home: 'Scheduled Supplier Orders' },
  { role: 'Warehouse', email: 'warehouse@demo.test', home: 'Warehouse Orders' },
  { role: 'Supplier', email: 'supplier@demo.test', home: 'Purchase Orders' },
] as const;
type Theme = 'light' | 'dark';

/** Buttons of a screen that open a dialog: the first of each, when the screen has one. */
const DIALOG_BUTTONS = [
  /^Import CSV$/,
  /^Add Product manually$/,
  /^Update Scheduled date & time of /,
  /^Edit shipping agent$/,
  /^Edit estimated shipping date$/,
  /^Update Shipping Agent of /,
  /^Update Estimated Shipping Date of /,
];

interface Violation {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
  summary: string;
}

const STEP = 10_000;

/** What axe read, per test: a screen left out by a broken selector shows in the count. */
let read: string[] = [];

/** Runs axe-core on the page as it is now; answers its serious and critical violations. */
async function violationsOn(page: Page, screen: string): Promise<Violation[]> {
  // Injected once per document: a reload or a full navigation drops it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  // A menu or dialog still fading in reads as faint text on its backdrop (a spinner turns forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const found = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((node) => node.target.join(' ')),
        summary: v.nodes[0]?.failureSummary ?? v.help,
      }));
  });
  read.push(screen);
  return found.map((v) => ({ screen, ...v }));
}

/** Calls of the browser still under way, per page: a screen has drawn its data when none is. */
const inFlight = new WeakMap<Page, number>();
function countRequests(page: Page) {
  inFlight.set(page, 0);
  const change = (by: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + by);
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Waits until no call has been under way for a moment and no progress indicator shows. */
async function settled(page: Page) {
  const deadline = Date.now() + STEP;
  for (let quietSince = Date.now(); Date.now() < deadline; await page.waitForTimeout(50)) {
    if ((inFlight.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 150) break;
  }
  await page
    .locator('.MuiLinearProgress-root, .MuiSkeleton-root, .MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: STEP })
    .catch(() => undefined);
}

const content = (page: Page) => page.locator('#main-content');
const openDialog = (page: Page) => page.getByRole('dialog').last();

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
  await openDialog(page)
    .getByRole('button', { name: /^(cancel|close)$/i })
    .first()
    .click();
  await page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: STEP });
}

/** Clicks `trigger`; answers 'dialog' when a dialog opened, 'screen' when the address changed. */
async function follow(page: Page, trigger: Locator): Promise<'dialog' | 'screen' | 'nothing'> {
  const before = page.url();
  await trigger.click();
  for (let i = 0; i < 100; i++) {
    if (await openDialog(page).isVisible()) {
      await settled(page);
      return 'dialog';
    }
    if (page.url() !== before) {
      await settled(page);
      return 'screen';
    }
    await page.waitForTimeout(50);
  }
  return 'nothing';
}

/** Every link of the role's sidebar, its submenus opened. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.locator('.RaSidebar-fixed');
  const closed = sidebar.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await sidebar
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

/**
 * The user menu (read by axe as it is open), then its theme entry, to see the other theme (kept
 * in this browser, src/store.ts).
 */
async function switchTheme(page: Page, to: Theme, found: Violation[]) {
  await page.getByRole('button', { name: /profile/i }).click();
  await page.getByRole('menuitem').first().waitFor();
  found.push(...(await violationsOn(page, 'user menu')));
  const entry = page.getByRole('menuitem', { name: to === 'dark' ? 'Dark theme' : 'Light theme' });
  await entry.click();
  await entry.waitFor({ state: 'detached' });
}

/** Row menu entries that act at once, opening nothing to read. */
const ACTS_AT_ONCE = ['Activate', 'Deactivate'];

/** Back to the screen a link or a row menu entry left (the app's own history: no reload). */
async function back(page: Page) {
  await page.goBack();
  await settled(page);
}

/**
 * One screen of the sidebar and what it opens, each read by axe; the violations go to `found`.
 * The app is moved by its own links and history, not reloaded, so axe-core is injected once.
 */
async function checkScreen(page: Page, href: string, label: string, found: Violation[]) {
  await page.locator(`.RaSidebar-fixed a[href="${href}"]`).click();
  await settled(page);
  found.push(...(await violationsOn(page, label)));

  // The Add screens it links to.
  const creates = await content(page)
    .locator('a[href$="/create"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const create of [...new Set(creates)]) {
    await content(page).locator(`a[href="${create}"]`).first().click();
    await settled(page);
    found.push(...(await violationsOn(page, `${label} > ${create}`)));
    await back(page);
  }

  // The buttons that open a dialog.
  for (const name of DIALOG_BUTTONS) {
    const button = content(page).getByRole('button', { name }).first();
    if (!(await button.isVisible())) continue;
    const opened = await follow(page, button);
    if (opened !== 'dialog') throw new Error(`${label}: ${name} opened no dialog`);
    found.push(...(await violationsOn(page, `${label} > dialog ${name.source}`)));
    await closeDialog(page);
  }

  // The first row opened, as the lists with expandable rows show it (left open).
  const expand = content(page).locator('button[aria-label="Expand"]:visible').first();
  if (await expand.isVisible()) {
    await expand.click();
    await settled(page);
    found.push(...(await violationsOn(page, `${label} > first row expanded`)));
  }

  // The first row's menu, then each of its entries: a dialog, or a screen (details, edit, history).
  // By its attributes, not its role: an open menu hides the rest of the page from the roles.
  const rowMenu = () => content(page).locator('button[aria-haspopup="menu"][aria-label^="Actions"]').first();
  if (!(await rowMenu().isVisible())) return;
  const openRowMenu = async () => {
    await rowMenu().click();
    // The menu the three dots control (the sidebar is a menu too).
    const menu = page.locator(`[id="${await rowMenu().getAttribute('aria-controls')}"]`).getByRole('menu');
    await menu.waitFor();
    return menu;
  };
  const menu = await openRowMenu();
  found.push(...(await violationsOn(page, `${label} > row menu`)));
  const entries = await menu
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items
        .filter((item) => item.getAttribute('aria-disabled') !== 'true')
        .map((item) => item.textContent ?? ''),
    );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  for (const entry of entries.filter((e) => !ACTS_AT_ONCE.includes(e))) {
    const item = (await openRowMenu()).getByRole('menuitem', { name: entry, exact: true });
    const opened = await follow(page, item);
    if (opened === 'nothing') throw new Error(`${label}: the row menu's ${entry} opened nothing`);
    found.push(...(await violationsOn(page, `${label} > row menu > ${entry}`)));
    if (opened === 'dialog') await closeDialog(page);
    else await back(page);
  }
}

const report = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.screen}: ${v.id} (${v.impact}) on ${v.targets.join(', ')}\n    ${v.summary.replace(/\n/g, ' ')}`,
    )
    .join('\n');

describe.each(ROLES)('the $role screens', ({ email, home }) => {
  let context: BrowserContext;
  let page: Page;
  let screens: string[];

  beforeAll(async () => {
    // The page's CSP allows no inline script: axe-core is injected as one.
    context = await suite.browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: 'light',
      bypassCSP: true,
    });
    page = await context.newPage();
    countRequests(page);
    await signIn(page, suite.server.url, { email, home });
    screens = await sidebarLinks(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(['light', 'dark'] as const)(
    'have no serious or critical axe-core violation in the %s theme',
    { timeout: 240_000 },
    async (theme) => {
      const found: Violation[] = [];
      read = [];
      if (theme === 'dark') {
        await switchTheme(page, 'dark', found);
      }
      for (const href of screens) await checkScreen(page, href, `${theme} ${href}`, found);
      if (process.env.A11Y_LIST) console.log(read.join('\n'));
      expect(found, report(found)).toEqual([]);
      expect(read.length).toBeGreaterThan(screens.length);
    },
  );
});
