import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './authApi';
import { createAuthProvider } from './index';
import type { SessionUser } from './session';

/** Packs share the products area, as resources/packs declares. */
const authProvider = createAuthProvider({ packs: 'products' });

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const users: Record<'Admin' | 'Warehouse' | 'Supplier', SessionUser> = {
  Admin: { id: 'u1', email: 'admin@example.com', role: 'Admin', warehouseId: null, supplierId: null },
  Warehouse: { id: 'u2', email: 'wh@example.com', role: 'Warehouse', warehouseId: 'w1', supplierId: null },
  Supplier: { id: 'u3', email: 'sup@example.com', role: 'Supplier', warehouseId: null, supplierId: 's1' },
};

function signInAs(user: SessionUser) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
}

describe('authProvider', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('login POSTs the credentials and stores the token and the user', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { msg: 'Logged in', token: 'tok-9', user: { ...users.Warehouse, extra: 'dropped' } }),
    );
    await authProvider.login({ email: 'wh@example.com', password: 'secret-pw' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/backend/api/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'wh@example.com', password: 'secret-pw' });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(users.Warehouse);
  });

  it("a failed login throws the server's msg and leaves no session", async () => {
    signInAs(users.Admin);
    fetchMock.mockResolvedValue(answer(401, { msg: 'Wrong e-mail or password' }));
    await expect(authProvider.login({ email: 'x@example.com', password: 'nope' })).rejects.toThrow(
      'Wrong e-mail or password',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout sends the token in x-auth-token, then clears the session and returns to /', async () => {
    signInAs(users.Admin);
    fetchMock.mockResolvedValue(answer(200, { msg: 'bye' }));
    await expect(authProvider.logout({})).resolves.toBe('/');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/backend/api/auth/logout');
    expect(new Headers(init.headers).get('x-auth-token')).toBe('tok');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout still clears the session when the server call fails', async () => {
    signInAs(users.Admin);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await authProvider.logout({});
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checkAuth rejects without a token, and with a role this browser does not know', async () => {
    // Signed out: the login view without a banner (react-admin skips it for message false).
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    signInAs({ ...users.Admin, role: 'Auditor' });
    await expect(authProvider.checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    signInAs(users.Supplier);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError clears the session on 401 and rejects; 403 keeps the user signed in', async () => {
    signInAs(users.Admin);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('tok');
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('getIdentity and getPermissions come from the stored user', async () => {
    signInAs(users.Supplier);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 'u3',
      fullName: 'sup@example.com',
      email: 'sup@example.com',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('Supplier');
  });

  describe('canAccess follows domain/access.ts', () => {
    const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

    it('Admin may use every area', async () => {
      signInAs(users.Admin);
      for (const resource of ['warehouses', 'suppliers', 'settings', 'orders', 'packs', 'pickup-orders']) {
        await expect(can(resource, 'edit')).resolves.toBe(true);
      }
    });

    it('Warehouse: its orders, stock and account, nothing of master data', async () => {
      signInAs(users.Warehouse);
      await expect(can('warehouse-orders', 'list')).resolves.toBe(true);
      await expect(can('stock', 'create')).resolves.toBe(true);
      await expect(can('account', 'edit')).resolves.toBe(true);
      await expect(can('suppliers', 'list')).resolves.toBe(false);
      await expect(can('packs', 'list')).resolves.toBe(false);
      await expect(can('orders', 'list')).resolves.toBe(false);
    });

    it('Supplier: its purchase-order lines and account only', async () => {
      signInAs(users.Supplier);
      await expect(can('supplier-orders', 'edit')).resolves.toBe(true);
      await expect(can('account', 'edit')).resolves.toBe(true);
      await expect(can('stock', 'list')).resolves.toBe(false);
      await expect(can('purchase-orders', 'list')).resolves.toBe(false);
    });

    it('refuses unknown resources and signed-out users', async () => {
      signInAs(users.Admin);
      await expect(can('payroll', 'list')).resolves.toBe(false);
      localStorage.clear();
      await expect(can('warehouses', 'list')).resolves.toBe(false);
    });
  });
});

describe('checkAuth asks the server once per token', () => {
  it('signs out when the server no longer honours the token', async () => {
    localStorage.setItem('token', 'revoked-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u', email: 'a@b.test', role: 'Admin', warehouseId: null, supplierId: null }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ msg: 'Your session has expired' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/backend/api/auth/me');
    expect(localStorage.getItem('token')).toBeNull();
    fetchMock.mockRestore();
  });

  it('keeps the session when the server confirms it, and does not ask again', async () => {
    localStorage.setItem('token', 'good-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u', email: 'a@b.test', role: 'Admin', warehouseId: null, supplierId: null }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ user: {} }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockRestore();
  });

  it('getPermissions asks the server too: a session ended there gives no role and no session', async () => {
    // Spec 000: after a password is set through an e-mailed link, the old token is dead; the
    // shell asks for the role on every path, so the login view shows at once.
    localStorage.setItem('token', 'ended-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u', email: 'a@b.test', role: 'Warehouse', warehouseId: 'w1', supplierId: null }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ msg: 'Your session has expired' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    expect(String(fetchMock.mock.calls[0][0])).toContain('/backend/api/auth/me');
    expect(localStorage.getItem('token')).toBeNull();
    fetchMock.mockRestore();
  });

  it('an unreachable server does not sign out, and is asked again next time', async () => {
    localStorage.setItem('token', 'offline-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u', email: 'a@b.test', role: 'Supplier', warehouseId: null, supplierId: 's1' }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(authProvider.getPermissions!({})).resolves.toBe('Supplier');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('token')).toBe('offline-token');
    fetchMock.mockRestore();
  });

  it('a token just issued by login is not asked about again', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          msg: 'ok',
          token: 'fresh-token',
          user: { id: 'u', email: 'a@b.test', role: 'Admin', warehouseId: null, supplierId: null },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await authProvider.login({ email: 'a@b.test', password: 'pw-123456789' });
    await authProvider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockRestore();
  });
});

describe("the logged-out pages' calls (the page tests spy on authApi; the URLs are checked here)", () => {
  it.each([
    ['checkToken', () => authApi.checkToken('tok-7'), '/backend/api/auth/check-token', { token: 'tok-7' }],
    [
      'updatePassword',
      () => authApi.updatePassword('a-long-passphrase', 'tok-7'),
      '/backend/api/auth/update_password',
      { password: 'a-long-passphrase', token: 'tok-7' },
    ],
    [
      'forgotPassword',
      () => authApi.forgotPassword('a@b.test'),
      '/backend/api/auth/forgot-password',
      { email: 'a@b.test' },
    ],
  ] as const)('%s POSTs its body to %s', async (_name, call, url, body) => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ msg: 'ok' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(call()).resolves.toEqual({ msg: 'ok' });
    const [calledUrl, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
    fetchMock.mockRestore();
  });
});
