import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../schemas/orderRecords';
import { knifeLine, order, skilletLine } from '../../src/testing/orderFixtures';
import { pickLists } from './pickList';

const north = { _id: 'w-north', name: 'North Hub', address: order.assigned_to!.address };
const withNumber = (order_number: string, changes: Partial<OrderRecord> = {}): OrderRecord => ({
  ...order,
  order_number,
  ...changes,
});

describe('pickLists', () => {
  it('sums the units per SKU per warehouse, with the orders they go to, and the totals', () => {
    const { lists, unpicked } = pickLists([
      withNumber('#1'),
      withNumber('#2', { consolidated: true }),
      withNumber('#3', { assigned_to: north, products: [{ ...skilletLine, quantity: 5 }] }),
    ]);
    expect(unpicked).toEqual([]);
    expect(lists.map((l) => l.warehouse.name)).toEqual(['North Hub', 'Rotterdam Hub']);
    const [northList, rotterdam] = lists;
    expect(northList.rows).toEqual([
      { sku: 'DS-CK-001', product: 'Cast Iron Skillet 26cm', units: 5, orders: ['#3'] },
    ]);
    // #1 is unconsolidated: its dropshipped knife is not the warehouse's; #2 is consolidated.
    expect(rotterdam.rows).toEqual([
      { sku: 'DS-CK-001', product: 'Cast Iron Skillet 26cm', units: 4, orders: ['#1', '#2'] },
      { sku: 'DS-CK-002', product: 'Chef Knife 20cm', units: 3, orders: ['#2'] },
    ]);
    expect(rotterdam.orders).toEqual(['#1', '#2']);
    expect(rotterdam.totals).toEqual({ skus: 2, units: 7, orders: 2 });
  });

  it('tells two shops’ #1001 apart by their shops when the records name them (several shops)', () => {
    const { lists } = pickLists([
      withNumber('#1001', { shop: 'a.myshopify.com', consolidated: true }),
      withNumber('#1001', { shop: 'https://store.example.com', consolidated: true }),
    ]);
    expect(lists[0].orders).toEqual(['#1001 · a.myshopify.com', '#1001 · store.example.com']);
    expect(lists[0].totals.orders).toBe(2);
  });

  it('names the orders no warehouse picks anything for: no warehouse, dropshipped, refunded', () => {
    const { lists, unpicked } = pickLists([
      withNumber('#4', { assigned_to: null }),
      withNumber('#5', { products: [knifeLine] }),
      withNumber('#6', { products: [{ ...skilletLine, status: 'Refund' }] }),
    ]);
    expect(lists).toEqual([]);
    expect(unpicked).toEqual(['#4', '#5', '#6']);
  });
});
