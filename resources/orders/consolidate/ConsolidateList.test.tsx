import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { paramsSentTo, renderInAdmin, signInAs, USERS, type ProviderMethods } from '../../../src/testing';
import { knifeLine, lineWith, listOrder, ordersProvider, skilletLine } from '../../../src/testing/testOrders';
import type { Order } from '../../../src/components/orders/types';
import ConsolidateList from './ConsolidateList';

/** The first load of a list goes through react-admin's auth check and query: give it time on a busy machine. */
const LOADED = { timeout: 5000 };
const ADVISORY = 'Not all suppliers in this order allow dropshipping. Consolidation is recommended.';

/** An order whose products to buy still wait for the choice. */
const undecidedOrder = (n: number, overrides: Partial<Order> = {}) =>
  listOrder(n, {
    consolidated: null,
    isConsolidateOption: true,
    warehouse_cell: 'choose-consolidation',
    isHybrid: false,
    assigned_to: null,
    products: [knifeLine],
    ...overrides,
  });
const undecided = undecidedOrder(1);

/**
 * The screen on react-admin's testDataProvider: which method each action calls with which
 * params (the URLs are dataProvider/index.test.ts's).
 */
function renderConsolidate(orders: Order[], methods: ProviderMethods = {}) {
  const { api, dataProvider } = ordersProvider(orders, methods);
  renderInAdmin(<ConsolidateList />, { path: '/consolidate-unconsolidate', dataProvider });
  return api;
}

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;

/** The cell of a row under a column header of the screen's table. */
function cellOf(row: HTMLElement, header: string): HTMLElement {
  const headers = [...row.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent);
  return row.querySelectorAll('td')[headers.indexOf(header)] as HTMLElement;
}

