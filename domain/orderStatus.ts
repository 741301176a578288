import { isLiveStatus } from './liveLine';
import { say, type Said } from './texts/answers';
/**
 * Statuses of orders and their lines (spec 000 section 4, DESIGN.md section 4): one home for
 * the values, their order, their badge colours and every rule about moving between them.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Preparation',
  'Ready',
  'Awaiting Pickup',
  'Shipped',
  'Refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Still to ship: neither Shipped nor Refund (late, at risk and open in the overview's chart). */
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'Shipped' | 'Refund'> =>
    status !== 'Shipped' && status !== 'Refund',
);
export const isOpenOrder = (status: OrderStatus): boolean =>
  (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Lines progress along this path; Refund stands aside (per line, irreversible). */
const PROGRESS: readonly OrderStatus[] = ['Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped'];

export const PO_STATUSES = ['Pending Payment', 'Paid', 'Cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];

/** List filter tags (spec 000 section 9). */
export const ORDER_TAGS = ['shipped', 'pending', 'preparation', 'ready'] as const;
export type OrderTag = (typeof ORDER_TAGS)[number];
export const tagStatus = (tag: OrderTag): OrderStatus => (tag[0].toUpperCase() + tag.slice(1)) as OrderStatus;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** An order's status: the least advanced of its lines that are not refunded; all refunded: Refund. */
export function orderStatusOf(lineStatuses: readonly OrderStatus[]): OrderStatus {
  const live = lineStatuses.filter(isLiveStatus);
  if (lineStatuses.length > 0 && live.length === 0) return 'Refund';
  if (live.length === 0) return 'Pending';
  return live.reduce((least, s) => (PROGRESS.indexOf(s) < PROGRESS.indexOf(least) ? s : least));
}

export type BadgeColour = 'warning' | 'info' | 'success' | 'error';
/** Badge colours: Pending warning; Preparation, Ready, Awaiting Pickup info; Shipped success; Refund danger. */
export function statusColour(status: OrderStatus | 'Problematic'): BadgeColour {
  if (status === 'Pending') return 'warning';
  if (status === 'Shipped') return 'success';
  if (status === 'Refund' || status === 'Problematic') return 'error';
  return 'info';
}

/**
 * The badge an order shows: 'Problematic' overrides its status while it needs a warehouse, but
 * not once every line is refunded (nothing is left to route: it shows as refunded).
 */
export const shownOrderStatus = (status: OrderStatus, problematic?: boolean): OrderStatus | 'Problematic' =>
  problematic && status !== 'Refund' ? 'Problematic' : status;

/**
 * A refused move, saying what it refuses: a sentence, or a catalogue answer with its key and
 * values (`say(key, values)`, domain/texts/answers.ts); the server answers it with 409.
 */
export class TransitionError extends Error {
  readonly name = 'TransitionError';
  declare readonly said: Said | { msg: string };
  constructor(text: string | Said) {
    super(typeof text === 'string' ? text : text.msg);
    // Not enumerable: a refusal equals another of the same message, as before it had a key.
    Object.defineProperty(this, 'said', { value: typeof text === 'string' ? { msg: text } : text });
  }
}

export interface OrderState {
  status: OrderStatus;
  problematic: boolean;
}

/** Master Dashboard "Change Status": only Pending or Preparation, only from those, never when problematic. */
export const MANUAL_STATUSES = ['Pending', 'Preparation'] as const satisfies readonly OrderStatus[];

export function canChangeStatusManually(order: OrderState): boolean {
  return !order.problematic && (MANUAL_STATUSES as readonly string[]).includes(order.status);
}

/** Every status change of a problematic order waits for its warehouse (Master Dashboard, Warehouse Orders, Consolidate). */
export const PROBLEMATIC_NEEDS_WAREHOUSE =
  'A problematic order needs a warehouse before its status can change';

export function assertManualStatusChange(order: OrderState, target: OrderStatus): void {
  if (order.problematic) throw new TransitionError(PROBLEMATIC_NEEDS_WAREHOUSE);
  if (!canChangeStatusManually(order))
    throw new TransitionError(say('orderNotByHand', { status: order.status }));
  if (!(MANUAL_STATUSES as readonly string[]).includes(target)) {
    throw new TransitionError('The status can only be changed to Pending or Preparation here');
  }
}

/** Refund is per line and irreversible. */
export const ALREADY_REFUNDED = 'This product is already refunded';
export function assertNotRefunded(lineStatus: OrderStatus): void {
  if (lineStatus === 'Refund') throw new TransitionError(ALREADY_REFUNDED);
}

/** Shipping info (tracking id, agent, URL) is written once, then read-only (spec 000 section 4). */
export const SHIPPING_INFO_ONCE = 'Shipping info has already been added to this order';
const hasShippingInfo = (order: { trackingId?: string | null }) => !!order.trackingId;

export function assertNoShippingInfo(order: { trackingId?: string | null }): void {
  if (hasShippingInfo(order)) throw new TransitionError(SHIPPING_INFO_ONCE);
}

/** Pickup orders: a line is Shipped or Refund; an assignment Awaiting Pickup or Shipped. */
export const PUO_LINE_STATUSES = ['Shipped', 'Refund'] as const satisfies readonly OrderStatus[];
export const PUO_ASSIGNMENT_STATUSES = [
  'Awaiting Pickup',
  'Shipped',
] as const satisfies readonly OrderStatus[];

/** Whether a product line may still be refunded: refund is irreversible, so only once. */
export const canRefund = (lineStatus: OrderStatus): boolean => lineStatus !== 'Refund';
