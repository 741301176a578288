import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider, loadGerman } from '../../src/i18n';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { assignOrder, poLine, purchaseOrder } from './fixtures';
import SentList from './SentList';
import ToBeSentList from './ToBeSentList';
import type { PurchaseOrder } from './types';

/**
 * Scheduled Supplier Orders and Purchase Orders Sent on react-admin's testDataProvider: the
 * columns, which actions each PO's status allows, what each dialog sends and its validation
 * messages. The URLs of these methods are asserted in dataProvider/index.test.ts.
 */
const LOADED = { timeout: 5000 };

function renderList(
  pos: PurchaseOrder[],
  methods: Record<string, unknown> = {},
  which: 'to-be-sent' | 'sent' = 'to-be-sent',
) {
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'suppliers')
      return { data: [{ id: 's-1', _id: 's-1', name: 'Northwind Textiles 1', activated: true }], total: 1 };
    if (resource === 'warehouses')
      return { data: [{ id: 'w-1', _id: 'w-1', name: 'North Hub', activated: true }], total: 1 };
    return { data: pos, total: pos.length };
  });
  const dataProvider = testDataProvider({ getList: getList as never, ...methods });
  renderInAdmin(
    <Routes>
      <Route path="/to-be-sent" element={<ToBeSentList />} />
      <Route path="/sent" element={<SentList />} />
    </Routes>,
    { path: `/${which}`, dataProvider },
  );
  return { getList };
}

/** The list's own headers, without those of the product tables inside its rows. */
const listHeaders = () =>
  [...screen.getAllByRole('table')[0].querySelectorAll(':scope > thead th')].map((h) => h.textContent);
const subTableHeaders = (row: HTMLElement) =>
  within(within(row).getAllByRole('table')[0])
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, LOADED)).closest('tr') as HTMLElement;
const banner = () => screen.findByRole('status', {}, LOADED);

