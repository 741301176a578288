import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInAs, USERS } from '../../src/testing';
import { IDS, pickupOrder, sentPickupOrder, toWarehouse } from './fixtures';
import { LOADED, renderPuoScreen, rowOf } from './testing';
import type { PickupOrder } from './types';

// The print preview loads its sheets and barcodes on first use; a busy machine needs time.
const SLOW = { timeout: 60_000 };

const OTHER = '7a1c0000-0000-4000-8000-000000000003';
const other = pickupOrder({
  _id: OTHER,
  id: OTHER,
  pickupOrderNumber: 'PUO-1003',
  assign_orders: [{ ...toWarehouse, pickupOrderNumber: 'PUO-1003', pickup_order_id: OTHER }],
});

/** The PUO screen with getMany answering the selected rows, and the PDF download watched. */
function renderWithPrinting(which: 'to-be-sent' | 'sent', rows: PickupOrder[]) {
  const downloadPrintPdf = vi.fn(async () => undefined);
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
    data: rows.filter((puo) => ids.includes(puo._id)),
  }));
  renderPuoScreen(which, rows, { getMany, downloadPrintPdf });
  return { downloadPrintPdf, getMany };
}

const tick = async (puoNumber: string) =>
  fireEvent.click(within(await rowOf(puoNumber)).getByRole('checkbox'));

beforeEach(() => signInAs(USERS.Admin));

describe('Printing the tickets of the selected pickup orders', SLOW, () => {
  it('previews a ticket per assignment of exactly the ticked PUOs and downloads them as one PDF', async () => {
    const { downloadPrintPdf } = renderWithPrinting('to-be-sent', [pickupOrder(), other]);
    await tick('PUO-1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Print tickets' }));
    // PUO-1001 has two assignments: a ticket each, both carrying its number.
    const dialog = await screen.findByRole('dialog', { name: 'Shipping tickets (2)' }, LOADED);
    const tickets = within(dialog).getAllByRole('document');
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) expect(ticket).toHaveTextContent('PUO-1001');
    expect(dialog).toHaveTextContent('North Hub');
    expect(dialog).toHaveTextContent('Grace Hopper');
    expect(dialog).not.toHaveTextContent('PUO-1003');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(downloadPrintPdf).toHaveBeenCalledWith({
        pdf: 'pickup-order-tickets',
        ids: [IDS.puo],
        language: 'en',
      }),
    );
  });

  it('prints from Pickup Orders Sent too, every ticked PUO in one preview', async () => {
    renderWithPrinting('sent', [sentPickupOrder(), other]);
    await tick('PUO-1002');
    await tick('PUO-1003');
    fireEvent.click(await screen.findByRole('button', { name: 'Print tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping tickets (3)' }, LOADED);
    const numbers = within(dialog)
      .getAllByRole('document')
      .map((ticket) => (ticket.textContent?.includes('PUO-1003') ? 'PUO-1003' : 'PUO-1002'));
    expect(numbers.sort()).toEqual(['PUO-1002', 'PUO-1002', 'PUO-1003']);
  });
});
