import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { skillet } from '../../src/testing/productFixtures';
import { RemoveUnitsForm } from './RemoveStock';
import type { StockEntry } from './stockApi';

const WAREHOUSE_ID = 'c0ffee00-0000-4000-8000-000000000001';

const entry: StockEntry = {
  id: 's-1',
  _id: 's-1',
  warehouse: { _id: WAREHOUSE_ID, name: 'Rotterdam Hub' },
  product: { product_id: skillet, total_units: 25 },
};

beforeEach(() => {
  signInAs(USERS.Warehouse);
});
afterEach(() => vi.restoreAllMocks());

/**
 * The form on react-admin's testDataProvider: update is a spy, the URL it calls
 * (/edit-stock) is dataProvider/index.test.ts's.
 */
function renderForm(update: (...args: never[]) => Promise<unknown>) {
  const dp = { update: vi.fn(update) };
  renderInAdmin(
    <ResourceContextProvider value="stock">
      <RemoveUnitsForm entry={entry} />
    </ResourceContextProvider>,
    { path: '/stock/remove', dataProvider: testDataProvider(dp as never) },
  );
  return dp;
}

describe('Update Stock (remove units)', () => {
  it('refuses more than the current total and sends an allowed number with the entry ids', async () => {
    const user = userEvent.setup();
    const api = renderForm(async () => ({ data: entry, meta: { msg: 'Stock updated successfully' } }));
    expect(screen.getByText('Rotterdam Hub')).toBeInTheDocument();
    const units = screen.getByLabelText('Units to remove', { exact: false });
    expect(screen.getByText('From 0 to 25')).toBeInTheDocument();

    fireEvent.change(units, { target: { value: '26' } });
    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    expect(await screen.findByText('Units to remove must be at most 25')).toBeInTheDocument();
    fireEvent.change(units, { target: { value: '-1' } });
    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    expect(await screen.findByText('Units to remove must be at least 0')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();

    fireEvent.change(units, { target: { value: '25' } });
    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('stock', {
      id: undefined,
      data: { warehouse_id: WAREHOUSE_ID, product_id: skillet._id, units: 25 },
      previousData: { id: undefined },
    });
  });

  it("shows the server's refusal when the total changed meanwhile", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const msg = 'Only 3 units are in stock: 5 cannot be removed';
    renderForm(async () => {
      throw new HttpError(msg, 409, { msg, errors: [{ field: 'units', message: 'x' }] });
    });
    fireEvent.change(screen.getByLabelText('Units to remove', { exact: false }), { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Update Stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
  });
});
