import { describe, expect, it } from 'vitest';
import { formatDay, formatIsoDay, formatUtcDate, formatUtcDateTime, parseDay } from './dates';

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

describe('a day typed as the lists write it', () => {
  it('reads day, month, year whatever the separators, in both languages', () => {
    for (const typed of ['08122026', '08/12/2026', '8/12/2026', '08.12.2026', '8.12.2026', ' 08-12-2026 '])
      expect(parseDay(typed), typed).toBe('2026-12-08');
    expect(parseDay('2026-12-08')).toBe('2026-12-08');
  });
  it('is null for what is not a real day', () => {
    for (const typed of ['', '0812202', '31022026', '12/31/2026', '2026/12/08', 'soon', '08120026'])
      expect(parseDay(typed), typed).toBeNull();
  });
  it('writes a day back as the lists do', () => {
    expect(formatIsoDay('2026-12-08')).toBe('08/12/2026');
    expect(formatIsoDay('2026-12-08', 'de')).toBe('08.12.2026');
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay(parseDay('08122026'), 'de')).toBe(formatUtcDate('2026-12-08T12:00:00Z', 'de'));
  });
});
