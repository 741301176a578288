import { describe, expect, it } from 'vitest';
import {
  shipsFromWarehouse,
  boughtLines,
  canChooseWarehouse,
  isCustomLine,
  splitCustomLines,
  liveLines,
  trackingOfLine,
  unknownSkus,
  warehouseLines,
} from './orderLines';

const stock = { id: 'stock', direct_to_customer: false, status: 'Pending' };
const dropshipped = { id: 'dropshipped', direct_to_customer: true, status: 'Pending' };
const refunded = { id: 'refunded', direct_to_customer: false, status: 'Refund' };

describe('custom lines (sold without a SKU)', () => {
  it.each([null, undefined, '', '   '])('a line whose SKU is %j is a custom line', (sku) => {
    expect(isCustomLine({ sku })).toBe(true);
  });
  it('a line with a SKU, known or not, is a product line', () => {
    expect(isCustomLine({ sku: 'DS-NT-001' })).toBe(false);
    expect(isCustomLine({ sku: 'NOT-IN-CATALOGUE' })).toBe(false);
  });
  it('splits the shop lines into products and custom lines, keeping their order', () => {
    const lines = [
      { sku: 'A', name: 'Mug' },
      { sku: null, name: 'Tip' },
      { sku: 'B', name: 'Plate' },
      { sku: '', name: 'Gift card' },
    ];
    const { productLines, customLines } = splitCustomLines(lines);
    expect(productLines.map((l) => l.name)).toEqual(['Mug', 'Plate']);
    expect(customLines.map((l) => l.name)).toEqual(['Tip', 'Gift card']);
  });
});

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

describe('unknown SKUs and the warehouse choice', () => {
  const known = (line: { productId: string | null }) => line.productId !== null;
  const mug = { sku: 'MUG-77', productId: null, status: 'Pending' };
  const knife = { sku: 'KN-1', productId: 'p-knife', status: 'Pending' };

  it('names each live line without a product once', () => {
    expect(unknownSkus([mug, knife, { ...mug }], known)).toEqual(['MUG-77']);
    expect(unknownSkus([{ ...mug, status: 'Refund' }, knife], known)).toEqual([]);
  });

  it('offers the choice only for a problematic order whose SKUs are all products', () => {
    expect(canChooseWarehouse({ problematic: true, lines: [knife] }, known)).toBe(true);
    expect(canChooseWarehouse({ problematic: true, lines: [knife, mug] }, known)).toBe(false);
    expect(canChooseWarehouse({ problematic: false, lines: [knife] }, known)).toBe(false);
  });
});

describe('trackingOfLine', () => {
  const own = { tracking_id: 'SUP-1', agent_name: 'Parcel Co', tracking_url: null };
  const order = { trackingId: 'WH-9', agentName: 'Van', trackingURL: 'https://t.test/WH-9' };
  it('shows the line’s own delivery first', () => {
    expect(trackingOfLine({ status: 'Shipped', tracking: own }, order)).toBe(own);
  });
  it('a Shipped line without its own went in the order’s parcel', () => {
    expect(trackingOfLine({ status: 'Shipped', tracking: null }, order)).toEqual({
      tracking_id: 'WH-9',
      agent_name: 'Van',
      tracking_url: 'https://t.test/WH-9',
    });
  });
  it('nothing for a line not Shipped, or an order without tracking', () => {
    expect(trackingOfLine({ status: 'Refund', tracking: null }, order)).toBeNull();
    expect(trackingOfLine({ status: 'Ready', tracking: null }, order)).toBeNull();
    expect(trackingOfLine({ status: 'Shipped', tracking: null }, { trackingId: null })).toBeNull();
  });
});

describe('shipsFromWarehouse (the Warehouse Orders list, as a record)', () => {
  const stock = { fulfilment: 'stock', status: 'Pending' };
  const bought = { fulfilment: 'buy', status: 'Pending' };
  it('an assigned order, consolidated or with a live stock line', () => {
    expect(shipsFromWarehouse({ assigned_to: { _id: 'w' }, consolidated: null, products: [stock] })).toBe(
      true,
    );
    expect(shipsFromWarehouse({ assigned_to: { _id: 'w' }, consolidated: true, products: [bought] })).toBe(
      true,
    );
    expect(
      shipsFromWarehouse({ assigned_to: { _id: 'w' }, consolidated: false, products: [stock, bought] }),
    ).toBe(true);
  });
  it('not a dropshipped or undecided order, one whose stock lines are refunded, nor one without a warehouse', () => {
    expect(shipsFromWarehouse({ assigned_to: { _id: 'w' }, consolidated: false, products: [bought] })).toBe(
      false,
    );
    expect(shipsFromWarehouse({ assigned_to: { _id: 'w' }, consolidated: null, products: [bought] })).toBe(
      false,
    );
    expect(
      shipsFromWarehouse({
        assigned_to: { _id: 'w' },
        consolidated: false,
        products: [{ ...stock, status: 'Refund' }, bought],
      }),
    ).toBe(false);
    expect(shipsFromWarehouse({ assigned_to: null, consolidated: null, products: [stock] })).toBe(false);
  });
});
