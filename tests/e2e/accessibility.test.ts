import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, screenshot, signIn } from './support';
import {
  countRequests,
  englishOnly,
  sidebarLinks,
  stillness,
  tourScreen,
  userMenuEntry,
  type Language,
  type Stop,
} from './screenTour';

/**
 * Every screen and its main dialogs (tests/e2e/screenTour.ts), for each role, in both themes and
 * both languages, read by axe-core against WCAG 2.1 A and AA: no serious or critical violation.
 * In German, each stop also shows no text left in English, and in the light theme it is
 * photographed (test-results/screenshots/de-<role>-<stop>.png).
 */
const suite = e2eSuite();

const ROLES = [
  { role: 'Admin', email: 'admin@demo.test', home: 'Scheduled Supplier Orders' },
  { role: 'Warehouse', email: 'warehouse@demo.test', home: 'Warehouse Orders' },
  { role: 'Supplier', email: 'supplier@demo.test', home: 'Purchase Orders' },
] as const;
type Theme = 'light' | 'dark';

/** The passes in the order they run: each switches only what changes from the one before. */
const PASSES: { theme: Theme; language: Language }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'dark', language: 'de' },
  { theme: 'light', language: 'de' },
];

interface Finding {
  screen: string;
  id: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** What axe read, per test: a screen left out by a broken selector shows in the count. */
let read: string[] = [];

/** Runs axe-core on the page as it is now; answers its serious and critical violations. */
async function violationsOn(page: Page, screen: string): Promise<Finding[]> {
  // Injected once per document: a reload or a full navigation drops it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  await stillness(page);
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

const ENGLISH_ONLY = [...englishOnly()];

/** Texts shown (text nodes, names, placeholders, titles) that are English messages German words otherwise. */
async function englishLeft(page: Page, screen: string): Promise<Finding[]> {
  const left = await page.evaluate((english) => {
    const known = new Set(english);
    const shown = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('[aria-hidden="true"], script, style')) continue;
      shown.add(node.textContent?.trim() ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const attribute of ['aria-label', 'placeholder', 'title'])
        shown.add(element.getAttribute(attribute)?.trim() ?? '');
    return [...shown].filter((text) => known.has(text));
  }, ENGLISH_ONLY);
  return left.length
    ? [{ screen, id: 'english-left', impact: 'untranslated', targets: left, summary: left.join(' | ') }]
    : [];
}

/** 'dark' when the page's background is dark, else 'light'. */
const shownTheme = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('#main-content') ?? document.body;
    let element: Element | null = main;
    let colour = 'rgba(0, 0, 0, 0)';
    while (element && /rgba\(.*, 0\)$|transparent/.test(colour)) {
      colour = getComputedStyle(element).backgroundColor;
      element = element.parentElement;
    }
    const [r, g, b] = (colour.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
  });

const fileName = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

const report = (findings: Finding[]) =>
  findings
    .map(
      (v) =>
        `${v.screen}: ${v.id} (${v.impact}) on ${v.targets.join(', ')}\n    ${v.summary.replace(/\n/g, ' ')}`,
    )
    .join('\n');

describe.each(ROLES)('the $role screens', ({ role, email, home }) => {
  let context: BrowserContext;
  let page: Page;
  let screens: string[];
  let current = PASSES[0];

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

  it.each(PASSES)(
    'have no serious or critical axe-core violation in the $theme theme, in $language',
    { timeout: 600_000 },
    async (pass) => {
      const found: Finding[] = [];
      read = [];
      /** A stop of the page as it is shown: read by axe, and in German for texts left in English. */
      const stopIn =
        (shown: { theme: Theme; language: Language }): Stop =>
        async (label) => {
          const at = `${shown.theme} ${shown.language} ${label}`;
          found.push(...(await violationsOn(page, at)));
          if (shown.language === 'de') {
            found.push(...(await englishLeft(page, at)));
            if (shown.theme === 'light')
              await screenshot(page, `de-${role.toLowerCase()}-${fileName(label)}`);
          }
        };
      // The user menu's entries switch the theme, then the language (kept in this browser).
      if (pass.theme !== current.theme) {
        const to = pass.theme === 'dark' ? 'Dark theme' : 'Light theme';
        await userMenuEntry(page, current.language, to, stopIn(current));
        current = { ...current, theme: pass.theme };
      }
      if (pass.language !== current.language) {
        const to = pass.language === 'de' ? 'Deutsch' : 'English';
        await userMenuEntry(page, current.language, to, stopIn(current));
      }
      current = pass;
      // The page is drawn in the pass's theme and language, not merely asked for (German's texts
      // are fetched the first time it is chosen).
      await page.waitForFunction((language) => document.documentElement.lang === language, pass.language);
      expect(await shownTheme(page)).toBe(pass.theme);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(pass.language);
      const stop = stopIn(pass);
      for (const href of screens) await tourScreen(page, href, href, pass.language, stop);
      if (process.env.A11Y_LIST) console.log(read.join('\n'));
      expect(found, report(found)).toEqual([]);
      // Every screen, and besides them dialogs and row menus: a tour that opened none read too little.
      const after = read.filter((label) => label.includes(' /'));
      expect(after.filter((label) => !label.includes(' > ')).length).toBe(screens.length);
      expect(after.some((label) => label.includes(' > dialog ') || label.includes(' > row menu > '))).toBe(
        true,
      );
      expect(after.some((label) => label.endsWith(' > row menu'))).toBe(true);
    },
  );
});
