import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, TestMemoryRouter } from 'react-admin';
import { authApi } from '../../authProvider/authApi';
import type { Preferences } from '../../domain/preferences';
import { App } from '../App';
import { en } from '../i18n/en';
import { de } from '../i18n/de';
import { i18nProvider } from '../i18n';
import type { MessageTree } from '../i18n/mergeMessages';
import { signInAs, USERS } from '../testing';
import { cookPack, skillet } from '../testing/productFixtures';

const LOADED = { timeout: 10_000 };

function openApp(saved: Preferences = { language: null, theme: null }) {
  const getPreferences = vi.fn(async () => saved);
  const setPreferences = vi.fn(async (body: Partial<Preferences>) => ({ ...saved, ...body }));
  const dataProvider = testDataProvider({
    getList: async () => ({
      data: [skillet, cookPack].map((record) => ({ ...record, id: record._id })),
      total: 2,
    }),
    getPreferences,
    setPreferences,
  } as never);
  render(
    <TestMemoryRouter initialEntries={['/products']}>
      <App dataProvider={dataProvider} />
    </TestMemoryRouter>,
  );
  return { getPreferences, setPreferences };
}

/** The English texts that German writes differently: none of them may be left on a German screen. */
function englishOnly(): Set<string> {
  const leaves = (tree: MessageTree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : leaves(value, `${prefix}${key}.`),
    );
  const german = new Map(leaves(de as MessageTree));
  return new Set(
    leaves(en as MessageTree)
      .filter(([key, text]) => german.get(key) !== text && !text.includes('%{'))
      .map(([, text]) => text),
  );
}

/** Every text shown (text nodes, labels, placeholders) that is an English message. */
function englishLeft(root: HTMLElement): string[] {
  const english = englishOnly();
  const shown = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    shown.add(node.textContent?.trim() ?? '');
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]'))
    for (const attribute of ['aria-label', 'placeholder', 'title'])
      shown.add(element.getAttribute(attribute)?.trim() ?? '');
  return [...shown].filter((text) => english.has(text));
}

beforeEach(() => {
  localStorage.clear();
  signInAs(USERS.Admin);
  vi.spyOn(authApi, 'me').mockImplementation(async () => ({ user: USERS.Admin }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('the language', () => {
  it('is chosen in the user menu: the screen and its dialogs speak German, and the choice is saved', async () => {
    const { setPreferences } = openApp();
    await screen.findByRole('heading', { name: 'Products' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: /profile/i }));
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));

    await screen.findByRole('heading', { name: 'Produkte' }, LOADED);
    expect(setPreferences).toHaveBeenCalledWith({ language: 'de' });
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('link', { name: 'Produkt anlegen' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Interne SKU');
    expect(englishLeft(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'CSV importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkte importieren' });
    expect(within(dialog).getByText('Keine Datei gewählt')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(englishLeft(dialog)).toEqual([]);
    expect(localStorage.getItem('RaStore.locale')).toBe('"de"');
  });

  it("is the user's saved one at sign-in, with their theme", async () => {
    const { getPreferences } = openApp({ language: 'de', theme: 'dark' });
    await screen.findByRole('heading', { name: 'Produkte' }, LOADED);
    expect(getPreferences).toHaveBeenCalled();
    await waitFor(() => expect(localStorage.getItem('RaStore.theme')).toBe('"dark"'));
    await userEvent.click(screen.getByRole('button', { name: /profil/i }));
    expect(screen.getByRole('menuitem', { name: 'Helles Design' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });

  it('chosen again after opening in the saved one, stays chosen', async () => {
    const { setPreferences } = openApp({ language: 'de', theme: null });
    await screen.findByRole('heading', { name: 'Produkte' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: /profil/i }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    await screen.findByRole('heading', { name: 'Products' }, LOADED);
    expect(setPreferences).toHaveBeenCalledWith({ language: 'en' });
    // The saved answer read at opening does not take the screen back to German.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("stays this browser's when the user never chose one", async () => {
    localStorage.setItem('RaStore.locale', '"de"');
    openApp();
    await screen.findByRole('heading', { name: 'Produkte' }, LOADED);
  });
});
