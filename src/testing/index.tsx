/**
 * Helpers for the component tests: a signed-in session, react-admin's testDataProvider with
 * spied methods, and rendering inside react-admin's context (docs/UnitTesting.md).
 */
import type { ReactElement, ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, vi, type Mock } from 'vitest';
import { authProvider } from '../providers';
import type { SessionUser } from '../../authProvider/session';
import { i18nProvider } from '../i18n';
import { theme } from '../theme';

// Without vitest globals, Testing Library cannot unmount between tests by itself; every
// component test imports this module, so it does it here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

export const USERS = {
  Admin: { id: 'u-admin', email: 'admin@example.com', role: 'Admin', warehouseId: null, supplierId: null },
  Warehouse: {
    id: 'u-wh',
    email: 'north@example.com',
    role: 'Warehouse',
    warehouseId: 'w1',
    supplierId: null,
  },
  Supplier: { id: 'u-sup', email: 'acme@example.com', role: 'Supplier', warehouseId: null, supplierId: 's1' },
} satisfies Record<string, SessionUser>;

export function signInAs(user: SessionUser): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
}

/** Methods of a test dataProvider, by name: react-admin's and our custom ones (dataProvider/). */
export type ProviderMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * react-admin's testDataProvider whose methods are spies: a screen test asserts which method
 * ran with which params; the URLs those methods call are dataProvider/index.test.ts's.
 */
export function spiedDataProvider(methods: ProviderMethods) {
  const api: Record<string, Mock> = Object.fromEntries(
    Object.entries(methods).map(([name, impl]) => [name, vi.fn(impl)]),
  );
  return { api, dataProvider: testDataProvider(api as never) };
}

/** The first argument of each call of a spied method: what the screen asked it to send. */
export const paramsSentTo = (method: Mock | undefined): unknown[] =>
  method ? method.mock.calls.map(([params]) => params as unknown) : [];

/**
 * A store in which the list whose store key is `list` (its resource, e.g. 'warehouse-orders')
 * kept `ids` ticked from before, e.g. rows ticked on other pages; an empty store without `ids`.
 */
export const keptSelection = (list: string, ids?: readonly string[]) =>
  memoryStore(ids ? { [`${list}.selectedIds`]: ids } : {});

/**
 * Renders `ui` inside react-admin's context at `path`. Screen tests pass react-admin's
 * testDataProvider and assert on the methods called; the auth pages may pass a test authProvider.
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    path = '/',
    dataProvider: provider = testDataProvider(),
    authProvider: auth = authProvider,
    store = memoryStore(),
  }: {
    path?: string;
    dataProvider?: DataProvider;
    authProvider?: AuthProvider;
    /** What the browser kept (a selection across a reload, say). */
    store?: ReturnType<typeof memoryStore>;
  } = {},
) {
  let location = { pathname: path, search: '' };
  const result = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l)}>
      <AdminContext
        authProvider={auth}
        dataProvider={provider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}

/** One screen of a resource at its route, other paths showing 'elsewhere' (where a save went). */
export function renderResourceScreen(
  resource: string,
  element: ReactElement,
  path: string,
  route = path,
  dataProvider?: DataProvider,
) {
  return renderInAdmin(
    <ResourceContextProvider value={resource}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
    </ResourceContextProvider>,
    { path, dataProvider },
  );
}
