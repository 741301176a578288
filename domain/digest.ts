import type { Viewer } from './access';
import {
  ATTENTION_REASONS,
  formatAge,
  isViewersMove,
  MOVE_WORDS,
  REASON_WORDS,
  type AttentionMove,
  type AttentionOwner,
  type AttentionReason,
} from './attention';
import { two, zonedParts } from './schedule';
import { isUuid } from './ids';

/**
 * The daily digest of Needs attention (issue 18 item 4): each morning, a supplier or warehouse
 * that asked for it gets the queue's rows that are its move; the operator gets the day's
 * exceptions, every open row. Who gets which rows is the queue's own scope (isViewersMove), so
 * a digest never shows a row its recipient could not see when signed in.
 */

export const DIGEST_RECIPIENT_KINDS = ['operator', 'warehouse', 'supplier'] as const;
export type DigestRecipientKind = (typeof DIGEST_RECIPIENT_KINDS)[number];

/**
 * The digest goes out at this hour of the operator's time zone, every day (pg-boss cron); the
 * hourly runs after it, through the morning, catch up a run missed while the server was down
 * (one digest per recipient and day whatever runs).
 */
export const DIGEST_HOUR = 7;
export const DIGEST_LAST_HOUR = 11;
export const DIGEST_CRON = `0 ${DIGEST_HOUR}-${DIGEST_LAST_HOUR} * * *`;
/** Rows listed in one e-mail, oldest first; the rest are counted and wait in Needs attention. */
export const DIGEST_MAX_LINES = 100;

/** 'operator', 'warehouse:<id>' or 'supplier:<id>': one key per recipient, in Settings and per day sent. */
export type DigestRecipientKey = string;
export const OPERATOR_KEY = 'operator';

export function recipientKey(kind: DigestRecipientKind, id: string | null = null): DigestRecipientKey {
  return kind === 'operator' ? OPERATOR_KEY : `${kind}:${id}`;
}

/** A key read back: its kind and the warehouse's or supplier's id; null when it is none of them. */
export function parseRecipientKey(key: string): { kind: DigestRecipientKind; id: string | null } | null {
  if (key === OPERATOR_KEY) return { kind: 'operator', id: null };
  const [kind, id, ...rest] = key.split(':');
  if (rest.length || !id || !isUuid(id)) return null;
  if (kind !== 'warehouse' && kind !== 'supplier') return null;
  return { kind, id: id.toLowerCase() };
}

export interface DigestRecipient {
  kind: DigestRecipientKind;
  /** The warehouse's or supplier's id; null for the operator. */
  id: string | null;
  name: string;
  email: string;
}

/** The recipient as the queue's viewer: the operator reads as an Admin, the others as their own sign-in. */
export function digestViewer(recipient: Pick<DigestRecipient, 'kind' | 'id'>): Viewer {
  if (recipient.kind === 'warehouse')
    return { role: 'Warehouse', warehouseId: recipient.id, supplierId: null };
  if (recipient.kind === 'supplier') return { role: 'Supplier', warehouseId: null, supplierId: recipient.id };
  return { role: 'Admin', warehouseId: null, supplierId: null };
}

/** Whether a row belongs in this recipient's digest: exactly the rows its sign-in sees in the queue. */
export function isRecipientsRow(
  recipient: Pick<DigestRecipient, 'kind' | 'id'>,
  row: Pick<DigestRow, 'move' | 'warehouse_id' | 'supplier_id'>,
): boolean {
  const owner: AttentionOwner = {
    move: row.move,
    warehouseId: row.warehouse_id,
    supplierId: row.supplier_id,
  };
  return isViewersMove(digestViewer(recipient), owner);
}

/** The day a digest is for, 'YYYY-MM-DD' on the operator's clock: one digest per recipient and day. */
export function digestDay(now: Date, timeZone: string): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** What a digest reads of a queue row (GET /get-attention's AttentionRow has these fields). */
export interface DigestRow {
  reason: AttentionReason;
  move: AttentionMove;
  warehouse_id: string | null;
  supplier_id: string | null;
  actor_name: string | null;
  record_kind: 'order' | 'purchase-order' | 'pickup-order' | 'email' | 'shop';
  record_number: string;
  order_number: string | null;
  since: string | Date;
}

/** One line of a digest: what, why, how long, who. */
export interface DigestLine {
  reference: string;
  reason: string;
  age: string;
  whoActs: string;
}

export const DIGEST_HEADERS = ['Reference', 'Reason', 'Waiting or late', 'Who acts'] as const;

function referenceOf(row: DigestRow): string {
  if (row.record_kind === 'order') return `Order ${row.record_number}`;
  if (row.record_kind === 'email') return `E-mail to ${row.record_number}`;
  if (row.record_kind === 'shop') return `Shop ${row.record_number}`;
  return row.order_number ? `${row.record_number} (order ${row.order_number})` : row.record_number;
}

function whoActs(row: DigestRow): string {
  const move = MOVE_WORDS[row.move];
  if (!row.actor_name || row.move === 'admin') return move;
  return row.move === 'agent' ? `${row.actor_name} (${move.toLowerCase()})` : row.actor_name;
}

export function digestLine(row: DigestRow, now: Date): DigestLine {
  return {
    reference: referenceOf(row),
    reason: REASON_WORDS[row.reason],
    age: formatAge(row.reason, row.since, now),
    whoActs: whoActs(row),
  };
}

/** A recipient's digest, ready to be written as an e-mail. */
export interface Digest {
  subject: string;
  /** Paragraphs above the table. */
  intro: string[];
  /** The operator's: each reason with open rows and how many. */
  summary: { reason: AttentionReason; words: string; count: number }[];
  lines: DigestLine[];
  /** Rows not listed (beyond DIGEST_MAX_LINES, or beyond the rows read). */
  more: number;
}

/**
 * The digest of one recipient for one day, or null when nothing of theirs is open (no e-mail).
 * `rows` are the queue's rows as read for this recipient, oldest first; those not theirs are
 * dropped. `total` is how many the queue holds for them (it may be more than the rows read);
 * `counts`, the operator's, per reason.
 */
export function composeDigest({
  recipient,
  rows,
  total,
  counts,
  now,
  day,
}: {
  recipient: Pick<DigestRecipient, 'kind' | 'id' | 'name'>;
  rows: readonly DigestRow[];
  total: number;
  counts?: Partial<Record<AttentionReason, number>>;
  now: Date;
  day: string;
}): Digest | null {
  const own = rows.filter((row) => isRecipientsRow(recipient, row));
  const open = Math.max(total, own.length);
  if (!own.length) return null;
  const lines = own.slice(0, DIGEST_MAX_LINES).map((row) => digestLine(row, now));
  const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
  if (recipient.kind === 'operator') {
    const summary = ATTENTION_REASONS.map((reason) => ({
      reason,
      words: REASON_WORDS[reason],
      count: counts?.[reason] ?? own.filter((row) => row.reason === reason).length,
    })).filter((s) => s.count > 0);
    return {
      subject: `Needs attention on ${day}: ${items(open)} open`,
      intro: [`The day's exceptions: ${items(open)} in Needs attention, oldest first.`],
      summary,
      lines,
      more: open - lines.length,
    };
  }
  return {
    subject: `Needs attention on ${day}: ${items(open)} for ${recipient.name}`,
    intro: [
      `Hello ${recipient.name},`,
      `${open === 1 ? 'This item waits' : `These ${items(open)} wait`} on you in Needs attention, oldest first.`,
    ],
    summary: [],
    lines,
    more: open - lines.length,
  };
}
