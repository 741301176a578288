import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { paramsSentTo, renderInAdmin, signInAs, USERS, type ProviderMethods } from '../../../src/testing';
import {
  knifeLine,
  lineWith,
  listOrder,
  ordersProvider,
  skilletLine,
  unknownLine,
} from '../../../src/testing/testOrders';
import { tipLine } from '../../../src/testing/orderFixtures';
import type { Order } from '../../../src/components/orders/types';
import MasterDashboard from './MasterDashboard';

/** The first load of a list goes through react-admin's auth check and query: give it time on a busy machine. */
const LOADED = { timeout: 5000 };

/**
 * The Master Dashboard on react-admin's testDataProvider: which method each action calls with
 * which params (the URLs are dataProvider/index.test.ts's).
 */
function renderDashboard(orders: Order[], methods: ProviderMethods = {}, path = '/master-dashboard') {
  const { api, dataProvider } = ordersProvider(orders, methods);
  const view = renderInAdmin(
    <Routes>
      <Route path="/master-dashboard" element={<MasterDashboard />} />
      <Route path="/view-shopify-order" element={<div>details screen</div>} />
    </Routes>,
    { path, dataProvider },
  );
  return { api, view };
}

/** The table row of an order, once the list has loaded. */
const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

async function openRowMenu(row: HTMLElement) {
  fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
  return screen.findByRole('menu');
}

