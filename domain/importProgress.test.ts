import { describe, expect, it } from 'vitest';
import { importPercent, importProgress, importSeverity } from './importProgress';

describe('importProgress', () => {
  it('counts the parts done and the rows they held', () => {
    expect(importProgress([5000, 4998, 12], 0)).toEqual({
      partsDone: 0,
      partsTotal: 3,
      rowsDone: 0,
      rowsTotal: 10010,
    });
    expect(importProgress([5000, 4998, 12], 2)).toEqual({
      partsDone: 2,
      partsTotal: 3,
      rowsDone: 9998,
      rowsTotal: 10010,
    });
    expect(importProgress([5000, 4998, 12], 3).rowsDone).toBe(10010);
  });

  it('refuses a count of parts the import does not have', () => {
    expect(() => importProgress([10], 2)).toThrow(RangeError);
    expect(() => importProgress([10], -1)).toThrow(RangeError);
    expect(() => importProgress([10], 0.5)).toThrow(RangeError);
  });
});

describe('importPercent', () => {
  it('follows the rows, not the parts, and an empty import is complete', () => {
    expect(importPercent(importProgress([9000, 1000], 1))).toBe(90);
    expect(importPercent(importProgress([1, 2], 0))).toBe(0);
    expect(importPercent(importProgress([], 0))).toBe(100);
    expect(importPercent(importProgress([3, 3, 3], 3))).toBe(100);
  });
});

describe('importSeverity', () => {
  it('is an error when rows were refused and none came through', () => {
    expect(importSeverity({ accepted: 0, rowsWithErrors: 3 })).toBe('error');
  });

  it('is a success when some came through, or nothing was refused', () => {
    expect(importSeverity({ accepted: 1, rowsWithErrors: 3 })).toBe('success');
    expect(importSeverity({ accepted: 5, rowsWithErrors: 0 })).toBe('success');
    expect(importSeverity({ accepted: 0, rowsWithErrors: 0 })).toBe('success');
  });
});