/** Chooses Consolidate or Unconsolidate in a row and answers the irreversible confirmation. */
async function choose(row: HTMLElement, option: 'Consolidate' | 'Unconsolidate') {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Consolidate or Unconsolidate' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`${option} Order`);
  expect(dialog).toHaveTextContent('Are you sure? This action is irreversible.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
  return dialog;
}

/** The params of each getList: the orders resource's second list, `meta: { view: 'consolidate' }`. */
const listRequests = (api: ReturnType<typeof renderConsolidate>) =>
  api.getList.mock.calls.map(([resource, params]) => {
    expect(resource).toBe('orders');
    expect(params.meta).toEqual({ view: 'consolidate' });
    return params as { pagination: { page: number; perPage: number }; filter: Record<string, unknown> };
  });

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('two shops configured', () => {
  it('shows each order’s number with its shop, so two shops’ #1001 are two rows told apart', async () => {
    renderConsolidate([
      undecidedOrder(1, { order_number: '#1001', shop: 'a.myshopify.com' }),
      undecidedOrder(2, { order_number: '#1001', shop: 'https://store.example.com' }),
    ]);
    expect(await rowOf('#1001 · a.myshopify.com')).toBeInTheDocument();
    expect(await rowOf('#1001 · store.example.com')).toBeInTheDocument();
  });
});

describe('Consolidate/Unconsolidate Orders: the table', () => {
  it('shows the title, the columns and the Filter of the spec, without Preparation', async () => {
    const api = renderConsolidate([undecided], {
      runCron: async () => ({ msg: 'The shop is not configured', configured: false }),
    });
    const row = await rowOf('#1041');
    expect(screen.getByRole('heading', { name: 'Consolidate/Unconsolidate Orders' })).toBeInTheDocument();
    // In the spec's order: Status / product count after Supplier Product Name.
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .filter(Boolean),
    ).toEqual([
      'Date & Time',
      'Order#',
      'Customer Info',
      'Supplier Name',
      'Internal SKU',
      'Supplier SKU',
      'Supplier Product Name',
      'Status',
      'Product info',
      'Units',
      'Shipping City',
      'Consolidate',
    ]);
    expect(cellOf(row, 'Date & Time')).toHaveTextContent('01/03/2026 09:00');
    expect(cellOf(row, 'Status')).toHaveTextContent('Pending');
    expect(cellOf(row, 'Internal SKU')).toHaveTextContent('DS-CK-002');
    expect(cellOf(row, 'Units')).toHaveTextContent('3');
    expect(cellOf(row, 'Shipping City')).toHaveTextContent('Leeds');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipped', 'Pending', 'Ready', 'Run Cron']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Ready' }));
    expect(listRequests(api)[0]).toMatchObject({ pagination: { page: 1, perPage: 10 }, filter: {} });
    await waitFor(() =>
      expect(listRequests(api).at(-1)).toMatchObject({
        pagination: { page: 1, perPage: 10 },
        filter: { tag: 'ready' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Run Cron' }));
    // No shop to sync from is a failure, shown in red, though the call answers 200.
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is not configured');
    expect(api.runCron).toHaveBeenCalledTimes(1);
  });

  it('marks a supplier that allows dropshipping with a DS badge', async () => {
    const noDropshipping = lineWith(knifeLine, {
      supplier: { _id: 's-3', name: 'Iron Foundry', dropShipping_available: false },
    });
    renderConsolidate([undecided, undecidedOrder(2, { products: [noDropshipping] })]);
    const dropships = cellOf(await rowOf('#1041'), 'Supplier Name');
    expect(dropships).toHaveTextContent('Blade Works');
    expect(within(dropships).getByText('DS')).toBeInTheDocument();
    const doesNot = cellOf(await rowOf('#1042'), 'Supplier Name');
    expect(doesNot).toHaveTextContent('Iron Foundry');
    expect(within(doesNot).queryByText('DS')).not.toBeInTheDocument();
  });

  it('expands the products of a multi-product order with their status and supplier', async () => {
    renderConsolidate([
      undecidedOrder(2, { products: [skilletLine, lineWith(knifeLine, { status: 'Refund' })] }),
    ]);
    const row = await rowOf('#1042');
    fireEvent.click(within(row).getByRole('button', { name: '2 products' }));
    const products = await screen.findByRole('table', { name: 'Products of order #1042' });
    const headers = within(products)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    const rows = within(products)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        Object.fromEntries([...r.querySelectorAll('td')].map((cell, i) => [headers[i], cell.textContent])),
      );
    expect(rows).toEqual([
      {
        Status: 'Pending',
        'Supplier Name': 'Coastal Kitchenware DS',
        'Internal SKU': 'DS-CK-001Pack DS-PACK-COOK',
        'Supplier SKU': 'CK1001',
        'Supplier Product Name': 'Supplier product 1',
        'Product info': '3 kg',
        Units: '2',
      },
      {
        Status: 'Refund',
        'Supplier Name': 'Blade Works DS',
        'Internal SKU': 'DS-CK-002',
        'Supplier SKU': 'CK1002',
        'Supplier Product Name': 'Supplier product 2',
        'Product info': '0.75 kg',
        Units: '3',
      },
    ]);
  });

  it('shows the decision of a decided order as a badge, with no choice left', async () => {
    renderConsolidate([
      listOrder(1, {
        isConsolidateOption: false,
        consolidated: true,
        isHybrid: false,
        warehouse_cell: 'warehouse',
      }),
      listOrder(2, {
        isConsolidateOption: false,
        consolidated: false,
        isHybrid: false,
        warehouse_cell: 'dropshipped',
      }),
      listOrder(3, {
        isConsolidateOption: false,
        consolidated: false,
        isHybrid: true,
        warehouse_cell: 'hybrid',
      }),
    ]);
    const badges: Record<string, string> = {
      '#1041': 'Consolidated',
      '#1042': 'Unconsolidated',
      '#1043': 'Hybrid',
    };
    for (const [orderNumber, badge] of Object.entries(badges)) {
      const cell = cellOf(await rowOf(orderNumber), 'Consolidate');
      expect(cell).toHaveTextContent(badge);
      expect(cell.textContent).toBe(badge);
      expect(within(cell).queryByRole('combobox')).not.toBeInTheDocument();
    }
  });
});

