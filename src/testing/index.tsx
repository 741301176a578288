/**
 * Helpers for the component tests: a signed-in session, a fake API behind fetch, and
 * rendering inside react-admin's context with our real providers (docs/UnitTesting.md).
 */
import type { ReactElement, ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { authProvider, dataProvider } from '../providers';
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

/** One fake endpoint: the answer's status and JSON body, given the request's JSON body. */
export type FakeEndpoint = (body: unknown) => [number, unknown];

/**
 * Replaces fetch with a fake API keyed by path, e.g. '/backend/api/auth/login'. Unknown paths
 * answer 404 so that a forgotten stub shows up as a failure, not a hang.
 */
export function fakeApi(endpoints: Record<string, FakeEndpoint>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const endpoint = endpoints[path];
    const [status, json] = endpoint ? endpoint(body) : [404, { msg: `No fake for ${path}` }];
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** The JSON bodies fetch was called with for one path. */
export function bodiesSentTo(fetchMock: ReturnType<typeof fakeApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/**
 * Renders `ui` inside react-admin's context at `path`. Screen tests pass react-admin's
 * testDataProvider and assert on the methods called; without one, the real dataProvider runs
 * against a fakeApi.
 */
export function renderInAdmin(
  ui: ReactNode,
  { path = '/', dataProvider: provider = dataProvider }: { path?: string; dataProvider?: DataProvider } = {},
) {
  let location = { pathname: path, search: '' };
  const result = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={provider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
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
