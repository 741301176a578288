import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { AGENT_INACTIVE, AGENT_MISSING } from '../../domain/readiness';
import { knifeLine, listOrder, skilletLine } from '../../src/testing/testOrders';
import type { Order } from '../../src/components/orders/types';
import WarehouseOrderList from './WarehouseOrderList';

/**
 * Warehouse Orders on react-admin's testDataProvider: columns per role, and which dataProvider
 * method each action calls under domain/readiness.ts. The URLs are asserted in
 * dataProvider/index.test.ts.
 */
const LOADED = { timeout: 5000 };
/** A day ahead, as a date dialog takes it without asking (a past day is confirmed first). */
const SOON = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
/** Agent ids are uuids, as the dialog's schema (the server's) requires. */
const EURO = 'c0ffee00-0000-4000-8000-0000000000a2';
const AGENT = { _id: 'a-1', name: 'Royal Parcel', activated: true, deleted_at: null, trackingURL: null };

/** A stock-served order at the warehouse (every line there), Pending, with an active agent. */
const whOrder = (n: number, overrides: Partial<Order> = {}): Order =>
  listOrder(n, {
    consolidated: null,
    isHybrid: false,
    warehouse_cell: 'warehouse',
    shipping_agent: AGENT,
    estimated_shipping_date: '2026-12-01',
    ...overrides,
  });

const Where = () => {
  const location = useLocation();
  return <div>at {`${location.pathname}${location.search}`}</div>;
};

