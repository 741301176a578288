import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { de } from '../../src/i18n/de';
import type { MessageTree } from '../../src/i18n/mergeMessages';

/**
 * A tour of every screen of a role and what each opens: the sidebar's links; on each, the Add
 * screens it links to, the buttons that open a dialog, the first row ticked (the bar of ticked
 * rows), the first row opened, the first row's menu
 * and each entry's dialog or screen (details, edit, history). At each stop the tour calls `stop`
 * (axe-core, a screenshot, the texts left in English). The app is moved by its own links and
 * history, not reloaded, so what a stop injects stays for the next.
 */

export type Language = 'en' | 'de';
export type Stop = (label: string) => Promise<void>;

const TREES: Record<Language, MessageTree> = { en: en as MessageTree, de: de as MessageTree };

/** Every text of a tree, by its key. */
function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The name a control has in `language`, from its English message: each key whose English text it
 * is gives its text in that language, a placeholder matching any value.
 */
export function nameIn(language: Language, english: string): RegExp {
  const wanted = new Map(leaves(TREES[language]));
  const texts = new Set(
    leaves(TREES.en)
      .filter(([, text]) => text === english)
      .map(([key]) => wanted.get(key)!),
  );
  if (!texts.size) throw new Error(`no message reads "${english}"`);
  const pattern = [...texts].map((text) => escape(text).replace(/%\\\{\w+\\\}/g, '.+')).join('|');
  return new RegExp(`^(${pattern})$`);
}

/** The English texts German writes differently: none of them may be left on a German screen. */
export function englishOnly(): Set<string> {
  const german = new Map(leaves(TREES.de));
  return new Set(
    leaves(TREES.en)
      .filter(([key, text]) => german.get(key) !== text && !text.includes('%{'))
      .map(([, text]) => text),
  );
}

/** Buttons of a screen that open a dialog (their English messages): the first of each is opened. */
const DIALOG_BUTTONS = [
  'Import CSV',
  'Add Product manually',
  'Update Scheduled date & time of %{po}',
  'Update Scheduled date & time of %{number}',
  'Edit shipping agent',
  'Edit estimated shipping date',
  'Update Shipping Agent of %{sku}',
  'Update Estimated Shipping Date of %{sku}',
];

/** Row menu entries that act at once, opening nothing to read. */
const ACTS_AT_ONCE = ['Activate', 'Deactivate'];

const STEP = 10_000;

