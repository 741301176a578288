import { describe, expect, it } from 'vitest';
import { formatDay, formatUtcDate, formatUtcDateTime } from './dates';

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

describe('dates in German', () => {
  it('write the day first with dots, still in UTC', () => {
    expect(formatUtcDate('2026-11-25T23:30:00Z', 'de')).toBe('25.11.2026');
    expect(formatUtcDateTime('2026-11-25T23:30:00Z', 'de')).toBe('25.11.2026 23:30');
    expect(formatUtcDateTime('2026-11-25T23:30:00Z')).toBe('25/11/2026 23:30');
    expect(formatDay(2026, 3, 7, 'de')).toBe('07.03.2026');
  });
});
