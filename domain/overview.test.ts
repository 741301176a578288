import { describe, expect, it } from 'vitest';
import { dailySeries, missedDeadline, overviewDays } from './overview';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('overview days', () => {
  it('are the last 30 UTC dates, oldest first, ending today', () => {
    const days = overviewDays(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-28');
    expect(days[29]).toBe('2026-11-26');
  });

  it('cross a month and a year', () => {
    expect(overviewDays(new Date('2027-01-01T00:30:00Z'), 3)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe('a missed deadline', () => {
  const order = (deadlineDate: string | null, status: string, shippedAt: string | null) => ({
    deadlineDate,
    status: status as never,
    shippedAt: shippedAt ? new Date(shippedAt) : null,
  });

  it('is an order still open after its deadline day ended', () => {
    expect(missedDeadline(order('2026-11-25', 'Pending', null), NOW)).toBe(true);
    expect(missedDeadline(order('2026-11-25', 'Awaiting Pickup', null), NOW)).toBe(true);
  });

  it('is not one whose deadline is today or later, nor one without a deadline', () => {
    expect(missedDeadline(order('2026-11-26', 'Pending', null), NOW)).toBe(false);
    expect(missedDeadline(order(null, 'Pending', null), NOW)).toBe(false);
  });

  it('is an order shipped after its deadline day, not one shipped on it', () => {
    expect(missedDeadline(order('2026-11-20', 'Shipped', '2026-11-21T00:00:00Z'), NOW)).toBe(true);
    expect(missedDeadline(order('2026-11-20', 'Shipped', '2026-11-20T23:59:59Z'), NOW)).toBe(false);
  });

  it('is not a refunded order, which is owed no more', () => {
    expect(missedDeadline(order('2026-11-20', 'Refund', null), NOW)).toBe(false);
  });
});

describe('the daily series', () => {
  it('has every day, with zeros where nothing happened', () => {
    const series = dailySeries(
      ['2026-11-24', '2026-11-25', '2026-11-26'],
      [
        { day: '2026-11-25', kind: 'imported', count: 4 },
        { day: '2026-11-25', kind: 'late', count: 1 },
        { day: '2026-11-26', kind: 'shipped', count: 2 },
        { day: '2026-10-01', kind: 'imported', count: 9 },
      ],
    );
    expect(series).toEqual([
      { day: '2026-11-24', imported: 0, shipped: 0, late: 0 },
      { day: '2026-11-25', imported: 4, shipped: 0, late: 1 },
      { day: '2026-11-26', imported: 0, shipped: 2, late: 0 },
    ]);
  });
});
