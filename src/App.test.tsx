import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { authApi } from '../authProvider/authApi';
import { App } from './App';
import { ROUTES } from './routes';
import { signInAs, USERS } from './testing';

/** Every path the two specifications name (spec 000 section 2, spec 001 section 2). */
const SPEC_PATHS = [
  '/',
  '/orders',
  '/to-be-sent',
  '/sent',
  '/Sent',
  '/warehouses',
  '/warehouse',
  '/add-warehouse',
  '/edit-warehouse',
  '/view-warehouse',
  '/suppliers',
  '/supplier',
  '/Suppliers',
  '/add-supplier',
  '/view-supplier',
  '/edit-supplier',
  '/purchase-orders',
  '/products',
  '/add-product',
  '/add-pack',
  '/view-product',
  '/view-pack',
  '/edit-product',
  '/edit-pack',
  '/edit-Pack',
  '/shipping-agents',
  '/add-shipping-agent',
  '/view-shipping-agent',
  '/edit-shipping-agent',
  '/stock',
  '/add-stock',
  '/view-stock-history',
  '/edit-stock',
  '/warehouse-orders',
  '/master-dashboard',
  '/consolidate-unconsolidate',
  '/view-warehouse-order',
  '/view-shopify-order',
  '/puo-to-be-sent',
  '/puo-sent',
  '/settings',
  '/change-password',
];

/** Empty lists and settings: what a screen draws on first load, whatever it holds. */
const emptyData = () =>
  testDataProvider({
    getList: async () => ({ data: [], total: 0 }),
    getSendFromSettings: async () => ({
      send_from_email: null,
      deadline_days: 3,
      email_img_signature: null,
      image_size: null,
    }),
  } as Partial<DataProvider>);

/**
 * The app on react-admin's testDataProvider and the real authProvider, whose calls to the
 * server (authApi) are spied on: their URLs are authProvider/index.test.ts's.
 */
function openApp(path: string, dataProvider: DataProvider = emptyData()) {
  let pathname = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (pathname = l.pathname)}>
      <App dataProvider={dataProvider} />
    </TestMemoryRouter>,
  );
  return { pathname: () => pathname };
}

/** Screens load their code on first use (lazy views): give the first import time on a busy machine. */
const LOADED = { timeout: 10_000 };

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, LOADED);

describe('route table', () => {
  it('names every path of both specifications, aliases included', () => {
    const named = new Set(ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])]));
    expect(SPEC_PATHS.filter((path) => !named.has(path))).toEqual([]);
  });
});

describe('App', () => {
  let me: MockInstance<typeof authApi.me>;
  beforeEach(() => {
    localStorage.clear();
    // The server honours the stored session unless a test says otherwise.
    me = vi.spyOn(authApi, 'me').mockImplementation(async () => ({ user: USERS.Admin }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the login view at / when signed out, and the forgot-password page without signing in', async () => {
    openApp('/');
    expect(await screen.findByText('Login to continue')).toBeInTheDocument();
  });

  it.each(['/', '/change-password'])(
    'shows the login view at %s when the server has ended the session (no shell)',
    async (path) => {
      signInAs(USERS.Admin);
      localStorage.setItem('token', `ended-on-the-server-${path}`);
      me.mockRejectedValue(
        new HttpError('Your session has expired', 401, { msg: 'Your session has expired' }),
      );
      openApp(path);
      expect(await screen.findByText('Login to continue', {}, LOADED)).toBeInTheDocument();
      expect(screen.queryByText('User Settings')).not.toBeInTheDocument();
      expect(me).toHaveBeenCalled();
      expect(localStorage.getItem('token')).toBeNull();
    },
  );

  it('keeps the logged-out pages public', async () => {
    openApp('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it("sends a signed-in user from react-admin's /login to /", async () => {
    signInAs(USERS.Supplier);
    const app = openApp('/login');
    expect(await heading('Purchase Orders')).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('shows the login view for a role it does not know', async () => {
    signInAs({ ...USERS.Admin, role: 'Auditor' });
    openApp('/warehouses');
    expect(await screen.findByText('Login to continue')).toBeInTheDocument();
  });

  it('signing in at / opens the role shell on its first screen', async () => {
    const user = userEvent.setup();
    const login = vi
      .spyOn(authApi, 'login')
      .mockResolvedValue({ msg: 'ok', token: 'tok', user: USERS.Admin });
    openApp('/');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await heading('Scheduled Supplier Orders')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith('admin@example.com', 'right-password');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it.each(SPEC_PATHS)('resolves %s for the admin (no blank page, no "not found")', async (path) => {
    signInAs(USERS.Admin);
    openApp(path);
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });

  it('the spellings of the specifications land on the same screens', async () => {
    signInAs(USERS.Admin);
    openApp('/Sent');
    expect(await heading('Purchase Orders Sent')).toBeInTheDocument();
  });

  describe('first screen per role', () => {
    it('admin: Purchase Orders to be sent', async () => {
      signInAs(USERS.Admin);
      openApp('/');
      expect(await heading('Scheduled Supplier Orders')).toBeInTheDocument();
    });

    it('supplier: its own purchase-order lines', async () => {
      signInAs(USERS.Supplier);
      openApp('/');
      expect(await heading('Purchase Orders')).toBeInTheDocument();
    });

    it('warehouse: / goes to /warehouse-orders', async () => {
      signInAs(USERS.Warehouse);
      const app = openApp('/');
      expect(await heading('Warehouse Orders')).toBeInTheDocument();
      expect(app.pathname()).toBe('/warehouse-orders');
    });
  });

  describe('paths a role may not use say so', () => {
    it.each([
      ['Warehouse', '/suppliers'],
      ['Warehouse', '/settings'],
      ['Supplier', '/stock'],
      ['Supplier', '/master-dashboard'],
    ] as const)('%s at %s', async (role, path) => {
      signInAs(USERS[role]);
      openApp(path);
      expect(await screen.findByText('Access denied', {}, LOADED)).toBeInTheDocument();
    });

    // No call is made for a screen the role may not use, and every denied path answers alike,
    // in place (react-admin's own views would first ask for the list, then go to /access-denied).
    it.each([
      ['Warehouse', '/warehouses'],
      ['Warehouse', '/products'],
      ['Warehouse', '/suppliers'],
      ['Warehouse', '/shipping-agents'],
      ['Warehouse', '/master-dashboard'],
      ['Warehouse', '/orders/o-1/show'],
      ['Supplier', '/warehouses'],
      ['Supplier', '/products/p-1/show'],
      ['Supplier', '/stock/history'],
      ['Supplier', '/consolidate-unconsolidate'],
    ] as const)('%s at %s: no data call, the one Access denied screen', async (role, path) => {
      signInAs(USERS[role]);
      const getList = vi.fn();
      const getOne = vi.fn();
      const app = openApp(path, testDataProvider({ getList, getOne }));
      expect(await screen.findByText('Access denied', {}, LOADED)).toBeInTheDocument();
      expect(
        screen.getByText("You don't have the right permissions to access this page"),
      ).toBeInTheDocument();
      expect(app.pathname()).toBe(path);
      // Give a late fetch the chance to show up.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(getList).not.toHaveBeenCalled();
      expect(getOne).not.toHaveBeenCalled();
    });

    it('every role may change its password', async () => {
      signInAs(USERS.Supplier);
      openApp('/change-password');
      expect(await heading('Change Password')).toBeInTheDocument();
    });
  });
});