describe('Consolidate/Unconsolidate Orders: the choice', () => {
  it('offers Consolidate and Unconsolidate, nothing chosen yet', async () => {
    renderConsolidate([undecided]);
    const select = within(cellOf(await rowOf('#1041'), 'Consolidate')).getByRole('combobox', {
      name: 'Consolidate or Unconsolidate',
    });
    expect(select).toHaveTextContent('Please Select');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Please Select',
      'Consolidate',
      'Unconsolidate',
    ]);
  });

  it('unconsolidates once confirmed and shows the server’s msg', async () => {
    const api = renderConsolidate([undecided], {
      consolidateOrder: async () => ({ msg: 'Order Unconsolidated Successfuly', dropshipping: 1 }),
    });
    const dialog = await choose(await rowOf('#1041'), 'Unconsolidate');
    expect(dialog).toHaveTextContent(
      'The suppliers will ship the products of order #1041 straight to the customer.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Order Unconsolidated Successfuly');
    expect(paramsSentTo(api.consolidateOrder)).toEqual([{ orderId: 'o-1', consolidated: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('consolidates once confirmed and shows the server’s msg', async () => {
    const api = renderConsolidate([undecided], {
      consolidateOrder: async () => ({ msg: 'Order consolidated Successfuly', dropshipping: 1 }),
    });
    const dialog = await choose(await rowOf('#1041'), 'Consolidate');
    expect(dialog).toHaveTextContent(
      'The products to buy for order #1041 will be sent to its warehouse, which ships the whole order.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Order consolidated Successfuly');
    expect(paramsSentTo(api.consolidateOrder)).toEqual([{ orderId: 'o-1', consolidated: true }]);
  });

  it('opens the no-dropshipping advisory, not a success, when the server answers dropshipping 0', async () => {
    const api = renderConsolidate([undecided], {
      consolidateOrder: async () => ({ msg: ADVISORY, dropshipping: 0 }),
    });
    await choose(await rowOf('#1041'), 'Unconsolidate');
    const advisory = await screen.findByRole('dialog', { name: 'Dropshipping not available' });
    expect(advisory).toHaveTextContent(ADVISORY);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Order Unconsolidated Successfuly')).not.toBeInTheDocument();
    expect(paramsSentTo(api.consolidateOrder)).toEqual([{ orderId: 'o-1', consolidated: false }]);

    fireEvent.click(within(advisory).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paramsSentTo(api.consolidateOrder)).toHaveLength(1);
  });

  it.each([
    ['Unconsolidate', 'Could not Unconsolidated Order. Something went wrong.'],
    ['Consolidate', 'Could not consolidated Order. Something went wrong.'],
  ] as const)('says why %s failed in a red banner', async (option, text) => {
    renderConsolidate([undecided], {
      consolidateOrder: async () => {
        throw new HttpError('Internal Server Error', 500, { msg: 'Internal Server Error' });
      },
    });
    await choose(await rowOf('#1041'), option);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Internal Server Error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the choice is cancelled', async () => {
    const api = renderConsolidate([undecided], {
      consolidateOrder: async () => ({ msg: 'Order consolidated Successfuly', dropshipping: 1 }),
    });
    fireEvent.mouseDown(
      within(await rowOf('#1041')).getByRole('combobox', { name: 'Consolidate or Unconsolidate' }),
    );
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Consolidate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paramsSentTo(api.consolidateOrder)).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reloads the list after the choice', async () => {
    const api = renderConsolidate([undecided], {
      consolidateOrder: async () => ({ msg: 'Order consolidated Successfuly', dropshipping: 1 }),
    });
    const row = await rowOf('#1041');
    const before = listRequests(api).length;
    await choose(row, 'Consolidate');
    await screen.findByRole('status');
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(before));
  });
});
