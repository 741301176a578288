import { describe, expect, it } from 'vitest';
import {
  canAddProductToPickupOrder,
  canAddPuoShippingInfo,
  canSendPickupOrder,
  canUpdatePickupSchedule,
  puoAssignmentStatusOptions,
  puoLineStatusOptions,
  puoOrderInfo,
  puoTicketContent,
  shippedNeedsShippingInfo,
  shownPuoLineStatus,
} from './pickupOrderActions';

const toBeSent = { notification_status: 'to_be_sent' } as const;
const sent = { notification_status: 'sent' } as const;
const toWarehouse = { sent_to: 'Warehouse', status: 'Awaiting Pickup', trackingId: null } as const;
const toCustomer = { sent_to: 'Customer', status: 'Awaiting Pickup', trackingId: null } as const;
const tracked = { ...toCustomer, trackingId: '4711' };

const product = (sku: string, weight: number | null, l = 0.1, w = 0.2, h = 0.3) => ({
  internal_sku: sku,
  weight,
  length: l,
  width: w,
  height: h,
});

describe('the to-be-sent row', () => {
  it('offers send, the schedule change and Add Product only before the PUO is sent', () => {
    for (const rule of [canSendPickupOrder, canUpdatePickupSchedule, canAddProductToPickupOrder]) {
      expect(rule(toBeSent)).toBe(true);
      expect(rule(sent)).toBe(false);
    }
  });
});

describe('shipping info', () => {
  it('is added once, on a sent PUO only', () => {
    expect(canAddPuoShippingInfo(sent, toCustomer)).toBe(true);
    expect(canAddPuoShippingInfo(sent, tracked)).toBe(false);
    expect(canAddPuoShippingInfo(toBeSent, toCustomer)).toBe(false);
  });
});

/** Each option as the dialog shows it: its status, and '(disabled)' when it cannot be chosen yet. */
const shown = (options: readonly { status: string; disabled: boolean }[]) =>
  options.map((o) => (o.disabled ? `${o.status} (disabled)` : o.status));

describe('assignment-level Change Status', () => {
  it('offers Awaiting Pickup or Shipped for a warehouse delivery', () => {
    expect(shown(puoAssignmentStatusOptions(sent, toWarehouse))).toEqual(['Awaiting Pickup', 'Shipped']);
  });

  it('shows Shipped to a customer disabled until tracking is known (Shipped needs tracking)', () => {
    expect(shown(puoAssignmentStatusOptions(sent, toCustomer))).toEqual([
      'Awaiting Pickup',
      'Shipped (disabled)',
    ]);
    expect(shown(puoAssignmentStatusOptions(sent, tracked))).toEqual(['Awaiting Pickup', 'Shipped']);
  });

  it('says when Shipped waits for the Shipping Info', () => {
    expect(shippedNeedsShippingInfo(puoAssignmentStatusOptions(sent, toCustomer))).toBe(true);
    expect(shippedNeedsShippingInfo(puoAssignmentStatusOptions(sent, tracked))).toBe(false);
    expect(shippedNeedsShippingInfo(puoAssignmentStatusOptions(sent, toWarehouse))).toBe(false);
  });

  it('offers nothing before sending or once Shipped', () => {
    expect(puoAssignmentStatusOptions(toBeSent, toWarehouse)).toEqual([]);
    expect(puoAssignmentStatusOptions(sent, { ...toWarehouse, status: 'Shipped' })).toEqual([]);
  });
});

describe('product-level Change Status', () => {
  it('offers Refund or Shipped on a sent PUO', () => {
    expect(shown(puoLineStatusOptions(sent, toWarehouse, { status: 'Awaiting Pickup' }))).toEqual([
      'Shipped',
      'Refund',
    ]);
  });

  it('offers nothing for a refunded or a shipped line: the change is made once', () => {
    expect(puoLineStatusOptions(sent, toWarehouse, { status: 'Refund' })).toEqual([]);
    expect(puoLineStatusOptions(sent, toWarehouse, { status: 'Shipped' })).toEqual([]);
  });

  it('shows Shipped to a customer disabled until tracking is known, and nothing before sending', () => {
    expect(shown(puoLineStatusOptions(sent, toCustomer, { status: 'Awaiting Pickup' }))).toEqual([
      'Shipped (disabled)',
      'Refund',
    ]);
    expect(shown(puoLineStatusOptions(sent, tracked, { status: 'Awaiting Pickup' }))).toEqual([
      'Shipped',
      'Refund',
    ]);
    expect(puoLineStatusOptions(toBeSent, toWarehouse, { status: 'Awaiting Pickup' })).toEqual([]);
  });
});

describe('shownPuoLineStatus', () => {
  it('keeps a known status and reads an unmatched one by destination', () => {
    expect(shownPuoLineStatus('Awaiting Pickup', 'Customer')).toBe('Awaiting Pickup');
    expect(shownPuoLineStatus('', 'Warehouse')).toBe('Pending');
    expect(shownPuoLineStatus('whatever', 'Customer')).toBe('Shipped');
  });
});

describe('the PUO Shipping Ticket', () => {
  const lines = [
    { status: 'Awaiting Pickup', total_quantity: 2, product_id: product('K-1', 1.25) },
    { status: 'Refund', total_quantity: 1, product_id: product('K-2', 5) },
    { status: 'Shipped', total_quantity: 3, product_id: product('K-3', 0.1) },
  ];

  it('ships Standard to a warehouse, with the internal SKUs and weight of the lines not refunded', () => {
    expect(puoTicketContent({ sent_to: 'Warehouse', order_id: null, products: lines })).toEqual({
      shippingType: 'Standard',
      skus: ['K-1', 'K-3'],
      weight: 2.8,
    });
  });

  it('keeps the order’s shipping type for a customer', () => {
    const content = puoTicketContent({
      sent_to: 'Customer',
      order_id: { shipping_type: 'Express' },
      products: lines,
    });
    expect(content.shippingType).toBe('Express');
  });
});

describe('order info', () => {
  it('sums weight times units and the dimensions of the products not refunded', () => {
    expect(
      puoOrderInfo([
        { status: 'Awaiting Pickup', total_quantity: 2, product_id: product('A', 1.5, 0.5, 0.25, 0.1) },
        { status: 'Shipped', total_quantity: 1, product_id: product('B', 0.2, 0.3, 0.25, 0.2) },
        { status: 'Refund', total_quantity: 4, product_id: product('C', 9, 1, 1, 1) },
        { status: 'Awaiting Pickup', total_quantity: 1, product_id: null },
      ]),
    ).toEqual({ weight: 3.2, length: 0.8, width: 0.5, height: 0.3 });
  });
});
