import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInAs, USERS } from '../../src/testing';
import { IDS, pickupOrder, sentPickupOrder } from './fixtures';
import { LOADED, renderPuoScreen, rowOf } from './testing';

// The dialogs load MUI and react-admin inputs on first use; a busy machine needs time.
const SLOW = { timeout: 60_000 };

/**
 * The sent list's bulk buttons on react-admin's testDataProvider: which batch method each calls,
 * with which params, and the banner of its answer. The URLs are asserted in dataProvider/index.test.ts.
 */
beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

const other = sentPickupOrder({ _id: 'puo-3', id: 'puo-3', pickupOrderNumber: 'PUO-1003' });
const tick = async (...numbers: string[]) => {
  for (const number of numbers) fireEvent.click(within(await rowOf(number)).getByRole('checkbox'));
};

/** Answers each id done, but `refuse`'s with its reason. */
const answering = (refuse: Record<string, string> = {}) =>
  vi.fn(async ({ ids }: { ids: string[] }) => {
    const rows = ids.map((id) =>
      refuse[id] ? { id, outcome: 'refused', reason: refuse[id] } : { id, outcome: 'done' },
    );
    const refused = rows.filter((r) => r.outcome === 'refused').length;
    return { msg: '', done: ids.length - refused, refused, rows };
  });

describe('Pickup Orders Sent: the ticked PUOs', SLOW, () => {
  it('Add Shipping Info: one tracking for the whole pickup, checked as the single dialog checks it', async () => {
    const addPuoShippingInfoBatch = answering({ 'puo-3': 'Already has shipping info: nothing to change' });
    renderPuoScreen('sent', [sentPickupOrder(), other], { addPuoShippingInfoBatch });
    await tick('PUO-1002', 'PUO-1003');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Shipping Info' }));
    expect(
      dialog.getByText(/added to every assignment without Shipping Info of the 2 selected pickup orders/),
    ).toBeInTheDocument();
    // Both PUOs are DHL's: its name is where the agent name starts.
    expect(dialog.getByRole('textbox', { name: /Shipping agent name/ })).toHaveValue('DHL');
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Tracking id/ }), { target: { value: '-4' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Tracking URL/ }), {
      target: { value: 'https://dhl.example/track/4711' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'DONE' }));
    expect(await dialog.findByText('Tracking id must be a number of at least 0')).toBeInTheDocument();
    expect(addPuoShippingInfoBatch).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Tracking id/ }), { target: { value: '4711' } });
    fireEvent.click(dialog.getByRole('button', { name: 'DONE' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(
      'PUO-1003: Already has shipping info: nothing to change',
    );
    expect(addPuoShippingInfoBatch).toHaveBeenCalledWith({
      ids: [IDS.sentPuo, 'puo-3'],
      trackingId: '4711',
      agentName: 'DHL',
      trackingURL: 'https://dhl.example/track/4711',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Add Shipping Info counts every ticked PUO, on any page', async () => {
    // Two PUOs on this page, a third ticked on page 2.
    renderPuoScreen(
      'sent',
      [sentPickupOrder(), other],
      {},
      { total: 30, ticked: [IDS.sentPuo, 'puo-3', 'puo-25'] },
    );
    await screen.findByText('3 items selected', {}, LOADED);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Shipping Info' }));
    expect(
      dialog.getByText(/added to every assignment without Shipping Info of the 3 selected pickup orders/),
    ).toBeInTheDocument();
  });

  it('Add Shipping Info starts with no agent name when the PUOs’ agents differ', async () => {
    const ups = sentPickupOrder({
      _id: 'puo-4',
      id: 'puo-4',
      pickupOrderNumber: 'PUO-1004',
      assigned_to: { ...sentPickupOrder().assigned_to!, _id: 'a-ups', name: 'UPS' },
    });
    renderPuoScreen('sent', [sentPickupOrder(), ups], { addPuoShippingInfoBatch: answering() });
    await tick('PUO-1002', 'PUO-1004');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Shipping Info' }));
    expect(dialog.getByRole('textbox', { name: /Shipping agent name/ })).toHaveValue('');
  });

  it('Change Status offers the assignment statuses and sends the chosen one for the ticked PUOs', async () => {
    const changePuoStatusBatch = answering();
    renderPuoScreen('sent', [sentPickupOrder(), other], { changePuoStatusBatch });
    await tick('PUO-1002', 'PUO-1003');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Status' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Awaiting Pickup',
      'Shipped',
    ]);
    expect(dialog.getByText(/Every assignment of each selected pickup order/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: 'Shipped' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    // All done: the green banner.
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('2 changed');
    expect(changePuoStatusBatch).toHaveBeenCalledWith({ ids: [IDS.sentPuo, 'puo-3'], status: 'Shipped' });
  });

  it('are not on the to-be-sent list, where a PUO takes neither yet', async () => {
    renderPuoScreen('to-be-sent', [pickupOrder()]);
    await tick('PUO-1001');
    expect(await screen.findByRole('button', { name: 'send now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Shipping Info' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });
});
