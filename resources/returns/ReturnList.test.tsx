import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { ReturnRecord } from '../../domain/schemas/returns';
import { ReturnList } from './ReturnList';

const DAY = 86_400_000;
const row = (over: Partial<ReturnRecord>): ReturnRecord => ({
  _id: 'r1',
  return_number: 'RMA-1000',
  order: { _id: 'o1', order_number: '#5001' },
  shipper: { kind: 'warehouse', _id: 'w1', name: 'Hamburg North' },
  state: 'open',
  reason: 'Too small',
  condition: null,
  expected_days: 14,
  opened_at: new Date(Date.now() - 20 * DAY).toISOString(),
  received_at: null,
  refunded_at: null,
  opened_by: 'admin@example.com',
  received_by: null,
  units: 2,
  ...over,
});
const rows = [
  row({}),
  row({
    _id: 'r2',
    return_number: 'RMA-1001',
    shipper: { kind: 'supplier', _id: 's1', name: 'Northwind' },
    state: 'received',
    condition: 'damaged',
    opened_at: new Date(Date.now() - 2 * DAY).toISOString(),
  }),
];

function renderList(methods: Record<string, unknown> = {}) {
  const getList = vi.fn(async () => ({ data: rows.map((r) => ({ ...r, id: r._id })), total: rows.length }));
  const getOne = vi.fn(async () => ({
    data: {
      ...rows[0],
      id: 'r1',
      lines: [{ _id: 'rl1', lineId: 'l1', sku: 'MUG-1', name: 'Mug', quantity: 2 }],
    },
  }));
  renderResourceScreen(
    'returns',
    <ReturnList />,
    '/returns',
    '/returns',
    testDataProvider({ getList, getOne, ...methods } as never),
  );
  return getList;
}

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr') as HTMLElement;

beforeEach(() => signInAs(USERS.Admin));

describe('Returns', () => {
  it('lists each return with its order, who it goes back to, its state and an overdue clock', async () => {
    renderList();
    const first = await rowOf('RMA-1000');
    expect(within(first).getByText('#5001')).toBeInTheDocument();
    expect(within(first).getByText('Warehouse Hamburg North')).toBeInTheDocument();
    expect(within(first).getByText('20 days open')).toBeInTheDocument();
    const second = await rowOf('RMA-1001');
    expect(within(second).getByText('Supplier Northwind')).toBeInTheDocument();
    expect(within(second).getByText('Received')).toBeInTheDocument();
    expect(within(second).getByText('Damaged')).toBeInTheDocument();
  });

  it('receives an open return in the condition chosen', async () => {
    const receiveReturn = vi.fn(async () => ({ msg: 'Return received successfully' }));
    const user = userEvent.setup();
    renderList({ receiveReturn });
    fireEvent.click(within(await rowOf('RMA-1000')).getByRole('button', { name: 'Actions' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive the return' });
    await user.click(within(dialog).getByLabelText('Resaleable'));
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(receiveReturn).toHaveBeenCalledWith({ id: 'r1', condition: 'resaleable' }));
    expect(await screen.findByText('Return received successfully')).toBeInTheDocument();
  });

  it("offers the Admin's Refund once received, and not to whoever it goes back to", async () => {
    const refundReturn = vi.fn(async () => ({ msg: 'Return refunded successfully' }));
    const user = userEvent.setup();
    renderList({ refundReturn });
    fireEvent.click(within(await rowOf('RMA-1000')).getByRole('button', { name: 'Actions' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(within(await rowOf('RMA-1001')).getByRole('button', { name: 'Actions' }));
    const menus = await screen.findAllByRole('menu');
    await user.click(within(menus.at(-1)!).getByRole('menuitem', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the return' });
    await user.click(within(dialog).getByRole('button', { name: /confirm|yes|refund/i }));
    await waitFor(() => expect(refundReturn).toHaveBeenCalledWith({ id: 'r2' }));
  });

  it('hides Refund from a Warehouse user', async () => {
    signInAs(USERS.Warehouse);
    renderList();
    fireEvent.click(within(await rowOf('RMA-1001')).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Receive' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('receives the ticked returns in one condition', async () => {
    const receiveReturnsBatch = vi.fn(async () => ({ msg: '2 received', done: 2, refused: 0, rows: [] }));
    const user = userEvent.setup();
    renderList({ receiveReturnsBatch });
    await rowOf('RMA-1000');
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive the selected returns' });
    await user.click(within(dialog).getByLabelText('Damaged'));
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(receiveReturnsBatch).toHaveBeenCalledWith({ ids: ['r1', 'r2'], condition: 'damaged' }),
    );
  });
});
