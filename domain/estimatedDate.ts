/**
 * Where an estimated shipping date may fall (issue 28 item 4): not before the order's date
 * (nothing ships before it is ordered) and not more than a year after today (a typo such as
 * 9999-12-31, not a plan). A date already past is allowed (the work is late), but the browser
 * asks first. Days are 'YYYY-MM-DD' in UTC, the day the lists show (domain/dates.ts), so they
 * compare as strings.
 */
export const ESTIMATED_DATE_FIELD = 'estimatedDate';
export const BEFORE_ORDER_DATE = "The estimated shipping date cannot be before the order's date";
export const TOO_FAR_AHEAD = 'The estimated shipping date cannot be more than a year ahead';

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export function utcDayOf(instant: Date | string): string {
  const d = instant instanceof Date ? instant : new Date(instant);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The latest day an estimate may name: the same day a year after `today` (29 Feb gives 28 Feb). */
export function latestEstimatedDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${pad(m)}-${pad(Math.min(d, lastOfMonth))}`;
}

/**
 * What is wrong with `date` ('YYYY-MM-DD') whatever the order (a batch answers it once, for the
 * whole call): more than a year ahead. Null when it may go on to each order's own check.
 */
export function estimatedDateTooFar(date: string, today: string): string | null {
  return date > latestEstimatedDate(today) ? TOO_FAR_AHEAD : null;
}

/** What is wrong with `date` for an order of `orderDate` (an instant or a day): null when it may be set. */
export function estimatedDateProblem(
  date: string,
  { today, orderDate }: { today: string; orderDate?: Date | string | null },
): string | null {
  if (orderDate && date < utcDayOf(orderDate)) return BEFORE_ORDER_DATE;
  return estimatedDateTooFar(date, today);
}

/** A date before today: allowed, but confirmed first (the browser's dialogs). */
export const isPastEstimatedDate = (date: string, today: string): boolean => date < today;
