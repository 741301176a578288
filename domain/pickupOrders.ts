import { isLive, isLiveStatus } from './liveLine';
import {
  ALREADY_REFUNDED,
  PUO_ASSIGNMENT_STATUSES,
  PUO_LINE_STATUSES,
  TransitionError,
  type OrderStatus,
} from './orderStatus';
import type { ManualCustomer } from './purchaseOrders';
import { changeRule, formatOrderNumber, TO_BE_SENT_CHANGES, type ToBeSentChange } from './scheduledOrders';
import type { NotificationStatus, PickupFrom, SentTo } from './values';
import { ANSWERS } from './texts/catalogue';

/**
 * Pickup orders (DESIGN.md section 4 steps 6 to 9; spec 000 sections 3 to 5): where a shipping
 * agent collects goods and where it delivers them, how lines are gathered into a PUO and its
 * assignments, and what may change while a PUO is to be sent and once it is sent. The schedule
 * rule is the purchase orders' one (domain/purchaseSchedule.ts).
 */

/** 'PUO-001000' (domain/scheduledOrders.ts). */
export const formatPuoNumber = (n: number) => formatOrderNumber('PUO', n);

export interface PickupPlace {
  pickupFrom: PickupFrom;
  /** The supplier's id when picked up at a supplier, the warehouse's id at a warehouse. */
  placeId: string;
}

export interface PuoDestination {
  /** null: a product added by hand (order number 'Manual'). */
  orderId: string | null;
  sentTo: SentTo;
  warehouseId: string | null;
  customer: ManualCustomer | null;
}

export interface PickupRoute {
  pickup: PickupPlace;
  destination: PuoDestination;
}

/**
 * A supplier's line that turned Ready: picked up at the supplier, delivered where its PO
 * assignment sends it: the warehouse (consolidated, or a manual warehouse line) or the
 * customer (dropshipped, or a manual customer line).
 */
export function routeOfSupplierLine(line: {
  supplierId: string;
  orderId: string | null;
  sentTo: SentTo;
  warehouseId: string | null;
  customer: ManualCustomer | null;
}): PickupRoute {
  if (line.sentTo === 'Warehouse' && !line.warehouseId)
    throw new TransitionError('A warehouse-bound line needs its warehouse');
  if (line.sentTo === 'Customer' && !line.orderId && !line.customer)
    throw new TransitionError('A customer-bound line needs its order or a typed-in customer');
  return {
    pickup: { pickupFrom: 'Supplier', placeId: line.supplierId },
    destination: {
      orderId: line.orderId,
      sentTo: line.sentTo,
      warehouseId: line.sentTo === 'Warehouse' ? line.warehouseId : null,
      customer: line.sentTo === 'Customer' && !line.orderId ? line.customer : null,
    },
  };
}

/** A warehouse order turning Ready: picked up at the warehouse, delivered to the customer. */
export function routeOfWarehouseOrder(order: { orderId: string; warehouseId: string }): PickupRoute {
  return {
    pickup: { pickupFrom: 'Warehouse', placeId: order.warehouseId },
    destination: { orderId: order.orderId, sentTo: 'Customer', warehouseId: null, customer: null },
  };
}

/** One PUO per agent and pickup place while it is to be sent: its key. */
const pickupOrderKey = (agentId: string, place: PickupPlace) =>
  `${agentId}|${place.pickupFrom}|${place.placeId}`;

const customerKey = (c: ManualCustomer | null) =>
  c
    ? [c.firstName, c.lastName, c.address1, c.city, c.province, c.zip, c.country]
        .map((v) =>
          String(v ?? '')
            .trim()
            .toLowerCase(),
        )
        .join('|')
    : '';

/**
 * One assignment per order and destination inside a PUO; products added by hand join one
 * assignment per warehouse, or per typed-in customer.
 */
export const assignmentKey = (d: PuoDestination) =>
  `${d.orderId ?? 'manual'}|${d.sentTo}|${d.warehouseId ?? ''}|${d.orderId ? '' : customerKey(d.customer)}`;

export interface PuoLinePlan<T> {
  route: PickupRoute;
  line: T;
}

/** Lines gathered per agent and pickup place (one PUO each), then per assignment. */
export function groupPickupLines<T>(
  agentId: string,
  lines: readonly PuoLinePlan<T>[],
): Map<string, { pickup: PickupPlace; assignments: { destination: PuoDestination; lines: T[] }[] }> {
  const puos = new Map<
    string,
    { pickup: PickupPlace; assignments: Map<string, { destination: PuoDestination; lines: T[] }> }
  >();
  for (const { route, line } of lines) {
    const key = pickupOrderKey(agentId, route.pickup);
    const puo = puos.get(key) ?? { pickup: route.pickup, assignments: new Map() };
    const aKey = assignmentKey(route.destination);
    const assignment = puo.assignments.get(aKey) ?? { destination: route.destination, lines: [] };
    assignment.lines.push(line);
    puo.assignments.set(aKey, assignment);
    puos.set(key, puo);
  }
  return new Map(
    [...puos].map(([k, p]) => [k, { pickup: p.pickup, assignments: [...p.assignments.values()] }]),
  );
}

