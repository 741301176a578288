import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, TestMemoryRouter } from 'react-admin';
import { authApi } from '../../authProvider/authApi';
import { App } from '../App';
import { darkTheme, theme } from '../theme';
import { signInAs, USERS } from '../testing';

const LOADED = { timeout: 10_000 };
const pageColour = () => getComputedStyle(document.body).backgroundColor;
/** The colour as the browser reports it ('#0f141b' -> 'rgb(15, 20, 27)'). */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const DARK_PAGE = rgb(darkTheme.palette!.background!.default!);
const LIGHT_PAGE = rgb(theme.palette!.background!.default!);

/** The system's colour preference, as the browser answers prefers-color-scheme. */
function systemPrefers(scheme: 'light' | 'dark') {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-color-scheme: dark') && scheme === 'dark',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function openApp() {
  render(
    <TestMemoryRouter initialEntries={['/change-password']}>
      <App dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) })} />
    </TestMemoryRouter>,
  );
}

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /profile/i }, LOADED));
}

describe('the theme', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(USERS.Admin);
    vi.spyOn(authApi, 'me').mockImplementation(async () => ({ user: USERS.Admin }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("follows the system's preference until one is chosen", async () => {
    systemPrefers('dark');
    openApp();
    await screen.findByRole('heading', { level: 1 }, LOADED);
    await waitFor(() => expect(pageColour()).toBe(DARK_PAGE));
    await openUserMenu();
    expect(screen.getByRole('menuitem', { name: 'Light theme' })).toBeInTheDocument();
  });

  it('is chosen in the user menu and kept after signing out', async () => {
    systemPrefers('light');
    vi.spyOn(authApi, 'logout').mockResolvedValue(undefined as never);
    openApp();
    await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(pageColour()).toBe(LIGHT_PAGE);
    await openUserMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark theme' }));
    await waitFor(() => expect(pageColour()).toBe(DARK_PAGE));

    await openUserMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: /logout/i }));
    expect(await screen.findByText('Login to continue', {}, LOADED)).toBeInTheDocument();
    // The login page too, and the next sign-in, keep the choice.
    expect(pageColour()).toBe(DARK_PAGE);
  });
});
