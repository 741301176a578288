import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { bodiesSentTo, fakeApi, renderInAdmin, signInAs, USERS } from '../../src/testing';
import { cookPack, knife, skillet } from '../products/fixtures';
import { StockCreate } from './StockCreate';

const API = '/backend/api/admin';
const OWN = 'c0ffee00-0000-4000-8000-000000000001';
const entry = {
  _id: 's-1',
  warehouse: { _id: OWN, name: 'London Central' },
  product: { product_id: skillet, total_units: 25 },
};

function renderCreate() {
  return renderInAdmin(
    <ResourceContextProvider value="stock">
      <StockCreate />
    </ResourceContextProvider>,
    { path: '/stock/create' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Add Stock', () => {
  it('offers warehouse staff their own warehouse and the stock products by supplier SKU', async () => {
    signInAs({ ...USERS.Warehouse, warehouseId: OWN });
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/get-stock`]: () => [200, { doc: [entry], count: 1 }],
      [`${API}/get-stock-products`]: () => [200, { doc: [skillet, knife], count: 2 }],
      [`${API}/add-stock`]: () => [200, { msg: 'Stock added successfully', doc: entry }],
    });
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Add Stock' })).toBeInTheDocument();
    await screen.findByText('London Central'); // preselected: the only warehouse they may use
    expect(bodiesSentTo(api, `${API}/get-warehouses`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    expect(await screen.findByText('Product is required')).toBeInTheDocument();
    expect(screen.getByText('Units is required')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Product/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.trim())).toEqual(['', 'CK1001', 'CK1002']);
    fireEvent.click(options[2]);
    fireEvent.change(screen.getByLabelText('Units', { exact: false }), { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    await waitFor(() =>
      expect(bodiesSentTo(api, `${API}/add-stock`)).toEqual([
        { warehouse_id: OWN, product_id: knife._id, units: 4 },
      ]),
    );
  });

  it('keeps its error banner (it does not hide itself)', async () => {
    signInAs(USERS.Admin);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    fakeApi({
      [`${API}/get-warehouses`]: () => [200, { doc: [{ _id: OWN, name: 'London Central' }], count: 1 }],
      [`${API}/get-stock-products`]: () => [200, { doc: [skillet, cookPack], count: 2 }],
      [`${API}/add-stock`]: () => [400, { msg: 'The warehouse does not exist or was deleted' }],
    });
    renderCreate();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'London Central' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Product/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CK1001' }));
    fireEvent.change(screen.getByLabelText('Units', { exact: false }), { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The warehouse does not exist or was deleted');
    await new Promise((resolve) => setTimeout(resolve, 5500));
    expect(alert).toBeInTheDocument();
  }, 15_000);
});
