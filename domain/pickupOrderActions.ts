import { isLive } from './liveLine';
import { isOrderStatus, PUO_ASSIGNMENT_STATUSES, PUO_LINE_STATUSES, type OrderStatus } from './orderStatus';
import { parcelOf, UNMEASURED, type Measured } from './parcel';
import { mayMarkShipped } from './pickupOrders';
import type { NotificationStatus, SentTo } from './values';

/**
 * What the pickup-order screens offer when (spec 000 sections 2, 4 and 5; DESIGN.md section 4
 * step 8). The server repeats each check (domain/pickupOrders.ts) and has the last word.
 */

export interface PuoState {
  notification_status: NotificationStatus;
}

export interface PuoAssignmentState {
  sent_to: SentTo;
  status: string;
  trackingId?: string | null;
}

export interface PuoLineState {
  status: string;
}

/** Scheduled (to be sent) PUOs can be sent, moved and given more products; sent ones cannot. */
export const isToBeSent = (puo: PuoState): boolean => puo.notification_status === 'to_be_sent';
export const canSendPickupOrder = isToBeSent;
export const canUpdatePickupSchedule = isToBeSent;
export const canAddProductToPickupOrder = isToBeSent;

/** Shipping info is added once, on a sent PUO, then read-only (spec 000 section 4). */
export const hasPuoShippingInfo = (assignment: Pick<PuoAssignmentState, 'trackingId'>): boolean =>
  !!assignment.trackingId;

export const canAddPuoShippingInfo = (puo: PuoState, assignment: PuoAssignmentState): boolean =>
  !isToBeSent(puo) && !hasPuoShippingInfo(assignment);

/**
 * A line's status as the lists show it: a known status as it is; an unmatched one reads Pending
 * for warehouse-bound lines and Shipped for customer-bound ones (spec 000 section 4).
 */
export function shownPuoLineStatus(status: string, sentTo: SentTo): OrderStatus {
  if (isOrderStatus(status)) return status;
  return sentTo === 'Warehouse' ? 'Pending' : 'Shipped';
}

/** The record's side of mayMarkShipped (domain/pickupOrders.ts), the server's rule. */
const mayShip = (assignment: PuoAssignmentState): boolean =>
  mayMarkShipped({ sentTo: assignment.sent_to, trackingId: assignment.trackingId ?? null });

/**
 * A choice of a PUO Change Status dialog. A disabled one is shown but cannot be chosen yet:
 * Shipped to a customer before its Shipping Info is added (the spec lists both choices).
 */
export interface PuoStatusOption {
  status: OrderStatus;
  disabled: boolean;
}

const optionsFor = (statuses: readonly OrderStatus[], assignment: PuoAssignmentState): PuoStatusOption[] =>
  statuses.map((status) => ({ status, disabled: status === 'Shipped' && !mayShip(assignment) }));

/** Whether a dialog's Shipped waits for the assignment's Shipping Info (the dialog says so). */
export const shippedNeedsShippingInfo = (options: readonly PuoStatusOption[]): boolean =>
  options.some((option) => option.status === 'Shipped' && option.disabled);

/**
 * Assignment-level Change Status: Awaiting Pickup or Shipped, on a sent PUO, until the assignment
 * is Shipped (a delivery has effects, stock or the shop, so it is not undone).
 */
export function puoAssignmentStatusOptions(puo: PuoState, assignment: PuoAssignmentState): PuoStatusOption[] {
  if (isToBeSent(puo) || assignment.status === 'Shipped') return [];
  return optionsFor(PUO_ASSIGNMENT_STATUSES, assignment);
}

/**
 * Product-level Change Status: Refund or Shipped, once, on a sent PUO. A refunded line stays
 * Refund and a Shipped one has been delivered, so neither is offered anything.
 */
export function puoLineStatusOptions(
  puo: PuoState,
  assignment: PuoAssignmentState,
  line: PuoLineState,
): PuoStatusOption[] {
  if (isToBeSent(puo) || line.status === 'Refund' || line.status === 'Shipped') return [];
  return optionsFor(PUO_LINE_STATUSES, assignment);
}

export interface TicketLine {
  status: string;
  total_quantity: number;
  product_id: (Measured & { internal_sku: string }) | null;
}

/**
 * The PUO variant of the Shipping Ticket (spec 000 "Shipping Ticket", section 9): the sender is
 * the pickup address; a warehouse target ships 'Standard', a customer target as its order says
 * (null: the ticket's default); refunded lines are not in the parcel.
 */
export function puoTicketContent(assignment: {
  sent_to: SentTo;
  order_id: { shipping_type: string | null } | null;
  products: readonly TicketLine[];
}): { shippingType: string | null; skus: string[]; weight: number } {
  const live = assignment.products.filter(isLive);
  return {
    shippingType:
      assignment.sent_to === 'Warehouse' ? 'Standard' : (assignment.order_id?.shipping_type ?? null),
    skus: live.map((line) => line.product_id?.internal_sku ?? '').filter(Boolean),
    weight: parcelOf(
      live.map((line) => ({
        quantity: line.total_quantity,
        product: line.product_id ?? UNMEASURED,
      })),
    ).weight,
  };
}

/**
 * "Order info" of an assignment: the summed weight and dimensions (spec 000, /puo-to-be-sent) of
 * its lines not refunded, as the ticket counts them.
 */
export function puoOrderInfo(lines: readonly TicketLine[]): {
  weight: number;
  length: number;
  width: number;
  height: number;
} {
  const products = lines.filter(isLive);
  let length = 0;
  let width = 0;
  let height = 0;
  for (const { product_id: p } of products) {
    length += p?.length ?? 0;
    width += p?.width ?? 0;
    height += p?.height ?? 0;
  }
  const tidy = (v: number) => Math.round(v * 1e6) / 1e6;
  const { weight } = parcelOf(
    products.map((line) => ({
      quantity: line.total_quantity,
      product: line.product_id ?? UNMEASURED,
    })),
  );
  return { weight, length: tidy(length), width: tidy(width), height: tidy(height) };
}