async function chooseOption(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** The params of each getList of the orders: the Master Dashboard is the resource's own list. */
const listRequests = (api: ReturnType<typeof renderDashboard>['api']) =>
  api.getList.mock.calls.map(([resource, params]) => {
    expect(resource).toBe('orders');
    expect(params.meta?.view).toBeUndefined();
    return params as { pagination: { page: number; perPage: number }; filter: Record<string, unknown> };
  });

const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Master Dashboard: the table', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it('shows the title, the columns of the spec, and one order per row', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    const row = await rowOf('#1041');
    expect(screen.getByRole('heading', { name: 'Master Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consolidate/Unconsolidate' })).toHaveAttribute(
      'href',
      '/consolidate-unconsolidate',
    );
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .filter(Boolean),
    ).toEqual([
      'Date & Time',
      'Order#',
      'Customer Info',
      'Warehouse',
      'Internal SKU',
      'Supplier SKU',
      'Supplier Product Name',
      'Product info',
      'Units',
      'Deadline Date',
      'Estimated Shipping Date',
      'Product Status',
      'Shipping City',
      'Status',
    ]);
    expect(within(row).getByRole('button', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(within(row).getByText('Rotterdam Hub')).toBeInTheDocument();
    expect(within(row).getByText('DS-CK-001')).toBeInTheDocument();
    expect(within(row).getByText('Pack DS-PACK-COOK')).toBeInTheDocument();
    expect(within(row).getByText('CK1001')).toBeInTheDocument();
    expect(within(row).getByText('Supplier product 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '3 kg' })).toBeInTheDocument();
    expect(within(row).getByText('Leeds')).toBeInTheDocument();
  });

  it('shows the dates in UTC, whatever the browser time zone', async () => {
    process.env.TZ = 'America/Los_Angeles';
    // The switch took: this instant is still 28 February in Los Angeles.
    expect(new Date('2026-03-01T02:30:00.000Z').getDate()).toBe(28);
    renderDashboard([
      listOrder(1, {
        warehouse_cell: 'warehouse',
        order_created_at: '2026-03-01T02:30:00.000Z',
        products: [
          lineWith(skilletLine, {
            deadline_date: '2026-03-10T00:00:00.000Z',
            estimated_shipping_date: '2026-03-08T01:00:00.000Z',
          }),
        ],
      }),
    ]);
    const cells = cellTexts(await rowOf('#1041'));
    expect(cells).toContain('01/03/2026 02:30');
    expect(cells).toContain('10/03/2026');
    expect(cells).toContain('08/03/2026');
  });

  it('names each order’s shop beside its number when the server gives it (several shops)', async () => {
    renderDashboard([
      listOrder(1, { warehouse_cell: 'warehouse', order_number: '#1001', shop: 'real-shop.myshopify.com' }),
      listOrder(2, { warehouse_cell: 'warehouse', order_number: '#1001', shop: 'https://store.example.com' }),
    ]);
    expect(await screen.findByText('#1001 · real-shop.myshopify.com', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('#1001 · store.example.com')).toBeInTheDocument();
  });

  it('offers a shop picker when several shops are configured, and asks the list for the chosen shop’s orders', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      getShops: async () => [
        { kind: 'shopify', shop: 'real-shop.myshopify.com' },
        { kind: 'woocommerce', shop: 'https://store.example.com' },
      ],
    });
    await rowOf('#1041');
    const picker = await screen.findByRole('combobox', { name: 'Shop' }, LOADED);
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'store.example.com' }));
    await waitFor(() =>
      expect(listRequests(api).at(-1)?.filter).toMatchObject({ shop: 'https://store.example.com' }),
    );
  });

  it('offers no shop picker with one shop', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      getShops: async () => [{ kind: 'shopify', shop: 'real-shop.myshopify.com' }],
    });
    await rowOf('#1041');
    expect(screen.queryByRole('combobox', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('falls back to the order’s estimated shipping date when the line has none', async () => {
    renderDashboard([
      listOrder(1, { warehouse_cell: 'warehouse', estimated_shipping_date: '2026-04-02T00:00:00.000Z' }),
    ]);
    expect(cellTexts(await rowOf('#1041'))).toContain('02/04/2026');
  });

  it('shows the customer’s details in the Customer Info popup', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Jane Doe' }));
    const popup = await screen.findByRole('dialog', { name: 'Customer Info' });
    expect(popup).toHaveTextContent('jane@example.com');
    expect(popup).toHaveTextContent('Phone not available');
    // The same words as on the Shipping Ticket (domain/address.ts).
    expect(popup).toHaveTextContent('1 Main Street, Flat 2, Leeds, LS1 1AA, United Kingdom');
  });

  it('keeps a 224-character name in its cell: wrapped and shortened, whole on hover and in the popup', async () => {
    let name = '';
    while (name.length < 224) name += 'Łukasz😀Dvořák👨‍👩‍👧Zoë👍🏽';
    name = name.slice(0, 224);
    const order = listOrder(1, { warehouse_cell: 'warehouse' });
    renderDashboard([{ ...order, customer: { ...order.customer, name } }]);
    const row = await rowOf('#1041');
    const cell = within(row).getByTitle(name);
    expect(cell).toHaveStyle({ overflowWrap: 'anywhere', overflow: 'hidden' });
    fireEvent.click(within(row).getByRole('button', { name }));
    expect(await screen.findByRole('dialog', { name: 'Customer Info' })).toHaveTextContent(name);
  });

  it('shows a red Problematic badge instead of the status of a problematic order', async () => {
    renderDashboard([
      listOrder(1, { warehouse_cell: 'warehouse', status: 'Preparation' }),
      listOrder(2, { warehouse_cell: 'choose-warehouse', status: 'Preparation', problemetic: true }),
    ]);
    const settled = await rowOf('#1041');
    const problematic = await rowOf('#1042');
    expect(cellTexts(settled).at(-2)).toBe('Preparation');
    expect(cellTexts(problematic).at(-2)).toBe('Problematic');
    expect(within(problematic).queryByText('Preparation')).not.toBeInTheDocument();
    expect(within(problematic).getByText('Problematic').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
  });
});

