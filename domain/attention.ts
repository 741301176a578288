import { mayReachSupplier, mayReachWarehouse, type Viewer } from './access';
import { isOpenOrder, type OrderStatus } from './orderStatus';

/**
 * What needs attention (issue 18 item 2): each reason a pure rule over one record's state, the
 * thresholds passed in. A rule answers who must move next and its clock (the time the row's
 * age is counted from: since when it waits, or the deadline it passed or nears), or null when
 * nothing waits. The server's queue (server/services/attention/) selects the same conditions in
 * SQL, one select per reason, and its API tests hold the two together.
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

export interface AttentionContext {
  now: Date;
  thresholds: AttentionThresholds;
}

/** One reason found: who moves next and the clock its age is counted from. */
export interface Attention {
  reason: AttentionReason;
  move: AttentionMove;
  since: Date;
}

const found = (reason: AttentionReason, move: AttentionMove, since: Date): Attention => ({
  reason,
  move,
  since,
});
const after = (since: Date, ms: number, now: Date) => now.getTime() - since.getTime() >= ms;

/** An order's state as the order rules read it. */
export interface OrderAttentionState {
  status: OrderStatus;
  problematic: boolean;
  /**
   * The order's own date (when the customer ordered, order_created_at), not when its record was
   * made: an order imported days late has waited since it was placed.
   */
  orderedAt: Date;
  /** null: not decided yet. */
  consolidated: boolean | null;
  isHybrid: boolean;
  /** It has live lines bought from suppliers (consolidation is asked for those only). */
  hasBoughtLines: boolean;
  assignedWarehouseId: string | null;
  /** 'YYYY-MM-DD', the last day it may ship on. */
  deadlineDate: string | null;
}

/** Not moving any more: nothing about it waits. */
const closed = (status: OrderStatus) => !isOpenOrder(status);

/** The operator chooses a warehouse for a problematic order, waiting since it was placed. */
export function problematicOrder(order: OrderAttentionState): Attention | null {
  if (!order.problematic || closed(order.status)) return null;
  return found('problematic', 'admin', order.orderedAt);
}

/** Consolidate or not: the operator's, once it has waited the threshold's hours. */
export function consolidationUndecided(
  order: OrderAttentionState,
  { now, thresholds }: AttentionContext,
): Attention | null {
  if (order.consolidated !== null || order.problematic || !order.hasBoughtLines || closed(order.status))
    return null;
  if (!after(order.orderedAt, thresholds.consolidationHours * HOUR, now)) return null;
  return found('consolidation-undecided', 'admin', order.orderedAt);
}

/** The deadline day ends at midnight UTC after it (dates read as UTC, domain/dates.ts). */
export function deadlineEnd(deadlineDate: string): Date {
  const [y, m, d] = deadlineDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1));
}

/**
 * Who ships an order by its deadline: the warehouse it is assigned to, unless its suppliers
 * ship it (unconsolidated, not Hybrid: their lines have their own rows); else the operator.
 */
export function deadlineMove(
  order: Pick<OrderAttentionState, 'assignedWarehouseId' | 'consolidated' | 'isHybrid'>,
): AttentionMove {
  const dropshipped = order.consolidated === false && !order.isHybrid;
  return order.assignedWarehouseId && !dropshipped ? 'warehouse' : 'admin';
}

/** Its deadline is over and it is not shipped: late, counted from the deadline's end. */
export function lateOrder(order: OrderAttentionState, { now }: AttentionContext): Attention | null {
  if (!order.deadlineDate || closed(order.status)) return null;
  const end = deadlineEnd(order.deadlineDate);
  if (now < end) return null;
  return found('late', deadlineMove(order), end);
}

/** The deadline ends within the threshold's hours and the order is not Ready yet. */
export function atRiskOrder(
  order: OrderAttentionState,
  { now, thresholds }: AttentionContext,
): Attention | null {
  if (!order.deadlineDate || (order.status !== 'Pending' && order.status !== 'Preparation')) return null;
  const end = deadlineEnd(order.deadlineDate);
  const left = end.getTime() - now.getTime();
  if (left <= 0 || left > thresholds.atRiskHours * HOUR) return null;
  return found('at-risk', deadlineMove(order), end);
}

