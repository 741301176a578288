import { isLive, isLiveStatus } from './liveLine';
import {
  assertNotRefunded,
  TransitionError,
  type OrderStatus,
  type PUO_ASSIGNMENT_STATUSES,
} from './orderStatus';
import type { ManualCustomer } from './purchaseOrders';
import { changeRule, formatOrderNumber, TO_BE_SENT_CHANGES, type ToBeSentChange } from './scheduledOrders';
import type { PickupFrom, SentTo } from './values';

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

/** What an Admin may do to a PUO, and when. */
export type PuoChange = ToBeSentChange | 'assignment-status' | 'product-status' | 'shipping-info';

const puoRule = changeRule<PuoChange>('pickup order', TO_BE_SENT_CHANGES);
export const canChangePuo = puoRule.can;
export const assertPuoChange = puoRule.assert;
export const PUO_ALREADY_SENT = puoRule.alreadySent;

/** A line of a PUO: Ready while to be sent, Awaiting Pickup once sent, then Shipped or Refund. */
export const PUO_LINE_TO_BE_SENT: OrderStatus = 'Ready';
export const PUO_LINE_SENT: OrderStatus = 'Awaiting Pickup';

export type PuoAssignmentStatus = (typeof PUO_ASSIGNMENT_STATUSES)[number];

export interface AssignmentState {
  sentTo: SentTo;
  status: PuoAssignmentStatus;
  trackingId: string | null;
}

/**
 * Shipped means delivered: at a warehouse, the agent's delivery is the arrival; at a customer,
 * the goods are on their way only once the tracking id is known (Shipped needs tracking). The
 * server's checks below and the screens' choices (domain/pickupOrderActions.ts) both ask this.
 */
export const mayMarkShipped = (a: { sentTo: SentTo; trackingId: string | null }): boolean =>
  a.sentTo === 'Warehouse' || !!a.trackingId;

const NEEDS_TRACKING = 'Add the shipping info before marking a delivery to the customer Shipped';

/**
 * Assignment level Change Status: Awaiting Pickup or Shipped. Shipped is a delivery (its
 * effects cannot be undone), so a Shipped assignment changes no more; a customer delivery
 * needs its tracking first (Shipped needs tracking).
 */
export function assertAssignmentStatus(a: AssignmentState, target: OrderStatus): void {
  if (target !== 'Awaiting Pickup' && target !== 'Shipped')
    throw new TransitionError('The status can only be Awaiting Pickup or Shipped here');
  if (a.status === 'Shipped') throw new TransitionError('This assignment has already been shipped');
  if (target === 'Shipped' && !mayMarkShipped(a)) throw new TransitionError(NEEDS_TRACKING);
}

/**
 * Product level Change Status: Refund or Shipped, once, from Awaiting Pickup. A refunded line
 * stays Refund; a Shipped line has been delivered.
 */
export function assertProductStatus(
  line: { status: OrderStatus },
  a: AssignmentState,
  target: OrderStatus,
): void {
  if (target !== 'Refund' && target !== 'Shipped')
    throw new TransitionError('The status can only be Refund or Shipped here');
  assertNotRefunded(line.status);
  if (line.status === 'Shipped') throw new TransitionError('This product has already been shipped');
  if (target === 'Shipped' && !mayMarkShipped(a)) throw new TransitionError(NEEDS_TRACKING);
}

/** Shipping info on an assignment: once, then read-only. */
export function assertPuoShippingInfo(a: { trackingId: string | null }): void {
  if (a.trackingId) throw new TransitionError('Shipping info has already been added to this assignment');
}

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