async function chooseMenuItem(rowText: string, item: string) {
  fireEvent.click(within(await rowOf(rowText)).getByRole('button', { name: 'Actions' }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

/** Opens a select and chooses an option, once its choices have loaded. */
async function pick(dialog: HTMLElement, label: string | RegExp, option: string) {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }, LOADED));
  fireEvent.click(await screen.findByRole('option', { name: option }, LOADED));
}

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Scheduled Supplier Orders', () => {
  it('shows the scheduled time in the operator’s zone, supplier, products, address, name and a send button', async () => {
    const manual = assignOrder(1, { order_number: 'Manual' });
    const { getList } = renderList([purchaseOrder(1, { assign_orders: [manual] })]);
    const row = await rowOf('PO-001001');
    expect(within(row).getByText('25/11/2026 09:30')).toBeInTheDocument();
    expect(within(row).getByText('Northwind Textiles 1')).toBeInTheDocument();
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    const products = within(row).getByRole('table', { name: 'Products of PO-001001 for North Hub 1' });
    expect(within(products).getByText('NT1001')).toBeInTheDocument();
    expect(within(products).getByText('Duvet cover 1')).toBeInTheDocument();
    expect(within(products).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('1 Dock Road, Leeds, LS1, UK')).toBeInTheDocument();
    expect(within(row).getByText('North Hub 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send PO-001001 now' })).toBeInTheDocument();
    // The spec's order (spec 000 section 2), with the PO number and the assign order's Order#
    // ('Manual' for a product added by hand) beside the supplier; first the tick and expand columns.
    expect(listHeaders()).toEqual([
      '',
      '',
      'Scheduled date & time',
      'PO Number',
      'Supplier Name',
      'Order#',
      'Products',
      'Address to be sent',
      'Name',
      'Send',
      '',
    ]);
    expect(subTableHeaders(row)).toEqual(['Supplier SKU', 'Supplier Product Name', 'Units']);
    expect(getList).toHaveBeenCalledWith('purchase-orders', expect.objectContaining({ meta: undefined }));
    expect(screen.getByRole('button', { name: 'Add Product manually' })).toBeInTheDocument();
  });

  it('expands a PO with several assign orders, each with its own Delete', async () => {
    const deleteAssignOrder = vi.fn(async () => ({ msg: 'Assign order deleted' }));
    renderList(
      [purchaseOrder(1, { assign_orders: [assignOrder(1), assignOrder(2, { order_number: 'Manual' })] })],
      { deleteAssignOrder },
    );
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: '2 assign orders' }));
    const panel = await screen.findByRole('table', { name: 'Assign orders of PO-001001' });
    const manualRow = within(panel).getByText('Manual').closest('tr') as HTMLElement;
    fireEvent.click(within(manualRow).getByRole('button', { name: 'Actions' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Are you sure you want to delete this?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await banner()).toHaveTextContent('Assign order deleted');
    expect(deleteAssignOrder).toHaveBeenCalledWith({ assignOrderId: 'a-2', supplierId: 's-1' });
  });

  it('send calls sendPurchaseOrderNow with the PO and the page to refresh', async () => {
    const sendPurchaseOrderNow = vi.fn(async () => ({
      msg: 'Purchase order sent',
      supplierOrders: [],
      count: 0,
    }));
    renderList([purchaseOrder(1)], { sendPurchaseOrderNow });
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: 'Send PO-001001 now' }));
    expect(await banner()).toHaveTextContent('Purchase order sent');
    expect(sendPurchaseOrderNow).toHaveBeenCalledWith({ id: 'po-1', page: 1, perPage: 10 });
  });

  it('a double click sends once; send stays disabled until the answer is shown, the banner green', async () => {
    let answer!: (value: unknown) => void;
    const sendPurchaseOrderNow = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { getList } = renderList([purchaseOrder(1)], { sendPurchaseOrderNow });
    const send = within(await rowOf('PO-001001')).getByRole('button', { name: 'Send PO-001001 now' });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.doubleClick(send);
    expect(send).toBeDisabled();
    await waitFor(() => expect(sendPurchaseOrderNow).toHaveBeenCalled());

    // The PO is sent; a list call, were there one, would not answer.
    getList.mockImplementation(() => new Promise(() => undefined));
    answer({ msg: 'Purchase order sent', supplierOrders: [], count: 0 });
    expect(await banner()).toHaveTextContent('Purchase order sent');
    expect(send).toBeDisabled();
    fireEvent.click(send);
    await new Promise((r) => setTimeout(r, 50)); // time for a second call to start, were there one
    expect(sendPurchaseOrderNow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the page that send answers: one list call per click, the send itself', async () => {
    const { id: _id, ...next } = purchaseOrder(2);
    const sendPurchaseOrderNow = vi.fn(async () => ({
      msg: 'Purchase order sent',
      supplierOrders: [next],
      count: 1,
    }));
    const { getList } = renderList([purchaseOrder(1)], { sendPurchaseOrderNow });
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: 'Send PO-001001 now' }));
    expect(await banner()).toHaveTextContent('Purchase order sent');
    expect(await rowOf('PO-001002')).toBeInTheDocument();
    expect(screen.queryByText('PO-001001')).toBeNull();
    await new Promise((r) => setTimeout(r, 100)); // time for a list call to start, were there one
    expect(getList.mock.calls.filter(([resource]) => resource === 'purchase-orders')).toHaveLength(1);
    expect(sendPurchaseOrderNow).toHaveBeenCalledTimes(1);
  });

  it('a refused send shows the server’s message in red', async () => {
    const sendPurchaseOrderNow = vi.fn(async () => {
      throw new HttpError('This purchase order has already been sent', 409, {});
    });
    renderList([purchaseOrder(1)], { sendPurchaseOrderNow });
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: 'Send PO-001001 now' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This purchase order has already been sent',
    );
  });

  it('sends the ticked rows each on its own and names a refused one in the banner', async () => {
    const sendPurchaseOrdersNowBatch = vi.fn(async () => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: 'po-1', outcome: 'done' },
        { id: 'po-3', outcome: 'refused', reason: 'Already sent: nothing to change' },
      ],
    }));
    renderList([purchaseOrder(1), purchaseOrder(2), purchaseOrder(3)], { sendPurchaseOrdersNowBatch });
    for (const po of ['PO-001001', 'PO-001003'])
      fireEvent.click(within(await rowOf(po)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'send now' }));
    const shown = await screen.findByText('1 changed, 1 refused', {}, LOADED);
    expect(shown.closest('[role=alert],[role=status]')).toHaveTextContent(
      'PO-001003: Already sent: nothing to change',
    );
    expect(sendPurchaseOrdersNowBatch).toHaveBeenCalledWith({ ids: ['po-1', 'po-3'] });
    // The refused row stays ticked, the sent one leaves the selection.
    await waitFor(async () =>
      expect(within(await rowOf('PO-001001')).getByRole('checkbox')).not.toBeChecked(),
    );
    expect(within(await rowOf('PO-001003')).getByRole('checkbox')).toBeChecked();
  });
});

