import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { keptSelection, renderInAdmin, signInAs, USERS } from '../../src/testing';
import { listOrder } from '../../src/testing/testOrders';
import type { Order } from '../../src/components/orders/types';
import WarehouseOrderList from './WarehouseOrderList';

/** Warehouse Orders' bulk buttons: which batch method each calls, and the banner of its answer. */
const LOADED = { timeout: 5000 };
/** A day ahead, as a date dialog takes it without asking (a past day is confirmed first). */
const SOON = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
/** Agent ids are uuids, as the dialog's schema (the server's) requires. */
const EURO = 'c0ffee00-0000-4000-8000-0000000000a2';

const whOrder = (n: number): Order =>
  listOrder(n, {
    consolidated: null,
    isHybrid: false,
    warehouse_cell: 'warehouse',
    shipping_agent: null,
    estimated_shipping_date: null,
  });

/** `ticked`: a selection kept from before (the store), e.g. rows ticked on other pages. */
function renderList(
  orders: Order[],
  methods: Record<string, ReturnType<typeof vi.fn>> = {},
  { total = orders.length, ticked }: { total?: number; ticked?: string[] } = {},
) {
  const getList = vi.fn(async () => ({ data: orders, total }));
  const dataProvider = testDataProvider({ getList: getList as never, ...methods });
  renderInAdmin(
    <Routes>
      <Route path="/warehouse-orders" element={<WarehouseOrderList />} />
    </Routes>,
    {
      path: '/warehouse-orders',
      dataProvider,
      store: keptSelection('warehouse-orders', ticked),
    },
  );
}

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;
const tick = async (orderNumber: string) =>
  fireEvent.click(within(await rowOf(orderNumber)).getByRole('checkbox'));

/** Answers each id done, but `refuse`'s with its reason. */
const answering = (refuse: Record<string, string> = {}) =>
  vi.fn(async ({ ids }: { ids: string[] }) => {
    const rows = ids.map((id) =>
      refuse[id] ? { id, outcome: 'refused', reason: refuse[id] } : { id, outcome: 'done' },
    );
    const refused = rows.filter((r) => r.outcome === 'refused').length;
    return { msg: '', done: ids.length - refused, refused, rows };
  });

beforeEach(() => signInAs(USERS.Warehouse));

describe('Warehouse Orders: the selected orders', () => {
  it('Update Shipping Agent offers the activated agents, sends the ticked orders and lists the refused', async () => {
    const getActiveShippingAgents = vi.fn(async () => [
      { _id: 'a-1', name: 'Royal Parcel' },
      { _id: EURO, name: 'EuroFreight' },
    ]);
    const setWarehouseOrderAgentBatch = answering({
      'o-2': 'The shipping agent of a Ready order cannot change any more',
    });
    renderList([1, 2, 3].map(whOrder), { getActiveShippingAgents, setWarehouseOrderAgentBatch });
    for (const n of ['#1041', '#1042']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Shipping Agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Shipping Agent' }));
    expect(dialog.getByText('The shipping agent of the 2 selected orders.')).toBeInTheDocument();
    fireEvent.mouseDown(await dialog.findByRole('combobox'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'EuroFreight' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(
      '#1042: The shipping agent of a Ready order cannot change any more',
    );
    expect(setWarehouseOrderAgentBatch).toHaveBeenCalledWith({ ids: ['o-1', 'o-2'], shippingAgentId: EURO });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Update Estimated Shipping Date sends the date part for the ticked orders', async () => {
    const setWarehouseOrderEstimatedDateBatch = answering();
    renderList([1, 2].map(whOrder), { setWarehouseOrderEstimatedDateBatch });
    for (const n of ['#1041', '#1042']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Estimated Shipping Date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Estimated Shipping Date' }));
    fireEvent.change(dialog.getByLabelText(/Estimated Shipping Date/), { target: { value: SOON } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    // All done: the green banner.
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('2 changed');
    expect(setWarehouseOrderEstimatedDateBatch).toHaveBeenCalledWith({
      ids: ['o-1', 'o-2'],
      estimatedDate: SOON,
    });
  });

  it.each([
    ['Update Shipping Agent', 'The shipping agent of the 3 selected orders.'],
    ['Update Estimated Shipping Date', 'The estimated shipping date of the 3 selected orders.'],
  ])('%s counts every ticked order, on any page', async (button, text) => {
    // Two orders on this page, a third ticked on page 2.
    renderList([1, 2].map(whOrder), {}, { total: 30, ticked: ['o-1', 'o-2', 'o-25'] });
    await screen.findByText('3 items selected', {}, LOADED);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Change Status to Ready asks one confirmation for the batch, naming the count, then one batch call', async () => {
    const changeWarehouseOrderStatusBatch = answering();
    renderList([1, 2, 3].map(whOrder), { changeWarehouseOrderStatusBatch });
    for (const n of ['#1041', '#1042', '#1043']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Status' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Ready' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Order Ready' });
    expect(confirmation).toHaveTextContent(
      'The 3 selected orders become Ready to be picked up by their shipping agents.',
    );
    expect(confirmation).toHaveTextContent('Are you sure? This action is irreversible.');
    expect(changeWarehouseOrderStatusBatch).not.toHaveBeenCalled();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('3 changed');
    expect(changeWarehouseOrderStatusBatch).toHaveBeenCalledTimes(1);
    expect(changeWarehouseOrderStatusBatch).toHaveBeenCalledWith({
      ids: ['o-1', 'o-2', 'o-3'],
      status: 'Ready',
    });
  });

  it('Change Status to Preparation runs at once, with no confirmation', async () => {
    const changeWarehouseOrderStatusBatch = answering();
    renderList([1, 2].map(whOrder), { changeWarehouseOrderStatusBatch });
    for (const n of ['#1041', '#1042']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Status' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Preparation' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('2 changed');
    expect(screen.queryByText('Are you sure? This action is irreversible.')).not.toBeInTheDocument();
    expect(changeWarehouseOrderStatusBatch).toHaveBeenCalledWith({
      ids: ['o-1', 'o-2'],
      status: 'Preparation',
    });
  });

  it('exports exactly the selection', async () => {
    const exportWarehouseOrdersSelectionCsv = vi.fn(async () => {});
    renderList([1, 2].map(whOrder), { exportWarehouseOrdersSelectionCsv });
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(exportWarehouseOrdersSelectionCsv).toHaveBeenCalledWith({ ids: ['o-2'] }));
  });
});