/** Calls of the browser still under way, per page: a screen has drawn its data when none is. */
const inFlight = new WeakMap<Page, number>();
export function countRequests(page: Page) {
  inFlight.set(page, 0);
  const change = (by: number) => () => inFlight.set(page, (inFlight.get(page) ?? 0) + by);
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Waits until no call has been under way for a moment and no progress indicator shows. */
export async function settled(page: Page) {
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

/** Waits until no menu or dialog is still fading in (a spinner turns forever). */
export async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

const content = (page: Page) => page.locator('#main-content');
const openDialog = (page: Page) => page.getByRole('dialog').last();

/**
 * Closes the open dialog by Escape, else by its Cancel or Close button; a dialog still fading out
 * after Escape (a busy machine) is waited for, not clicked.
 */
async function closeDialog(page: Page, language: Language) {
  const dialogs = page.getByRole('dialog');
  const gone = (timeout: number) =>
    dialogs
      .first()
      .waitFor({ state: 'detached', timeout })
      .then(
        () => true,
        () => false,
      );
  await page.keyboard.press('Escape');
  if (await gone(5_000)) return;
  const close = language === 'de' ? /^(abbrechen|schließen)$/i : /^(cancel|close)$/i;
  const button = openDialog(page).getByRole('button', { name: close }).first();
  if (await button.isVisible()) await button.click();
  if (!(await gone(STEP))) throw new Error('a dialog did not close');
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

/** Opens the sidebar's closed submenus (a switch of language draws the sidebar anew). */
async function openSubmenus(page: Page) {
  const closed = page.locator('.RaSidebar-fixed [aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Every link of the role's sidebar, its submenus opened. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.locator('.RaSidebar-fixed');
  await openSubmenus(page);
  const hrefs = await sidebar
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

/** Opens the user menu (a stop: it is read as it is open) and picks the entry named `entry` (English). */
export async function userMenuEntry(page: Page, language: Language, entry: string, stop: Stop) {
  await page.getByRole('button', { name: language === 'de' ? /profil/i : /profile/i }).click();
  await page.getByRole('menuitem').first().waitFor();
  await stop('user menu');
  const item = page.getByRole('menuitem', {
    name: entry === 'Deutsch' || entry === 'English' ? entry : nameIn(language, entry),
  });
  await item.click();
  await item.waitFor({ state: 'detached' });
}

/**
 * Switches the language shown from `from` to `to` by the user menu, and waits until it is saved
 * as the user's own (their next sign-in opens in it).
 */
export async function chooseLanguage(page: Page, from: Language, to: Language) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/set-preferences'));
  await userMenuEntry(page, from, to === 'de' ? 'Deutsch' : 'English', async () => undefined);
  await saved;
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
}

/** Back to the screen a link or a row menu entry left (the app's own history: no reload). */
async function back(page: Page) {
  await page.goBack();
  await settled(page);
}

/** One screen of the sidebar and what it opens, each a stop. */
export async function tourScreen(page: Page, href: string, label: string, language: Language, stop: Stop) {
  await openSubmenus(page);
  await page.locator(`.RaSidebar-fixed a[href="${href}"]`).click();
  await settled(page);
  await stop(label);

  // The Add screens it links to.
  const creates = await content(page)
    .locator('a[href$="/create"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const create of [...new Set(creates)]) {
    await content(page).locator(`a[href="${create}"]`).first().click();
    await settled(page);
    await stop(`${label} > ${create}`);
    await back(page);
  }

  // The buttons that open a dialog.
  for (const english of DIALOG_BUTTONS) {
    const button = content(page)
      .getByRole('button', { name: nameIn(language, english) })
      .first();
    if (!(await button.isVisible())) continue;
    const opened = await follow(page, button);
    if (opened !== 'dialog') throw new Error(`${label}: ${english} opened no dialog`);
    await stop(`${label} > dialog ${english}`);
    await closeDialog(page, language);
  }

  // The first row ticked: the bar of ticked rows over the header (its colours in both themes).
  const tick = content(page).locator('tbody tr.RaDataTable-row').first().getByRole('checkbox');
  if (await tick.isVisible()) {
    const bar = content(page).locator(
      '[data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)',
    );
    await tick.check();
    await bar.waitFor();
    await settled(page);
    await stop(`${label} > first row ticked`);
    await tick.uncheck();
    await bar.waitFor({ state: 'detached' });
  }

  // The first row opened, as the lists with expandable rows show it (left open).
  const expand = content(page)
    .locator(`button[aria-label="${language === 'de' ? 'Aufklappen' : 'Expand'}"]:visible`)
    .first();
  if (await expand.isVisible()) {
    await expand.click();
    await settled(page);
    await stop(`${label} > first row expanded`);
  }

  // The first row's menu, then each of its entries: a dialog, or a screen (details, edit, history).
  // By its attributes, not its role: an open menu hides the rest of the page from the roles.
  const rowMenuName = language === 'de' ? 'Aktionen' : 'Actions';
  const rowMenu = () =>
    content(page).locator(`button[aria-haspopup="menu"][aria-label^="${rowMenuName}"]`).first();
  if (!(await rowMenu().isVisible())) return;
  const openRowMenu = async () => {
    await rowMenu().click();
    // The menu the three dots control (the sidebar is a menu too).
    const menu = page.locator(`[id="${await rowMenu().getAttribute('aria-controls')}"]`).getByRole('menu');
    await menu.waitFor();
    return menu;
  };
  const menu = await openRowMenu();
  await stop(`${label} > row menu`);
  const entries = await menu
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items
        .filter((item) => item.getAttribute('aria-disabled') !== 'true')
        .map((item) => item.textContent ?? ''),
    );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  const atOnce = ACTS_AT_ONCE.map((english) => nameIn(language, english));
  for (const entry of entries.filter((e) => !atOnce.some((name) => name.test(e)))) {
    const item = (await openRowMenu()).getByRole('menuitem', { name: entry, exact: true });
    const opened = await follow(page, item);
    if (opened === 'nothing') throw new Error(`${label}: the row menu's ${entry} opened nothing`);
    await stop(`${label} > row menu > ${entry}`);
    if (opened === 'dialog') await closeDialog(page, language);
    else await back(page);
  }
}
