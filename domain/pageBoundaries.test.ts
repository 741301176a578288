import { describe, expect, it } from 'vitest';
import { BOUNDARY_STEP, beyond, boundaryBefore } from './pageBoundaries';

describe('page boundaries', () => {
  it('start a read from the last boundary at or before its first row', () => {
    expect(boundaryBefore(0)).toBe(0);
    expect(boundaryBefore(BOUNDARY_STEP - 1)).toBe(0);
    expect(boundaryBefore(BOUNDARY_STEP)).toBe(BOUNDARY_STEP);
    expect(boundaryBefore(100_010)).toBe(100_000);
    expect(boundaryBefore(25, 10)).toBe(20);
  });

  it('place nulls last ascending and first descending', () => {
    expect(beyond('asc', null)).toBe('nothing');
    expect(beyond('asc', 'Leeds')).toBe('greater or null');
    expect(beyond('desc', null)).toBe('not null');
    expect(beyond('desc', 'Leeds')).toBe('less');
  });
});
