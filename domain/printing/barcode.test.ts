import { describe, expect, it } from 'vitest';
import { code128Bars } from './barcode';

/** The bar and space widths, left to right, as Code 128's tables write them. */
const widths = (text: string) => {
  const { bars } = code128Bars(text);
  const out: number[] = [];
  bars.forEach((bar, i) => {
    if (i > 0) out.push(bar.x - (bars[i - 1].x + bars[i - 1].width));
    out.push(bar.width);
  });
  return out;
};

describe('code128Bars', () => {
  it('starts with Start B and ends with the stop pattern (2 3 3 1 1 1 2)', () => {
    const w = widths('#1042');
    expect(w.slice(0, 5)).toEqual([2, 1, 1, 2, 1]); // Start B: 2 1 1 2 1 4
    expect(w.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it('is 11 modules a symbol plus 13 for the stop, no bar overlapping the next', () => {
    const { modules, bars } = code128Bars('PUO-00017');
    expect(modules % 11).toBe(2);
    bars.slice(1).forEach((bar, i) => expect(bar.x).toBeGreaterThan(bars[i].x + bars[i].width - 1));
    expect(bars[0].x).toBe(0);
  });

  it('packs digits in code set C: a long number is shorter than its letters would be', () => {
    expect(code128Bars('10000123').modules).toBeLessThan(code128Bars('ABCDEFGH').modules);
  });
});
