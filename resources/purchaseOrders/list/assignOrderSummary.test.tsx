import { describe, expect, it } from 'vitest';
import { assignOrder, poLine } from '../fixtures';
import {
  destinationsOf,
  orderNumbersOf,
  productTotalsOf,
  recipientNamesOf,
  statusCountsOf,
} from './assignOrderSummary';

const customer = (n: number, city: string) =>
  assignOrder(n, {
    sent_to: 'Customer',
    recipient: { name: `Ada ${n}`, address: `${n} High St, ${city}`, city },
  });

describe('the summary of a PO’s assign orders', () => {
  it('names each order number and recipient once, first seen first', () => {
    const several = [assignOrder(1), assignOrder(2, { order_number: '#1041' }), assignOrder(3)];
    expect(orderNumbersOf(several)).toEqual(['#1041', '#1043']);
    expect(recipientNamesOf(several)).toEqual(['North Hub 1', 'North Hub 2', 'North Hub 3']);
  });

  it('sums the units of each product over the assign orders', () => {
    const several = [
      assignOrder(1, { products: [poLine(1), poLine(2)] }),
      assignOrder(2, { products: [poLine(1, { _id: 'l-9', total_quantity: 5 })] }),
    ];
    expect(productTotalsOf(several)).toEqual([
      { sku: 'NT1001', name: 'Duvet cover 1', units: 7 },
      { sku: 'NT1002', name: 'Duvet cover 2', units: 3 },
    ]);
  });

  it('counts the destinations: a warehouse by its name, customers by their city', () => {
    const several = [assignOrder(1), customer(2, 'Leeds'), customer(3, 'Leeds'), customer(4, 'York')];
    expect(destinationsOf(several)).toEqual([
      { sent_to: 'Warehouse', place: 'North Hub 1', count: 1 },
      { sent_to: 'Customer', place: 'Leeds', count: 2 },
      { sent_to: 'Customer', place: 'York', count: 1 },
    ]);
  });

  it('counts the assign orders of each status', () => {
    const several = [assignOrder(1), assignOrder(2, { status: 'Paid' }), assignOrder(3)];
    expect(statusCountsOf(several)).toEqual([
      { status: 'Pending Payment', count: 2 },
      { status: 'Paid', count: 1 },
    ]);
  });
});