/** A purchase order or pickup order: e-mailed at its schedule time, then sent. */
export interface ScheduledOrderState {
  notificationStatus: 'to_be_sent' | 'sent';
  scheduleTime: Date;
  sentAt: Date | null;
}

/** Its schedule time has come and it is still not sent (the due-order job did not send it). */
export function purchaseOrderDue(po: ScheduledOrderState, { now }: AttentionContext): Attention | null {
  if (po.notificationStatus !== 'to_be_sent' || now < po.scheduleTime) return null;
  return found('po-due', 'admin', po.scheduleTime);
}

/** A supplier's line of a sent PO, not yet shipped, still without an estimated shipping date. */
export interface SupplierLineState {
  status: OrderStatus;
  estimatedShippingDate: string | null;
  poSentAt: Date | null;
}

export function supplierSilent(
  line: SupplierLineState,
  { now, thresholds }: AttentionContext,
): Attention | null {
  if (!line.poSentAt || line.estimatedShippingDate) return null;
  if (line.status !== 'Pending' && line.status !== 'Preparation') return null;
  if (!after(line.poSentAt, thresholds.supplierSilentDays * DAY, now)) return null;
  return found('supplier-silent', 'supplier', line.poSentAt);
}

/**
 * A Ready order (its warehouse's) or supplier line (its supplier's) whose shipping agent is
 * gone or deactivated: nobody will collect it until another is set. Waits since it changed.
 */
export function readyWithoutAgent(
  item: { status: OrderStatus; agentActive: boolean; updatedAt: Date },
  move: 'warehouse' | 'supplier',
): Attention | null {
  if (item.status !== 'Ready' || item.agentActive) return null;
  return found('ready-without-agent', move, item.updatedAt);
}

/** A sent pickup order with goods still awaiting pickup after the threshold's days. */
export function pickupUncollected(
  puo: ScheduledOrderState & { awaitingPickup: boolean },
  { now, thresholds }: AttentionContext,
): Attention | null {
  if (puo.notificationStatus !== 'sent' || !puo.sentAt || !puo.awaitingPickup) return null;
  if (!after(puo.sentAt, thresholds.pickupUncollectedDays * DAY, now)) return null;
  return found('pickup-uncollected', 'agent', puo.sentAt);
}

/** A delivery to a customer marked Shipped without its tracking: the agent's to give. */
export function shippedWithoutTracking(delivery: {
  status: string;
  sentTo: 'Warehouse' | 'Customer';
  trackingId: string | null;
  updatedAt: Date;
}): Attention | null {
  if (delivery.status !== 'Shipped' || delivery.sentTo !== 'Customer' || delivery.trackingId) return null;
  return found('shipped-without-tracking', 'agent', delivery.updatedAt);
}

/**
 * Tracking the shop has not taken: it gave up (refused), or an attempt failed and it is still
 * retrying (unreachable). Waits since the tracking was added.
 */
export function writeBackFailed(fulfilment: {
  status: 'pending' | 'sent' | 'not-sent' | 'failed';
  lastError: string | null;
  createdAt: Date;
}): Attention | null {
  const failing =
    fulfilment.status === 'failed' || (fulfilment.status === 'pending' && !!fulfilment.lastError);
  return failing ? found('write-back-failed', 'admin', fulfilment.createdAt) : null;
}

/** An e-mail the outbox gave up on, since it was written. */
export function emailFailed(mail: {
  status: 'pending' | 'sent' | 'failed';
  createdAt: Date;
}): Attention | null {
  return mail.status === 'failed' ? found('email-failed', 'admin', mail.createdAt) : null;
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

/** A viewer sees the rows that are its move: all (Admin), its warehouse's, or its supplier's. */
export function isViewersMove(viewer: Viewer, row: AttentionOwner): boolean {
  if (viewer.role === 'Admin') return true;
  if (viewer.role === 'Warehouse')
    return row.move === 'warehouse' && mayReachWarehouse(viewer, row.warehouseId);
  return row.move === 'supplier' && mayReachSupplier(viewer, row.supplierId);
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
};

/** Who must act, in words. */
export const MOVE_WORDS: Record<AttentionMove, string> = {
  admin: 'Admin',
  warehouse: 'Warehouse',
  supplier: 'Supplier',
  agent: 'Shipping agent',
};
