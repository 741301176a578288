import { describe, expect, it } from 'vitest';
import { rowRanges } from './rowRanges';

describe('rowRanges', () => {
  it('joins runs of consecutive rows, in order, each once', () => {
    expect(rowRanges([9, 2, 3, 4, 7, 10, 11, 12, 3])).toBe('2–4, 7, 9–12');
  });
  it('names a single row alone and nothing as empty', () => {
    expect(rowRanges([5])).toBe('5');
    expect(rowRanges([])).toBe('');
  });
});