function renderList(orders: Order[], methods: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const getList = vi.fn(async () => ({ data: orders, total: orders.length }));
  const dataProvider = testDataProvider({ getList: getList as never, ...methods });
  renderInAdmin(
    <Routes>
      <Route path="/warehouse-orders" element={<WarehouseOrderList />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/warehouse-orders', dataProvider },
  );
  return { dataProvider, getList };
}

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;

async function openMenu(orderNumber: string) {
  fireEvent.click(within(await rowOf(orderNumber)).getByRole('button', { name: 'Actions' }));
  return within(await screen.findByRole('menu'));
}

async function openStatus(orderNumber: string) {
  fireEvent.click((await openMenu(orderNumber)).getByRole('menuitem', { name: 'Change Status' }));
  return within(await screen.findByRole('dialog', { name: 'Change Status' }));
}

beforeEach(() => signInAs(USERS.Warehouse));
afterEach(() => vi.restoreAllMocks());

describe('the list', () => {
  it('reads the warehouse-orders resource and shows agent, date and status; no Warehouse column for a Warehouse user', async () => {
    const { getList } = renderList([whOrder(1)]);
    const row = await rowOf('#1041');
    expect(getList).toHaveBeenCalledWith('warehouse-orders', expect.anything());
    expect(row).toHaveTextContent('Royal Parcel');
    expect(row).toHaveTextContent('01/12/2026');
    expect(row).toHaveTextContent('Pending');
    expect(screen.queryByRole('columnheader', { name: 'Warehouse' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Shipping Agent' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Estimated Shipping Date' })).toBeInTheDocument();
  });

  it('a Warehouse user’s list asks with its own user id as warehouse_id (POST /get-warehouse-orders)', async () => {
    const { getList } = renderList([whOrder(1)]);
    await rowOf('#1041');
    expect(getList.mock.calls.length).toBeGreaterThan(0);
    for (const [, params] of getList.mock.calls as unknown as [string, { filter: object }][])
      expect(params.filter).toEqual({ warehouse_id: USERS.Warehouse.id });
    // The filter chip does not show it: it is the list's own, not a choice.
    expect(screen.queryByText(USERS.Warehouse.id)).not.toBeInTheDocument();
  });

  it('an Admin’s list asks for every warehouse unless one is picked', async () => {
    signInAs(USERS.Admin);
    const { getList } = renderList([whOrder(1)]);
    await rowOf('#1041');
    for (const [, params] of getList.mock.calls as unknown as [string, { filter: object }][])
      expect(params.filter).toEqual({});
  });

  it('shows an Admin the Warehouse column', async () => {
    signInAs(USERS.Admin);
    renderList([whOrder(1)]);
    expect(await screen.findByRole('columnheader', { name: 'Warehouse' }, LOADED)).toBeInTheDocument();
    expect(await rowOf('#1041')).toHaveTextContent('Rotterdam Hub');
  });

  it.each([
    ['an Admin', USERS.Admin, ['Warehouse']],
    ['a Warehouse user', USERS.Warehouse, []],
  ])('shows %s the columns in the spec’s order (spec 000 section 2)', async (_, user, warehouse) => {
    signInAs(user);
    renderList([whOrder(1)]);
    await rowOf('#1041');
    // The first, empty headers are the expand column's and the selection's; the last the row menu's.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      '',
      'Date & Time',
      ...warehouse,
      'Order#',
      'Customer Info',
      'Shipping Agent',
      'Internal SKU',
      'Supplier SKU',
      'Supplier Product Name',
      'Product info',
      'Units',
      'Estimated Shipping Date',
      'Shipping City',
      'Status',
      '',
    ]);
  });

  it('a multi-product order’s count button sits in Supplier Product Name, as the spec has it', async () => {
    renderList([whOrder(1, { products: [skilletLine, { ...skilletLine, _id: 'l-2' }] })]);
    const row = await rowOf('#1041');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cell = within(row).getByRole('button', { name: '2 products' }).closest('td')!;
    expect(headers[[...row.children].indexOf(cell)]).toBe('Supplier Product Name');
  });

  it('a Hybrid order shows, counts and tickets the warehouse’s lines only, not its dropshipped ones', async () => {
    const secondStock = {
      ...skilletLine,
      _id: 'l-5',
      product_id: { ...skilletLine.product_id!, internal_sku: 'DS-CK-005' },
    };
    renderList([
      whOrder(1, { consolidated: false, isHybrid: true, products: [skilletLine, knifeLine] }),
      whOrder(2, { consolidated: false, isHybrid: true, products: [skilletLine, knifeLine, secondStock] }),
    ]);
    // One line of its own: shown in place, no count button.
    const hybrid = await rowOf('#1041');
    expect(hybrid).toHaveTextContent('DS-CK-001');
    expect(hybrid).not.toHaveTextContent('DS-CK-002');
    expect(within(hybrid).queryByRole('button', { name: /products/ })).not.toBeInTheDocument();
    // Two of its own (and a dropshipped one): '2 products', expanding to those two.
    const two = await rowOf('#1042');
    fireEvent.click(within(two).getByRole('button', { name: '2 products' }));
    const panel = await screen.findByRole('table', { name: /#1042/ });
    expect(panel).toHaveTextContent('DS-CK-001');
    expect(panel).toHaveTextContent('DS-CK-005');
    expect(panel).not.toHaveTextContent('DS-CK-002');
    // The ticket lists the warehouse's parcel: the skillet, 3 kg, not the knife.
    fireEvent.click((await openMenu('#1041')).getByRole('menuitem', { name: 'Shipping Ticket' }));
    const ticket = await screen.findByRole('dialog');
    expect(ticket).toHaveTextContent('DS-CK-001');
    expect(ticket).not.toHaveTextContent('DS-CK-002');
  });

  it('marks a disabled agent, and offers Shipped, Pending and Ready in the Filter without Run Cron', async () => {
    renderList([whOrder(1, { shipping_agent: { ...AGENT, activated: false } })]);
    expect(await rowOf('#1041')).toHaveTextContent('Royal Parcel (disabled or deleted)');
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Shipped', 'Pending', 'Ready']);
  });

  it('Export CSV downloads the list as filtered', async () => {
    const exportWarehouseOrdersCsv = vi.fn(async () => {});
    renderList([whOrder(1)], { exportWarehouseOrdersCsv });
    await rowOf('#1041');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportWarehouseOrdersCsv).toHaveBeenCalledWith({ filter: {} }));
  });
});

