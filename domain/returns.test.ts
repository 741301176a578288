import { describe, expect, it } from 'vitest';
import {
  linesRefundedWhole,
  mayMove,
  returnable,
  returnOverdue,
  returnProblems,
  returnsByShipper,
  type Shipper,
} from './returns';

const warehouse: Shipper = { kind: 'warehouse', warehouseId: 'w1' };
const supplier: Shipper = { kind: 'supplier', supplierId: 's1' };
const parcel = (shipper: Shipper, ...pairs: [string, number][]) => ({
  shipper,
  lines: pairs.map(([lineId, quantity]) => ({ lineId, quantity })),
});
const lines = (...pairs: [string, number][]) => pairs.map(([lineId, quantity]) => ({ lineId, quantity }));
const parcels = [parcel(warehouse, ['a', 2], ['b', 1]), parcel(supplier, ['c', 1], ['a', 1])];

describe('returns', () => {
  it('move one way: open, received, refunded', () => {
    expect(mayMove('open', 'received')).toBe(true);
    expect(mayMove('received', 'refunded')).toBe(true);
    expect(mayMove('open', 'refunded')).toBe(false);
    expect(mayMove('refunded', 'open')).toBe(false);
  });

  it('may take back what has shipped less what earlier returns took', () => {
    expect([...returnable(parcels, [{ lines: lines(['a', 2]), state: 'open' }])]).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('refuse a line not shipped, more than shipped, a repeated line, a bad quantity, naming the line', () => {
    expect(returnProblems(lines(['x', 1]), parcels, [])).toEqual([{ lineId: 'x', problem: 'notShipped' }]);
    expect(returnProblems(lines(['b', 2]), parcels, [])).toEqual([
      { lineId: 'b', problem: 'moreThanShipped', left: 1 },
    ]);
    expect(returnProblems(lines(['b', 1]), parcels, [{ lines: lines(['b', 1]), state: 'received' }])).toEqual(
      [{ lineId: 'b', problem: 'moreThanShipped', left: 0 }],
    );
    expect(returnProblems(lines(['a', 1], ['a', 1]), parcels, [])).toEqual([
      { lineId: 'a', problem: 'repeated' },
    ]);
    expect(returnProblems(lines(['a', 0]), parcels, [])).toEqual([{ lineId: 'a', problem: 'notAQuantity' }]);
    expect(returnProblems([], parcels, [])).toBe('empty');
    expect(returnProblems(lines(['a', 3], ['c', 1]), parcels, [])).toEqual([]);
  });

  it('go back to whoever shipped each line, the last shipper first', () => {
    expect(returnsByShipper(lines(['b', 1], ['c', 1]), parcels)).toEqual([
      { shipper: warehouse, lines: lines(['b', 1]) },
      { shipper: supplier, lines: lines(['c', 1]) },
    ]);
    // Three of a: the supplier sent 1 last, the warehouse 2 before.
    expect(returnsByShipper(lines(['a', 3]), parcels)).toEqual([
      { shipper: supplier, lines: lines(['a', 1]) },
      { shipper: warehouse, lines: lines(['a', 2]) },
    ]);
    expect(returnsByShipper(lines(['a', 1]), parcels)).toEqual([
      { shipper: supplier, lines: lines(['a', 1]) },
    ]);
  });

  it('want attention once open longer than the expected days', () => {
    const opened = new Date('2026-12-01T10:00:00Z');
    expect(returnOverdue(opened, 7, new Date('2026-12-08T09:00:00Z'))).toEqual({
      overdue: false,
      daysOpen: 6,
    });
    expect(returnOverdue(opened, 7, new Date('2026-12-09T10:00:00Z'))).toEqual({
      overdue: true,
      daysOpen: 8,
    });
  });

  it('refunds whole only the lines whose every unit has come back in refunded returns', () => {
    const orderLines = [
      { id: 'a', quantity: 3, status: 'Shipped' },
      { id: 'b', quantity: 1, status: 'Shipped' },
      { id: 'c', quantity: 1, status: 'Refund' },
    ];
    expect(linesRefundedWhole(orderLines, [{ lines: lines(['a', 2], ['b', 1], ['c', 1]) }])).toEqual(['b']);
    expect(linesRefundedWhole(orderLines, [{ lines: lines(['a', 2]) }, { lines: lines(['a', 1]) }])).toEqual([
      'a',
    ]);
  });
});
