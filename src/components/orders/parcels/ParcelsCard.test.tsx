import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../../testing';
import type { OrderParcelsRecord } from '../../../../domain/schemas/parcels';
import { ActionsProvider } from '../../actions';
import { ParcelsCard as Card } from './ParcelsCard';

/** As on the order's page, whose actions' banners the card's writes use. */
const ParcelsCard = ({ orderId }: { orderId: string }) => (
  <ActionsProvider>
    <Card orderId={orderId} />
  </ActionsProvider>
);

const parcels: OrderParcelsRecord = {
  parcels: [
    {
      _id: 'p1',
      shipper: 'warehouse',
      warehouseId: 'w1',
      supplierId: null,
      agentName: 'DHL',
      trackingId: '00340434',
      trackingURL: 'https://track.example.com/00340434',
      createdAt: '2026-12-07T09:00:00.000Z',
      lines: [{ lineId: 'l1', sku: 'MUG-1', name: 'Mug', quantity: 2 }],
    },
  ],
  lines: [
    { _id: 'l1', sku: 'MUG-1', name: 'Mug', status: 'Ready', shipped: 2, of: 3, left: 1 },
    { _id: 'l2', sku: 'CAP-2', name: 'Cap', status: 'Ready', shipped: 0, of: 1, left: 1 },
  ],
};

beforeEach(() => signInAs(USERS.Admin));

describe('the parcels card', () => {
  it('lists each parcel with its shipper, tracking and lines, and each line’s "2 of 3 shipped"', async () => {
    renderInAdmin(<ParcelsCard orderId="o1" />, {
      dataProvider: testDataProvider({ getOrderParcels: async () => parcels } as never),
    });
    expect(await screen.findByText('MUG-1 Mug: 2 of 3 shipped')).toBeInTheDocument();
    expect(screen.getByText('CAP-2 Cap: 0 of 1 shipped')).toBeInTheDocument();
    expect(screen.getByText(/Parcel 1 · by the warehouse/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tracking 00340434 with DHL' })).toHaveAttribute(
      'href',
      'https://track.example.com/00340434',
    );
    expect(screen.getByText('2 × MUG-1 Mug')).toBeInTheDocument();
  });

  it('adds a parcel of what is left, sending only the lines with a quantity, and keeps a refusal in the dialog', async () => {
    const addParcel = vi
      .fn()
      .mockRejectedValueOnce(new Error('Line l2 has only 0 left to ship'))
      .mockResolvedValueOnce({ msg: 'Parcel added successfully', _id: 'p2' });
    const user = userEvent.setup();
    renderInAdmin(<ParcelsCard orderId="o1" />, {
      dataProvider: testDataProvider({ getOrderParcels: async () => parcels, addParcel } as never),
    });
    await user.click(await screen.findByRole('button', { name: 'Add parcel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a parcel' });
    const mug = within(dialog).getByLabelText('MUG-1 Mug (1 left to ship)');
    expect(mug).toHaveValue(1);
    // More than is left is refused before any call, naming the line's field.
    await user.clear(mug);
    await user.type(mug, '2');
    const cap = within(dialog).getByLabelText('CAP-2 Cap (1 left to ship)');
    await user.clear(cap);
    await user.type(cap, '0');
    await user.type(within(dialog).getByLabelText(/Shipping agent name/), 'DHL');
    await user.type(within(dialog).getByLabelText(/Tracking id/), '00340435');
    await user.click(within(dialog).getByRole('button', { name: 'Add parcel' }));
    expect(await within(dialog).findByText('Quantity must be at most 1')).toBeInTheDocument();
    expect(addParcel).not.toHaveBeenCalled();
    await user.clear(mug);
    await user.type(mug, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add parcel' }));
    expect(await within(dialog).findByText('Line l2 has only 0 left to ship')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add parcel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addParcel).toHaveBeenLastCalledWith({
      orderId: 'o1',
      lines: [{ lineId: 'l1', quantity: 1 }],
      agentName: 'DHL',
      trackingId: '00340435',
      trackingURL: null,
    });
  });

  it('offers no Add Parcel once every line has left whole', async () => {
    const done: OrderParcelsRecord = {
      ...parcels,
      lines: parcels.lines.map((line) => ({ ...line, shipped: line.of, left: 0 })),
    };
    renderInAdmin(<ParcelsCard orderId="o1" />, {
      dataProvider: testDataProvider({ getOrderParcels: async () => done } as never),
    });
    expect(await screen.findByText('MUG-1 Mug: 3 of 3 shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add parcel' })).not.toBeInTheDocument();
  });
});
