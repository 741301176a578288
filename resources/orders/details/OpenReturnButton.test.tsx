import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import { ActionsProvider } from '../../../src/components/actions';
import type { OrderParcelsRecord } from '../../../domain/schemas/parcels';
import { OpenReturnButton } from './OpenReturnButton';

const parcels: OrderParcelsRecord = {
  parcels: [],
  lines: [
    { _id: 'l1', sku: 'MUG-1', name: 'Mug', status: 'Shipped', shipped: 3, of: 3, left: 0 },
    { _id: 'l2', sku: 'CAP-2', name: 'Cap', status: 'Ready', shipped: 0, of: 1, left: 1 },
  ],
};

const render = (methods: Record<string, unknown>) =>
  renderInAdmin(
    <ActionsProvider>
      <OpenReturnButton orderId="o1" />
    </ActionsProvider>,
    { dataProvider: testDataProvider({ getOrderParcels: async () => parcels, ...methods } as never) },
  );

beforeEach(() => signInAs(USERS.Admin));

describe('Open Return', () => {
  it('asks a quantity of each shipped line and a reason, and sends the chosen lines', async () => {
    const openReturn = vi.fn(async () => ({ msg: 'Return opened successfully', doc: [] }));
    const user = userEvent.setup();
    render({ openReturn });
    await user.click(await screen.findByRole('button', { name: 'Open return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a return' });
    // Only what shipped can come back.
    expect(within(dialog).queryByLabelText(/CAP-2/)).not.toBeInTheDocument();
    const mug = within(dialog).getByLabelText('MUG-1 Mug (3 shipped)');
    await user.clear(mug);
    await user.type(mug, '2');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too small');
    await user.click(within(dialog).getByRole('button', { name: 'Open return' }));
    await waitFor(() =>
      expect(openReturn).toHaveBeenCalledWith({
        orderId: 'o1',
        lines: [{ lineId: 'l1', quantity: 2 }],
        reason: 'Too small',
        expectedDays: 14,
      }),
    );
  });

  it('is not offered to a Warehouse user', async () => {
    signInAs(USERS.Warehouse);
    const getOrderParcels = vi.fn(async () => parcels);
    render({ getOrderParcels });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Open return' })).not.toBeInTheDocument();
  });
});
