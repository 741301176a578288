import { describe, expect, it } from 'vitest';
import { sharedCandidates } from './sharedCandidates';

const w = (id: string) => ({ _id: id, name: id.toUpperCase() });

describe('sharedCandidates', () => {
  it('keeps the warehouses every order may go to, in the first order’s order', () => {
    expect(
      sharedCandidates([
        [w('b'), w('a'), w('c')],
        [w('a'), w('b')],
        [w('b'), w('a')],
      ]),
    ).toEqual([w('b'), w('a')]);
  });
  it('is empty when they share none, or for no order', () => {
    expect(sharedCandidates([[w('a')], [w('b')]])).toEqual([]);
    expect(sharedCandidates([])).toEqual([]);
  });
});