describe('Master Dashboard: the Warehouse cell', () => {
  const problematic = listOrder(1, {
    warehouse_cell: 'choose-warehouse',
    problemetic: true,
    problem_reason: 'several-warehouses-fit',
    assigned_to: null,
    warehouse_list: [
      { _id: 'w-north', name: 'North Depot' },
      { _id: 'w-south', name: 'South Depot' },
    ],
  });

  it("opens an order's warehouse choice on arrival when the address asks for it (a fix from Needs attention)", async () => {
    const { view } = renderDashboard(
      [listOrder(2, { warehouse_cell: 'warehouse' }), problematic],
      {},
      `/master-dashboard?action=choose-warehouse&record=${problematic._id}`,
    );
    const choices = await screen.findByRole('listbox', {}, LOADED);
    expect(
      within(choices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please Select', 'North Depot', 'South Depot']);
    // Asked once: the address forgets it, so a reload or Back does not open it again.
    await waitFor(() => expect(view.location().search).toBe(''));
  });

  it('shows each variant the server names', async () => {
    renderDashboard([
      problematic,
      listOrder(2, { warehouse_cell: 'hybrid' }),
      listOrder(3, { warehouse_cell: 'dropshipped' }),
      listOrder(4, { warehouse_cell: 'warehouse' }),
      listOrder(5, { warehouse_cell: 'choose-consolidation' }),
    ]);
    const chooser = within(await rowOf('#1041')).getByRole('combobox', { name: 'Choose a warehouse' });
    expect(chooser).toHaveTextContent('Please Select');
    expect(within(await rowOf('#1041')).getByText('Several warehouses fit')).toBeInTheDocument();
    expect(within(await rowOf('#1042')).getByText('Hybrid')).toBeInTheDocument();
    expect(within(await rowOf('#1043')).getByText('Dropshipped')).toBeInTheDocument();
    expect(within(await rowOf('#1044')).getByText('Rotterdam Hub')).toBeInTheDocument();
    const consolidation = within(await rowOf('#1045')).getByRole('combobox', {
      name: 'Consolidate or Unconsolidate',
    });
    expect(consolidation).toHaveTextContent('Please Select');
    // Only the variants named so show a select or the warehouse's name.
    for (const n of [2, 3]) {
      const row = await rowOf(`#104${n}`);
      expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(row).queryByText('Rotterdam Hub')).not.toBeInTheDocument();
    }

    fireEvent.mouseDown(chooser);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Please Select',
      'North Depot',
      'South Depot',
    ]);
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the assigned warehouse beside an open Consolidate/Unconsolidate choice', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'choose-consolidation' })]);
    const row = await rowOf('#1041');
    expect(within(row).getByText('Rotterdam Hub')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Consolidate or Unconsolidate' })).toHaveTextContent(
      'Please Select',
    );
  });

  it('offers no warehouse choice while a SKU is unknown, and links to Add Product', async () => {
    renderDashboard([
      listOrder(1, {
        ...problematic,
        problem_reason: 'unknown-sku',
        products: [skilletLine, unknownLine],
      }),
    ]);
    const row = await rowOf('#1041');
    expect(within(row).getAllByText('Unknown SKU MUG-77').length).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/products/create',
    );
    expect(within(row).queryByRole('combobox', { name: 'Choose a warehouse' })).not.toBeInTheDocument();
  });

  it('says so when no warehouse fits a problematic order', async () => {
    renderDashboard([
      listOrder(1, {
        warehouse_cell: 'choose-warehouse',
        problemetic: true,
        problem_reason: 'no-warehouse-fits',
        warehouse_list: [],
      }),
    ]);
    const row = await rowOf('#1041');
    expect(within(row).getByText('No warehouse fits this order')).toBeInTheDocument();
    expect(within(row).getByText('No warehouse fits the parcel and destination')).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('assigns the chosen warehouse once confirmed, and shows the server’s msg', async () => {
    const { api } = renderDashboard([problematic], {
      assignWarehouse: async () => ({ msg: 'Order assigned to South Depot' }),
    });
    const row = await rowOf('#1041');
    await chooseOption(within(row).getByRole('combobox', { name: 'Choose a warehouse' }), 'South Depot');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Warehouse Selection');
    expect(dialog).toHaveTextContent('Order #1041 will be shipped by South Depot.');
    expect(dialog).toHaveTextContent('Are you sure? This action is irreversible.');
    const before = listRequests(api).length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order assigned to South Depot');
    expect(paramsSentTo(api.assignWarehouse)).toEqual([{ orderId: 'o-1', warehouseId: 'w-south' }]);
    await noDialog();
    // The list reloads to show the order with its warehouse.
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(before));
  });

  it('sends nothing when the choice is cancelled', async () => {
    const { api } = renderDashboard([problematic], {
      assignWarehouse: async () => ({ msg: 'Order assigned to North Depot' }),
    });
    await chooseOption(
      within(await rowOf('#1041')).getByRole('combobox', { name: 'Choose a warehouse' }),
      'North Depot',
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(paramsSentTo(api.assignWarehouse)).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The select does not keep a choice that was not made, and the same one can be made again.
    const chooser = within(await rowOf('#1041')).getByRole('combobox', { name: 'Choose a warehouse' });
    expect(chooser).toHaveTextContent('Please Select');
    await chooseOption(chooser, 'North Depot');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Order #1041 will be shipped by North Depot.',
    );
  });

  it('shows a refused call’s msg in a red banner', async () => {
    renderDashboard([problematic], {
      assignWarehouse: async () => {
        throw new HttpError('This order already has a warehouse', 409, {
          msg: 'This order already has a warehouse',
        });
      },
    });
    await chooseOption(
      within(await rowOf('#1041')).getByRole('combobox', { name: 'Choose a warehouse' }),
      'North Depot',
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRM' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order already has a warehouse');
    expect(alert).toHaveClass('MuiAlert-filledError');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await noDialog();

    // The banner can be dismissed.
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Master Dashboard: the row menu', () => {
  it('lists the entries of the spec and opens the order details', async () => {
    const { view } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    const menu = await openRowMenu(await rowOf('#1041'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Change Status',
      'View Details',
      'Add Comment',
      'Invoice Number',
      'Shipping Info',
      'Shipping Ticket',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'View Details' }));
    expect(await screen.findByText('details screen')).toBeInTheDocument();
    expect(view.location().pathname + view.location().search).toBe('/view-shopify-order?id=o-1');
  });

  it.each([
    ['Pending', false, true],
    ['Preparation', false, true],
    ['Ready', false, false],
    ['Shipped', false, false],
    ['Awaiting Pickup', false, false],
    ['Pending', true, false],
    ['Preparation', true, false],
  ] as const)(
    'Change Status for a %s order (problematic: %s) is enabled: %s',
    async (status, problemetic, enabled) => {
      renderDashboard([listOrder(1, { warehouse_cell: 'warehouse', status, problemetic })]);
      const item = within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', {
        name: 'Change Status',
      });
      if (enabled) expect(item).not.toHaveAttribute('aria-disabled');
      else expect(item).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('changes the status to Pending or Preparation with Done', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse', status: 'Pending' })], {
      changeOrderStatus: async () => ({ msg: 'Order status changed to Preparation' }),
    });
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Change Status' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['Pending', 'Preparation']);
    // A status is required (spec 000 section 5): none is chosen yet, and Done waits for one.
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Preparation' }));
    expect(within(dialog).getByRole('radio', { name: 'Preparation' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order status changed to Preparation');
    expect(paramsSentTo(api.changeOrderStatus)).toEqual([{ orderId: 'o-1', status: 'Preparation' }]);
    await noDialog();
  });

  it('requires a comment, then saves it', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      addOrderNotes: async () => ({ msg: 'Notes added' }),
    });
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Add Comment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    expect(paramsSentTo(api.addOrderNotes)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Leave at the back door' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notes added');
    expect(paramsSentTo(api.addOrderNotes)).toEqual([{ orderId: 'o-1', notes: 'Leave at the back door' }]);
    await noDialog();
  });

  it('keeps the dialog and what was typed when the server refuses, showing why', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      addOrderNotes: async () => {
        throw new HttpError('This order is locked', 409, { msg: 'This order is locked' });
      },
    });
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Add Comment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Ring twice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is locked');
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveValue('Ring twice');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('edits an existing comment, starting from its text', async () => {
    renderDashboard([listOrder(1, { warehouse_cell: 'warehouse', notes: 'Fragile' })]);
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Edit Comment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Comment' });
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveValue('Fragile');
  });

  it('requires an invoice number, then saves it', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      addInvoiceNumber: async () => ({ msg: 'Invoice number added' }),
    });
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Invoice Number' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Number' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invoice number is required')).toBeInTheDocument();
    expect(paramsSentTo(api.addInvoiceNumber)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Invoice number/ }), {
      target: { value: 'INV-2026-0042' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invoice number added');
    expect(paramsSentTo(api.addInvoiceNumber)).toEqual([{ orderId: 'o-1', invoiceNumber: 'INV-2026-0042' }]);
    await noDialog();
  });

  it('leaves the dialog open and sends nothing when a dialog is cancelled', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Invoice Number' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Number' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Invoice number/ }), {
      target: { value: 'INV-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(paramsSentTo(api.addInvoiceNumber)).toEqual([]);
  });
});

