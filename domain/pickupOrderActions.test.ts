import { describe, expect, it } from 'vitest';
import { puoOrderInfo, puoTicketContent, shownPuoLineStatus } from './pickupOrderActions';

const product = (sku: string, weight: number | null, l = 0.1, w = 0.2, h = 0.3) => ({
  internal_sku: sku,
  weight,
  length: l,
  width: w,
  height: h,
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
