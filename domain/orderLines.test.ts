import { describe, expect, it } from 'vitest';
import { boughtLines, liveLines, warehouseLines } from './orderLines';

const stock = { id: 'stock', direct_to_customer: false, status: 'Pending' };
const dropshipped = { id: 'dropshipped', direct_to_customer: true, status: 'Pending' };
const refunded = { id: 'refunded', direct_to_customer: false, status: 'Refund' };

describe('warehouseLines', () => {
  it('keeps every line of a consolidated order', () => {
    const order = { consolidated: true, products: [stock, dropshipped] };
    expect(warehouseLines(order).map((l) => l.id)).toEqual(['stock', 'dropshipped']);
  });

  it.each([false, null, undefined])(
    'keeps only lines not sent direct to the customer (consolidated %s)',
    (c) => {
      const order = { consolidated: c, products: [stock, dropshipped] };
      expect(warehouseLines(order).map((l) => l.id)).toEqual(['stock']);
    },
  );

  it('returns a new array, leaving the order untouched', () => {
    const products = [stock];
    const lines = warehouseLines({ consolidated: true, products });
    expect(lines).not.toBe(products);
    expect(lines).toEqual(products);
  });
});

describe('liveLines', () => {
  it('drops refunded lines', () => {
    expect(liveLines([stock, refunded, dropshipped]).map((l) => l.id)).toEqual(['stock', 'dropshipped']);
  });
});

describe('boughtLines', () => {
  it('keeps live lines bought from a supplier, dropping refunded and stock ones', () => {
    const lines = [
      { id: 'buy', fulfilment: 'buy', status: 'Pending' },
      { id: 'refunded-buy', fulfilment: 'buy', status: 'Refund' },
      { id: 'stock', fulfilment: 'stock', status: 'Pending' },
    ];
    expect(boughtLines(lines).map((l) => l.id)).toEqual(['buy']);
  });
});
