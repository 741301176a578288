import type { PickupOrder, PuoAssignment, PuoLine } from './types';

/** Pickup orders for the component tests, shaped as domain/schemas/pickupOrderRecords.ts says. */
export const IDS = {
  puo: '7a1c0000-0000-4000-8000-000000000001',
  sentPuo: '7a1c0000-0000-4000-8000-000000000002',
  toWarehouse: '7a1c0000-0000-4000-8000-0000000000a1',
  toCustomer: '7a1c0000-0000-4000-8000-0000000000a2',
  supplier: '7a1c0000-0000-4000-8000-0000000000b1',
  product: '7a1c0000-0000-4000-8000-0000000000c1',
  warehouse: '7a1c0000-0000-4000-8000-0000000000d1',
};

const address = {
  street_number: '12',
  street_name: 'Havenweg',
  city: 'Rotterdam',
  country: 'Netherlands',
  zipCode: '3011',
};

export const line = (n: number, overrides: Partial<PuoLine> = {}): PuoLine => ({
  _id: `line-${n}`,
  product_id: {
    _id: `p-${n}`,
    internal_sku: `INT-${n}`,
    supplier_sku: `SUP-${n}`,
    supplier_product_name: `Cast iron pan ${n}`,
    internal_product_name: `Pan ${n}`,
    weight: 1.5,
    length: 0.3,
    width: 0.2,
    height: 0.1,
  },
  total_quantity: 2,
  status: 'Awaiting Pickup',
  order_line_id: `ol-${n}`,
  shopify_line_item_id: `li-${n}`,
  po_line_id: `pl-${n}`,
  ...overrides,
});

export const toWarehouse: PuoAssignment = {
  _id: IDS.toWarehouse,
  pickupOrderNumber: 'PUO-1001',
  pickup_order_id: IDS.puo,
  sent_to: 'Warehouse',
  sent_to_id: {
    _id: 'w-north',
    name: 'North Hub',
    email: 'north@example.com',
    address: {
      street_number: '1',
      street_name: 'Dockweg',
      city: 'Utrecht',
      country: 'Netherlands',
      zipCode: '3511',
    },
  },
  order_id: {
    _id: 'o-1',
    order_number: '#1041',
    shipping_type: null,
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: null },
    shipping_address: {
      address1: 'Main 1',
      address2: null,
      city: 'Vienna',
      zip: '1010',
      province: null,
      country: 'Austria',
    },
  },
  order_number: '#1041',
  customer: null,
  recipient: { name: 'North Hub', address: 'Dockweg 1', city: 'Utrecht' },
  trackingId: null,
  agentName: null,
  trackingURL: null,
  status: 'Awaiting Pickup',
  products: [line(1)],
  total_weight: 3,
  created_at: '2026-11-20T08:00:00.000Z',
};

export const toCustomer: PuoAssignment = {
  ...toWarehouse,
  _id: IDS.toCustomer,
  sent_to: 'Customer',
  sent_to_id: null,
  order_id: {
    _id: 'o-2',
    order_number: '#1042',
    shipping_type: 'Express',
    customer: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
    shipping_address: {
      address1: 'Elm 5',
      address2: null,
      city: 'Boston',
      zip: '02101',
      province: 'MA',
      country: 'USA',
    },
  },
  order_number: '#1042',
  recipient: { name: 'Grace Hopper', address: 'Elm 5', city: 'Boston' },
  products: [line(2, { total_quantity: 1 }), line(3, { status: 'Refund' })],
};

export function pickupOrder(overrides: Partial<PickupOrder> = {}): PickupOrder {
  return {
    _id: IDS.puo,
    id: IDS.puo,
    created_at: '2026-11-20T08:00:00.000Z',
    schedule_time: '2026-11-25T09:30:00.000Z',
    time_zone: 'UTC',
    sent_at: null,
    pickupOrderNumber: 'PUO-1001',
    pickupFrom: 'Supplier',
    pickupId: { _id: 's-acme', name: 'Acme Cookware', address },
    assigned_to: {
      _id: 'a-dhl',
      name: 'DHL',
      contact_email: 'pickups@dhl.example',
      activated: true,
      deleted_at: null,
      address: {
        street_number: '5',
        street_name: 'Expressweg',
        city: 'Bonn',
        country: 'Germany',
        zipCode: '53113',
      },
      trackingURL: 'https://dhl.example/track',
    },
    notification_status: 'to_be_sent',
    assign_orders: [toWarehouse, toCustomer],
    ...overrides,
  };
}

export const sentPickupOrder = (overrides: Partial<PickupOrder> = {}): PickupOrder =>
  pickupOrder({
    _id: IDS.sentPuo,
    id: IDS.sentPuo,
    pickupOrderNumber: 'PUO-1002',
    notification_status: 'sent',
    sent_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });
