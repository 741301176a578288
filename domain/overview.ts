import { deadlineEnd } from './attention';
import { isOpenOrder, type OrderStatus } from './orderStatus';

/**
 * The overview (issue 18 item 3): what the day looks like in numbers. Its counts are those of
 * the lists its tiles open (the Master Dashboard's status tags, Needs attention's reasons), and
 * its chart counts orders per day over the last 30: imported, shipped, and those that missed
 * their deadline. Days are UTC dates, as deadlines are (domain/dates.ts).
 */
export const OVERVIEW_DAYS = 30;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The last `count` days, oldest first, ending today: 'YYYY-MM-DD'. */
export function overviewDays(now: Date, count = OVERVIEW_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => isoDay(new Date(today - (count - 1 - i) * DAY)));
}

/**
 * An order missed its deadline: its deadline day is over and it shipped after that day ended,
 * or it is still open (a refunded order never shipped and is no longer owed).
 */
export function missedDeadline(
  order: { deadlineDate: string | null; status: OrderStatus; shippedAt: Date | null },
  now: Date,
): boolean {
  if (!order.deadlineDate) return false;
  const end = deadlineEnd(order.deadlineDate);
  if (end.getTime() > now.getTime()) return false;
  if (order.shippedAt) return order.shippedAt.getTime() >= end.getTime();
  return isOpenOrder(order.status);
}

export interface DailyOrders {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  imported: number;
  shipped: number;
  /** Orders whose deadline was this day and that missed it. */
  late: number;
}

/** One entry per day, the days without orders as zeros. */
export function dailySeries(
  days: readonly string[],
  counts: { day: string; kind: 'imported' | 'shipped' | 'late'; count: number }[],
): DailyOrders[] {
  const byDay = new Map(days.map((day) => [day, { day, imported: 0, shipped: 0, late: 0 }]));
  for (const { day, kind, count } of counts) {
    const entry = byDay.get(day);
    if (entry) entry[kind] += count;
  }
  return [...byDay.values()];
}
