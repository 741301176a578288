import { describe, expect, it } from 'vitest';
import { reconciliationOutcome, reconciliationWindow, todayWindow } from './reconciliation';

describe('the daily count', () => {
  it('reads the last two UTC days by default: yesterday whole and today so far', () => {
    const now = new Date('2026-12-06T13:45:00Z');
    expect(reconciliationWindow(now)).toEqual({ from: new Date('2026-12-05T00:00:00Z'), to: now });
    expect(todayWindow(now)).toEqual({ from: new Date('2026-12-06T00:00:00Z'), to: now });
    expect(reconciliationWindow(now, 7).from).toEqual(new Date('2026-11-30T00:00:00Z'));
  });

  it('says the counts agreed, agree after the fetch, or still disagree', () => {
    expect(reconciliationOutcome({ shopCount: 5, productBefore: 5, productAfter: 5 })).toBe('agreed');
    expect(reconciliationOutcome({ shopCount: 5, productBefore: 4, productAfter: 5 })).toBe('fetched');
    expect(reconciliationOutcome({ shopCount: 5, productBefore: 4, productAfter: 4 })).toBe('disagrees');
    // More here than the shop counts (an order deleted in the shop) is a disagreement too.
    expect(reconciliationOutcome({ shopCount: 5, productBefore: 6, productAfter: 6 })).toBe('disagrees');
  });
});
