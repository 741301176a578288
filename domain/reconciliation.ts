import { DAY } from './attention';
import type { ReconciliationOutcome } from './values';

/**
 * The daily count (issue 30 item 4): the shop's count of orders created in a window against the
 * product's, and what a run's numbers mean. The service that runs it is
 * server/services/shop/reconciliation.ts.
 */

/** How many UTC days a count reads by default: today so far and the whole of yesterday. */
export const RECONCILIATION_DAYS = 2;
/** When the daily count runs (UTC): after midnight, so yesterday is counted whole once more. */
export const RECONCILIATION_CRON = '30 0 * * *';

/** [start of the UTC day `days - 1` days ago, now): the last `days` days, UTC. */
export function reconciliationWindow(now: Date, days = RECONCILIATION_DAYS): { from: Date; to: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(midnight - (days - 1) * DAY), to: now };
}

/**
 * A run's end: the counts agreed at once; they agree after fetching the missing orders; or they
 * still disagree (an order the shop lists and the product refused, or one deleted in the shop).
 */
export function reconciliationOutcome(counts: {
  shopCount: number;
  productBefore: number;
  productAfter: number;
}): Exclude<ReconciliationOutcome, 'failed'> {
  if (counts.productBefore === counts.shopCount) return 'agreed';
  return counts.productAfter === counts.shopCount ? 'fetched' : 'disagrees';
}

/** The overview's "today": orders created since the UTC midnight, as the shop counts them. */
export function todayWindow(now: Date): { from: Date; to: Date } {
  return reconciliationWindow(now, 1);
}
