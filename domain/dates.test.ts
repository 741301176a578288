import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDateTime } from './dates';

describe('UTC display dates', () => {
  it('reads the instant in UTC, whatever the local zone', () => {
    expect(formatUtcDateTime('2026-03-29T23:30:00-02:00')).toBe('30/03/2026 01:30');
    expect(formatUtcDate(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe('05/01/2026');
  });
  it('is empty for a missing or unreadable date', () => {
    expect(formatUtcDate(null)).toBe('');
    expect(formatUtcDateTime('not a date')).toBe('');
    expect(formatUtcDateTime(undefined)).toBe('');
  });
});
