import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import type { OrderEvent } from '../../../src/components/orders/types';
import { order, WAREHOUSE_ID } from '../../../src/testing/orderFixtures';
import { OrderTimeline } from './OrderTimeline';

/** The timeline on react-admin's testDataProvider: getOrderEvents answers, or refuses. */
function renderTimeline(getOrderEvents: () => Promise<OrderEvent[]>) {
  const method = vi.fn(getOrderEvents);
  renderInAdmin(<OrderTimeline order={order} />, {
    dataProvider: testDataProvider({ getOrderEvents: method }),
  });
  return method;
}
const LOADED = { timeout: 5000 };
/** An entry's text without its link to Activity (shown once the role is known), which other tests check. */
const entryText = (item: HTMLElement) => (item.textContent ?? '').replace(' · Change', '');

const event = (
  n: number,
  kind: OrderEvent['kind'],
  detail: Record<string, unknown>,
  email?: string,
): OrderEvent => ({
  _id: `e-${n}`,
  kind,
  detail,
  at: `2026-03-0${n}T${String(8 + n).padStart(2, '0')}:30:00.000Z`,
  user: email ? { email } : null,
});

const timeline: OrderEvent[] = [
  event(1, 'imported', { orderNumber: '#1042', lines: 2, status: 'Pending' }),
  event(2, 'routed', { warehouseId: WAREHOUSE_ID, parcel: { weight: 3.75 } }),
  event(3, 'consolidated', { lines: 1, isHybrid: false }, 'admin@example.com'),
  event(4, 'status-changed', { from: 'Pending', to: 'Preparation' }, 'admin@example.com'),
  event(5, 'tracking', { trackingId: '998877', agentName: 'DHL', trackingURL: null }, 'north@example.com'),
  event(6, 'problematic', { reason: 'unknown-sku', candidates: [], unknownSkus: ['MUG-77'], parcel: {} }),
  event(7, 'product-added', { skus: ['MUG-77'] }, 'admin@example.com'),
  event(
    8,
    'warehouse-changed',
    { warehouseId: WAREHOUSE_ID, warehouse: 'Rotterdam Hub', change: 'edited' },
    'admin@example.com',
  ),
  event(
    9,
    'parcel',
    {
      trackingId: 'W-1',
      agentName: 'GLS',
      lines: [
        { lineId: 'l1', sku: 'MUG-1', quantity: 2 },
        { lineId: 'l2', sku: 'CUP-2', quantity: 1 },
      ],
    },
    'north@example.com',
  ),
];

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Order timeline', () => {
  it('links each entry to the changes written with it, in Activity, for who may read it', async () => {
    renderTimeline(async () => timeline.slice(0, 2));
    const links = await screen.findAllByRole('link', { name: 'Change' }, LOADED);
    expect(links).toHaveLength(2);
    const filter = JSON.parse(
      new URLSearchParams(links[1].getAttribute('href')!.split('?')[1]).get('filter')!,
    ) as Record<string, string>;
    expect(filter).toEqual({
      orderId: order._id,
      from: '2026-03-02T10:29:59.000Z',
      to: '2026-03-02T10:30:01.000Z',
    });
  });

  it('tells each event in a sentence, oldest first, with when (UTC) and who', async () => {
    const getOrderEvents = renderTimeline(async () => timeline);
    await screen.findByText('Imported as order #1042 with 2 product lines, Pending', {}, LOADED);
    const entries = screen.getAllByRole('listitem').map(entryText);
    expect(entries).toEqual([
      '01/03/2026 09:30 · SystemImported as order #1042 with 2 product lines, Pending',
      '02/03/2026 10:30 · SystemRouted to Rotterdam Hub (parcel of 3.75 kg)',
      '03/03/2026 11:30 · admin@example.comConsolidated: the bought products go to the warehouse',
      '04/03/2026 12:30 · admin@example.comStatus changed from Pending to Preparation',
      '05/03/2026 13:30 · north@example.comShipping info added: tracking id 998877 with DHL',
      '06/03/2026 14:30 · SystemMarked problematic: unknown SKU MUG-77',
      '07/03/2026 15:30 · admin@example.comProduct MUG-77 was added; routed again as on import',
      '08/03/2026 16:30 · admin@example.comWarehouse Rotterdam Hub was edited; routed again as on import',
      '09/03/2026 17:30 · north@example.comParcel sent with GLS, tracking id W-1: 2 × MUG-1, 1 × CUP-2',
    ]);
    expect(getOrderEvents).toHaveBeenCalledWith(expect.objectContaining({ orderId: order._id }));
  });

  it('counts the custom lines (no SKU) an order came with apart from its product lines', async () => {
    renderTimeline(async () => [
      event(1, 'synced', { orderNumber: '#1042', lines: 1, status: 'Pending', customLines: 2 }),
    ]);
    expect(
      await screen.findByText(
        'Synced from the shop as order #1042 with 1 product line and 2 custom (no SKU, nothing to fulfil), Pending',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
  });

  it('says how a shop order arrived: by webhook, by the sweep or fetched by the daily count', async () => {
    renderTimeline(async () => [
      event(1, 'synced', { arrivedBy: 'reconciliation', orderNumber: '#1042', lines: 1, status: 'Pending' }),
      event(2, 'synced', { arrivedBy: 'webhook', orderNumber: '#1043', lines: 2, status: 'Pending' }),
      event(3, 'synced', {
        arrivedBy: 'sweep',
        orderNumber: '#1044',
        lines: 1,
        status: 'Pending',
        customLines: 1,
      }),
    ]);
    expect(
      await screen.findByText(
        'Fetched from the shop by the daily count as order #1042 with 1 product line, Pending',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Arrived from the shop by webhook as order #1043 with 2 product lines, Pending'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Synced from the shop by the sweep as order #1044 with 1 product line and 1 custom (no SKU, nothing to fulfil), Pending',
      ),
    ).toBeInTheDocument();
  });

  it('says what the shop changed after the import, applied or kept, and by which reading', async () => {
    renderTimeline(async () => [
      event(1, 'shop-changed', {
        source: 'webhook',
        changes: [
          { field: 'city', from: 'Berlin', to: 'Hamburg' },
          { field: 'address2', from: null, to: 'Floor 2' },
          { field: 'quantity', line: 'MUG-01', lineKey: 'li:1', from: 2, to: 3 },
        ],
      }),
      event(2, 'shop-change-kept', { source: 'sync', changes: [{ field: 'cancelled' }] }),
      event(3, 'shop-change-kept', { source: 'webhook', changes: [{ field: 'deleted' }] }),
    ]);
    expect(
      await screen.findByText(
        'Changed in the shop, read by a webhook, and applied: city Berlin → Hamburg; address line 2 (none) → Floor 2; quantity of MUG-01 2 → 3',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Changed in the shop after it was sent, read by the sync; kept as it was: cancelled'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Changed in the shop after it was sent, read by a webhook; kept as it was: deleted in the shop',
      ),
    ).toBeInTheDocument();
  });

  it('tells purchasing, the supplier’s work and the shop in sentences', async () => {
    const po = { poNumber: 'PO-1042', sku: 'MUG-01', by: 'Supplier' };
    renderTimeline(async () => [
      event(1, 'purchase-order-joined', {
        poNumber: 'PO-1042',
        supplier: 'Northwind',
        lines: 2,
        sentTo: ['Customer'],
      }),
      event(2, 'purchase-order-sent', {
        poNumber: 'PO-1042',
        supplier: 'Northwind',
        to: 'orders@northwind.test',
      }),
      event(3, 'shipping-agent', { ...po, agentName: 'DHL' }, 'north@example.com'),
      event(4, 'estimated-shipping-date', { ...po, estimatedDate: '2026-03-09' }, 'north@example.com'),
      event(5, 'status-changed', { ...po, from: 'Pending', to: 'Ready' }, 'north@example.com'),
      event(6, 'tracking', { ...po, trackingId: '42', agentName: 'DHL' }, 'north@example.com'),
      event(7, 'shop-fulfilment-sent', { trackingNumber: '42', company: 'DHL', outcome: 'written' }),
      event(8, 'shop-fulfilment-not-sent', { trackingNumber: '43', reason: 'not-from-shop' }),
      event(9, 'purchase-order-left', { poNumber: 'PO-1042', reason: 'refund' }),
    ]);
    await screen.findByText('Purchase order PO-1042 sent to Northwind (orders@northwind.test)', {}, LOADED);
    const entries = screen.getAllByRole('listitem').map((item) => entryText(item).split(' · ')[1]);
    expect(entries).toEqual([
      'SystemAdded to purchase order PO-1042 of Northwind: 2 product lines to the Customer',
      'SystemPurchase order PO-1042 sent to Northwind (orders@northwind.test)',
      'north@example.comSupplier set the shipping agent of MUG-01 (PO-1042): DHL',
      'north@example.comSupplier set the estimated shipping date of MUG-01 (PO-1042) to 09/03/2026',
      'north@example.comSupplier changed MUG-01 (PO-1042) from Pending to Ready',
      'north@example.comSupplier added shipping info for MUG-01 (PO-1042): tracking id 42 with DHL',
      'SystemFulfilment written to the shop: tracking 42 with DHL',
      'SystemTracking 43 not sent to the shop: the order did not come from it (no shop order Id)',
      'SystemRefunded product removed from purchase order PO-1042',
    ]);
  });

  it('tells every pickup-order step in sentences', async () => {
    const puo = { pickupOrderNumber: 'PUO-0007' };
    renderTimeline(async () => [
      event(1, 'pickup-order-joined', { ...puo, pickupFrom: 'Supplier', sentTo: 'Warehouse', units: 2 }),
      event(2, 'pickup-order-sent', { ...puo, agent: 'Royal Parcel', to: 'pickups@royal.test' }),
      event(3, 'pickup-order-status', {
        ...puo,
        sentTo: 'Warehouse',
        from: 'Awaiting Pickup',
        to: 'Shipped',
      }),
      event(4, 'pickup-order-delivered', { ...puo, sentTo: 'Warehouse', products: 1, arrived: true }),
      event(5, 'pickup-order-shipping-info', { ...puo, trackingId: '77', agentName: 'Royal Parcel' }),
      event(6, 'pickup-order-delivered', { ...puo, sentTo: 'Customer', products: 2, shipped: true }),
      event(7, 'pickup-order-left', { ...puo, reason: 'refund', puoDeleted: false }),
      event(8, 'pickup-order-left', { ...puo, reason: 'shipped-by-warehouse', puoDeleted: true }),
      event(9, 'pickup-order-left', { ...puo, reason: 'shipped-by-supplier', puoDeleted: true }),
      event(10, 'pickup-order-left', { ...puo, reason: 'agent-replaced', puoDeleted: true }),
    ]);
    await screen.findByText('Pickup order PUO-0007 sent to Royal Parcel (pickups@royal.test)', {}, LOADED);
    const entries = screen.getAllByRole('listitem').map((item) => entryText(item).split(' · ')[1]);
    expect(entries).toEqual([
      'SystemAdded to pickup order PUO-0007: 2 units picked up at the Supplier, to the Warehouse',
      'SystemPickup order PUO-0007 sent to Royal Parcel (pickups@royal.test)',
      'SystemPickup order PUO-0007: status changed from Awaiting Pickup to Shipped',
      'SystemPickup order PUO-0007 delivered to the warehouse: 1 product line arrived',
      'SystemShipping info added on pickup order PUO-0007: tracking id 77 with Royal Parcel',
      'SystemPickup order PUO-0007 delivered: 2 product lines Shipped to the customer',
      'SystemLeft pickup order PUO-0007: the product was refunded',
      'SystemLeft pickup order PUO-0007: the warehouse shipped the order before it was sent',
      'SystemLeft pickup order PUO-0007: the supplier shipped the product before it was sent',
      'SystemLeft pickup order PUO-0007: its shipping agent went inactive and another was set',
    ]);
  });

  it('names a former candidate as the event kept it, once the Admin has chosen another', async () => {
    // The order is now at Rotterdam Hub; York and Leeds were candidates, York deleted since.
    renderTimeline(async () => [
      event(1, 'problematic', {
        reason: 'several-warehouses-fit',
        candidates: ['w-york', WAREHOUSE_ID],
        warehouseNames: { 'w-york': 'York Depot', [WAREHOUSE_ID]: 'Rotterdam Hub' },
        unknownSkus: [],
        parcel: {},
      }),
      event(2, 'routed', { warehouseId: 'w-leeds', warehouseNames: { 'w-leeds': 'Leeds East' }, parcel: {} }),
      event(3, 'served-from-stock', { warehouseId: 'w-leeds', lines: 1, bought: 0 }),
    ]);
    await screen.findByText(/York Depot/, {}, LOADED);
    const entries = screen.getAllByRole('listitem').map((item) => entryText(item).split(' · ')[1]);
    expect(entries[0]).toBe(
      'SystemMarked problematic: several warehouses could ship it (York Depot, Rotterdam Hub), choose one',
    );
    expect(entries[1]).toMatch(/^SystemRouted to Leeds East/);
    // An event that kept no name and names a warehouse the order no longer knows.
    expect(entries[2]).toMatch(/a warehouse/);
  });

  it('tells a return from opening to the refund written to the shop', async () => {
    renderTimeline(async () => [
      event(1, 'return-opened', {
        returnNumber: 'RMA-1000',
        shipper: 'supplier',
        units: 2,
        reason: 'Faulty',
      }),
      event(2, 'return-received', { returnNumber: 'RMA-1000', condition: 'damaged', units: 2 }),
      event(3, 'return-refunded', { returnNumber: 'RMA-1000', units: 2 }, 'admin@example.com'),
      event(4, 'shop-refund-sent', { note: 'Return RMA-1000' }),
    ]);
    await screen.findByText(/RMA-1000 opened/, {}, LOADED);
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent?.split(' · ')[1]);
    expect(entries).toEqual([
      'SystemReturn RMA-1000 opened: 2 units back to the supplier, who was e-mailed (Faulty)',
      'SystemReturn RMA-1000 received damaged: 2 units written off',
      'admin@example.comReturn RMA-1000 refunded: 2 units',
      'SystemRefund written to the shop (Return RMA-1000)',
    ]);
  });

  it('leaves a small note when the timeline may not be read', async () => {
    renderTimeline(async () => {
      throw new HttpError('Access denied', 403, { msg: 'Access denied' });
    });
    expect(
      await screen.findByText('The timeline could not be loaded: Access denied', {}, LOADED),
    ).toBeInTheDocument();
  });

  it('says when nothing has happened yet', async () => {
    renderTimeline(async () => []);
    expect(await screen.findByText('Nothing has happened to this order yet', {}, LOADED)).toBeInTheDocument();
  });
});
