import { describe, expect, it } from 'vitest';
import {
  everyLineShipped,
  leftToShip,
  lineShipping,
  parcelProblems,
  shippedBeforeParcels,
  shippedByLine,
} from './parcelsShipped';

const lines = [
  { id: 'a', quantity: 3, status: 'Pending' },
  { id: 'b', quantity: 1, status: 'Pending' },
  { id: 'r', quantity: 2, status: 'Refund' },
];
const parcel = (...pairs: [string, number][]) => ({
  lines: pairs.map(([lineId, quantity]) => ({ lineId, quantity })),
});

describe('parcels an order leaves in', () => {
  it('add up what each line has shipped', () => {
    expect([...shippedByLine([parcel(['a', 2]), parcel(['a', 1], ['b', 1])])]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('say "2 of 3 shipped" of a line, complete once its live quantity has left', () => {
    expect(lineShipping(lines[0], [parcel(['a', 2])])).toEqual({ shipped: 2, of: 3, complete: false });
    expect(lineShipping(lines[0], [parcel(['a', 2]), parcel(['a', 1])])).toEqual({
      shipped: 3,
      of: 3,
      complete: true,
    });
    // A refunded line has nothing to ship.
    expect(lineShipping(lines[2], [])).toEqual({ shipped: 0, of: 0, complete: true });
  });

  it('ship the order when every live line has left, a refunded one aside', () => {
    expect(everyLineShipped(lines, [parcel(['a', 3])])).toBe(false);
    expect(everyLineShipped(lines, [parcel(['a', 3]), parcel(['b', 1])])).toBe(true);
    expect(everyLineShipped([lines[2]], [])).toBe(false);
  });

  it('refuse more than the live quantity left, naming the line', () => {
    expect(parcelProblems(parcel(['a', 2]), lines, [parcel(['a', 2])])).toEqual([
      { lineId: 'a', problem: 'moreThanLeft', left: 1 },
    ]);
    expect(parcelProblems(parcel(['r', 1]), lines, [])).toEqual([
      { lineId: 'r', problem: 'moreThanLeft', left: 0 },
    ]);
    expect(parcelProblems(parcel(['a', 1], ['b', 1]), lines, [parcel(['a', 2])])).toEqual([]);
  });

  it("refuse another's line, a repeated line, a quantity that is not a whole number of at least 1, and an empty parcel", () => {
    expect(parcelProblems(parcel(['x', 1]), lines, [])).toEqual([{ lineId: 'x', problem: 'notALine' }]);
    expect(parcelProblems(parcel(['a', 1], ['a', 1]), lines, [])).toEqual([
      { lineId: 'a', problem: 'repeated' },
    ]);
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.MAX_VALUE])
      expect(parcelProblems(parcel(['a', quantity]), lines, [])).toEqual([
        { lineId: 'a', problem: 'notAQuantity' },
      ]);
    expect(parcelProblems({ lines: [] }, lines, [])).toBe('empty');
  });

  it('offer what is left of each line for the next parcel', () => {
    expect([...leftToShip(lines, [parcel(['a', 2])])]).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });
});

describe('lines shipped before parcels were recorded', () => {
  it('count as shipped whole, less what parcels hold; other lines add nothing', () => {
    const shippedLines = [
      { id: 'a', quantity: 3, status: 'Shipped' },
      { id: 'b', quantity: 2, status: 'Shipped' },
      { id: 'c', quantity: 2, status: 'Pending' },
    ];
    expect(shippedBeforeParcels(shippedLines, [parcel(['a', 1], ['b', 2])])).toEqual(parcel(['a', 2]));
    expect(shippedBeforeParcels(shippedLines, [parcel(['a', 3], ['b', 2])])).toBeNull();
    const before = shippedBeforeParcels(shippedLines, [])!;
    expect(parcelProblems(parcel(['a', 1]), shippedLines, [before])).toEqual([
      { lineId: 'a', problem: 'moreThanLeft', left: 0 },
    ]);
  });
});
