import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DataTable, ResourceContextProvider, testDataProvider } from 'react-admin';
import { keptSelection, renderInAdmin, signInAs, USERS } from '../../testing';
import { ResourceList } from '../list';
import { ActionsBanner, ActionsProvider } from './ActionsContext';
import { BulkActionButton } from './BulkActionButton';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: `w${i + 1}`, name: `Warehouse ${i + 1}` }));
const LOADED = { timeout: 5000 };

describe('BulkActionButton', () => {
  beforeEach(() => signInAs(USERS.Admin));

  it('names a refused row ticked on another page (by Select all) as it names one on this page', async () => {
    const getList = vi.fn(
      async (_resource: string, params: { pagination: { page: number; perPage: number } }) => {
        const { page, perPage } = params.pagination;
        return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
    );
    const batch = vi.fn(async ({ ids }: { ids: string[] }) => ({
      msg: `${ids.length - 2} changed, 2 refused`,
      done: ids.length - 2,
      refused: 2,
      rows: ids.map((id) =>
        id === 'w2' || id === 'w17'
          ? { id, outcome: 'refused' as const, reason: 'Held' }
          : { id, outcome: 'done' as const },
      ),
    }));
    renderInAdmin(
      <ResourceContextProvider value="warehouses">
        <ActionsProvider>
          <ResourceList
            title="app.screens.warehouses"
            banner={<ActionsBanner />}
            bulkActionButtons={
              <BulkActionButton<undefined, { id?: string; name?: string }>
                label="Deactivate"
                call={(dp, ids) =>
                  (dp as never as { deactivateBatch: typeof batch }).deactivateBatch({ ids })
                }
                rowName={(row) => row.name ?? ''}
              />
            }
          >
            <DataTable.Col source="name" label="Name" />
          </ResourceList>
        </ActionsProvider>
      </ResourceContextProvider>,
      {
        path: '/warehouses',
        dataProvider: testDataProvider({ getList: getList as never, deactivateBatch: batch } as never),
      },
    );
    await screen.findByText('Warehouse 1', {}, LOADED);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this page' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Select all' }));
    await screen.findByText('25 items selected', {}, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('23 changed, 2 refused');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warehouse 2: Held', 'Warehouse 17: Held']);
  });

  it('names a refused row by the answer’s label after a reload, when no page read holds it', async () => {
    // The selection survived a reload (the store); the list shows page 1, w30 was never read.
    const getList = vi.fn(async () => ({ data: rows.slice(0, 10), total: 40 }));
    const batch = vi.fn(async ({ ids }: { ids: string[] }) => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: ids.map((id) =>
        id === 'w30'
          ? { id, label: 'Warehouse 30', outcome: 'refused' as const, reason: 'Held' }
          : { id, label: 'Warehouse 1', outcome: 'done' as const },
      ),
    }));
    renderInAdmin(
      <ResourceContextProvider value="warehouses">
        <ActionsProvider>
          <ResourceList
            title="app.screens.warehouses"
            banner={<ActionsBanner />}
            bulkActionButtons={
              <BulkActionButton<undefined, { id?: string; name?: string }>
                label="Deactivate"
                call={(dp, ids) =>
                  (dp as never as { deactivateBatch: typeof batch }).deactivateBatch({ ids })
                }
                rowName={(row) => row.name ?? ''}
              />
            }
          >
            <DataTable.Col source="name" label="Name" />
          </ResourceList>
        </ActionsProvider>
      </ResourceContextProvider>,
      {
        path: '/warehouses',
        dataProvider: testDataProvider({ getList: getList as never, deactivateBatch: batch } as never),
        store: keptSelection('warehouses', ['w1', 'w30']),
      },
    );
    await screen.findByText('2 items selected', {}, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(batch).toHaveBeenCalledWith({ ids: ['w1', 'w30'] });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warehouse 30: Held']);
  });
});