describe('two shops configured', () => {
  /** The order an assign order serves, of the shop the server names. */
  const servedOrder = (id: string, shop: string) => ({
    _id: id,
    order_number: '#1001',
    shop,
    shipping_type: null,
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: null, phone: null },
    shipping_address: {
      address1: null,
      address2: null,
      city: null,
      zip: null,
      province: null,
      country: null,
    },
    deadline_date: null,
  });

  it('names each line’s order with its shop, in the PO’s row and in its expanded lines', async () => {
    renderList([
      purchaseOrder(1, {
        assign_orders: [
          assignOrder(1, { order_number: '#1001', order_id: servedOrder('o-1', 'a.myshopify.com') }),
          assignOrder(2, {
            order_number: '#1001',
            order_id: servedOrder('o-2', 'https://store.example.com'),
          }),
        ],
      }),
    ]);
    const row = await rowOf('PO-001001');
    expect(within(row).getByText(/#1001 · a\.myshopify\.com/)).toBeInTheDocument();
    expect(within(row).getByText(/#1001 · store\.example\.com/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '2 assign orders' }));
    const panel = await screen.findByRole('table', { name: 'Assign orders of PO-001001' });
    expect(within(panel).getByText('#1001 · a.myshopify.com')).toBeInTheDocument();
    expect(within(panel).getByText('#1001 · store.example.com')).toBeInTheDocument();
  });
});

describe('Update Scheduled date & time', () => {
  // The dialog's rules are tested once, in src/components/scheduleDialog; here, its wiring.
  it('the row’s edit icon opens the dialog in the PO’s zone; Done sends the PO and date T time', async () => {
    const updatePurchaseOrderSchedule = vi.fn(async () => ({
      msg: 'Scheduled date and time updated',
      supplierOrder: purchaseOrder(1),
    }));
    const { getList } = renderList([purchaseOrder(1)], { updatePurchaseOrderSchedule });
    fireEvent.click(
      within(await rowOf('PO-001001')).getByRole('button', {
        name: 'Update Scheduled date & time of PO-001001',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Scheduled date & time' });
    expect(dialog).toHaveTextContent('Currently 25/11/2026 09:30 (Europe/Berlin)');
    await pick(dialog, /New Time/, '10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await banner()).toHaveTextContent('Scheduled date and time updated');
    expect(updatePurchaseOrderSchedule).toHaveBeenCalledWith({ id: 'po-1', time: '2026-11-25T10:00' });
    // The answer is {msg}: the list is asked for once more, once.
    const listCalls = () => getList.mock.calls.filter(([resource]) => resource === 'purchase-orders');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(listCalls()).toHaveLength(2);
  });
});

describe('Add Product manually', () => {
  const getSupplierProducts = vi.fn(async () => [
    { _id: 'p-9', internal_sku: 'DS-NT-009', supplier_sku: 'NT1009', supplier_product_name: 'Throw merino' },
  ]);
  async function openDialog(methods: Record<string, unknown> = {}) {
    renderList([purchaseOrder(1)], { getSupplierProducts, ...methods });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product manually' }, LOADED));
    return screen.findByRole('dialog', { name: 'Add Product' });
  }

  it('names every missing field; for a customer, email and contact are optional', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Supplier is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Supplier SKU is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose Customer or Warehouse')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Customer' }));
    fireEvent.change(within(dialog).getByLabelText(/Units/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'Country is required',
      'Province is required',
      'Zip is required',
      'Units must be at least 1',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Email is required|Contact is required/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Zip/), { target: { value: 'LS1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Zip must be a number of at least 0')).toBeInTheDocument();
  });
});

describe('Add Product manually, sent to a customer', () => {
  // The form's schema is the server's: supplier and product ids are uuids (domain/schemas/fields.ts
  // id()); with made-up ids such as 's-1' the form says 'Supplier is not a valid id' and sends nothing.
  const SUPPLIER = 'c0ffee00-0000-4000-8000-0000000000b1';
  const PRODUCT = 'c0ffee00-0000-4000-8000-0000000000f9';

  it('fills supplier, supplier SKU, units and the customer, and sends them to addManualProductToCustomer', async () => {
    const addManualProductToCustomer = vi.fn(async () => ({ msg: 'Product added' }));
    const getList = vi.fn(async (resource: string) =>
      resource === 'suppliers'
        ? { data: [{ id: SUPPLIER, _id: SUPPLIER, name: 'Northwind Textiles', activated: true }], total: 1 }
        : { data: [purchaseOrder(1)], total: 1 },
    );
    const getSupplierProducts = vi.fn(async () => [
      {
        _id: PRODUCT,
        internal_sku: 'DS-NT-009',
        supplier_sku: 'NT1009',
        supplier_product_name: 'Throw merino',
      },
    ]);
    renderInAdmin(<ToBeSentList />, {
      path: '/to-be-sent',
      dataProvider: testDataProvider({
        getList: getList as never,
        getSupplierProducts,
        addManualProductToCustomer,
      } as never),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product manually' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await pick(dialog, /Supplier$/, 'Northwind Textiles');
    await pick(dialog, /Supplier SKU/, 'NT1009 · Throw merino');
    expect(getSupplierProducts).toHaveBeenCalledWith(expect.objectContaining({ supplierId: SUPPLIER }));
    fireEvent.change(within(dialog).getByLabelText(/Units/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Customer' }));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/First name/, 'Grace');
    type(/Last name/, 'Hopper');
    type(/Address/, '5 Navy Way');
    type(/City/, 'Arlington');
    type(/Country/, 'US');
    type(/Province/, 'VA');
    type(/Zip/, '22201');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await banner()).toHaveTextContent('Product added');
    expect(addManualProductToCustomer).toHaveBeenCalledWith({
      supplierId: SUPPLIER,
      productId: PRODUCT,
      quantity: 3,
      customer: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: null,
        phone: null,
        address1: '5 Navy Way',
        city: 'Arlington',
        country: 'US',
        province: 'VA',
        zip: '22201',
      },
    });
    expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});

describe('Change Units', () => {
  it('refuses less than 1 and sends the line and its new units', async () => {
    const changePoLineUnits = vi.fn(async () => ({ msg: 'Units updated' }));
    renderList([purchaseOrder(1)], { changePoLineUnits });
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: 'Change Units of NT1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Units' });
    const units = within(dialog).getByLabelText(/Units/);
    expect(units).toHaveValue(2);
    fireEvent.change(units, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Units must be at least 1')).toBeInTheDocument();
    fireEvent.change(units, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await banner()).toHaveTextContent('Units updated');
    expect(changePoLineUnits).toHaveBeenCalledWith({ productId: 'l-1', quantity: 4, supplierId: 's-1' });
  });
});

describe('Purchase Orders Sent', () => {
  const sent = (overrides = {}) =>
    purchaseOrder(1, {
      notification_status: 'sent',
      sent_at: '2026-11-25T08:30:00.000Z',
      assign_orders: [
        assignOrder(1, {
          products: [poLine(1, { status: 'Ready', estimated_shipping_date: '2026-12-01' })],
          ...overrides,
        }),
      ],
    });

  it('reads the sent view and shows created time, line date and status, the Status; nothing of to-be-sent', async () => {
    const { getList } = renderList([sent()], {}, 'sent');
    const row = await rowOf('PO-001001');
    expect(getList).toHaveBeenCalledWith(
      'purchase-orders',
      expect.objectContaining({ meta: { view: 'sent' } }),
    );
    expect(listHeaders()).toEqual([
      '',
      'Created Date & Time',
      'Scheduled date & time',
      'Sent date & time',
      'PO Number',
      'Supplier Name',
      'Order#',
      'Products',
      'Address to be sent',
      'Name',
      'Status',
      '',
    ]);
    expect(subTableHeaders(row)).toEqual([
      'Supplier SKU',
      'Supplier Product Name',
      'Units',
      'Estimated Shipping Date',
      'Status',
    ]);
    expect(within(row).getByText('20/11/2026 08:00')).toBeInTheDocument();
    // When it was sent (UTC, as the created time).
    expect(within(row).getByText('25/11/2026 08:30')).toBeInTheDocument();
    expect(within(row).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Send PO/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Update Scheduled/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Change Units/ })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Add Comment', 'Invoice Number', 'Change Status']);
  });

  it('shows each assign order’s notes and invoice number under its Status', async () => {
    renderList([sent({ notes: 'Call before delivery', invoice_number: 'INV-7' })], {}, 'sent');
    const row = await rowOf('PO-001001');
    expect(within(row).getByText('Notes: Call before delivery')).toBeInTheDocument();
    expect(within(row).getByText('Invoice: INV-7')).toBeInTheDocument();
  });

  it('a PO with several assign orders sums them up in its row: orders, products, destinations, names, statuses', async () => {
    const toCustomer = (n: number, city: string) =>
      assignOrder(n, {
        sent_to: 'Customer',
        recipient: { name: `Ada ${n}`, address: `${n} High St, ${city}`, city },
        products: [poLine(1, { _id: `l-1${n}`, total_quantity: 3 })],
        status: 'Paid',
      });
    renderList(
      [
        purchaseOrder(1, {
          notification_status: 'sent',
          assign_orders: [assignOrder(1), toCustomer(2, 'York'), toCustomer(3, 'York')],
        }),
      ],
      {},
      'sent',
    );
    const row = await rowOf('PO-001001');
    const summary = (name: string) =>
      within(row)
        .getAllByRole('listitem')
        .filter((item) => item.closest('ul')?.getAttribute('aria-label') === name)
        .map((item) => item.textContent);
    expect(within(row).getByRole('button', { name: '3 assign orders' })).toBeInTheDocument();
    expect(summary('Order numbers of PO-001001')).toEqual(['#1041', '#1042', '#1043']);
    expect(summary('Products of PO-001001')).toEqual(['8 × NT1001 Duvet cover 1']);
    expect(summary('Destinations of PO-001001')).toEqual(['North Hub 1 (Warehouse)', '2 × York (Customer)']);
    expect(summary('Recipients of PO-001001')).toEqual(['North Hub 1', 'Ada 2', 'Ada 3']);
    expect(summary('Statuses of PO-001001')).toEqual(['1 × Pending Payment', '2 × Paid']);
    // No assign order's own cells nor menu in the PO's row: those are in its expanded rows.
    expect(within(row).queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('the to-be-sent menu offers Delete only', async () => {
    renderList([purchaseOrder(1)]);
    fireEvent.click(within(await rowOf('PO-001001')).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Delete']);
  });

  it('Add Comment requires a text and sends it; the menu reads Edit Comment once there is one', async () => {
    const addAssignOrderNotes = vi.fn(async () => ({ msg: 'Notes added' }));
    renderList([sent()], { addAssignOrderNotes }, 'sent');
    await chooseMenuItem('PO-001001', 'Add Comment');
    const dialog = await screen.findByRole('dialog', { name: 'Add Notes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Back door' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await banner()).toHaveTextContent('Notes added');
    expect(addAssignOrderNotes).toHaveBeenCalledWith({
      assignOrderId: 'a-1',
      supplierId: 's-1',
      notes: 'Back door',
    });
  });

  it('Edit Comment starts from the saved text', async () => {
    renderList([sent({ notes: 'Ring twice' })], {}, 'sent');
    await chooseMenuItem('PO-001001', 'Edit Comment');
    const dialog = await screen.findByRole('dialog', { name: 'Update Notes' });
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveValue('Ring twice');
  });

  it('Invoice Number sends the number', async () => {
    const addAssignOrderInvoiceNumber = vi.fn(async () => ({ msg: 'Invoice number added' }));
    renderList([sent()], { addAssignOrderInvoiceNumber }, 'sent');
    await chooseMenuItem('PO-001001', 'Invoice Number');
    const dialog = await screen.findByRole('dialog', { name: 'Add Invoice Number' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Invoice Number/ }), {
      target: { value: 'INV-7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await banner()).toHaveTextContent('Invoice number added');
    expect(addAssignOrderInvoiceNumber).toHaveBeenCalledWith({
      assignOrderId: 'a-1',
      supplierId: 's-1',
      invoiceNumber: 'INV-7',
    });
  });

  it('Change Status offers the three PO statuses; a refusal is the red banner with the server’s message', async () => {
    const setAssignOrderStatus = vi.fn(async () => {
      throw new HttpError('This purchase order has not been sent yet', 409, {});
    });
    renderList([sent()], { setAssignOrderStatus }, 'sent');
    await chooseMenuItem('PO-001001', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Pending Payment', 'Paid', 'Cancelled']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This purchase order has not been sent yet',
    );
    expect(setAssignOrderStatus).toHaveBeenCalledWith({
      assignOrderId: 'a-1',
      supplierId: 's-1',
      status: 'Paid',
    });
  });
});

describe('Purchase Orders Sent in German', () => {
  beforeEach(async () => {
    await loadGerman();
    await i18nProvider.changeLocale('de');
  });
  afterEach(() => i18nProvider.changeLocale('en'));

  it('names the payment status in German: the row’s, the summary’s and Change Status’s choices', async () => {
    const paid = (n: number) => assignOrder(n, { status: 'Paid' });
    renderList(
      [
        purchaseOrder(1, { notification_status: 'sent', assign_orders: [assignOrder(1)] }),
        purchaseOrder(2, { notification_status: 'sent', assign_orders: [assignOrder(2), paid(3), paid(4)] }),
      ],
      {},
      'sent',
    );
    const several = await rowOf('PO-001002');
    const statuses = within(several).getByRole('list', { name: 'Status von PO-001002' });
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Zahlung ausstehend', '2 × Bezahlt']);
    const one = await rowOf('PO-001001');
    expect(within(one).getByText('Zahlung ausstehend')).toBeInTheDocument();
    fireEvent.click(within(one).getByRole('button', { name: 'Aktionen' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Status ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status ändern' });
    expect(within(dialog).getByRole('radio', { name: 'Bezahlt' })).toHaveAttribute('value', 'Paid');
    expect(within(dialog).getByRole('radio', { name: 'Storniert' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Pending Payment')).not.toBeInTheDocument();
  });
});
