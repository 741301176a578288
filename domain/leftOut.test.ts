import { describe, expect, it } from 'vitest';
import { leftOutHeader, readLeftOut } from './leftOut';

describe('x-left-out', () => {
  it('carries names with commas, percent signs and any letter there and back in Latin-1', () => {
    const names = ['#1001', 'PACK, large', 'Kühl-Set', '箱-1', '50%'];
    const header = leftOutHeader(names);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(readLeftOut(header)).toEqual(names);
  });

  it('reads no header and an empty one as nothing left out; a stray % as written', () => {
    expect(readLeftOut(null)).toEqual([]);
    expect(readLeftOut('')).toEqual([]);
    expect(readLeftOut(leftOutHeader([]))).toEqual([]);
    expect(readLeftOut('100%,A')).toEqual(['100%', 'A']);
  });
});
