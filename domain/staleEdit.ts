import { z } from 'zod';
import { say, type Said } from './texts/answers';

/**
 * Two tabs editing one record (issue 28 item 3): every master record carries `updatedAt` as it
 * was read, and its edit sends it back. An edit sent from a record older than the stored one
 * would put back what someone saved meanwhile, so it is refused and changes nothing. An edit
 * without it (another client of the documented API) still applies.
 */

/**
 * The time a record was read at, as an edit sends it back: an ISO time; null for settings read
 * before they were ever saved; absent from a client that does not send it.
 */
export const readAt = z.iso
  .datetime({ offset: true, error: 'updatedAt must be the record’s updatedAt as read' })
  .nullish();

/**
 * Whether an edit was made on an older copy than the stored one. `stored` null: the record was
 * never saved (settings), so only a copy read before any save (`sent` null) is current.
 * Compared at milliseconds, the precision the record is answered with.
 */
export function isStaleEdit(sent: string | null | undefined, stored: Date | null): boolean {
  if (sent === undefined) return false;
  if (stored === null) return false;
  if (sent === null) return true;
  return Date.parse(sent) < Math.floor(stored.getTime());
}

/**
 * The `updatedAt` of a write: now, or just after the stored one when a clock is behind (another
 * server, an injected test clock), so that every copy read before the write is older than it.
 */
export function nextUpdatedAt(stored: Date | null, now: Date): Date {
  return stored && stored.getTime() >= now.getTime() ? new Date(stored.getTime() + 1) : now;
}

/** The refusal of a stale edit: who changed the record (when known) and when, in UTC. */
export function staleEditRefusal(change: { by: string | null; at: Date }): Said {
  const at = change.at.toISOString();
  return change.by
    ? say('changedMeanwhileBy', { by: change.by, date: at, time: at })
    : say('changedMeanwhile', { date: at, time: at });
}

/** The field a stale edit's refusal names: the browser tells it apart from other 409s by it. */
export const STALE_FIELD = 'updatedAt';
