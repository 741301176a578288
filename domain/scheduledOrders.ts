import { TransitionError } from './orderStatus';
import { zonedParts, zonedTime } from './schedule';
import type { NotificationStatus } from './values';

/**
 * What purchase orders and pickup orders share (DESIGN.md section 4 steps 5 and 8): each is
 * numbered with its prefix, e-mailed once at its schedule time (domain/purchaseSchedule.ts), and
 * some changes are made only while it is to be sent, the others only once it is sent.
 */

/** 'PO-000123', 'PUO-001000': readable, and the text sorts as the number increases (up to a million). */
export function formatOrderNumber(prefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a ${prefix} sequence number: ${n}`);
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

/** What either kind allows only while it is to be sent. */
export const TO_BE_SENT_CHANGES = ['schedule', 'send', 'add-product'] as const;
export type ToBeSentChange = (typeof TO_BE_SENT_CHANGES)[number];

/**
 * The rule of one kind: `whileToBeSent` changes need it to be sent, every other change needs it
 * sent; the refusals name the kind ('purchase order', 'pickup order').
 */
export function changeRule<C extends string>(kind: string, whileToBeSent: readonly C[]) {
  const can = (status: NotificationStatus, change: C): boolean =>
    whileToBeSent.includes(change) ? status === 'to_be_sent' : status === 'sent';
  /** The refusal of a second send, also said by the services that find it sent meanwhile. */
  const alreadySent = `This ${kind} has already been sent`;
  const assert = (status: NotificationStatus, change: C): void => {
    if (can(status, change)) return;
    if (change === 'send') throw new TransitionError(alreadySent);
    throw new TransitionError(
      status === 'sent'
        ? `This ${kind} has been sent: it can no longer be changed`
        : `This ${kind} has not been sent yet`,
    );
  };
  return { can, assert, alreadySent };
}

/**
 * What 'send' on one selected row does, by what the row is when locked: gone ('missing'), sent
 * by another meanwhile ('already-sent'), held by its kind (its recipient deactivated: 'held'),
 * or sent now ('send'). The batch decides every row of a chunk by this before it writes any.
 */
export type SendNowOutcome = 'missing' | 'already-sent' | 'held' | 'send';

export function sendNowOutcome(
  row: { status: NotificationStatus; held: boolean } | undefined,
): SendNowOutcome {
  if (!row) return 'missing';
  if (row.status !== 'to_be_sent') return 'already-sent';
  return row.held ? 'held' : 'send';
}

/**
 * The to-be-sent lists' filter tags, the overview's tiles of orders due: past their time and not
 * sent (what Needs attention calls a purchase order due), and due later today, the operator's day.
 */
export const DUE_TAGS = ['overdue', 'due-today'] as const;
export type DueTag = (typeof DUE_TAGS)[number];

/** The schedule times a due tag takes at `now`: after `after` (exclusive) and up to `until`. */
export function dueWindow(tag: DueTag, now: Date, timeZone: string): { after: Date | null; until: Date } {
  if (tag === 'overdue') return { after: null, until: now };
  const today = zonedParts(now, timeZone);
  const midnight = zonedTime(today.year, today.month, today.day + 1, 0, 0, timeZone);
  // Midnight itself belongs to tomorrow.
  return { after: now, until: new Date(midnight.getTime() - 1) };
}
