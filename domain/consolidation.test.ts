import { describe, expect, it } from 'vitest';
import {
  consolidationName,
  canChooseConsolidation,
  consolidationFailedMsg,
  decideConsolidation,
  DROPSHIPPING_NOT_AVAILABLE,
  ORDER_REFUNDED,
  warehouseCell,
  type ConsolidationOrder,
} from './consolidation';
import { shownOrderStatus } from './orderStatus';

const line = (fulfilment: 'stock' | 'buy', supplierAllowsDropshipping = true, status = 'Pending') => ({
  fulfilment,
  supplierAllowsDropshipping,
  status,
});
const order = (
  lines: ConsolidationOrder['lines'],
  over: Partial<ConsolidationOrder> = {},
): ConsolidationOrder => ({ consolidated: null, problematic: false, lines, ...over });

describe('decideConsolidation', () => {
  it('consolidates: bought lines go to the warehouse', () => {
    expect(decideConsolidation(order([line('buy', false)]), true)).toEqual({
      dropshipping: 1,
      consolidated: true,
      directToCustomer: false,
      isHybrid: false,
      msg: 'Order consolidated Successfuly',
    });
  });
  it('unconsolidates when all suppliers allow dropshipping', () => {
    expect(decideConsolidation(order([line('buy'), line('buy')]), false)).toMatchObject({
      dropshipping: 1,
      consolidated: false,
      directToCustomer: true,
      isHybrid: false,
    });
  });
  it('refuses to unconsolidate when some supplier does not allow dropshipping', () => {
    expect(decideConsolidation(order([line('buy'), line('buy', false)]), false)).toEqual({
      dropshipping: 0,
      msg: DROPSHIPPING_NOT_AVAILABLE,
    });
  });
  it('refuses when no supplier allows dropshipping', () => {
    expect(decideConsolidation(order([line('buy', false)]), false)).toEqual({
      dropshipping: 0,
      msg: DROPSHIPPING_NOT_AVAILABLE,
    });
  });
  it('makes an order with stock lines Hybrid when unconsolidated', () => {
    expect(decideConsolidation(order([line('stock', false), line('buy')]), false)).toMatchObject({
      isHybrid: true,
      directToCustomer: true,
    });
  });
  it('ignores refunded lines', () => {
    expect(decideConsolidation(order([line('buy'), line('buy', false, 'Refund')]), false)).toMatchObject({
      dropshipping: 1,
    });
  });
  it('refuses a second decision, a problematic order and an order with nothing to buy', () => {
    expect(() => decideConsolidation(order([line('buy')], { consolidated: true }), false)).toThrow(/already/);
    expect(() => decideConsolidation(order([line('buy')], { problematic: true }), true)).toThrow(
      /problematic/,
    );
    expect(() => decideConsolidation(order([line('stock')]), true)).toThrow(/nothing|no products/);
  });
  it('words the failure as the spec does', () => {
    expect(consolidationFailedMsg(true)).toBe('Could not consolidated Order. Something went wrong.');
    expect(consolidationFailedMsg(false)).toBe('Could not Unconsolidated Order. Something went wrong.');
  });
});

describe('warehouseCell', () => {
  const base = { isHybrid: false, warehouseName: 'London Central' };
  it('shows each variant of spec 000 section 2', () => {
    expect(warehouseCell({ ...order([line('buy')], { problematic: true }), ...base })).toEqual({
      kind: 'choose-warehouse',
    });
    expect(
      warehouseCell({ ...order([line('buy')], { consolidated: false }), ...base, isHybrid: true }),
    ).toEqual({ kind: 'hybrid' });
    expect(warehouseCell({ ...order([line('buy')], { consolidated: false }), ...base })).toEqual({
      kind: 'dropshipped',
    });
    expect(warehouseCell({ ...order([line('buy')]), ...base })).toEqual({ kind: 'choose-consolidation' });
    expect(warehouseCell({ ...order([line('buy')], { consolidated: true }), ...base })).toEqual({
      kind: 'warehouse',
      name: 'London Central',
    });
    expect(warehouseCell({ ...order([line('stock')]), ...base })).toEqual({
      kind: 'warehouse',
      name: 'London Central',
    });
  });
  it('says an order of custom lines only has nothing to fulfil, and a product line changes that', () => {
    const customOnly = { ...order([]), ...base, warehouseName: null, customLines: 2 };
    expect(warehouseCell(customOnly)).toEqual({ kind: 'custom-only' });
    // No line at all (and no custom line) stays what it was.
    expect(warehouseCell({ ...customOnly, customLines: 0 })).toEqual({ kind: 'warehouse', name: '' });
    // Custom lines beside products change nothing: the products decide.
    expect(warehouseCell({ ...order([line('buy')]), ...base, customLines: 1 })).toEqual({
      kind: 'choose-consolidation',
    });
    expect(
      warehouseCell({ ...order([line('stock')], { problematic: true }), ...base, customLines: 1 }),
    ).toEqual({ kind: 'choose-warehouse' });
  });
  it('offers the choice only while undecided, routed, with products to buy', () => {
    expect(canChooseConsolidation(order([line('buy')]))).toBe(true);
    expect(canChooseConsolidation(order([line('stock')]))).toBe(false);
    expect(canChooseConsolidation(order([line('buy')], { consolidated: true }))).toBe(false);
  });
});

describe('consolidationName', () => {
  it('names the decision as a batch says it is already made', () => {
    expect(consolidationName(true)).toBe('consolidated');
    expect(consolidationName(false)).toBe('unconsolidated');
  });
});

describe('an order whose every line is refunded', () => {
  const refunded = [line('buy', true, 'Refund'), line('stock', true, 'Refund')];
  it('answers that it was refunded, not that it ships from stock', () => {
    for (const consolidate of [true, false])
      expect(() => decideConsolidation(order(refunded), consolidate)).toThrow(ORDER_REFUNDED);
    expect(() => decideConsolidation(order(refunded, { problematic: true }), true)).toThrow(ORDER_REFUNDED);
  });
  it('shows as refunded, with no warehouse to choose, even when problematic', () => {
    const base = { isHybrid: false, warehouseName: null };
    expect(warehouseCell({ ...order(refunded, { problematic: true }), ...base })).toEqual({
      kind: 'refunded',
    });
    expect(shownOrderStatus('Refund', true)).toBe('Refund');
    expect(shownOrderStatus('Pending', true)).toBe('Problematic');
    expect(shownOrderStatus('Pending', false)).toBe('Pending');
  });
});
