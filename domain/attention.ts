import { confinedSupplierId, confinedWarehouseId, type Viewer } from './access';

/**
 * What needs attention (issue 18 item 2): the reasons, whose move each is, the fix a row offers
 * and the thresholds, as value lists the queue, the screens and the digest share. Each reason's
 * condition has one home, its select in SQL (server/services/attention/reasonSelects.ts), which
 * answers who must move next and the row's clock (since when it waits, or the deadline it passed
 * or nears); tests/api/attention.test.ts proves each on fixtures.
 */

export const ATTENTION_REASONS = [
  'problematic',
  'consolidation-undecided',
  'late',
  'at-risk',
  'po-due',
  'supplier-silent',
  'ready-without-agent',
  'pickup-uncollected',
  'shipped-without-tracking',
  'write-back-failed',
  'email-failed',
  'changed-after-sent',
  // A configured shop (issue 30 item 4): its webhooks stopped, its sweep fails, its count disagrees.
  'shop-webhooks-silent',
  'shop-sweep-failing',
  'shop-count-disagrees',
  // A return not received within its expected days (issue 32 item 2): the move of whoever it goes to.
  'return-overdue',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Whose move it is: the operator, a warehouse, a supplier or a shipping agent. */
export const ATTENTION_MOVES = ['admin', 'warehouse', 'supplier', 'agent'] as const;
export type AttentionMove = (typeof ATTENTION_MOVES)[number];

/** The fix a row offers; the browser maps each to the dialog or screen that resolves it. */
export const ATTENTION_FIXES = [
  'choose-warehouse',
  'decide-consolidation',
  'open-order',
  'send-now',
  'set-estimated-date',
  'set-agent',
  'open-pickup-order',
  'add-shipping-info',
  'retry-write-back',
  'resend-email',
  'open-channels',
] as const;
export type AttentionFix = (typeof ATTENTION_FIXES)[number];

/** A clock either counts waiting time (since) or time past (or to) a deadline. */
export type ClockKind = 'waiting' | 'deadline';

export const REASON_FIX: Record<AttentionReason, AttentionFix> = {
  problematic: 'choose-warehouse',
  'consolidation-undecided': 'decide-consolidation',
  late: 'open-order',
  'at-risk': 'open-order',
  'po-due': 'send-now',
  'supplier-silent': 'set-estimated-date',
  'ready-without-agent': 'set-agent',
  'pickup-uncollected': 'open-pickup-order',
  'shipped-without-tracking': 'add-shipping-info',
  'write-back-failed': 'retry-write-back',
  'email-failed': 'resend-email',
  'changed-after-sent': 'open-order',
  'shop-webhooks-silent': 'open-channels',
  'shop-sweep-failing': 'open-channels',
  'shop-count-disagrees': 'open-channels',
  'return-overdue': 'open-order',
};

export const reasonClock = (reason: AttentionReason): ClockKind =>
  reason === 'late' || reason === 'at-risk' ? 'deadline' : 'waiting';

/** The thresholds, kept in Settings: default and bounds of each. */
export const ATTENTION_THRESHOLDS = {
  consolidationHours: { default: 24, min: 1, max: 720, unit: 'hours' },
  atRiskHours: { default: 48, min: 1, max: 720, unit: 'hours' },
  supplierSilentDays: { default: 3, min: 1, max: 60, unit: 'days' },
  pickupUncollectedDays: { default: 2, min: 1, max: 60, unit: 'days' },
} as const;
export type AttentionThresholds = Record<keyof typeof ATTENTION_THRESHOLDS, number>;
export const THRESHOLD_NAMES = Object.keys(ATTENTION_THRESHOLDS) as (keyof AttentionThresholds)[];
export const DEFAULT_THRESHOLDS: AttentionThresholds = {
  consolidationHours: ATTENTION_THRESHOLDS.consolidationHours.default,
  atRiskHours: ATTENTION_THRESHOLDS.atRiskHours.default,
  supplierSilentDays: ATTENTION_THRESHOLDS.supplierSilentDays.default,
  pickupUncollectedDays: ATTENTION_THRESHOLDS.pickupUncollectedDays.default,
};

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The deadline day ends at midnight UTC after it (dates read as UTC, domain/dates.ts). */
export function deadlineEnd(deadlineDate: string): Date {
  const [y, m, d] = deadlineDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1));
}

