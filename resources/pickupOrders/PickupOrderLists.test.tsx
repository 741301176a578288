import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInAs, USERS } from '../../src/testing';
import { pickupOrder, sentPickupOrder, toCustomer, toWarehouse } from './fixtures';
import { LOADED, renderPuoScreen, rowOf } from './testing';

// The dialogs load MUI and react-admin inputs on first use; a busy machine needs time.
const SLOW = { timeout: 60_000 };

/** The columns of both PUO lists, in the spec's order (spec 000 section 2). */
const PUO_COLUMNS = [
  'Date & Time',
  'Scheduled Date & Time',
  'PUO Number',
  'Pickup Address',
  'Shipping Agent',
  'Supplier Product Info',
  'Order Info',
  'Address to be sent',
  'Name',
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Scheduled Pickup Orders (/puo-to-be-sent)', SLOW, () => {
  it('reads the to-be-sent list and shows every column of a PUO and its first assignment', async () => {
    const { getList } = renderPuoScreen('to-be-sent', [pickupOrder()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled Pickup Orders' }),
    ).toBeInTheDocument();
    const row = await rowOf('PUO-1001');
    // The spec's order (spec 000 section 2); the first, empty headers are the select-all
    // checkbox's and the expand column's, the last the row menu's.
    expect(headers()).toEqual(['', '', ...PUO_COLUMNS, 'send', '']);
    expect(row).toHaveTextContent('20/11/2026 08:00');
    expect(row).toHaveTextContent('25/11/2026 09:30');
    expect(row).toHaveTextContent('DHL');
    expect(row).toHaveTextContent('SUP-1');
    expect(row).toHaveTextContent('Cast iron pan 1');
    expect(row).toHaveTextContent('× 2');
    // Weight × units, and the assignment's summed weight.
    expect(within(row).getAllByRole('button', { name: /3 kg/ })).toHaveLength(2);
    expect(row).toHaveTextContent('North Hub');
    // The order the first assignment serves, in its Order Info.
    expect(within(row).getByText('Order #1041')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'send PUO-1001' })).toBeEnabled();
    expect(within(row).queryByText('Awaiting Pickup')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'pickup-orders',
      expect.not.objectContaining({ meta: expect.anything() }),
    );
  });

  it('shows the scheduled date & time in the operator’s zone, as the schedule dialog does', async () => {
    renderPuoScreen('to-be-sent', [pickupOrder({ time_zone: 'Europe/Berlin' })]);
    const row = await rowOf('PUO-1001');
    // 09:30 UTC is 10:30 in Berlin; Date & Time (when it was made) stays in UTC.
    expect(row).toHaveTextContent('25/11/2026 10:30');
    expect(row).not.toHaveTextContent('25/11/2026 09:30');
    expect(row).toHaveTextContent('20/11/2026 08:00');
  });

  it('opens the pickup address and destination popups', async () => {
    renderPuoScreen('to-be-sent', [pickupOrder()]);
    const row = await rowOf('PUO-1001');
    fireEvent.click(within(row).getByRole('button', { name: 'Rotterdam · Supplier' }));
    const pickup = await screen.findByRole('dialog', { name: 'Pickup address' });
    for (const text of ['Acme Cookware', '12', 'Havenweg', 'Rotterdam', 'Netherlands', '3011'])
      expect(within(pickup).getByText(text)).toBeInTheDocument();
    fireEvent.keyDown(pickup, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(row).getByRole('button', { name: 'Utrecht' }));
    const destination = await screen.findByRole('dialog', { name: 'Address to be sent' });
    expect(destination).toHaveTextContent('North Hub');
    expect(destination).toHaveTextContent('1 Dockweg, Utrecht, 3511, Netherlands');
  });

  it('expands the further assignments with their products', async () => {
    renderPuoScreen('to-be-sent', [pickupOrder()]);
    const row = await rowOf('PUO-1001');
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '2 assignments' }));
    const panel = await screen.findByRole('table', { name: 'Assignments of PUO-1001' }, LOADED);
    expect(panel).toHaveTextContent('Grace Hopper');
    expect(within(panel).getByText('Order #1042')).toBeInTheDocument();
    expect(panel).toHaveTextContent('SUP-2');
    expect(panel).toHaveTextContent('SUP-3');
    expect(within(panel).getByRole('button', { name: 'Boston' })).toBeInTheDocument();
  });

  it('shows no count button for a PUO with one assignment', async () => {
    renderPuoScreen('to-be-sent', [pickupOrder({ assign_orders: [toWarehouse] })]);
    const row = await rowOf('PUO-1001');
    expect(within(row).queryByRole('button', { name: /assignment/ })).not.toBeInTheDocument();
  });
});

describe('two shops configured', SLOW, () => {
  it('names the order each assignment serves with its shop', async () => {
    const ofShop = (assignment: typeof toWarehouse, shop: string) => ({
      ...assignment,
      order_number: '#1001',
      order_id: { ...assignment.order_id!, order_number: '#1001', shop },
    });
    renderPuoScreen('to-be-sent', [
      pickupOrder({
        assign_orders: [
          ofShop(toWarehouse, 'a.myshopify.com'),
          ofShop(toCustomer, 'https://store.example.com'),
        ],
      }),
    ]);
    const row = await rowOf('PUO-1001');
    expect(within(row).getByText('Order #1001 · a.myshopify.com')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '2 assignments' }));
    const panel = await screen.findByRole('table', { name: 'Assignments of PUO-1001' }, LOADED);
    expect(within(panel).getByText('Order #1001 · store.example.com')).toBeInTheDocument();
  });
});

describe('Pickup Orders Sent (/puo-sent)', SLOW, () => {
  it('reads the sent view, shows statuses and no send button', async () => {
    const { getList } = renderPuoScreen('sent', [sentPickupOrder()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pickup Orders Sent' })).toBeInTheDocument();
    const row = await rowOf('PUO-1002');
    // The same layout, with Status where the send button was.
    expect(headers()).toEqual(['', '', ...PUO_COLUMNS, 'Status', '']);
    expect(within(row).getAllByText('Awaiting Pickup').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('button', { name: /^send/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Update Scheduled/ })).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'pickup-orders',
      expect.objectContaining({ meta: { view: 'sent' } }),
    );
  });

  it('shows an unmatched line status as Shipped for a customer and keeps Refund', async () => {
    renderPuoScreen('sent', [
      sentPickupOrder({
        assign_orders: [
          { ...toCustomer, products: [{ ...toCustomer.products[0], status: '' }, toCustomer.products[1]] },
        ],
      }),
    ]);
    const row = await rowOf('PUO-1002');
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('Refund')).toBeInTheDocument();
  });
});
