import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { AGENT_INACTIVE, AGENT_MISSING } from '../../../domain/readiness';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import SupplierOrderList from '../SupplierOrderList';
import { AGENT_ID, dhl, testLine, testRow } from '../testRows';
import type { SupplierOrder } from '../types';

/**
 * The supplier view's modals on react-admin's testDataProvider: which dataProvider method each
 * calls with which params, their validation, warnings, and when each is offered. The URLs are
 * asserted in dataProvider/index.test.ts.
 */
const LOADED = { timeout: 5000 };
/** A day ahead, as a date dialog takes it without asking (a past day is confirmed first). */
const SOON = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const ok = (msg: string) => vi.fn(async () => ({ msg }));

function renderList(rows: SupplierOrder[], methods: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const dataProvider = testDataProvider({ getList: getList as never, ...methods });
  renderInAdmin(
    <Routes>
      <Route path="/" element={<SupplierOrderList />} />
    </Routes>,
    { path: '/', dataProvider },
  );
  return getList;
}

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, LOADED)).closest('tr') as HTMLElement;

async function chooseMenuItem(poNumber: string, item: string) {
  fireEvent.click(within(await rowOf(poNumber)).getByRole('button', { name: 'Actions' }));
  const entry = within(await screen.findByRole('menu')).getByRole('menuitem', { name: item });
  fireEvent.click(entry);
  return entry;
}

const ids = (row: SupplierOrder) => ({ productId: row.products[0]._id, assignOrderId: row._id });

beforeEach(() => signInAs(USERS.Supplier));
afterEach(() => vi.restoreAllMocks());

