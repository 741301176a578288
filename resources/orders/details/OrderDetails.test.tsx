import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Navigate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, spiedDataProvider, USERS } from '../../../src/testing';
import type { Order } from '../../../src/components/orders/types';
import { knifeLine, order, skilletLine, tipLine, unknownLine } from '../../../src/testing/orderFixtures';
import { ViewShopifyOrder, ViewWarehouseOrder } from './index';

const LOADED = { timeout: 5000 };

/**
 * react-admin's testDataProvider serving one order through getOne (the orders resource's show
 * view) and no events; the URLs of these methods are dataProvider/index.test.ts's.
 */
function orderProvider(getOne: () => Promise<unknown>) {
  return spiedDataProvider({
    getOne,
    getOrderEvents: async () => [],
    getWarehouseOrderEvents: async () => [],
  });
}
const serving = (served: Order) => async () => ({ data: { ...served, id: served._id } });

/** Opens a details path the way the lists do: with the order as navigation state. */
function openDetails(path: string, state: unknown, served: Order = order) {
  const { api, dataProvider } = orderProvider(serving(served));
  const view = renderInAdmin(
    <Routes>
      <Route path="/start" element={<Navigate to={path} state={state} replace />} />
      <Route path="/view-shopify-order" element={<ViewShopifyOrder />} />
      <Route path="/view-warehouse-order" element={<ViewWarehouseOrder />} />
    </Routes>,
    { path: state === undefined ? path : '/start', dataProvider },
  );
  return { api, view };
}

const askedForOrder = (api: ReturnType<typeof openDetails>['api'], id: string) =>
  expect(api.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id }));

const productRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Order details (/view-shopify-order)', () => {
  it('renders every card from navigation state and fetches the order again', async () => {
    const { api } = openDetails('/view-shopify-order', { order });
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED),
    ).toBeInTheDocument();
    await waitFor(() => askedForOrder(api, 'o-1'));

    expect(screen.getByRole('heading', { name: 'Customer info' })).toBeInTheDocument();
    expect(detail('Name')).toBe('Jane Doe');
    expect(detail('Contact')).toBe('Phone not available');
    expect(detail('Email')).toBe('jane@example.com');
    expect(detail('Address')).toBe('1 Main Street, Flat 2');
    expect(detail('City')).toBe('Leeds');
    expect(detail('Country')).toBe('United Kingdom');

    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(detail('Order Number')).toBe('#1042');
    expect(detail('Total Products')).toBe('2');
    expect(detail('Status')).toBe('Pending');
    expect(detail('Order Tracking Number')).toBe('Not Available');
    expect(detail('Shipping Agent Name')).toBe('Not Available');
    expect(productRows()).toEqual([
      ['Cast Iron Skillet 26cmPack DS-PACK-COOK', 'Coastal Kitchenware', 'CK1001', '2', 'Pending', '—'],
      ['Chef Knife 20cm', 'Blade Works', 'CK1002', '3', 'Pending', '—'],
    ]);
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shipping Ticket' })).toBeInTheDocument();
  });

  it('accepts the order as `record` or as the state itself', async () => {
    openDetails('/view-shopify-order', order);
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED),
    ).toBeInTheDocument();
  });

  it('shows a problematic order in red, its unknown SKU, and real tracking when set', async () => {
    const problematic: Order = {
      ...order,
      problemetic: true,
      trackingId: '998877',
      agentName: 'DHL',
      products: [skilletLine, unknownLine],
    };
    openDetails('/view-shopify-order', { record: problematic }, problematic);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(detail('Status')).toBe('Problematic');
    expect(detail('Order Tracking Number')).toBe('998877');
    expect(detail('Shipping Agent Name')).toBe('DHL');
    expect(productRows()[1]).toEqual(['Mystery MugUnknown SKU', '—', 'MUG-77', '1', 'Pending', '—']);
  });

  it("reads a dropshipped order's tracking from its lines' deliveries", async () => {
    const dropshipped: Order = {
      ...order,
      status: 'Shipped',
      products: [
        {
          ...knifeLine,
          status: 'Shipped',
          tracking: {
            tracking_id: '4711',
            agent_name: 'Royal Parcel',
            tracking_url: 'https://track.test/4711',
          },
        },
      ],
    };
    openDetails('/view-shopify-order', { record: dropshipped }, dropshipped);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(detail('Order Tracking Number')).toBe('4711');
    expect(detail('Shipping Agent Name')).toBe('Royal Parcel');
    expect(productRows()[0].at(-1)).toBe('4711 (Royal Parcel)');
    expect(screen.getByRole('link', { name: '4711' })).toHaveAttribute('href', 'https://track.test/4711');
  });

  it("a line the warehouse shipped shows the order's own tracking; a line not Shipped shows none", async () => {
    const shipped: Order = {
      ...order,
      status: 'Shipped',
      trackingId: '4401938273',
      agentName: 'EuroFreight Express',
      trackingURL: 'https://track.test/4401938273',
      products: [
        { ...skilletLine, status: 'Shipped' },
        { ...knifeLine, status: 'Refund' },
      ],
    };
    openDetails('/view-shopify-order', { record: shipped }, shipped);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(productRows().map((row) => row.at(-1))).toEqual(['4401938273 (EuroFreight Express)', '—']);
    expect(screen.getByRole('link', { name: '4401938273' })).toHaveAttribute(
      'href',
      'https://track.test/4401938273',
    );
  });

  it('loads the order from ?id= when there is no state', async () => {
    const { api } = openDetails('/view-shopify-order?id=o-1', undefined);
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED),
    ).toBeInTheDocument();
    expect(productRows()).toHaveLength(2);
    askedForOrder(api, 'o-1');
  });

  it("is the orders resource's show view: /orders/:id/show loads the order through getOne", async () => {
    const { api, dataProvider } = orderProvider(serving(order));
    renderInAdmin(
      <Routes>
        <Route path="/orders/:id/show" element={<ViewShopifyOrder />} />
      </Routes>,
      { path: '/orders/o-1/show', dataProvider },
    );
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED),
    ).toBeInTheDocument();
    askedForOrder(api, 'o-1');
  });

  it('keeps the state order with a warning when it cannot be refreshed', async () => {
    const { dataProvider } = orderProvider(async () => {
      throw new HttpError('Database unavailable', 500, { msg: 'Database unavailable' });
    });
    renderInAdmin(
      <Routes>
        <Route path="/start" element={<Navigate to="/view-shopify-order" state={{ order }} replace />} />
        <Route path="/view-shopify-order" element={<ViewShopifyOrder />} />
      </Routes>,
      { path: '/start', dataProvider },
    );
    expect(
      await screen.findByText(/it could not be refreshed: Database unavailable/, {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jane Doe — Order details' })).toBeInTheDocument();
  });

  it('a session ended on the server signs out instead of saying the order could not be loaded', async () => {
    const { api, dataProvider } = orderProvider(async () => {
      throw new HttpError('Your session has expired', 401, { msg: 'Your session has expired' });
    });
    const view = renderInAdmin(
      <Routes>
        <Route path="/view-shopify-order" element={<ViewShopifyOrder />} />
        <Route path="*" element={<div>signed out</div>} />
      </Routes>,
      { path: '/view-shopify-order?id=o-1', dataProvider },
    );
    expect(await screen.findByText('signed out', {}, LOADED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(view.location().pathname).not.toBe('/view-shopify-order');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    askedForOrder(api, 'o-1');
  });

  it('says so, with a way back, when no order is given', async () => {
    const { api } = openDetails('/view-shopify-order', undefined);
    expect(await screen.findByText(/No order was given to show/, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Master Dashboard' })).toHaveAttribute(
      'href',
      '/master-dashboard',
    );
    expect(api.getOne).not.toHaveBeenCalled();
  });

  it('lists custom lines after the products, marked as such, and keeps them off the ticket', async () => {
    const tipped: Order = { ...order, custom_lines: [tipLine] };
    openDetails('/view-shopify-order', { order: tipped }, tipped);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(productRows()).toEqual([
      ['Cast Iron Skillet 26cmPack DS-PACK-COOK', 'Coastal Kitchenware', 'CK1001', '2', 'Pending', '—'],
      ['Chef Knife 20cm', 'Blade Works', 'CK1002', '3', 'Pending', '—'],
      ['TipCustom item', '—', '—', '1', 'No fulfilment needed', '—'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Shipping Ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3.75 kg')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Tip');
  });

  it('opens the printable ticket from the Shipping Ticket button', async () => {
    openDetails('/view-shopify-order', { order });
    fireEvent.click(await screen.findByRole('button', { name: 'Shipping Ticket' }, LOADED));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('3.75 kg')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what the shop changed after it was sent, and resolves it with a confirmation', async () => {
    const kept: Order = {
      ...order,
      shop_changes: {
        at: '2026-11-21T10:00:00.000Z',
        source: 'webhook',
        changes: [{ field: 'deleted' }],
      },
    };
    let served = kept;
    const { api, dataProvider } = spiedDataProvider({
      getOne: async () => ({ data: { ...served, id: served._id } }),
      getOrderEvents: async () => [],
      resolveShopChanges: async () => {
        served = { ...order, shop_changes: null };
        return { msg: 'The changes made in the shop are resolved' };
      },
    });
    renderInAdmin(
      <Routes>
        <Route path="/view-shopify-order" element={<ViewShopifyOrder />} />
      </Routes>,
      { path: '/view-shopify-order?id=o-1', dataProvider },
    );
    expect(
      await screen.findByText(
        'Changed in the shop after it was sent, read by a webhook; kept as it was: deleted in the shop',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The order stays as it is \(deleted in the shop\)/)).toBeInTheDocument();
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.resolveShopChanges).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText('The changes made in the shop are resolved', {}, LOADED),
    ).toBeInTheDocument();
    expect(api.resolveShopChanges).toHaveBeenCalledTimes(1);
    expect(api.resolveShopChanges).toHaveBeenCalledWith('o-1');
    await waitFor(() => expect(screen.queryByText(/kept as it was/)).not.toBeInTheDocument());
  });

  it('shows no Resolve for an order with nothing kept from the shop', async () => {
    openDetails('/view-shopify-order', { order: { ...order, shop_changes: null } });
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });
});

describe('Order details (/view-warehouse-order)', () => {
  it('lists only the products that pass through the warehouse of an unconsolidated order', async () => {
    openDetails('/view-warehouse-order', { order });
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(productRows()).toEqual([
      ['Cast Iron Skillet 26cmPack DS-PACK-COOK', 'Coastal Kitchenware', 'CK1001', '2', 'Pending', '—'],
    ]);
    expect(detail('Total Products')).toBe('1');
  });

  it('leaves custom lines out: the warehouse has nothing to do with them', async () => {
    const tipped: Order = { ...order, custom_lines: [tipLine] };
    openDetails('/view-warehouse-order', { order: tipped }, tipped);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(productRows()).toHaveLength(1);
  });

  it('lists every product of a consolidated order', async () => {
    const consolidated: Order = { ...order, consolidated: true, products: [skilletLine, knifeLine] };
    openDetails('/view-warehouse-order', { order: consolidated }, consolidated);
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    expect(productRows()).toHaveLength(2);
  });

  it("reads through the warehouse's own calls, which a Warehouse user may use for its orders", async () => {
    signInAs(USERS.Warehouse);
    const { api } = openDetails('/view-warehouse-order', { order });
    await screen.findByRole('heading', { name: 'Jane Doe — Order details' }, LOADED);
    await waitFor(() =>
      expect(api.getOne).toHaveBeenCalledWith('warehouse-orders', expect.objectContaining({ id: 'o-1' })),
    );
    await waitFor(() =>
      expect(api.getWarehouseOrderEvents).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o-1' })),
    );
    expect(api.getOne).not.toHaveBeenCalledWith('orders', expect.anything());
    expect(api.getOrderEvents).not.toHaveBeenCalled();
  });
});
