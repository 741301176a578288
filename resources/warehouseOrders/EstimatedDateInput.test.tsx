import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { i18nProvider } from '../../src/i18n';
import { listOrder } from '../../src/testing/testOrders';
import type { Order } from '../../src/components/orders/types';
import WarehouseOrderList from './WarehouseOrderList';

/**
 * The estimated-date dialogs' shared day input (issue 28 item 4): the day is typed in the order
 * the lists show dates (DD/MM/YYYY, German DD.MM.YYYY), never the browser's locale's, read back
 * spelled out; a day already past asks first; one more than a year ahead is said at once.
 */
const LOADED = { timeout: 5000 };
const AGENT = { _id: 'a-1', name: 'Royal Parcel', activated: true, deleted_at: null, trackingURL: null };
const order: Order = listOrder(1, {
  consolidated: null,
  isHybrid: false,
  warehouse_cell: 'warehouse',
  shipping_agent: AGENT,
  estimated_shipping_date: null,
  order_created_at: '2026-11-02T09:00:00.000Z',
});

function openDialog(
  setWarehouseOrderEstimatedDate = vi.fn(async () => ({ msg: 'Estimated shipping date updated' })),
) {
  const getList = vi.fn(async () => ({ data: [order], total: 1 }));
  renderInAdmin(
    <Routes>
      <Route path="/warehouse-orders" element={<WarehouseOrderList />} />
    </Routes>,
    {
      path: '/warehouse-orders',
      dataProvider: testDataProvider({ getList: getList as never, setWarehouseOrderEstimatedDate } as never),
    },
  );
  return setWarehouseOrderEstimatedDate;
}

async function dateDialog(edit: string, title: string) {
  const row = (await screen.findByText('#1041', {}, LOADED)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: edit }));
  return within(await screen.findByRole('dialog', { name: title }));
}

beforeEach(() => {
  signInAs(USERS.Warehouse);
  // Today is 15 November 2026 (only Date is faked: the dialogs' timers run as ever).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('the estimated date input', () => {
  it('reads 08122026 as 8 December in English, as the lists write dates, and sends that day', async () => {
    const save = openDialog();
    const dialog = await dateDialog('Edit estimated shipping date', 'Update Estimated Shipping Date');
    const input = dialog.getByLabelText(/Estimated Shipping Date/);
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    fireEvent.change(input, { target: { value: '08122026' } });
    expect(dialog.getByText(/^Tuesday,? 8 December 2026$/)).toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveValue('08/12/2026');
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ orderId: 'o-1', estimatedDate: '2026-12-08' }));
  });

  it('reads 08122026 as 8 December in German too: 08.12.2026', async () => {
    await i18nProvider.changeLocale('de');
    const save = openDialog();
    const dialog = await dateDialog(
      'Voraussichtliches Versanddatum bearbeiten',
      'Voraussichtliches Versanddatum ändern',
    );
    const input = dialog.getByLabelText(/Voraussichtliches Versanddatum/);
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    fireEvent.change(input, { target: { value: '08122026' } });
    expect(dialog.getByText(/^Dienstag, 8\. Dezember 2026$/)).toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveValue('08.12.2026');
    fireEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ orderId: 'o-1', estimatedDate: '2026-12-08' }));
  });

  it('asks before setting a day already past: Cancel sends nothing, Set it sends the day', async () => {
    const save = openDialog();
    const dialog = await dateDialog('Edit estimated shipping date', 'Update Estimated Shipping Date');
    fireEvent.change(dialog.getByLabelText(/Estimated Shipping Date/), { target: { value: '10/11/2026' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'A day already past' }));
    expect(confirm.getByText('10/11/2026 is already past. Set it all the same?')).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'A day already past' })).toBeNull());
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    confirm = within(await screen.findByRole('dialog', { name: 'A day already past' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Set it' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ orderId: 'o-1', estimatedDate: '2026-11-10' }));
  });

  it('today saves at once; a day more than a year ahead or before the order is said under the input', async () => {
    const save = openDialog();
    const dialog = await dateDialog('Edit estimated shipping date', 'Update Estimated Shipping Date');
    const input = dialog.getByLabelText(/Estimated Shipping Date/);
    fireEvent.change(input, { target: { value: '16112027' } });
    expect(
      dialog.getByText('The estimated shipping date cannot be more than a year ahead'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '01112026' } });
    expect(
      dialog.getByText("The estimated shipping date cannot be before the order's date"),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '31022027' } });
    expect(dialog.getByText('Type the day as DD/MM/YYYY')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '15.11.2026' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ orderId: 'o-1', estimatedDate: '2026-11-15' }));
    expect(screen.queryByRole('dialog', { name: 'A day already past' })).toBeNull();
  });
});