/** A row's age in whole units, for the list: '3 h', '2 d', '2 d late', 'in 5 h'. */
export function formatAge(reason: AttentionReason, since: Date | string, now: Date): string {
  const ms = now.getTime() - new Date(since).getTime();
  const span = (abs: number) =>
    abs >= 2 * DAY
      ? `${Math.floor(abs / DAY)} d`
      : abs >= HOUR
        ? `${Math.floor(abs / HOUR)} h`
        : `${Math.max(0, Math.floor(abs / 60_000))} min`;
  if (reasonClock(reason) === 'deadline') return ms >= 0 ? `${span(ms)} late` : `in ${span(-ms)}`;
  return span(Math.max(0, ms));
}

/** Who a row waits on: the move, and the warehouse or supplier that owns it. */
export interface AttentionOwner {
  move: AttentionMove;
  warehouseId: string | null;
  supplierId: string | null;
}

/**
 * The rows of the queue a viewer sees: all (an Admin), none, or those that are its own warehouse's
 * or supplier's move. The one rule of both the queue's SQL (attentionService.ts `scopeOf`) and a
 * row read in TypeScript (isViewersMove, the digest's).
 */
export type AttentionScope =
  { kind: 'all' } | { kind: 'none' } | { kind: 'own'; move: 'warehouse' | 'supplier'; ownerId: string };

export function attentionScopeOf(viewer: Viewer): AttentionScope {
  const warehouseId = confinedWarehouseId(viewer);
  const supplierId = confinedSupplierId(viewer);
  if (warehouseId === undefined && supplierId === undefined) return { kind: 'all' };
  if (viewer.role === 'Warehouse' && warehouseId)
    return { kind: 'own', move: 'warehouse', ownerId: warehouseId };
  if (viewer.role === 'Supplier' && supplierId) return { kind: 'own', move: 'supplier', ownerId: supplierId };
  return { kind: 'none' };
}

/** Whether a row is in the viewer's queue: its scope (attentionScopeOf) asked of one row. */
export function isViewersMove(viewer: Viewer, row: AttentionOwner): boolean {
  const scope = attentionScopeOf(viewer);
  if (scope.kind !== 'own') return scope.kind === 'all';
  const owner = scope.move === 'warehouse' ? row.warehouseId : row.supplierId;
  return row.move === scope.move && owner === scope.ownerId;
}

/** Each reason in words: the Needs attention screen's texts and the digest's (English) e-mail. */
export const REASON_WORDS: Record<AttentionReason, string> = {
  problematic: 'Problematic order',
  'consolidation-undecided': 'Consolidation not decided',
  late: 'Deadline passed, not shipped',
  'at-risk': 'Deadline near, not Ready',
  'po-due': 'Purchase order due, not sent',
  'supplier-silent': 'Supplier gave no shipping date',
  'ready-without-agent': 'Ready without an active shipping agent',
  'pickup-uncollected': 'Pickup order not collected',
  'shipped-without-tracking': 'Shipped without tracking',
  'write-back-failed': 'Tracking not written to the shop',
  'email-failed': 'E-mail not delivered',
  'changed-after-sent': 'Changed in the shop after it was sent',
  'shop-webhooks-silent': "Shop's webhooks stopped arriving",
  'shop-sweep-failing': 'Shop sync failing',
  'shop-count-disagrees': "Shop's order count disagrees",
  'return-overdue': 'Return not received in time',
};

/** Who must act, in words. */
export const MOVE_WORDS: Record<AttentionMove, string> = {
  admin: 'Admin',
  warehouse: 'Warehouse',
  supplier: 'Supplier',
  agent: 'Shipping agent',
};