/**
 * What may change on a PUO and its assignments in which state, with the refusal's words: the one
 * rule the server applies (the services' locks call assertPuoChange, then the assignment's or
 * line's assert below) and the pickup-order screens ask (canChangePuo and the Change Status
 * choices below), as purchase orders share canChangePo.
 */
export type PuoChange = ToBeSentChange | 'assignment-status' | 'product-status' | 'shipping-info';

const puoRule = changeRule<PuoChange>('pickup order', TO_BE_SENT_CHANGES);
export const canChangePuo = puoRule.can;
export const assertPuoChange = puoRule.assert;
export const PUO_ALREADY_SENT = puoRule.alreadySent;

/**
 * A pickup order not yet sent whose shipping agent was deactivated or deleted meanwhile is held:
 * neither the schedule nor Send now e-mails an agent that collects nothing more. Its items wait
 * for another agent (Ready items take one from Needs attention), which moves them to that
 * agent's pickup order.
 */
export const PUO_AGENT_INACTIVE = ANSWERS.pickupOrderAgentInactive.en;

/** A line of a PUO: Ready while to be sent, Awaiting Pickup once sent, then Shipped or Refund. */
export const PUO_LINE_TO_BE_SENT: OrderStatus = 'Ready';
export const PUO_LINE_SENT: OrderStatus = 'Awaiting Pickup';

export type PuoAssignmentStatus = (typeof PUO_ASSIGNMENT_STATUSES)[number];

export interface AssignmentState {
  sentTo: SentTo;
  status: PuoAssignmentStatus;
  trackingId: string | null;
}

/** An assignment as the rule reads it: the screens' records hold its status as text. */
type AssignmentFacts = Omit<AssignmentState, 'status'> & { status: string };

/**
 * Shipped means delivered: at a warehouse, the agent's delivery is the arrival; at a customer,
 * the goods are on their way only once the tracking id is known (Shipped needs tracking).
 */
export const mayMarkShipped = (a: { sentTo: SentTo; trackingId: string | null }): boolean =>
  a.sentTo === 'Warehouse' || !!a.trackingId;

/** The one refusal that waits for the user: the screens show that choice disabled, with a word on why. */
export const NEEDS_TRACKING = 'Add the shipping info before marking a delivery to the customer Shipped';

const refuse = (refusal: string | null): void => {
  if (refusal) throw new TransitionError(refusal);
};

/**
 * Assignment level Change Status: Awaiting Pickup or Shipped. Shipped is a delivery (its
 * effects cannot be undone), so a Shipped assignment changes no more; a customer delivery
 * needs its tracking first (Shipped needs tracking). The refusal's words, or null.
 */
export function assignmentStatusRefusal(a: AssignmentFacts, target: string): string | null {
  if (target !== 'Awaiting Pickup' && target !== 'Shipped')
    return 'The status can only be Awaiting Pickup or Shipped here';
  if (a.status === 'Shipped') return 'This assignment has already been shipped';
  if (target === 'Shipped' && !mayMarkShipped(a)) return NEEDS_TRACKING;
  return null;
}

export const assertAssignmentStatus = (a: AssignmentFacts, target: string): void =>
  refuse(assignmentStatusRefusal(a, target));

/**
 * Product level Change Status: Refund or Shipped, once, from Awaiting Pickup. A refunded line
 * stays Refund; a Shipped line has been delivered. The refusal's words, or null.
 */
export function productStatusRefusal(
  line: { status: string },
  a: AssignmentFacts,
  target: string,
): string | null {
  if (target !== 'Refund' && target !== 'Shipped') return 'The status can only be Refund or Shipped here';
  if (line.status === 'Refund') return ALREADY_REFUNDED;
  if (line.status === 'Shipped') return 'This product has already been shipped';
  if (target === 'Shipped' && !mayMarkShipped(a)) return NEEDS_TRACKING;
  return null;
}

export const assertProductStatus = (line: { status: string }, a: AssignmentFacts, target: string): void =>
  refuse(productStatusRefusal(line, a, target));

/** Shipping info on an assignment: once, then read-only. The refusal's words, or null. */
export const shippingInfoRefusal = (a: { trackingId: string | null }): string | null =>
  a.trackingId ? 'Shipping info has already been added to this assignment' : null;

