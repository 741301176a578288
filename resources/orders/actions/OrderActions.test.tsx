import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import MasterDashboard from '../dashboard/MasterDashboard';
import ConsolidateList from '../consolidate/ConsolidateList';
import { knifeLine, listOrder, skilletLine } from '../../../src/testing/testOrders';
import type { Order } from '../../../src/components/orders/types';

/**
 * The order actions on react-admin's testDataProvider: which dataProvider method each calls,
 * with which params, and what a refusal or an ended session does. The URLs these methods call
 * are asserted in dataProvider/index.test.ts.
 */
const LOADED = { timeout: 5000 };

function renderScreen(
  orders: Order[],
  methods: Record<string, ReturnType<typeof vi.fn>>,
  screenName = 'dashboard',
) {
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: orders, total: orders.length })) as never,
    getShops: (async () => []) as never,
    ...methods,
  });
  renderInAdmin(
    <Routes>
      <Route path="/master-dashboard" element={<MasterDashboard />} />
      <Route path="/consolidate" element={<ConsolidateList />} />
      <Route path="*" element={<div>elsewhere</div>} />
    </Routes>,
    { path: screenName === 'dashboard' ? '/master-dashboard' : '/consolidate', dataProvider },
  );
  return dataProvider;
}

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;

async function chooseRowMenuItem(orderNumber: string, item: string) {
  fireEvent.click(within(await rowOf(orderNumber)).getByRole('button', { name: 'Actions' }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

async function typeComment(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('order actions through the dataProvider', () => {
  it('Add Comment calls addOrderNotes with the order id and the text, then shows its msg', async () => {
    const addOrderNotes = vi.fn(async () => ({ msg: 'Notes added' }));
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse' })], { addOrderNotes });
    await chooseRowMenuItem('#1041', 'Add Comment');
    await typeComment('Leave at the back door');
    expect(await screen.findByRole('status')).toHaveTextContent('Notes added');
    expect(addOrderNotes).toHaveBeenCalledWith({ orderId: 'o-1', notes: 'Leave at the back door' });
  });

  it('clears the previous order’s banner when the next action’s dialog opens', async () => {
    const addOrderNotes = vi.fn(async () => ({ msg: 'Notes added' }));
    renderScreen(
      [listOrder(1, { warehouse_cell: 'warehouse' }), listOrder(2, { warehouse_cell: 'warehouse' })],
      { addOrderNotes },
    );
    await chooseRowMenuItem('#1041', 'Add Comment');
    await typeComment('Leave at the back door');
    expect(await screen.findByRole('status')).toHaveTextContent('Notes added');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await chooseRowMenuItem('#1042', 'Add Comment');
    await screen.findByRole('dialog', { name: 'Add Comment' });
    expect(screen.queryByText('Notes added')).not.toBeInTheDocument();
  });

  it('keeps a refused dialog open with what was typed and the server’s refusal', async () => {
    const addOrderNotes = vi.fn(async () => {
      throw new HttpError('This order is locked', 409, { msg: 'This order is locked' });
    });
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse' })], { addOrderNotes });
    await chooseRowMenuItem('#1041', 'Add Comment');
    const dialog = await typeComment('Ring twice');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is locked');
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveValue('Ring twice');
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('Refund calls refundOrderLine with the line’s unique id once confirmed', async () => {
    const refundOrderLine = vi.fn(async () => ({ msg: 'Product refunded' }));
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse', products: [skilletLine] })], {
      refundOrderLine,
    });
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Actions for DS-CK-001' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product refunded');
    expect(refundOrderLine).toHaveBeenCalledWith({ orderId: 'o-1', productUniqueId: skilletLine.unique_id });
  });

  it('a double click on CONFIRM refunds once, the buttons disabled meanwhile; Save of a dialog too', async () => {
    let answer!: (value: { msg: string }) => void;
    const refundOrderLine = vi.fn(() => new Promise<{ msg: string }>((resolve) => (answer = resolve)));
    const addOrderNotes = vi.fn(async () => ({ msg: 'Notes added' }));
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse', products: [skilletLine] })], {
      refundOrderLine,
      addOrderNotes,
    });
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Actions for DS-CK-001' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRM' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(refundOrderLine).toHaveBeenCalled());
    expect(confirm).toBeDisabled();
    answer({ msg: 'Product refunded' });
    expect(await screen.findByRole('status')).toHaveTextContent('Product refunded');
    expect(refundOrderLine).toHaveBeenCalledTimes(1);

    await chooseRowMenuItem('#1041', 'Add Comment');
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Ring' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Notes added')).toBeInTheDocument();
    expect(addOrderNotes).toHaveBeenCalledTimes(1);
  });

  const AGENT = { _id: 'a-1', name: 'Royal Parcel', activated: true, deleted_at: null, trackingURL: null };
  const arrived = { ...knifeLine, direct_to_customer: false, at_warehouse: true };

  it('Change Status on the Consolidate screen calls changeConsolidatedOrderStatus', async () => {
    const changeConsolidatedOrderStatus = vi.fn(async () => ({ msg: 'Status changed' }));
    renderScreen(
      [
        listOrder(1, {
          status: 'Preparation',
          consolidated: true,
          isHybrid: false,
          shipping_agent: AGENT,
          products: [skilletLine, arrived],
        }),
      ],
      { changeConsolidatedOrderStatus },
      'consolidate',
    );
    await chooseRowMenuItem('#1041', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ready to be Shipped' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Status changed');
    expect(changeConsolidatedOrderStatus).toHaveBeenCalledWith({ orderId: 'o-1', status: 'Ready' });
  });

  it.each([
    ['no agent', null, arrived, 'Shipping Agent is missing. Please select a Shipping Agent first.'],
    [
      'a disabled agent',
      { ...AGENT, activated: false },
      arrived,
      'Shipping Agent is either disabled or deleted by admin. Please select another one.',
    ],
    [
      'a bought line still at its supplier',
      AGENT,
      { ...arrived, at_warehouse: false },
      /not at the warehouse/,
    ],
  ])('the Consolidate screen offers no Ready with %s, and says why', async (_, agent, bought, warning) => {
    renderScreen(
      [
        listOrder(1, {
          status: 'Pending',
          consolidated: true,
          isHybrid: false,
          shipping_agent: agent,
          products: [skilletLine, bought],
        }),
      ],
      {},
      'consolidate',
    );
    await chooseRowMenuItem('#1041', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).queryByRole('radio', { name: 'Ready to be Shipped' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Pending preparation' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(warning);
  });

  it('the Consolidate screen offers nothing for a dropshipped order: its status follows its lines', async () => {
    renderScreen(
      [
        listOrder(1, {
          role: 'Supplier',
          consolidated: false,
          isHybrid: false,
          shipping_agent: AGENT,
          products: [knifeLine],
        }),
      ],
      {},
      'consolidate',
    );
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Actions' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Change Status' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('an ended session', () => {
  it('signs out when a dialog’s call answers 401, showing no refusal', async () => {
    const addOrderNotes = vi.fn(async () => {
      throw new HttpError('Your session has expired', 401, { msg: 'Your session has expired' });
    });
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse' })], { addOrderNotes });
    await chooseRowMenuItem('#1041', 'Add Comment');
    await typeComment('Ring twice');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(addOrderNotes).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Your session has expired')).not.toBeInTheDocument();
  });

  it('signs out when Run Cron answers 401', async () => {
    const runCron = vi.fn(async () => {
      throw new HttpError('Your session has expired', 401, { msg: 'Your session has expired' });
    });
    renderScreen([listOrder(1, { warehouse_cell: 'warehouse' })], { runCron });
    await rowOf('#1041');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Run Cron' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(runCron).toHaveBeenCalledTimes(1);
  });
});