describe('two shops configured', () => {
  it('shows each order’s number with its shop, so two shops’ #1001 are two rows told apart', async () => {
    renderList([
      whOrder(1, { order_number: '#1001', shop: 'a.myshopify.com' }),
      whOrder(2, { order_number: '#1001', shop: 'https://store.example.com' }),
    ]);
    expect(await rowOf('#1001 · a.myshopify.com')).toHaveTextContent('Royal Parcel');
    expect(await rowOf('#1001 · store.example.com')).toHaveTextContent('Royal Parcel');
  });
});

describe('the Admin’s warehouse picker', () => {
  const WAREHOUSES = [
    { id: 'w-1', _id: 'w-1', name: 'Rotterdam Hub' },
    { id: 'w-2', _id: 'w-2', name: 'Antwerp Hub' },
  ];
  const renderWithWarehouses = () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'warehouses'
        ? { data: WAREHOUSES, total: WAREHOUSES.length }
        : { data: [whOrder(1)], total: 1 },
    );
    renderInAdmin(<WarehouseOrderList />, {
      path: '/warehouse-orders',
      dataProvider: testDataProvider({ getList: getList as never }),
    });
    return getList;
  };
  const lastListFilter = (getList: ReturnType<typeof vi.fn>) =>
    getList.mock.calls.filter(([resource]) => resource === 'warehouse-orders').at(-1)![1].filter;

  it('narrows the list to one warehouse (warehouse_id, which the dataProvider POSTs), keeps the search, and clears', async () => {
    signInAs(USERS.Admin);
    const getList = renderWithWarehouses();
    await rowOf('#1041');
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListFilter(getList)).toEqual({ q: 'ada' }));

    const picker = screen.getByRole('combobox', { name: 'Warehouse' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Antwerp Hub' }));
    await waitFor(() => expect(lastListFilter(getList)).toEqual({ q: 'ada', warehouse_id: 'w-2' }));
    expect(picker).toHaveValue('Antwerp Hub');

    // The Filter tag keeps the warehouse.
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Ready' }));
    await waitFor(() =>
      expect(lastListFilter(getList)).toEqual({ q: 'ada', tag: 'ready', warehouse_id: 'w-2' }),
    );

    // Emptying the picker clears it (as its clear button does).
    fireEvent.change(picker, { target: { value: '' } });
    await waitFor(() => expect(lastListFilter(getList)).toEqual({ q: 'ada', tag: 'ready' }));
  });

  it('is not offered to a Warehouse user', async () => {
    const getList = renderWithWarehouses();
    await rowOf('#1041');
    expect(screen.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('warehouses', expect.anything());
  });
});