export const assertPuoShippingInfo = (a: { trackingId: string | null }): void =>
  refuse(shippingInfoRefusal(a));

/**
 * A choice of a Change Status dialog: each status the spec lists that the rule does not refuse
 * for good; disabled while it waits for the shipping info (NEEDS_TRACKING).
 */
export interface PuoStatusChoice {
  status: OrderStatus;
  disabled: boolean;
}

/** The choices `refusalOf` leaves; none when the PUO's state refuses the change or nothing can be chosen now. */
function choices(
  puoStatus: NotificationStatus,
  change: PuoChange,
  statuses: readonly OrderStatus[],
  refusalOf: (target: OrderStatus) => string | null,
): PuoStatusChoice[] {
  if (!canChangePuo(puoStatus, change)) return [];
  const offered = statuses
    .map((status) => ({ status, refusal: refusalOf(status) }))
    .filter(({ refusal }) => refusal === null || refusal === NEEDS_TRACKING)
    .map(({ status, refusal }) => ({ status, disabled: refusal !== null }));
  return offered.some((choice) => !choice.disabled) ? offered : [];
}

/** Assignment level Change Status, as the server's rule allows it on this PUO and assignment. */
export const assignmentStatusChoices = (puoStatus: NotificationStatus, a: AssignmentFacts) =>
  choices(puoStatus, 'assignment-status', PUO_ASSIGNMENT_STATUSES, (target) =>
    assignmentStatusRefusal(a, target),
  );

/** Product level Change Status, as the server's rule allows it on this PUO, assignment and line. */
export const productStatusChoices = (
  puoStatus: NotificationStatus,
  a: AssignmentFacts,
  line: { status: string },
) =>
  choices(puoStatus, 'product-status', PUO_LINE_STATUSES, (target) => productStatusRefusal(line, a, target));

/** Tracking on a delivery to the customer means it left: Shipped. A warehouse delivery keeps its status. */
export const assignmentStatusAfterTracking = (a: AssignmentState): PuoAssignmentStatus =>
  a.sentTo === 'Customer' ? 'Shipped' : a.status;

/** The assignment's status follows its lines: Shipped once every line is Shipped or Refund (not all Refund). */
export function assignmentStatusOf(
  current: PuoAssignmentStatus,
  lineStatuses: readonly OrderStatus[],
): PuoAssignmentStatus {
  const live = lineStatuses.filter(isLiveStatus);
  return live.length > 0 && live.every((s) => s === 'Shipped') ? 'Shipped' : current;
}

/** A PUO line as its delivery sees it. */
export interface DeliveredLine {
  id: string;
  status: OrderStatus;
  orderLineId: string | null;
  productId: string;
  quantity: number;
}

export type DeliveryEffect =
  /** A consolidated order's bought line reached the warehouse: it counts as arrived. */
  | { kind: 'arrived'; lineId: string; orderLineId: string }
  /** A manual warehouse line is restocking: its units join that warehouse's stock. */
  | { kind: 'stock-add'; lineId: string; productId: string; units: number; warehouseId: string }
  /** A delivery to the customer: the order line is Shipped (and written to the shop). */
  | { kind: 'order-line-shipped'; lineId: string; orderLineId: string }
  /** A product added by hand for a typed-in customer: nothing else to follow. */
  | { kind: 'manual-customer'; lineId: string };

/**
 * What delivering these lines means (DESIGN.md section 4 steps 7 and 8). Only lines that
 * become Shipped now count: a refunded line stays Refund, a shipped one was delivered before.
 */
export function deliveryEffects(
  a: { sentTo: SentTo; warehouseId: string | null },
  lines: readonly DeliveredLine[],
): DeliveryEffect[] {
  return lines
    .filter((l) => isLive(l) && l.status !== 'Shipped')
    .map((l): DeliveryEffect => {
      if (a.sentTo === 'Warehouse') {
        if (l.orderLineId) return { kind: 'arrived', lineId: l.id, orderLineId: l.orderLineId };
        if (!a.warehouseId) throw new TransitionError('A warehouse delivery needs its warehouse');
        return {
          kind: 'stock-add',
          lineId: l.id,
          productId: l.productId,
          units: l.quantity,
          warehouseId: a.warehouseId,
        };
      }
      return l.orderLineId
        ? { kind: 'order-line-shipped', lineId: l.id, orderLineId: l.orderLineId }
        : { kind: 'manual-customer', lineId: l.id };
    });
}

/** The reason written on the stock movement of a manual warehouse line's arrival. */
export const arrivalReason = (pickupOrderNumber: string) => `Arrived with ${pickupOrderNumber}`;