describe('Master Dashboard: Shipping Info', () => {
  /** Its warehouse ships it (a stock line) and it is Ready: it takes shipping info. */
  const readyAtWarehouse = (n: number, overrides: Partial<Order> = {}) =>
    listOrder(n, {
      warehouse_cell: 'warehouse',
      status: 'Ready',
      products: [lineWith(skilletLine, { status: 'Ready' })],
      ...overrides,
    });

  it('is enabled where the warehouse call takes it, or to read tracking (domain/readiness.ts)', async () => {
    const dropshippedLine = lineWith(knifeLine, { status: 'Ready' });
    renderDashboard([
      readyAtWarehouse(1),
      listOrder(2, { warehouse_cell: 'warehouse' }), // Pending
      // Dropshipped: its suppliers ship it; the warehouse's call would answer 404.
      readyAtWarehouse(3, {
        consolidated: false,
        isHybrid: false,
        role: 'Supplier',
        products: [dropshippedLine],
      }),
      // Shipped by its lines without the order's own tracking, and refunded: nothing to add or read.
      readyAtWarehouse(4, { status: 'Shipped', products: [lineWith(skilletLine, { status: 'Shipped' })] }),
      readyAtWarehouse(5, { status: 'Refund', products: [lineWith(skilletLine, { status: 'Refund' })] }),
      readyAtWarehouse(6, { status: 'Shipped', trackingId: '77', products: [dropshippedLine] }),
    ]);
    const entry = async (orderNumber: string) => {
      const menu = within(await openRowMenu(await rowOf(orderNumber)));
      const item = menu.getByRole('menuitem', { name: /Shipping Info/ });
      const enabled = item.getAttribute('aria-disabled') !== 'true';
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return enabled;
    };
    expect(await entry('#1041')).toBe(true);
    expect(await entry('#1042')).toBe(false);
    expect(await entry('#1043')).toBe(false);
    expect(await entry('#1044')).toBe(false);
    expect(await entry('#1045')).toBe(false);
    expect(await entry('#1046')).toBe(true);
  });

  async function openAddShippingInfo() {
    const { api } = renderDashboard([readyAtWarehouse(1)], {
      addShippingInfo: async () => ({ msg: 'Shipping info added successfully' }),
    });
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Shipping Info' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Info' });
    const fill = (values: { trackingId: string; agentName: string; trackingURL: string }) => {
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Tracking id/ }), {
        target: { value: values.trackingId },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Shipping agent name/ }), {
        target: { value: values.agentName },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Tracking URL/ }), {
        target: { value: values.trackingURL },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    const sent = () => paramsSentTo(api.addShippingInfo);
    return { dialog, fill, sent };
  }

  it('requires all three values', async () => {
    const { dialog, sent } = await openAddShippingInfo();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tracking id is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Shipping agent name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking URL is required')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('refuses a tracking id that is not a whole number of at least 0', async () => {
    const { dialog, fill, sent } = await openAddShippingInfo();
    fill({ trackingId: '-3', agentName: 'DHL', trackingURL: 'https://track.example/1' });
    expect(await within(dialog).findByText('Tracking id must be a number of at least 0')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('refuses a tracking URL that is not a URL', async () => {
    const { dialog, fill, sent } = await openAddShippingInfo();
    fill({ trackingId: '998877', agentName: 'DHL', trackingURL: 'track.example/998877' });
    expect(
      await within(dialog).findByText('Tracking URL must be a URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends valid shipping info and shows the server’s msg', async () => {
    const { fill, sent } = await openAddShippingInfo();
    fill({ trackingId: '998877', agentName: 'DHL', trackingURL: 'https://track.example/998877' });
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping info added successfully');
    expect(sent()).toEqual([
      { orderId: 'o-1', trackingId: '998877', agentName: 'DHL', trackingURL: 'https://track.example/998877' },
    ]);
    await noDialog();
  });

  it('shows the shipping info read-only once the order has a tracking id', async () => {
    renderDashboard([
      listOrder(1, {
        warehouse_cell: 'warehouse',
        trackingId: '998877',
        agentName: 'DHL',
        trackingURL: 'https://track.example/998877',
      }),
    ]);
    fireEvent.click(
      within(await openRowMenu(await rowOf('#1041'))).getByRole('menuitem', { name: 'Shipping Info' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Info' });
    expect(dialog).toHaveTextContent('Tracking id998877');
    expect(dialog).toHaveTextContent('Shipping agent nameDHL');
    expect(within(dialog).getByRole('link', { name: 'https://track.example/998877' })).toHaveAttribute(
      'href',
      'https://track.example/998877',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await noDialog();
  });
});

describe('Master Dashboard: multi-product orders', () => {
  const refunded = lineWith(knifeLine, { status: 'Refund' });
  const threeProducts = listOrder(2, {
    warehouse_cell: 'warehouse',
    products: [skilletLine, refunded, unknownLine],
  });

  it('expands one row per product from the product count button', async () => {
    renderDashboard([threeProducts]);
    const row = await rowOf('#1042');
    // The product columns of the order's row hold only the count.
    expect(within(row).queryByText('DS-CK-001')).not.toBeInTheDocument();
    const count = within(row).getByRole('button', { name: '3 products' });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Products of order #1042' })).not.toBeInTheDocument();

    fireEvent.click(count);
    const products = await screen.findByRole('table', { name: 'Products of order #1042' });
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Internal SKU',
      'Supplier SKU',
      'Supplier Product Name',
      'Product info',
      'Units',
      'Deadline Date',
      'Estimated Shipping Date',
      'Product Status',
    ]);
    const rows = within(products).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['DS-CK-001Pack DS-PACK-COOK', 'CK1001', 'Supplier product 1', '3 kg', '2', '', '', 'Pending'],
      ['DS-CK-002', 'CK1002', 'Supplier product 2', '0.75 kg', '3', '', '', 'Refund'],
      ['Unknown SKU MUG-77', '', 'Mystery Mug', 'Unknown SKU', '1', '', '', 'Pending'],
    ]);

    fireEvent.click(count);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Products of order #1042' })).not.toBeInTheDocument(),
    );
  });

  it('offers Refund per product, unavailable when the line is already Refund', async () => {
    renderDashboard([threeProducts]);
    fireEvent.click(within(await rowOf('#1042')).getByRole('button', { name: '3 products' }));
    const products = await screen.findByRole('table', { name: 'Products of order #1042' });

    fireEvent.click(within(products).getByRole('button', { name: 'Actions for DS-CK-002' }));
    const refundedItem = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' });
    expect(refundedItem).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    fireEvent.click(within(products).getByRole('button', { name: 'Actions for DS-CK-001' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' });
    expect(item).not.toHaveAttribute('aria-disabled');
  });

  it('refunds a product once confirmed', async () => {
    const { api } = renderDashboard([threeProducts], {
      refundOrderLine: async () => ({ msg: 'Product refunded' }),
    });
    fireEvent.click(within(await rowOf('#1042')).getByRole('button', { name: '3 products' }));
    const products = await screen.findByRole('table', { name: 'Products of order #1042' });
    fireEvent.click(within(products).getByRole('button', { name: 'Actions for DS-CK-001' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The product DS-CK-001 (2 units) will be refunded.');
    expect(dialog).toHaveTextContent('Are you sure? This action is irreversible.');
    expect(paramsSentTo(api.refundOrderLine)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Product refunded');
    expect(paramsSentTo(api.refundOrderLine)).toEqual([{ orderId: 'o-2', productUniqueId: 'u-1' }]);
    await noDialog();
  });

  it('offers the Refund menu in the row of a one-product order', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Actions for DS-CK-001' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(paramsSentTo(api.refundOrderLine)).toEqual([]);
  });
});

describe('Master Dashboard: custom lines (sold without a SKU)', () => {
  it('lists a custom line among the products as a Custom item, with no status and no actions', async () => {
    renderDashboard([
      listOrder(2, { warehouse_cell: 'warehouse', products: [skilletLine], custom_lines: [tipLine] }),
    ]);
    fireEvent.click(within(await rowOf('#1042')).getByRole('button', { name: '2 products' }));
    const products = await screen.findByRole('table', { name: 'Products of order #1042' });
    const rows = within(products).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['DS-CK-001Pack DS-PACK-COOK', 'CK1001', 'Supplier product 1', '3 kg', '2', '', '', 'Pending'],
      ['Custom item', '', 'Tip', '—', '1', '', '', 'No fulfilment needed'],
    ]);
    // Refund (and any other action) is for products only.
    expect(within(rows[0]).getByRole('button', { name: 'Actions for DS-CK-001' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an order of custom lines only has nothing to fulfil', async () => {
    renderDashboard([
      listOrder(3, {
        warehouse_cell: 'custom-only',
        assigned_to: null,
        products: [],
        custom_lines: [{ ...tipLine, name: 'Gift Card' }],
      }),
    ]);
    const row = await rowOf('#1043');
    expect(within(row).getByText('Custom items only: nothing to fulfil')).toBeInTheDocument();
    expect(within(row).getByText('Custom item')).toBeInTheDocument();
    expect(within(row).getByText('Gift Card')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});

describe('Master Dashboard: the Filter menu', () => {
  it('offers the tags and Run Cron, and filters by the chosen tag', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })]);
    await rowOf('#1041');
    expect(listRequests(api).at(-1)).toMatchObject({ pagination: { page: 1, perPage: 10 }, filter: {} });

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipped', 'Pending', 'Preparation', 'Ready', 'Run Cron']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Preparation' }));
    await waitFor(() =>
      expect(listRequests(api).at(-1)).toMatchObject({
        pagination: { page: 1, perPage: 10 },
        filter: { tag: 'preparation' },
      }),
    );
    expect(await screen.findByLabelText('Active filter')).toHaveTextContent('Preparation');
  });

  it('runs the cron from the Filter menu and shows its msg', async () => {
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      runCron: async () => ({ msg: 'Imported 2 orders from the shop', configured: true, imported: 2 }),
    });
    await rowOf('#1041');
    const before = listRequests(api).length;
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Run Cron' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 orders from the shop');
    expect(api.runCron).toHaveBeenCalledTimes(1);
    // Run Cron does not filter, and the list reloads with what was imported.
    expect(screen.queryByLabelText('Active filter')).not.toBeInTheDocument();
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(before));
    expect(listRequests(api).at(-1)?.filter).toEqual({});
  });
  it('shows in red that no shop is configured, the answer Run Cron gives without one', async () => {
    const msg =
      'No shop is configured: set SHOPIFY_SHOP and SHOPIFY_ACCESS_TOKEN to sync orders from Shopify.';
    const { api } = renderDashboard([listOrder(1, { warehouse_cell: 'warehouse' })], {
      runCron: async () => ({ msg, configured: false, imported: 0 }),
    });
    await rowOf('#1041');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Run Cron' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No shop is configured');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.runCron).toHaveBeenCalledTimes(1);
  });
});
