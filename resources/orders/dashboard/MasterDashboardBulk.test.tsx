import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import { listOrder, ordersProvider } from '../../../src/testing/testOrders';
import MasterDashboard from './MasterDashboard';

const LOADED = { timeout: 5000 };

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;
const tick = async (orderNumber: string) =>
  fireEvent.click(within(await rowOf(orderNumber)).getByRole('checkbox'));

beforeEach(() => signInAs(USERS.Admin));

describe('Master Dashboard: Change Status of the selected orders', () => {
  it('sends the ticked orders, says what changed and lists the refused by order number', async () => {
    const orders = [1, 2, 3].map((n) => listOrder(n, { status: 'Pending' }));
    const { api, dataProvider } = ordersProvider(orders, {
      changeOrderStatusBatch: async ({ ids }: { ids: string[] }) => ({
        msg: '2 changed, 1 refused',
        done: 2,
        refused: 1,
        rows: ids.map((id) =>
          id === 'o-3'
            ? {
                id,
                outcome: 'refused',
                reason: 'A problematic order needs a warehouse before its status can change',
              }
            : { id, outcome: 'done' },
        ),
      }),
    });
    renderInAdmin(
      <Routes>
        <Route path="/master-dashboard" element={<MasterDashboard />} />
      </Routes>,
      { path: '/master-dashboard', dataProvider },
    );
    for (const n of ['#1041', '#1042', '#1043']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Preparation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('2 changed, 1 refused');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1043: A problematic order needs a warehouse before its status can change']);
    expect(api.changeOrderStatusBatch).toHaveBeenCalledWith({
      ids: ['o-1', 'o-2', 'o-3'],
      status: 'Preparation',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refused order stays selected, the changed ones leave the selection.
    await waitFor(() =>
      expect(
        ['#1041', '#1042', '#1043'].map(
          (n) =>
            (within(screen.getByText(n).closest('tr')!).getByRole('checkbox') as HTMLInputElement).checked,
        ),
      ).toEqual([false, false, true]),
    );
  });

  it('is green when every order changed', async () => {
    const { dataProvider } = ordersProvider([listOrder(1)], {
      changeOrderStatusBatch: async ({ ids }: { ids: string[] }) => ({
        msg: '1 changed',
        done: 1,
        refused: 0,
        rows: ids.map((id) => ({ id, outcome: 'done' })),
      }),
    });
    renderInAdmin(
      <Routes>
        <Route path="/master-dashboard" element={<MasterDashboard />} />
      </Routes>,
      { path: '/master-dashboard', dataProvider },
    );
    await tick('#1041');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pending' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('1 changed');
  });
});

const renderWith = (orders: ReturnType<typeof listOrder>[], methods: Record<string, unknown>) => {
  const { api, dataProvider } = ordersProvider(orders, methods as never);
  renderInAdmin(
    <Routes>
      <Route path="/master-dashboard" element={<MasterDashboard />} />
    </Routes>,
    { path: '/master-dashboard', dataProvider },
  );
  return api;
};

describe('Master Dashboard: more actions on the selected orders', () => {
  const north = { _id: '00000000-0000-4000-8000-00000000000a', name: 'North' };
  const south = { _id: '00000000-0000-4000-8000-00000000000b', name: 'South' };
  const east = { _id: '00000000-0000-4000-8000-00000000000c', name: 'East' };
  const problematic = (n: number, list: (typeof north)[]) =>
    listOrder(n, { problemetic: true, warehouse_cell: 'choose-warehouse', warehouse_list: list });

  it('offers the warehouses the selected problematic orders share, and assigns the one chosen', async () => {
    const api = renderWith([problematic(1, [north, south]), problematic(2, [south, east, north])], {
      assignWarehouseBatch: async ({ ids }: { ids: string[] }) => ({
        msg: '2 changed',
        done: 2,
        refused: 0,
        rows: ids.map((id) => ({ id, outcome: 'done' })),
      }),
    });
    await tick('#1041');
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Warehouse' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['North', 'South']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'South' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('2 changed');
    expect(api.assignWarehouseBatch).toHaveBeenCalledWith({ ids: ['o-1', 'o-2'], warehouseId: south._id });
  });

  it('says so when the selected orders share no candidate', async () => {
    const api = renderWith([problematic(1, [north]), problematic(2, [south])], {
      assignWarehouseBatch: async () => ({}),
    });
    await tick('#1041');
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Warehouse' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('share no candidate warehouse');
    const confirm = within(dialog).getByRole('button', { name: 'CONFIRM' });
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(api.assignWarehouseBatch).not.toHaveBeenCalled();
  });

  it('exports exactly the selected orders', async () => {
    const api = renderWith([listOrder(1), listOrder(2), listOrder(3)], {
      exportOrdersSelectionCsv: async () => undefined,
    });
    await tick('#1041');
    await tick('#1043');
    fireEvent.click(await screen.findByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(api.exportOrdersSelectionCsv).toHaveBeenCalledWith({ ids: ['o-1', 'o-3'] }));
  });

  it('prints the tickets of exactly the selected orders, one each, naming those that have none', async () => {
    const orders = [listOrder(1), listOrder(2), listOrder(3, { problemetic: true })];
    renderWith(orders, {
      getMany: async (_resource: string, { ids }: { ids: string[] }) => ({
        data: orders.filter((o) => ids.includes(o._id)).map((o) => ({ ...o, id: o._id })),
      }),
    });
    await tick('#1041');
    await tick('#1043');
    fireEvent.click(await screen.findByRole('button', { name: 'Print tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping tickets (1)' }, LOADED);
    expect(dialog).toHaveTextContent('No ticket for #1043: no warehouse yet');
    expect(dialog).toHaveTextContent('#1041');
    expect(dialog).not.toHaveTextContent('#1042');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});

describe('Master Dashboard: Refund of the selected orders', () => {
  const answer = async ({ ids }: { ids: string[] }) => ({
    msg: '1 changed, 1 refused',
    done: 1,
    refused: 1,
    rows: ids.map((id) =>
      id === 'o-2'
        ? { id, outcome: 'refused', reason: 'Already refunded: nothing to change' }
        : { id, outcome: 'done' },
    ),
  });

  it('asks first, saying every line is refunded, stock goes back and it is irreversible; cancelled, refunds nothing', async () => {
    const api = renderWith([listOrder(1), listOrder(2)], { refundOrderBatch: answer });
    await tick('#1041');
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Refund Selected Orders');
    expect(dialog).toHaveTextContent(
      'Every product line of the 2 selected orders not refunded yet will be refunded; units served from stock and not yet shipped go back to the warehouse.',
    );
    expect(dialog).toHaveTextContent('Are you sure? This action is irreversible.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.refundOrderBatch).not.toHaveBeenCalled();
  });

  it('refunds the ticked orders once confirmed; the banner counts them and names the refused', async () => {
    const api = renderWith([listOrder(1), listOrder(2), listOrder(3)], { refundOrderBatch: answer });
    await tick('#1041');
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRM' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1042: Already refunded: nothing to change']);
    expect(api.refundOrderBatch).toHaveBeenCalledTimes(1);
    expect(api.refundOrderBatch).toHaveBeenCalledWith({ ids: ['o-1', 'o-2'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
