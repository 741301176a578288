import { describe, expect, it } from 'vitest';
import {
  failedCriteria,
  needsRouting,
  routeOrder,
  shippingAllows,
  sourceLines,
  type RoutingWarehouse,
} from './routing';
import type { Parcel } from './parcel';
import { routingWarehouse } from './testing/routingWarehouses';

const wh = (id: string, over: Partial<RoutingWarehouse> = {}): RoutingWarehouse =>
  routingWarehouse(id, { country: 'GB', ...over });
const parcel: Parcel = { weight: 10, length: 1, width: 0.5, height: 0.4, lwh: 1.9 };

describe('shippingAllows', () => {
  it('Domestic: same country only; International: other countries only; both: any', () => {
    expect(shippingAllows('Domestic Shipping', 'GB', 'gb')).toBe(true);
    expect(shippingAllows('Domestic Shipping', 'GB', 'FR')).toBe(false);
    expect(shippingAllows('International Shipping', 'GB', 'FR')).toBe(true);
    expect(shippingAllows('International Shipping', 'GB', 'GB')).toBe(false);
    expect(shippingAllows('International+Domestic Shipping', 'GB', 'FR')).toBe(true);
    expect(shippingAllows('International+Domestic Shipping', 'GB', 'GB')).toBe(true);
  });
  it('without a destination only a warehouse shipping everywhere fits', () => {
    expect(shippingAllows('Domestic Shipping', 'GB', null)).toBe(false);
    expect(shippingAllows('International+Domestic Shipping', 'GB', null)).toBe(true);
  });
});

describe('failedCriteria', () => {
  it('treats unset criteria as no constraint', () => {
    expect(failedCriteria(wh('a'), parcel, 'GB')).toEqual([]);
  });
  it.each([
    ['weight', { maxWeight: 9.9 }],
    ['weight', { minWeight: 10.1 }],
    ['length', { maxLength: 0.9 }],
    ['width', { minWidth: 0.6 }],
    ['height', { maxHeight: 0.3 }],
    ['LWH', { maxLWH: 1.8 }],
    ['shippingType', { shippingType: 'International Shipping' }],
    ['activated', { activated: false }],
  ])('names %s when it fails', (criterion, over) => {
    expect(failedCriteria(wh('a', over as Partial<RoutingWarehouse>), parcel, 'GB')).toEqual([criterion]);
  });
  it('accepts values on the bounds', () => {
    expect(failedCriteria(wh('a', { minWeight: 10, maxWeight: 10, maxLWH: 1.9 }), parcel, 'GB')).toEqual([]);
  });
});

describe('needsRouting', () => {
  it('routes an open order with a product line, whatever custom lines it also has', () => {
    expect(needsRouting({ status: 'Pending', productLines: [{ sku: 'A' }] })).toBe(true);
  });
  it('does not route an order of custom lines only: nothing for a warehouse to send', () => {
    expect(needsRouting({ status: 'Pending', productLines: [] })).toBe(false);
  });
  it.each(['Refund', 'Shipped'])('does not route an order the shop sent %s', (status) => {
    expect(needsRouting({ status, productLines: [{ sku: 'A' }] })).toBe(false);
  });
});

describe('routeOrder', () => {
  it('assigns the one warehouse that fits', () => {
    const result = routeOrder({
      warehouses: [wh('a'), wh('b', { maxWeight: 5 })],
      parcel,
      destinationCountry: 'GB',
    });
    expect(result).toEqual({ kind: 'assigned', warehouseId: 'a' });
  });
  it('offers every activated warehouse when none fits', () => {
    const result = routeOrder({
      warehouses: [
        wh('a', { maxWeight: 5 }),
        wh('b', { shippingType: 'Domestic Shipping' }),
        wh('c', { activated: false }),
      ],
      parcel,
      destinationCountry: 'FR',
    });
    expect(result).toEqual({ kind: 'problematic', reason: 'no-warehouse-fits', candidates: ['a', 'b'] });
  });
  it('offers the fitting warehouses when several fit', () => {
    const result = routeOrder({
      warehouses: [wh('a'), wh('b'), wh('c', { maxLength: 0.5 })],
      parcel,
      destinationCountry: 'GB',
    });
    expect(result).toEqual({ kind: 'problematic', reason: 'several-warehouses-fit', candidates: ['a', 'b'] });
  });
  it('chooses by destination: domestic versus international', () => {
    const warehouses = [
      wh('uk', { shippingType: 'Domestic Shipping' }),
      wh('export', { shippingType: 'International Shipping' }),
    ];
    expect(routeOrder({ warehouses, parcel, destinationCountry: 'GB' })).toEqual({
      kind: 'assigned',
      warehouseId: 'uk',
    });
    expect(routeOrder({ warehouses, parcel, destinationCountry: 'DE' })).toEqual({
      kind: 'assigned',
      warehouseId: 'export',
    });
  });
  it('makes an order with an unknown SKU problematic even when one warehouse fits', () => {
    const result = routeOrder({
      warehouses: [wh('a')],
      parcel,
      destinationCountry: 'GB',
      unknownSkus: ['X-1'],
    });
    expect(result).toEqual({ kind: 'problematic', reason: 'unknown-sku', candidates: ['a'] });
  });
  it('is problematic with no candidates when no warehouse is activated', () => {
    expect(
      routeOrder({ warehouses: [wh('a', { activated: false })], parcel, destinationCountry: 'GB' }),
    ).toEqual({
      kind: 'problematic',
      reason: 'no-warehouse-fits',
      candidates: [],
    });
  });
});

describe('sourceLines', () => {
  it('serves a line from stock when enough units remain, else buys it', () => {
    const result = sourceLines(
      [
        { id: 'l1', productId: 'p1', quantity: 2 },
        { id: 'l2', productId: 'p1', quantity: 2 },
        { id: 'l3', productId: 'p2', quantity: 1 },
        { id: 'l4', productId: null, quantity: 1 },
      ],
      new Map([['p1', 3]]),
    );
    expect(Object.fromEntries(result)).toEqual({ l1: 'stock', l2: 'buy', l3: 'buy', l4: 'buy' });
  });
  it('serves everything from sufficient stock', () => {
    const result = sourceLines([{ id: 'l1', productId: 'p1', quantity: 3 }], new Map([['p1', 3]]));
    expect(result.get('l1')).toBe('stock');
  });
});
