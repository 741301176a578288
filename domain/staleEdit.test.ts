import { describe, expect, it } from 'vitest';
import { isStaleEdit, nextUpdatedAt, readAt, staleEditRefusal } from './staleEdit';

const stored = new Date('2026-12-06T06:01:02.345Z');

describe('isStaleEdit', () => {
  it('refuses an edit made on a copy older than the stored record', () => {
    expect(isStaleEdit('2026-12-06T06:01:02.344Z', stored)).toBe(true);
    expect(isStaleEdit('2026-12-05T06:01:02.345Z', stored)).toBe(true);
  });
  it('lets the current copy (or a newer one) save', () => {
    expect(isStaleEdit('2026-12-06T06:01:02.345Z', stored)).toBe(false);
    expect(isStaleEdit('2026-12-06T07:01:02.345+01:00', stored)).toBe(false);
    expect(isStaleEdit('2026-12-06T06:01:02.346Z', stored)).toBe(false);
  });
  it('compares at milliseconds, the precision the record is answered with', () => {
    // PostgreSQL keeps microseconds; the answer (and so the copy) has milliseconds.
    const micro = new Date(stored.getTime() + 0.6);
    expect(isStaleEdit(stored.toISOString(), micro)).toBe(false);
  });
  it('lets an edit without it apply (another client of the API)', () => {
    expect(isStaleEdit(undefined, stored)).toBe(false);
  });
  it('reads null as "read before the first save": stale once something was saved', () => {
    expect(isStaleEdit(null, stored)).toBe(true);
    expect(isStaleEdit(null, null)).toBe(false);
    expect(isStaleEdit('2026-12-06T06:01:02.345Z', null)).toBe(false);
  });
});

describe('nextUpdatedAt', () => {
  it('is now, when now is after the stored time', () => {
    const now = new Date('2026-12-06T07:00:00.000Z');
    expect(nextUpdatedAt(stored, now)).toBe(now);
    expect(nextUpdatedAt(null, now)).toBe(now);
  });
  it('is just after the stored time when the clock is behind, so every older copy stays older', () => {
    expect(nextUpdatedAt(stored, new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-06T06:01:02.346Z',
    );
    expect(nextUpdatedAt(stored, stored).getTime()).toBe(stored.getTime() + 1);
  });
});

describe('staleEditRefusal', () => {
  it('names who changed it and when (UTC)', () => {
    expect(staleEditRefusal({ by: 'anna@demo.test', at: stored }).msg).toBe(
      'Changed meanwhile by anna@demo.test at 06/12/2026 06:01 UTC; reload to see the change, then save again',
    );
  });
  it('names the time alone when who is not recorded', () => {
    expect(staleEditRefusal({ by: null, at: stored }).msg).toBe(
      'Changed meanwhile at 06/12/2026 06:01 UTC; reload to see the change, then save again',
    );
  });
});

describe('readAt', () => {
  it('takes an ISO time, null, or nothing', () => {
    expect(readAt.parse('2026-12-06T06:01:02.345Z')).toBe('2026-12-06T06:01:02.345Z');
    expect(readAt.parse(null)).toBeNull();
    expect(readAt.parse(undefined)).toBeUndefined();
  });
  it('refuses anything else with a message naming it', () => {
    const result = readAt.safeParse('yesterday');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/updatedAt/);
  });
});
