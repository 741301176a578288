import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider, loadGerman } from '../../src/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { ActivityRecord } from '../../domain/schemas/activity';
import { activityAddress } from '../../domain/activity';
import { createDataProvider } from '../../dataProvider';
import { ActivityList } from './ActivityList';

const rows: ActivityRecord[] = [
  {
    _id: '3',
    at: '2026-12-07T09:30:00.000Z',
    actor: { kind: 'user', id: 'u1', role: 'Admin', name: 'admin@example.com' },
    resource: 'suppliers',
    recordId: 's1',
    kind: 'changed',
    changes: { email: ['old@example.com', 'new@example.com'], phone: [null, '+49 40 1'] },
  },
  {
    _id: '2',
    at: '2026-12-07T09:00:00.000Z',
    actor: { kind: 'scheduler', id: null, role: null, name: null },
    resource: 'orders',
    recordId: 'o1',
    kind: 'created',
    changes: null,
  },
  {
    _id: '1',
    at: '2026-12-07T08:00:00.000Z',
    actor: { kind: 'shop', id: null, role: null, name: 'demo.myshopify.com' },
    resource: 'orders',
    recordId: 'o2',
    kind: 'changed',
    changes: { status: ['Pending', 'Refund'] },
  },
];

beforeEach(() => signInAs(USERS.Admin));

describe('Activity', () => {
  it('lists who changed what, with each field before and after, and who the scheduler and a shop were', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: 3 }));
    renderResourceScreen(
      'activity',
      <ActivityList />,
      '/activity',
      '/activity',
      testDataProvider({ getList } as never),
    );
    expect(await screen.findByText('admin@example.com (Admin)')).toBeInTheDocument();
    expect(screen.getByText(/old@example\.com → new@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/\(empty\) → \+49 40 1/)).toBeInTheDocument();
    expect(screen.getByText('Scheduler')).toBeInTheDocument();
    expect(screen.getByText('Shop: demo.myshopify.com')).toBeInTheDocument();
    expect(screen.getAllByText('Created').length).toBeGreaterThan(0);
    expect(screen.getByText('suppliers')).toBeInTheDocument();
  });

  it("arrives from a record's link with its filters set, and sends them to the server", async () => {
    const getList = vi.fn(async () => ({ data: rows.slice(0, 1), total: 1 }));
    const user = userEvent.setup();
    const address = activityAddress({ resource: 'suppliers', recordId: 's1' });
    renderResourceScreen(
      'activity',
      <ActivityList />,
      address,
      '/activity',
      testDataProvider({ getList } as never),
    );
    expect(await screen.findByText('admin@example.com (Admin)')).toBeInTheDocument();
    expect(screen.getByLabelText('Table')).toHaveValue('suppliers');
    expect(screen.getByLabelText('Record id')).toHaveValue('s1');
    expect(getList).toHaveBeenLastCalledWith(
      'activity',
      expect.objectContaining({ filter: expect.objectContaining({ resource: 'suppliers', recordId: 's1' }) }),
    );
    // An actor typed and applied with Enter narrows it further; Clear drops every filter.
    await user.type(screen.getByLabelText('User e-mail or shop'), 'admin@example.com{Enter}');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'activity',
        expect.objectContaining({
          filter: expect.objectContaining({ resource: 'suppliers', actor: 'admin@example.com' }),
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => {
      const [, params] = getList.mock.calls.at(-1) as unknown as [
        string,
        { filter: Record<string, unknown> },
      ];
      expect(params.filter).toEqual({});
    });
  });
});

describe("the dataProvider's Activity calls", () => {
  it('sends the own filters as query parameters, and the export the same with the kind', async () => {
    const http = vi.fn(async () => ({
      json: { doc: [], count: 0 },
      status: 200,
      headers: new Headers(),
      body: '',
    }));
    const download = vi.fn(async () => ({ fileName: 'activity.csv' }));
    const provider = createDataProvider(http as never, undefined, { download, upload: vi.fn() } as never);
    await provider.getList('activity', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: {
        q: 'email',
        tag: 'changed',
        resource: 'suppliers',
        recordId: 's1',
        from: '2026-12-01T00:00:00.000Z',
        ignored: 'x',
      },
    });
    const url = new URL(String((http.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/backend/api/admin/activity');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '20',
      offset: '2',
      search: 'email',
      tagText: 'changed',
      isTag: 'true',
      resource: 'suppliers',
      recordId: 's1',
      from: '2026-12-01T00:00:00.000Z',
    });
    await provider.exportActivityCsv({ filter: { q: 'email', tag: 'changed', actor: 'a@b.c' } });
    const exported = new URL(String((download.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(exported.pathname).toBe('/backend/api/admin/export-activity');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      search: 'email',
      kind: 'changed',
      actor: 'a@b.c',
    });
  });
});

describe('Activity in German', () => {
  beforeEach(async () => {
    await loadGerman();
    await i18nProvider.changeLocale('de');
  });
  afterEach(() => i18nProvider.changeLocale('en'));

  it('shows a status that changed in the reader’s language', async () => {
    const getList = vi.fn(async () => ({ data: rows.slice(2), total: 1 }));
    renderResourceScreen(
      'activity',
      <ActivityList />,
      '/activity',
      '/activity',
      testDataProvider({ getList } as never),
    );
    expect(await screen.findByText(/Ausstehend → Erstattet/)).toBeInTheDocument();
  });
});
