import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { skillet } from '../../src/testing/productFixtures';
import { EditStockPath, ViewStockHistoryPath } from './specPaths';
import { StockHistory } from './StockHistory';
import { StockList } from './StockList';
import type { StockEntry } from './stockApi';

/** The first load of a list goes through react-admin's auth check and query: give it time on a busy machine. */
const LOADED = { timeout: 5000 };
const WAREHOUSE_ID = 'c0ffee00-0000-4000-8000-000000000001';
const entry: StockEntry = {
  id: 's-1',
  _id: 's-1',
  warehouse: { _id: WAREHOUSE_ID, name: 'Rotterdam Hub' },
  product: { product_id: skillet, total_units: 25 },
};
const historyPath = `/stock/history?warehouse_id=${WAREHOUSE_ID}&product_id=${skillet._id}`;

/**
 * The screens on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
function renderStock(path: string, methods: Record<string, (...args: never[]) => Promise<unknown>>) {
  const dp = Object.fromEntries(Object.entries(methods).map(([name, impl]) => [name, vi.fn(impl)]));
  const view = renderInAdmin(
    <ResourceContextProvider value="stock">
      <Routes>
        <Route path="/stock" element={<StockList />} />
        <Route path="/stock/history" element={<StockHistory />} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
    </ResourceContextProvider>,
    { path, dataProvider: testDataProvider(dp) },
  );
  return { ...view, api: dp };
}

beforeEach(() => signInAs(USERS.Warehouse));
afterEach(() => vi.restoreAllMocks());

describe('Stock list', () => {
  it('shows the columns, Add Stock, and opens the history of a row', async () => {
    const view = renderStock('/stock', {
      getList: async () => ({ data: [entry], total: 1 }),
      getStockHistory: async () => ({ movements: [], product: skillet }),
    });
    await screen.findByText('Rotterdam Hub', {}, LOADED);
    expect(view.api.getList).toHaveBeenCalledWith('stock', expect.objectContaining({ filter: {} }));
    expect(screen.getByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Supplier SKU',
      'Supplier Product Name',
      'Supplier Name',
      'Stock Warehouse',
      'Available Stock Units',
      '',
    ]);
    const row = screen.getByText('Rotterdam Hub').closest('tr') as HTMLElement;
    expect(within(row).getByText('CK1001')).toBeInTheDocument();
    expect(within(row).getByText('25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Stock' })).toHaveAttribute('href', '/stock/create');

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View History', 'Remove units']);
    fireEvent.click(items[0]);
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe(historyPath));
  });
});

describe('Stock History', () => {
  it('lists the movements under the product name; its search box changes nothing', async () => {
    const { api } = renderStock(historyPath, {
      getStockHistory: async () => ({
        product: skillet,
        movements: [
          {
            id: 'm2',
            _id: 'm2',
            Date: '2026-03-05T14:30:00.000Z',
            unit: 5,
            isAdd: false,
            reason: null,
            order: { _id: 'o-1', order_number: '#1042' },
            user: { _id: 'u-1', email: 'ops@shop.test' },
          },
          {
            id: 'm1',
            _id: 'm1',
            Date: '2026-03-01T09:00:00.000Z',
            unit: 30,
            isAdd: true,
            reason: null,
            order: null,
            user: { _id: 'u-2', email: 'stock@shop.test' },
          },
        ],
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Cast Iron Skillet 26cm' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date and Time',
      'Units',
      'Action',
      'Order',
      'User',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [expect.stringMatching(/^05\/03\/2026 \d\d:30$/), '5', 'Remove', '#1042', 'ops@shop.test'],
      [expect.stringMatching(/^01\/03\/2026 \d\d:00$/), '30', 'Add', '', 'stock@shop.test'],
    ]);
    // Signed in as a Warehouse user: the order opens in the warehouse's view of its details.
    await waitFor(() =>
      expect(within(rows[0]).getByRole('link', { name: '#1042' })).toHaveAttribute(
        'href',
        '/view-warehouse-order?id=o-1',
      ),
    );

    expect(api.getStockHistory).toHaveBeenCalledWith(
      expect.objectContaining({ warehouse_id: WAREHOUSE_ID, product_id: skillet._id }),
    );
    // No method of the dataProvider runs again.
    const allCalls = () => Object.values(api).reduce((n, method) => n + method.mock.calls.length, 0);
    const calls = allCalls();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Add' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(allCalls()).toBe(calls);
  });
});

describe('the spec paths', () => {
  function openSpecPath(pathname: string, state: unknown) {
    let location = { pathname: '', search: '', state: null as unknown };
    render(
      <TestMemoryRouter initialEntries={[{ pathname, state }]} locationCallback={(l) => (location = l)}>
        <AdminContext store={memoryStore()}>
          <Routes>
            <Route path="/edit-stock" element={<EditStockPath />} />
            <Route path="/view-stock-history" element={<ViewStockHistoryPath />} />
            <Route path="*" element={<div>landed</div>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    return () => location;
  }

  it('/edit-stock with the entry and the warehouse id lands on /stock/remove, carrying the entry', async () => {
    const location = openSpecPath('/edit-stock', { record: entry, warehouse_id: WAREHOUSE_ID });
    await screen.findByText('landed');
    expect(location().pathname + location().search).toBe(historyPath.replace('/history', '/remove'));
    expect(location().state).toEqual({ entry });
  });

  it('/view-stock-history with the entry lands on /stock/history; without one on the list', async () => {
    const withEntry = openSpecPath('/view-stock-history', { record: entry });
    await screen.findByText('landed');
    expect(withEntry().pathname + withEntry().search).toBe(historyPath);
  });

  it('goes to the stock list when no entry was passed', async () => {
    const location = openSpecPath('/view-stock-history', null);
    await screen.findByText('landed');
    expect(location().pathname).toBe('/stock');
  });
});
