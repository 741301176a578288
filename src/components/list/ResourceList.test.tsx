import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  DataTable,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import type { ReactNode } from 'react';
import { i18nProvider } from '../../i18n';
import { theme } from '../../theme';
import { ResourceList } from './ResourceList';
import { DeleteMenuItem } from './rowActions';

const rows = Array.from({ length: 25 }, (_, i) => ({ id: `w${i + 1}`, name: `Warehouse ${i + 1}` }));

type DeleteOne = (resource: string, params: { id: string }) => Promise<{ data: { id: string } }>;

/** A list of the warehouses resource inside react-admin, with its notifications. */
function renderWarehouseList(dataProvider: DataProvider, list: ReactNode, path = '/warehouses') {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={theme}
      >
        <ResourceContextProvider value="warehouses">{list}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function renderList(
  remove: DeleteOne = async (_resource, params) => ({ data: { id: params.id } }),
  sorts?: readonly string[],
) {
  const getList = vi.fn(
    async (
      _resource: string,
      params: {
        pagination: { page: number; perPage: number };
        filter: Record<string, string>;
        sort?: { field: string; order: string };
      },
    ) => {
      const { page, perPage } = params.pagination;
      const matching = rows.filter((r) => !params.filter.q || r.name.includes(params.filter.q));
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    },
  );
  const deleteOne = vi.fn(remove);
  const dataProvider = testDataProvider({ getList: getList as never, delete: deleteOne as never });
  renderWarehouseList(
    dataProvider,
    <ResourceList
      title="app.screens.warehouses"
      tags={[
        { id: 'activated', name: 'Activated' },
        { id: 'deactivated', name: 'Deactivated' },
      ]}
      rowMenu={<DeleteMenuItem />}
      sorts={sorts}
    >
      <DataTable.Col source="name" label="Name" />
      <DataTable.Col source="city" label="City" disableSort />
    </ResourceList>,
  );
  return { getList, deleteOne };
}

/** A page change re-queries through react-admin: give it time on a busy machine. */
const LOADED = { timeout: 5000 };

const lastQuery = (getList: ReturnType<typeof renderList>['getList']) => getList.mock.calls.at(-1)![1];

describe('ResourceList', () => {
  it('shows the title, the first 10 rows and the pager', async () => {
    const { getList } = renderList();
    await screen.findByText('Warehouse 1');
    expect(screen.getByRole('heading', { name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.queryByText('Warehouse 11')).toBeNull();
    expect(screen.getByText('Items per page')).toBeInTheDocument();
    expect(lastQuery(getList).pagination).toEqual({ page: 1, perPage: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await screen.findByText('Warehouse 21', {}, LOADED);
    expect(lastQuery(getList).pagination).toEqual({ page: 3, perPage: 10 });
  });

  it('searches from page 1 with 10 rows, and reloads when the box is cleared', async () => {
    const { getList } = renderList();
    await screen.findByText('Warehouse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Warehouse 11', {}, LOADED);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Warehouse 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'Warehouse 2' }));
    expect(lastQuery(getList).pagination).toEqual({ page: 1, perPage: 10 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({}));
    expect(lastQuery(getList).pagination).toEqual({ page: 1, perPage: 10 });
  });

  it('filters by a tag shown as a removable chip', async () => {
    const { getList } = renderList();
    await screen.findByText('Warehouse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivated' }));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ tag: 'deactivated' }));
    const chip = screen.getByText('Deactivated').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({}));
  });

  it('changes the page size among 10, 20 and 30', async () => {
    const { getList } = renderList();
    await screen.findByText('Warehouse 1');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '30']);
    fireEvent.click(options[2]);
    await screen.findByText('Warehouse 25', {}, LOADED);
    expect(lastQuery(getList).pagination.perPage).toBe(30);
  });

  it('shows a page size given by a link among the usual ones', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderWarehouseList(
      testDataProvider({ getList: getList as never }),
      <ResourceList title="app.screens.warehouses">
        <DataTable.Col source="name" label="Name" />
      </ResourceList>,
      '/warehouses?perPage=50',
    );
    await screen.findByText('Warehouse 25');
    expect(screen.getByRole('combobox')).toHaveTextContent('50');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '30', '50']);
  });

  it('asks before deleting', async () => {
    const { deleteOne } = renderList();
    await screen.findByText('Warehouse 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Actions' })[0]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeInTheDocument();
    // The confirmation replaces the menu: no menu is left open behind it.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteOne).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getAllByRole('button', { name: 'Actions' })[0]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('warehouses', expect.objectContaining({ id: 'w1' })),
    );
  });

  it('closes the confirmation when the server refuses, and shows its message', async () => {
    const { deleteOne } = renderList(async () => {
      throw new HttpError('This warehouse still has orders', 409);
    });
    await screen.findByText('Warehouse 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Actions' })[0]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This warehouse still has orders')).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledTimes(1);
    // Nothing is left open behind the message.
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to delete this?')).not.toBeInTheDocument(),
    );
  });
});