describe('Update Estimated Shipping Date', () => {
  it('sends only the date, shows the msg, reloads the list and closes after 3 seconds', async () => {
    const setLineEstimatedDate = ok('Estimated shipping date updated');
    const row = testRow('PO-1', [testLine('SUP-1')]);
    const getList = renderList([row], { setLineEstimatedDate });
    fireEvent.click(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Estimated Shipping Date of SUP-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Estimated Shipping Date' });
    fireEvent.change(within(dialog).getByLabelText(/Estimated Shipping Date/), {
      target: { value: SOON },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DONE' }));
    await waitFor(() =>
      expect(setLineEstimatedDate).toHaveBeenCalledWith({ ...ids(row), estimatedDate: SOON }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Estimated shipping date updated');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it('requires a date', async () => {
    const setLineEstimatedDate = ok('saved');
    renderList([testRow('PO-1', [testLine('SUP-1')])], { setLineEstimatedDate });
    fireEvent.click(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Estimated Shipping Date of SUP-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Estimated Shipping Date' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DONE' }));
    expect(await within(dialog).findByText('Estimated shipping date is required')).toBeInTheDocument();
    expect(setLineEstimatedDate).not.toHaveBeenCalled();
  });

  it('is not offered once the line is shipped', async () => {
    renderList([testRow('PO-1', [testLine('SUP-1', { status: 'Shipped' })])]);
    expect(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Estimated Shipping Date of SUP-1' }),
    ).toBeDisabled();
  });
});

describe('Update Shipping Agent', () => {
  it('offers the activated agents only, then Done sends the chosen one', async () => {
    const getActiveShippingAgents = vi.fn(async () => [
      dhl,
      { _id: '00000000-0000-4000-8000-0000000000a2', name: 'UPS' },
    ]);
    const setLineShippingAgent = ok('Shipping agent assigned');
    const row = testRow('PO-1', [testLine('SUP-1')]);
    renderList([row], { getActiveShippingAgents, setLineShippingAgent });
    fireEvent.click(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Shipping Agent of SUP-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Agent' });
    expect(getActiveShippingAgents).toHaveBeenCalled();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Shipping Agent/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['DHL', 'UPS']));
    fireEvent.click(options.find((o) => o.textContent === 'DHL')!);
    await waitFor(() => expect(done).toBeEnabled());
    fireEvent.click(done);
    await waitFor(() =>
      expect(setLineShippingAgent).toHaveBeenCalledWith({ ...ids(row), shippingAgentId: AGENT_ID }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping agent assigned');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a refusal in the modal', async () => {
    const getActiveShippingAgents = vi.fn(async () => [dhl]);
    const setLineShippingAgent = vi.fn(async () => {
      throw new HttpError('Choose an activated shipping agent', 400, {
        msg: 'Choose an activated shipping agent',
      });
    });
    renderList([testRow('PO-1', [testLine('SUP-1', { shipping_agent: dhl })])], {
      getActiveShippingAgents,
      setLineShippingAgent,
    });
    fireEvent.click(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Shipping Agent of SUP-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Agent' });
    // The current, active agent is chosen already.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toBeEnabled());
    fireEvent.click(done);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose an activated shipping agent');
  });

  it('is not offered once the line is Ready', async () => {
    renderList([testRow('PO-1', [testLine('SUP-1', { status: 'Ready', shipping_agent: dhl })])]);
    expect(
      within(await rowOf('PO-1')).getByRole('button', { name: 'Update Shipping Agent of SUP-1' }),
    ).toBeDisabled();
  });
});

describe('Change Status', () => {
  it('sends Preparation at once', async () => {
    const changeLineStatus = ok('Status changed to Preparation');
    const row = testRow('PO-1', [testLine('SUP-1')]);
    renderList([row], { changeLineStatus });
    await chooseMenuItem('PO-1', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByRole('radio', { name: 'Ready' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Preparation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(changeLineStatus).toHaveBeenCalledWith({ ...ids(row), status: 'Preparation' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Status changed to Preparation');
  });

  it('asks before Ready, which is irreversible, and sends it once confirmed', async () => {
    const changeLineStatus = ok('Status changed to Ready');
    const row = testRow('PO-1', [testLine('SUP-1', { status: 'Preparation', shipping_agent: dhl })]);
    renderList([row], { changeLineStatus });
    await chooseMenuItem('PO-1', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).queryByText(AGENT_MISSING)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ready' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const confirm = await screen.findByRole('dialog', { name: 'Order Ready' });
    expect(confirm).toHaveTextContent('Are you sure? This action is irreversible.');
    expect(changeLineStatus).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(changeLineStatus).toHaveBeenCalledWith({ ...ids(row), status: 'Ready' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns that the agent is missing, and offers no Ready', async () => {
    renderList([testRow('PO-1', [testLine('SUP-1')])]);
    await chooseMenuItem('PO-1', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByText('Shipping Agent Missing')).toBeInTheDocument();
    expect(within(dialog).getByText(AGENT_MISSING)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Ready' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Pending' })).toBeEnabled();
  });

  it('warns that the agent is disabled or deleted', async () => {
    renderList([
      testRow('PO-1', [testLine('SUP-1', { shipping_agent: { ...dhl, deleted_at: '2026-11-01' } })]),
    ]);
    await chooseMenuItem('PO-1', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByText('Warning')).toBeInTheDocument();
    expect(within(dialog).getByText(AGENT_INACTIVE)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Ready' })).toBeDisabled();
  });

  it('is not offered once the line is Ready', async () => {
    renderList([testRow('PO-1', [testLine('SUP-1', { status: 'Ready', shipping_agent: dhl })])]);
    const entry = await chooseMenuItem('PO-1', 'Change Status');
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument();
  });
});

describe('Shipping Info', () => {
  async function openAdd(methods: Record<string, ReturnType<typeof vi.fn>>) {
    const row = testRow('PO-1', [testLine('SUP-1', { status: 'Ready', shipping_agent: dhl })]);
    const getList = renderList([row], methods);
    await chooseMenuItem('PO-1', 'Add Shipping Info');
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Info' });
    return { row, getList, dialog };
  }
  const type = (dialog: HTMLElement, label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('checks the tracking id is a number and the URL a URL, and sends nothing until they are', async () => {
    const addLineShippingInfo = ok('Shipping info added successfully');
    const { dialog } = await openAdd({ addLineShippingInfo });
    expect(within(dialog).getByLabelText(/Shipping agent name/)).toHaveValue('DHL');
    type(dialog, /Tracking URL/, 'not a url');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tracking id is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tracking URL must be a URL/)).toBeInTheDocument();
    expect(addLineShippingInfo).not.toHaveBeenCalled();
  });

  it('sends the line’s shipping info once filled, and the list reloads', async () => {
    const addLineShippingInfo = ok('Shipping info added successfully');
    const { row, getList, dialog } = await openAdd({ addLineShippingInfo });
    type(dialog, /Tracking Id/, '123456');
    type(dialog, /Tracking URL/, 'https://track.example/123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(addLineShippingInfo).toHaveBeenCalledWith({
        ...ids(row),
        trackingId: '123456',
        agentName: 'DHL',
        trackingURL: 'https://track.example/123456',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping info added successfully');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('shows it read-only once added', async () => {
    const line = testLine('SUP-1', {
      status: 'Shipped',
      trackingId: '123456',
      agentName: 'DHL',
      trackingURL: 'https://track.example/123456',
    });
    renderList([testRow('PO-1', [line])]);
    await chooseMenuItem('PO-1', 'Shipping Info');
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Info' });
    expect(dialog).toHaveTextContent('123456');
    expect(within(dialog).getByRole('link', { name: 'https://track.example/123456' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is not offered on a refunded line', async () => {
    renderList([testRow('PO-1', [testLine('SUP-1', { status: 'Refund' })])]);
    const entry = await chooseMenuItem('PO-1', 'Add Shipping Info');
    expect(entry).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Parcels of a line sent to the customer', () => {
  const order = {
    _id: 'o1',
    order_number: '#1041',
    shipping_type: null,
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: null, phone: null },
    deadline_date: null,
  } as unknown as SupplierOrder['order_id'];

  it("opens the order's parcels of the supplier's lines, with Add Parcel for what is left", async () => {
    const getOrderParcels = vi.fn(async () => ({
      parcels: [],
      lines: [{ _id: 'l1', sku: 'SUP-1', name: 'Linen', status: 'Pending', shipped: 0, of: 4, left: 4 }],
    }));
    renderList([testRow('PO-7', [testLine('SUP-1')], { order_id: order })], { getOrderParcels });
    await chooseMenuItem('PO-7', 'Parcels');
    const dialog = await screen.findByRole('dialog', { name: 'Parcels' });
    expect(await within(dialog).findByText('SUP-1 Linen: 0 of 4 shipped', {}, LOADED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add parcel' })).toBeInTheDocument();
    expect(getOrderParcels).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1' }));
  });

  it('is not offered for a line the supplier sends to a warehouse', async () => {
    renderList([testRow('PO-8', [testLine('SUP-1')], { order_id: order, sent_to: 'Warehouse' })]);
    fireEvent.click(within(await rowOf('PO-8')).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Parcels' })).not.toBeInTheDocument();
  });
});
