import { describe, expect, it } from 'vitest';
import {
  assertPoChange,
  canChangePo,
  destinationKey,
  destinationOf,
  formatPoNumber,
  groupBoughtLines,
  recipientOf,
  unitsProblem,
  type BoughtLine,
  type PoChange,
} from './purchaseOrders';
import { TransitionError } from './orderStatus';

const line = (over: Partial<BoughtLine>): BoughtLine => ({
  lineId: 'l1',
  orderId: 'o1',
  supplierId: 's1',
  productId: 'p1',
  quantity: 1,
  directToCustomer: false,
  warehouseId: 'w1',
  ...over,
});

describe('formatPoNumber', () => {
  it('pads to six digits so the numbers read and sort in order', () => {
    expect(formatPoNumber(123)).toBe('PO-000123');
    expect(formatPoNumber(1000)).toBe('PO-001000');
    expect(formatPoNumber(1234567)).toBe('PO-1234567');
    expect(formatPoNumber(999) < formatPoNumber(1000)).toBe(true);
  });
  it.each([0, -1, 1.5, Number.NaN])('refuses %s', (n) => {
    expect(() => formatPoNumber(n)).toThrow(RangeError);
  });
});

describe('destinationOf', () => {
  it('sends a consolidated line to the assigned warehouse', () => {
    expect(destinationOf(line({}))).toEqual({ orderId: 'o1', sentTo: 'Warehouse', warehouseId: 'w1' });
  });
  it("sends a dropshipped line to the order's customer", () => {
    expect(destinationOf(line({ directToCustomer: true }))).toEqual({
      orderId: 'o1',
      sentTo: 'Customer',
      warehouseId: null,
    });
  });
  it('refuses a consolidated line without a warehouse', () => {
    expect(() => destinationOf(line({ warehouseId: null }))).toThrow(TransitionError);
  });
  it('keys manual assign orders apart from order ones', () => {
    expect(destinationKey({ orderId: null, sentTo: 'Warehouse', warehouseId: 'w1' })).toBe(
      'manual|Warehouse|w1',
    );
    expect(destinationKey({ orderId: 'o1', sentTo: 'Customer', warehouseId: null })).toBe('o1|Customer|');
  });
});

describe('groupBoughtLines', () => {
  it('makes one PO per supplier and one assign order per order and destination', () => {
    const groups = groupBoughtLines([
      line({ lineId: 'a' }),
      line({ lineId: 'b', productId: 'p2' }),
      line({ lineId: 'c', supplierId: 's2' }),
      line({ lineId: 'd', orderId: 'o2', directToCustomer: true, warehouseId: 'w1' }),
      line({ lineId: 'e', orderId: 'o3', warehouseId: 'w2' }),
    ]);
    expect([...groups.keys()]).toEqual(['s1', 's2']);
    const s1 = groups.get('s1')!;
    expect(s1.map((a) => [a.orderId, a.sentTo, a.warehouseId, a.lines.map((l) => l.lineId)])).toEqual([
      ['o1', 'Warehouse', 'w1', ['a', 'b']],
      ['o2', 'Customer', null, ['d']],
      ['o3', 'Warehouse', 'w2', ['e']],
    ]);
    expect(groups.get('s2')![0].lines.map((l) => l.lineId)).toEqual(['c']);
  });
  it('makes nothing of no lines', () => {
    expect(groupBoughtLines([]).size).toBe(0);
  });
});

describe('what may change when', () => {
  const whileToBeSent: PoChange[] = [
    'schedule',
    'send',
    'add-product',
    'change-units',
    'delete-assign-order',
  ];
  const onceSent: PoChange[] = ['notes', 'invoice-number', 'payment-status'];
  it.each(whileToBeSent)('%s only while to be sent', (change) => {
    expect(canChangePo('to_be_sent', change)).toBe(true);
    expect(canChangePo('sent', change)).toBe(false);
    expect(() => assertPoChange('sent', change)).toThrow(TransitionError);
    expect(() => assertPoChange('to_be_sent', change)).not.toThrow();
  });
  it.each(onceSent)('%s only once sent', (change) => {
    expect(canChangePo('sent', change)).toBe(true);
    expect(canChangePo('to_be_sent', change)).toBe(false);
    expect(() => assertPoChange('to_be_sent', change)).toThrow(/not been sent yet/);
  });
  it('says a second send is a send of a sent PO', () => {
    expect(() => assertPoChange('sent', 'send')).toThrow('This purchase order has already been sent');
    expect(() => assertPoChange('sent', 'change-units')).toThrow(/can no longer be changed/);
  });
});

describe('unitsProblem', () => {
  it('accepts whole numbers from 1', () => {
    expect(unitsProblem(1)).toBeNull();
    expect(unitsProblem(250)).toBeNull();
  });
  it.each([0, -2, 1.5, '3', null, Number.NaN])('refuses %j', (units) => {
    expect(unitsProblem(units)).toMatch(/at least 1/);
  });
});

describe('recipientOf', () => {
  const warehouse = {
    name: 'North Hub',
    streetNumber: '12',
    streetName: 'Dock Road',
    city: 'Leeds',
    zipCode: 'LS1',
    country: 'GB',
  };
  it('names a warehouse and its address', () => {
    expect(recipientOf({ sentTo: 'Warehouse', warehouse })).toEqual({
      name: 'North Hub',
      address: '12 Dock Road, Leeds, LS1, GB',
      city: 'Leeds',
    });
  });
  it('names a typed-in customer', () => {
    expect(
      recipientOf({
        sentTo: 'Customer',
        customer: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 Analytical St',
          city: 'London',
          province: 'LDN',
          zip: '10001',
          country: 'GB',
        },
      }),
    ).toEqual({ name: 'Ada Lovelace', address: '1 Analytical St, London, LDN, 10001, GB', city: 'London' });
  });
  it("names an order's customer and shipping address, skipping blanks", () => {
    expect(
      recipientOf({
        sentTo: 'Customer',
        order: {
          firstName: 'Grace',
          lastName: null,
          address1: '5 Navy Way',
          address2: '',
          city: 'Arlington',
          zip: '22201',
          province: 'VA',
          country: 'US',
        },
      }),
    ).toEqual({ name: 'Grace', address: '5 Navy Way, Arlington, VA, 22201, US', city: 'Arlington' });
  });
  it('answers blanks when nothing is known', () => {
    expect(recipientOf({ sentTo: 'Customer' })).toEqual({ name: '', address: '', city: '' });
  });
});