describe('an expanded row', () => {
  it('spans every column, also those given as a fragment', async () => {
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: rows.slice(0, 2), total: 2 })) as never,
    });
    renderWarehouseList(
      dataProvider,
      <ResourceList title="app.screens.warehouses" expand={<div>the panel</div>} rowMenu={<DeleteMenuItem />}>
        <>
          <DataTable.Col source="id" label="Id" />
          <DataTable.Col source="name" label="Name" />
        </>
        <DataTable.Col label="More" render={() => 'more'} />
      </ResourceList>,
    );
    const row = (await screen.findByText('Warehouse 1', {}, LOADED)).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').length;
    // react-admin hides its expand button from assistive tech (aria-hidden): find it by its state.
    fireEvent.click(row.querySelector('[aria-expanded="false"]')!);
    const panel = (await screen.findByText('the panel')).closest('td')!;
    // The expand button, Id, Name, More and the menu: five columns, the panel over all of them.
    expect(headers).toBe(5);
    expect(panel).toHaveAttribute('colspan', String(headers));
  });

  it('sorts by a declared column on a header click, reverses on a second, back on page 1 with the page size kept', async () => {
    const { getList } = renderList(undefined, ['name']);
    await screen.findByText('Warehouse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(getList).pagination).toEqual({ page: 2, perPage: 10 }), LOADED);
    fireEvent.click(screen.getByRole('button', { name: /^Sort by name/ }));
    await waitFor(() => expect(lastQuery(getList).sort).toEqual({ field: 'name', order: 'ASC' }), LOADED);
    expect(lastQuery(getList).pagination).toEqual({ page: 1, perPage: 10 });
    fireEvent.click(screen.getByRole('button', { name: /^Sort by name/ }));
    await waitFor(() => expect(lastQuery(getList).sort).toEqual({ field: 'name', order: 'DESC' }), LOADED);
  });

  it('the bar of ticked rows, above the header, ticks and unticks the whole page itself', async () => {
    const getList = vi.fn(async (_resource: string, params: { pagination: { perPage: number } }) => ({
      data: rows.slice(0, params.pagination.perPage),
      total: rows.length,
    }));
    renderWarehouseList(
      testDataProvider({ getList: getList as never }),
      <ResourceList
        title="app.screens.warehouses"
        view="archive"
        bulkActionButtons={<button type="button">Act</button>}
      >
        <DataTable.Col source="name" label="Name" />
      </ResourceList>,
    );
    const row = (await screen.findByText('Warehouse 3')).closest('tr') as HTMLElement;
    // Nothing ticked: the folded bar's controls are out of reach, the header's checkbox alone.
    expect(screen.getAllByRole('checkbox', { name: 'Select this page' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Act' })).toBeNull();
    fireEvent.click(within(row).getByRole('checkbox'));
    const bar = (await screen.findByText('1 item selected')).closest(
      '[data-test="bulk-actions-toolbar"]',
    ) as HTMLElement;
    const pageBox = () => within(bar).getByRole('checkbox', { name: 'Select this page' });
    fireEvent.click(pageBox());
    await within(bar).findByText('10 items selected');
    fireEvent.click(pageBox());
    await waitFor(() => expect(within(row).getByRole('checkbox')).not.toBeChecked());

    // The whole page ticked, more on other pages: Select all ticks every page of this same list.
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await waitFor(() => pageBox()));
    fireEvent.click(await within(bar).findByRole('button', { name: 'Select all' }));
    await within(bar).findByText('25 items selected', {}, LOADED);
    expect(getList).toHaveBeenLastCalledWith(
      'warehouses',
      expect.objectContaining({ pagination: { page: 1, perPage: 250 }, meta: { view: 'archive' } }),
    );
  });

  it('has no clickable header for a column the list does not sort, nor any without sorts', async () => {
    renderList(undefined, ['name']);
    await screen.findByText('Warehouse 1');
    expect(screen.queryByRole('button', { name: /^Sort by city/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('without declared sorts, no header sorts', async () => {
    renderList();
    await screen.findByText('Warehouse 1');
    expect(screen.queryByRole('button', { name: /^Sort by/ })).toBeNull();
  });

  it('on a phone, each row is a card that names its values, also those of columns a screen wraps', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      const Wrapped = () => (
        <>
          <DataTable.Col source="id" label="Id" />
          <DataTable.Col source="city" label="City" render={() => 'Leeds'} />
        </>
      );
      renderWarehouseList(
        testDataProvider({ getList: (async () => ({ data: rows.slice(0, 2), total: 2 })) as never }),
        <ResourceList title="app.screens.warehouses" rowMenu={<DeleteMenuItem />} sorts={['name']}>
          <DataTable.Col source="name" label="Name" />
          <Wrapped />
        </ResourceList>,
      );
      const row = (await screen.findByText('Warehouse 1')).closest('tr') as HTMLElement;
      // Each column's label in the row, before the values of its group, no sorting there.
      const cells = [...row.querySelectorAll(':scope > td')].map((c) => c.textContent);
      expect(cells).toEqual(['Name', 'Warehouse 1', 'Id', 'City', 'w1', 'Leeds', '']);
      expect(within(row).queryByRole('button', { name: /^Sort by/ })).toBeNull();
      expect(within(row).getByRole('button', { name: 'Actions' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the total under the list', () => {
  const listWith = (answer: { total: number; meta?: object }) =>
    renderWarehouseList(
      testDataProvider({
        getList: (async () => ({ data: rows.slice(0, 10), ...answer })) as never,
      }),
      <ResourceList title="app.screens.warehouses">
        <DataTable.Col source="name" label="Name" />
      </ResourceList>,
    );

  it('says "about" a count the server estimated (past 10,000 rows)', async () => {
    listWith({ total: 1_000_000, meta: { countEstimated: true } });
    expect(await screen.findByText('about 1,000,000 items')).toBeTruthy();
  });

  it('says an exact count as it is', async () => {
    listWith({ total: 25 });
    expect(await screen.findByText('25 items')).toBeTruthy();
    expect(screen.queryByText(/about/)).toBeNull();
  });
});
