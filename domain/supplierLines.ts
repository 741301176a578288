import type { Viewer } from './access';
import { say } from './texts/answers';
import { reachesOwned } from './owners';
import { isOrderStatus, TransitionError, type OrderStatus } from './orderStatus';
import {
  assertAgentChangeOf,
  assertPreparationStatus,
  canChangePreparationStatus,
  mayChangeAgent,
  preparationOptions,
  type AgentState,
} from './readiness';
import type { NotificationStatus, SentTo } from './purchaseOrders';
import { ALREADY_TRACKED } from './batch';

/**
 * A supplier's work on its lines of sent POs (DESIGN.md section 4 step 6; spec 000 sections 4
 * and 5): shipping agent, estimated shipping date, status, and shipping info once.
 */
export const SUPPLIER_LINE_STATUSES = ['Pending', 'Preparation', 'Ready'] as const;
export type SupplierLineStatus = (typeof SUPPLIER_LINE_STATUSES)[number];

/** The supplier view's filter: Shipped, Pending, Ready (Preparation too, as every order list). */
export const SUPPLIER_LINE_TAGS = ['shipped', 'pending', 'preparation', 'ready'] as const;

/** The tags the supplier view's Filter offers: Shipped, Pending, Ready (spec 000 section 2). */
export const SUPPLIER_VIEW_TAGS = [
  'shipped',
  'pending',
  'ready',
] as const satisfies readonly (typeof SUPPLIER_LINE_TAGS)[number][];

/** A line's status as the supplier view shows it: an unknown one reads Pending (spec 000 section 4). */
export function supplierLineStatusOf(status: string | null | undefined): OrderStatus {
  return isOrderStatus(status) ? status : 'Pending';
}

export const READY_CONFIRMATION = 'Are you sure? This action is irreversible.';

/** The supplier view lists the lines of POs in this state (its list query reads it too). */
export const SUPPLIER_VIEW_PO_STATUS = 'sent' satisfies NotificationStatus;

/** The supplier view shows a line of a sent PO: its own to a supplier, every supplier's to an Admin. */
export function maySeeSupplierLine(
  line: { supplierId: string; notificationStatus: NotificationStatus },
  viewer: Viewer,
): boolean {
  return (
    line.notificationStatus === SUPPLIER_VIEW_PO_STATUS && reachesOwned(viewer, { supplier: line.supplierId })
  );
}

/** What the Change Status modal offers: Ready only from Pending or Preparation with an active agent. */
export function supplierStatusOptions(current: OrderStatus | undefined, agent: AgentState): OrderStatus[] {
  return preparationOptions(current, agent);
}

export const canChangeSupplierStatus = canChangePreparationStatus;

/** Throws a TransitionError (409) unless the change is allowed; Ready is irreversible. */
export function assertSupplierStatus(current: OrderStatus, target: OrderStatus, agent: AgentState): void {
  assertPreparationStatus(current, target, agent);
}

/**
 * The agent can change until the line is Ready (then it has joined that agent's pickup), and
 * while Ready when that agent went inactive (domain/readiness.ts mayChangeAgent).
 */
export const canChangeShippingAgent = (current: OrderStatus, agent: AgentState): boolean =>
  mayChangeAgent(current, agent);

export function assertAgentChange(current: OrderStatus, agent: AgentState): void {
  assertAgentChangeOf(current, agent, 'line');
}

/** The estimated shipping date can change until the line is shipped or refunded. */
export const canChangeEstimatedDate = (current: OrderStatus): boolean =>
  current !== 'Shipped' && current !== 'Refund';

export function assertEstimatedDateChange(current: OrderStatus): void {
  if (!canChangeEstimatedDate(current)) throw new TransitionError(say('lineDateFinal', { status: current }));
}

/** Add Shipping Info is offered while the line has none and is not refunded. */
export const canAddShippingInfo = (line: { status: OrderStatus; trackingId: string | null }): boolean =>
  !line.trackingId && line.status !== 'Refund';

/** Shipping info is written once, then read-only; a refunded line takes none. */
export function assertShippingInfo(line: { status: OrderStatus; trackingId: string | null }): void {
  if (line.trackingId) throw new TransitionError('Shipping info has already been added to this product');
  if (line.status === 'Refund') throw new TransitionError('A refunded product takes no shipping info');
}

/**
 * One tracking fits the parcel (the selected rows' Add Shipping Info): a line with its own is
 * left as it is, any other takes it under the single call's rule (assertShippingInfo).
 */
export function assertParcelTracking(line: {
  status: OrderStatus;
  trackingId: string | null;
}): { unchanged: string } | undefined {
  if (line.trackingId) return { unchanged: ALREADY_TRACKED };
  assertShippingInfo(line);
  return undefined;
}

/** Tracking on a customer-bound line means it is on its way: Shipped. A warehouse line keeps its status. */
export function statusAfterTracking(current: OrderStatus, sentTo: SentTo): OrderStatus {
  return sentTo === 'Customer' ? 'Shipped' : current;
}

export const ESTIMATED_DATE_FORMAT = 'The estimated shipping date must read YYYY-MM-DD';

/** 'YYYY-MM-DD' from a date or a date-time (only the date part is kept, spec 000 section 5). */
export function estimatedDateOf(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