describe('Change Status', () => {
  it('offers Preparation, Pending and Ready when allowed; Ready asks once, then calls changeWarehouseOrderStatus', async () => {
    const changeWarehouseOrderStatus = vi.fn(async () => ({ msg: 'Order status changed to Ready' }));
    renderList([whOrder(1)], { changeWarehouseOrderStatus });
    const dialog = await openStatus('#1041');
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Preparation',
      'Pending',
      'Ready',
    ]);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: 'Ready' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Order Ready' });
    expect(confirmation).toHaveTextContent('Order #1041 becomes Ready to be picked up by Royal Parcel.');
    expect(confirmation).toHaveTextContent('Are you sure? This action is irreversible.');
    expect(changeWarehouseOrderStatus).not.toHaveBeenCalled();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order status changed to Ready');
    expect(changeWarehouseOrderStatus).toHaveBeenCalledTimes(1);
    expect(changeWarehouseOrderStatus).toHaveBeenCalledWith({ id: 'o-1', status: 'Ready' });
  });

  it('Preparation saves at once, with no confirmation', async () => {
    const changeWarehouseOrderStatus = vi.fn(async () => ({ msg: 'Order status changed to Preparation' }));
    renderList([whOrder(1)], { changeWarehouseOrderStatus });
    const dialog = await openStatus('#1041');
    fireEvent.click(dialog.getByRole('radio', { name: 'Preparation' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order status changed to Preparation');
    expect(screen.queryByRole('dialog', { name: 'Order Ready' })).not.toBeInTheDocument();
  });

  it.each([
    ['no agent', { shipping_agent: null }, AGENT_MISSING],
    ['a disabled agent', { shipping_agent: { ...AGENT, activated: false } }, AGENT_INACTIVE],
    [
      'a product still on its way',
      {
        consolidated: true,
        products: [
          skilletLine,
          { ...skilletLine, _id: 'l-9', fulfilment: 'buy' as const, at_warehouse: false },
        ],
      },
      '1 product is not at the warehouse yet',
    ],
  ])('offers no Ready with %s, and warns', async (_, overrides, warning) => {
    renderList([whOrder(1, overrides)]);
    const dialog = await openStatus('#1041');
    expect(dialog.queryByRole('radio', { name: 'Ready' })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Preparation' })).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(warning);
  });

  it('opens without Ready, nor anything, once the order is Ready', async () => {
    renderList([whOrder(1, { status: 'Ready', products: [{ ...skilletLine, status: 'Ready' }] })]);
    const dialog = await openStatus('#1041');
    expect(dialog.queryAllByRole('radio')).toHaveLength(0);
    expect(dialog.getByRole('alert')).toHaveTextContent('This order is Ready');
  });
});

describe('Shipping Info', () => {
  it('is disabled while Pending and hidden for a Manual order', async () => {
    renderList([whOrder(1), whOrder(2, { order_number: 'Manual' })]);
    const menu = await openMenu('#1041');
    expect(menu.getByRole('menuitem', { name: 'Shipping Info' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const manual = await openMenu('Manual');
    expect(manual.queryByRole('menuitem', { name: /Shipping Info/ })).not.toBeInTheDocument();
    expect(manual.getByRole('menuitem', { name: 'Shipping Ticket' })).toBeInTheDocument();
  });

  it('is enabled only where the server takes it (Ready, Awaiting Pickup) or to read tracking', async () => {
    const at = (status: Order['status'], overrides: Partial<Order> = {}) => ({
      status,
      products: [{ ...skilletLine, status }],
      ...overrides,
    });
    renderList([
      whOrder(1, at('Ready')),
      whOrder(2, at('Awaiting Pickup')),
      whOrder(3, at('Refund')),
      whOrder(4, at('Shipped')), // Shipped by its lines without the order's own tracking
      whOrder(5, at('Preparation')),
      whOrder(6, at('Shipped', { trackingId: '4401' })),
    ]);
    const enabled = async (orderNumber: string) => {
      const item = (await openMenu(orderNumber)).getByRole('menuitem', { name: /Shipping Info/ });
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return item.getAttribute('aria-disabled') !== 'true';
    };
    expect(await enabled('#1041')).toBe(true);
    expect(await enabled('#1042')).toBe(true);
    expect(await enabled('#1043')).toBe(false);
    expect(await enabled('#1044')).toBe(false);
    expect(await enabled('#1045')).toBe(false);
    expect(await enabled('#1046')).toBe(true);
  });

  it('once Ready, adds the tracking and shows the green alert; a refusal shows red in the dialog and at the top', async () => {
    const addShippingInfo = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Shipping info has already been added', 409, {
          msg: 'Shipping info has already been added',
        }),
      )
      .mockResolvedValueOnce({ msg: 'Shipping info added successfully' });
    renderList([whOrder(1, { status: 'Ready', products: [{ ...skilletLine, status: 'Ready' }] })], {
      addShippingInfo,
    });
    fireEvent.click((await openMenu('#1041')).getByRole('menuitem', { name: 'Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Tracking/ }), { target: { value: '42' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /agent name/i }), { target: { value: 'DHL' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /URL/ }), {
      target: { value: 'https://t.example/42' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Shipping info has already been added')).toBeInTheDocument();
    // The tracking result's red alert at the top too (spec 000 section 2); the dialog is open, so
    // the page behind it is aria-hidden.
    const banner = screen.getAllByRole('alert', { hidden: true }).find((a) => !a.closest('[role="dialog"]'));
    expect(banner).toHaveTextContent('Shipping info has already been added');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping info added successfully');
    expect(addShippingInfo).toHaveBeenLastCalledWith({
      orderId: 'o-1',
      trackingId: '42',
      agentName: 'DHL',
      trackingURL: 'https://t.example/42',
    });
  });

  it('is read-only once the order has tracking', async () => {
    renderList([
      whOrder(1, {
        status: 'Shipped',
        trackingId: '4401',
        agentName: 'Royal Parcel',
        trackingURL: 'https://t.example/4401',
        products: [{ ...skilletLine, status: 'Shipped' }],
      }),
    ]);
    fireEvent.click((await openMenu('#1041')).getByRole('menuitem', { name: 'Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('4401')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('the edit icons', () => {
  it('Update Estimated Shipping Date sends the date only, then closes itself after 3 seconds', async () => {
    const setWarehouseOrderEstimatedDate = vi.fn(async () => ({ msg: 'Estimated shipping date updated' }));
    renderList([whOrder(1)], { setWarehouseOrderEstimatedDate });
    fireEvent.click(
      within(await rowOf('#1041')).getByRole('button', { name: 'Edit estimated shipping date' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Estimated Shipping Date' });
    fireEvent.change(within(dialog).getByLabelText(/Estimated Shipping Date/), {
      target: { value: SOON },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('This window closes in 3 seconds.')).toBeInTheDocument();
    expect(setWarehouseOrderEstimatedDate).toHaveBeenCalledWith({
      orderId: 'o-1',
      estimatedDate: SOON,
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it('Update Shipping Agent offers the activated agents and says "could not assign shipping agent" on failure', async () => {
    const getActiveShippingAgents = vi.fn(async () => [
      { _id: 'a-1', name: 'Royal Parcel' },
      { _id: EURO, name: 'EuroFreight' },
    ]);
    const setWarehouseOrderAgent = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('nope', 400, { msg: 'nope' }))
      .mockResolvedValueOnce({ msg: 'Shipping agent EuroFreight assigned' });
    renderList([whOrder(1, { shipping_agent: null })], { getActiveShippingAgents, setWarehouseOrderAgent });
    fireEvent.click(within(await rowOf('#1041')).getByRole('button', { name: 'Edit shipping agent' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Shipping Agent' }));
    fireEvent.mouseDown(await dialog.findByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent).filter(Boolean)).toEqual(['Royal Parcel', 'EuroFreight']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EuroFreight' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setWarehouseOrderAgent).toHaveBeenCalledTimes(1), LOADED);
    expect(await dialog.findByText('could not assign shipping agent')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping agent EuroFreight assigned');
    expect(setWarehouseOrderAgent).toHaveBeenLastCalledWith({ orderId: 'o-1', shippingAgentId: EURO });
  });

  it('the agent cannot change once the order is Ready, unless its agent went inactive', async () => {
    const ready = { status: 'Ready' as const, products: [{ ...skilletLine, status: 'Ready' as const }] };
    renderList([whOrder(1, ready), whOrder(2, { ...ready, shipping_agent: { ...AGENT, activated: false } })]);
    expect(within(await rowOf('#1041')).getByRole('button', { name: 'Edit shipping agent' })).toBeDisabled();
    expect(within(await rowOf('#1042')).getByRole('button', { name: 'Edit shipping agent' })).toBeEnabled();
  });
});

describe('View Details', () => {
  it('opens /view-warehouse-order with the order', async () => {
    renderList([whOrder(1)]);
    fireEvent.click((await openMenu('#1041')).getByRole('menuitem', { name: 'View Details' }));
    expect(await screen.findByText('at /view-warehouse-order?id=o-1')).toBeInTheDocument();
  });
});
