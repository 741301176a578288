import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { ChoiceList } from '../../dataProvider/products';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { cookPack, knife, skillet } from '../../src/testing/productFixtures';
import { StockCreate } from './StockCreate';

const OWN = 'c0ffee00-0000-4000-8000-000000000001';
const entry = {
  _id: 's-1',
  warehouse: { _id: OWN, name: 'London Central' },
  product: { product_id: skillet, total_units: 25 },
};

/**
 * The screen on react-admin's testDataProvider: getChoices answers each select's list, create
 * is a spy; the URLs they call are dataProvider/index.test.ts's.
 */
function renderCreate(
  lists: Partial<Record<ChoiceList, unknown[]>>,
  create: (...args: never[]) => Promise<unknown>,
) {
  const dp = {
    getChoices: vi.fn(async ({ list }: { list: ChoiceList }) => lists[list] ?? []),
    create: vi.fn(create),
  };
  renderInAdmin(
    <ResourceContextProvider value="stock">
      <StockCreate />
    </ResourceContextProvider>,
    { path: '/stock/create', dataProvider: testDataProvider(dp as never) },
  );
  return dp;
}
const listsAsked = (api: ReturnType<typeof renderCreate>) =>
  api.getChoices.mock.calls.map(([params]) => params.list);

afterEach(() => vi.restoreAllMocks());

describe('Add Stock', () => {
  it('offers warehouse staff their own warehouse and the stock products by supplier SKU', async () => {
    signInAs({ ...USERS.Warehouse, warehouseId: OWN });
    const user = userEvent.setup();
    const api = renderCreate(
      { '/get-stock': [entry], '/get-stock-products': [skillet, knife] },
      async () => ({ data: { ...entry, id: entry._id }, meta: { msg: 'Stock added successfully' } }),
    );
    expect(screen.getByRole('heading', { name: 'Add Stock' })).toBeInTheDocument();
    await screen.findByText('London Central'); // preselected: the only warehouse they may use
    expect(listsAsked(api)).not.toContain('/get-warehouses');
    expect(api.getChoices).toHaveBeenCalledWith(expect.objectContaining({ list: '/get-stock', limit: 1 }));

    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    expect(await screen.findByText('Product is required')).toBeInTheDocument();
    expect(screen.getByText('Units is required')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Product/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.trim())).toEqual(['', 'CK1001', 'CK1002']);
    fireEvent.click(options[2]);
    fireEvent.change(screen.getByLabelText('Units', { exact: false }), { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('stock', {
        data: { warehouse_id: OWN, product_id: knife._id, units: 4 },
      }),
    );
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('keeps its error banner (it does not hide itself)', async () => {
    signInAs(USERS.Admin);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const msg = 'The warehouse does not exist or was deleted';
    const api = renderCreate(
      {
        '/get-warehouses': [{ _id: OWN, name: 'London Central' }],
        '/get-stock-products': [skillet, cookPack],
      },
      async () => {
        throw new HttpError(msg, 400, { msg });
      },
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'London Central' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Product/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CK1001' }));
    fireEvent.change(screen.getByLabelText('Units', { exact: false }), { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(api.create).toHaveBeenCalledWith('stock', {
      data: { warehouse_id: OWN, product_id: skillet._id, units: 1 },
    });
    await new Promise((resolve) => setTimeout(resolve, 5500));
    expect(alert).toBeInTheDocument();
  }, 15_000);
});
