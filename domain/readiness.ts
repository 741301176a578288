import { isLive } from './liveLine';
import { say } from './texts/answers';
import { isActive, type Activatable } from './activation';
import { shipsFromWarehouse, type ShippedByWarehouse } from './orderLines';
import {
  orderStatusOf,
  PROBLEMATIC_NEEDS_WAREHOUSE,
  SHIPPING_INFO_ONCE,
  TransitionError,
  type OrderState,
  type OrderStatus,
} from './orderStatus';

/**
 * The one readiness rule (issue 10 item 6; DESIGN.md section 4 steps 6 and 7; spec 000
 * section 4): Ready needs an active shipping agent and every line at the place it ships from;
 * Shipped needs tracking; a dropshipped order's status follows its lines (its suppliers set
 * them). Warehouse Orders, the Consolidate screen and the supplier portal all ask here.
 */

export interface AgentState {
  /** An agent is chosen (its name is known). */
  agentName?: string | null;
  /** The chosen agent still exists and is activated (its id is known). */
  agentActive: boolean;
}

export const AGENT_MISSING = 'Shipping Agent is missing. Please select a Shipping Agent first.';
export const AGENT_INACTIVE =
  'Shipping Agent is either disabled or deleted by admin. Please select another one.';

/** The chosen agent (a row or a record, or none) as the readiness rules read it. */
export function agentStateOf(agent: ({ name: string } & Activatable) | null | undefined): AgentState {
  return { agentName: agent?.name ?? null, agentActive: isActive(agent) };
}

/** The two warnings of spec 000 section 4, or null when an active agent is set. */
export function agentWarning({ agentName, agentActive }: AgentState): string | null {
  if (agentActive) return null;
  return agentName ? AGENT_INACTIVE : AGENT_MISSING;
}

/** Goods join a pickup order only with an active agent: else the spec's warning (409). */
export function assertActiveAgent(agent: AgentState): void {
  const warning = agentWarning(agent);
  if (warning) throw new TransitionError(warning);
}

/**
 * Whether choosing this status asks "Are you sure? This action is irreversible." first, once for
 * a row or for a whole batch: Ready joins a pickup order and cannot be undone.
 */
export const confirmsStatusChange = (target: OrderStatus): boolean => target === 'Ready';

/** Ready is irreversible (it joins a pickup order): only Pending or Preparation may still change. */
export function canChangePreparationStatus(current: OrderStatus | undefined): boolean {
  return current === undefined || current === 'Pending' || current === 'Preparation';
}

/**
 * A supplier's line "Change Status": Pending, Preparation, and Ready only from Pending or
 * Preparation with an active agent. A supplier's line is always at its supplier, the place it
 * ships from, so the agent is the only condition left.
 */
export function preparationOptions(current: OrderStatus | undefined, agent: AgentState): OrderStatus[] {
  if (!canChangePreparationStatus(current)) return [];
  return agentWarning(agent) ? ['Pending', 'Preparation'] : ['Pending', 'Preparation', 'Ready'];
}

export function assertPreparationStatus(
  current: OrderStatus | undefined,
  target: OrderStatus,
  agent: AgentState,
): void {
  if (!canChangePreparationStatus(current))
    throw new TransitionError(say('lineStatusFinal', { status: String(current) }));
  if (target === 'Ready') return assertActiveAgent(agent);
  if (target !== 'Pending' && target !== 'Preparation') {
    throw new TransitionError('The status can only be Pending, Preparation or Ready here');
  }
}

/** A line the warehouse ships: served from its stock, or bought and arrived (or not yet). */
export interface WarehouseLine {
  status: OrderStatus;
  /** At the warehouse: from its stock, or a bought line whose delivery to it is Shipped. */
  atWarehouse: boolean;
}

/** What the readiness of an order shipped by a warehouse reads. */
export interface WarehouseOrderState extends OrderState {
  /** Unconsolidated without stock lines: its suppliers ship it and its status follows its lines. */
  dropshipped: boolean;
  agent: AgentState;
  /** The lines the warehouse ships (refunded ones are ignored). */
  lines: readonly WarehouseLine[];
}

export const DROPSHIPPED_FOLLOWS_LINES =
  'A dropshipped order is shipped by its suppliers: its status follows its products';

export const linesNotAtWarehouse = (order: Pick<WarehouseOrderState, 'lines'>): number =>
  order.lines.filter((l) => isLive(l) && !l.atWarehouse).length;

const notAtWarehouseMsg = (n: number) =>
  `${n} ${n === 1 ? 'product is' : 'products are'} not at the warehouse yet: the order can be Ready once every product has arrived`;

/** Why Ready is refused, or null when the order may become Ready now. */
export function readyRefusal(order: WarehouseOrderState): string | null {
  if (order.problematic) return PROBLEMATIC_NEEDS_WAREHOUSE;
  if (order.dropshipped) return DROPSHIPPED_FOLLOWS_LINES;
  if (!canChangePreparationStatus(order.status))
    return `An order that is ${order.status} cannot become Ready`;
  const warning = agentWarning(order.agent);
  if (warning) return warning;
  const missing = linesNotAtWarehouse(order);
  if (missing > 0) return notAtWarehouseMsg(missing);
  return null;
}

/** Warehouse Orders "Change Status" (spec 000 section 4): Preparation, Pending, and Ready when allowed. */
export const WAREHOUSE_ORDER_STATUSES = ['Preparation', 'Pending', 'Ready'] as const;
export type WarehouseOrderStatus = (typeof WAREHOUSE_ORDER_STATUSES)[number];

export function warehouseStatusOptions(order: WarehouseOrderState): OrderStatus[] {
  if (order.problematic || order.dropshipped || !canChangePreparationStatus(order.status)) return [];
  return readyRefusal(order) ? ['Preparation', 'Pending'] : ['Preparation', 'Pending', 'Ready'];
}

/**
 * The warning the modal shows (spec 000 section 4): the agent's two texts first, then the
 * products still on their way; null when nothing stands in Ready's way (or nothing is offered).
 */
export function warehouseStatusWarning(order: WarehouseOrderState): string | null {
  if (!canChangePreparationStatus(order.status) || order.problematic || order.dropshipped) return null;
  return readyRefusal(order);
}

/** Throws a TransitionError (409) naming the reason unless the change is allowed. */
export function assertWarehouseStatus(order: WarehouseOrderState, target: OrderStatus): void {
  if (!(WAREHOUSE_ORDER_STATUSES as readonly string[]).includes(target))
    throw new TransitionError('The status can only be Preparation, Pending or Ready here');
  if (target === 'Ready') {
    const refusal = readyRefusal(order);
    if (refusal) throw new TransitionError(refusal);
    return;
  }
  if (order.problematic) throw new TransitionError(PROBLEMATIC_NEEDS_WAREHOUSE);
  if (order.dropshipped) throw new TransitionError(DROPSHIPPED_FOLLOWS_LINES);
  if (!canChangePreparationStatus(order.status))
    throw new TransitionError(say('orderStatusFinal', { status: order.status }));
}

/** Shipped needs tracking: the shipping info is what shows the parcel left. */
export const SHIPPED_NEEDS_TRACKING = 'Add the shipping info before marking the order Shipped';

/** A warehouse order takes shipping info once it is Ready (or picked up), never while being prepared. */
const SHIPPING_INFO_STATUSES = ['Ready', 'Awaiting Pickup'] as const satisfies readonly OrderStatus[];
export const MANUAL_ORDER_NUMBER = 'Manual';

export interface ShippingInfoState {
  status: OrderStatus;
  orderNumber: string;
  trackingId: string | null | undefined;
}

/** Spec 000: hidden for 'Manual' orders. */
export const showsShippingInfo = (order: Pick<ShippingInfoState, 'orderNumber'>) =>
  order.orderNumber !== MANUAL_ORDER_NUMBER;

/**
 * Why Add Shipping Info is refused now, or null: once, from Ready or Awaiting Pickup (never while
 * Pending or Preparation, nor after Shipped without it, nor Refund), never for 'Manual'.
 */
export function shippingInfoRefusal(order: ShippingInfoState): string | null {
  if (!showsShippingInfo(order)) return 'A Manual order takes no shipping info';
  if (order.trackingId) return SHIPPING_INFO_ONCE;
  if (!(SHIPPING_INFO_STATUSES as readonly string[]).includes(order.status))
    return `An order that is ${order.status} takes no shipping info: make it Ready first`;
  return null;
}

/**
 * The Shipping Info menu entry: enabled when the order has tracking (the read-only view) or may
 * take it now (the server's rule, assertWarehouseShippingInfo), so it never opens to a 409.
 */
export const shippingInfoEnabled = (order: ShippingInfoState) =>
  !!order.trackingId || shippingInfoRefusal(order) === null;

export function assertWarehouseShippingInfo(order: ShippingInfoState): void {
  const refusal = shippingInfoRefusal(order);
  if (refusal) throw new TransitionError(refusal);
}

/**
 * Whether the shipping agent of an order or line may change now (issue 28 item 5): until it is
 * Ready; and while Ready when its agent went inactive (deactivated or deleted), since nobody
 * would collect it otherwise; the new agent then takes it over in its pickup order. Whoever
 * may set the agent (its warehouse, its supplier, the Admin) may replace it, in their scope.
 */
export function mayChangeAgent(status: OrderStatus | undefined, agent: AgentState): boolean {
  return canChangePreparationStatus(status) || (status === 'Ready' && !agent.agentActive);
}

/** A Ready item whose agent went inactive: replacing the agent moves it to the new agent's pickup. */
export const replacesInactiveAgent = (status: OrderStatus | undefined, agent: AgentState): boolean =>
  status === 'Ready' && !agent.agentActive;

/** Throws the 409 of an agent that cannot change any more (`noun`: 'order' or 'line'). */
export function assertAgentChangeOf(
  status: OrderStatus | undefined,
  agent: AgentState,
  noun: 'order' | 'line',
): void {
  if (!mayChangeAgent(status, agent))
    throw new TransitionError(
      say(noun === 'order' ? 'orderAgentFinal' : 'lineAgentFinal', { status: String(status) }),
    );
}

/** The warehouse's agent can change until the order is Ready (then it has joined that agent's pickup), or while Ready without an active agent. */
export function assertWarehouseAgentChange(order: Pick<WarehouseOrderState, 'status' | 'agent'>): void {
  assertAgentChangeOf(order.status, order.agent, 'order');
}

/** The estimated shipping date can change until the order is shipped or refunded. */
export function assertWarehouseDateChange(order: OrderState): void {
  if (order.status === 'Shipped' || order.status === 'Refund')
    throw new TransitionError(say('orderDateFinal', { status: order.status }));
}

/**
 * Consolidate/Unconsolidate screen "Change Status" (spec 000 sections 2 and 4): 'Ready to be
 * Shipped', 'Pending preparation' and 'Shipped', under the same rule as Warehouse Orders: Ready
 * needs an active agent and every line at the warehouse; Shipped needs tracking; a dropshipped
 * order offers nothing (its status follows its lines).
 */
const CONSOLIDATE_SCREEN_STATUSES = ['Ready', 'Pending', 'Shipped'] as const satisfies readonly OrderStatus[];

export interface ConsolidatedOrderState extends WarehouseOrderState {
  consolidated: boolean | null;
  hasTracking: boolean;
}

export function consolidateScreenOptions(order: ConsolidatedOrderState): OrderStatus[] {
  if (order.problematic || order.consolidated === null || order.dropshipped) return [];
  const early = canChangePreparationStatus(order.status);
  const options: OrderStatus[] = [];
  if (early && !readyRefusal(order)) options.push('Ready');
  if (early) options.push('Pending');
  if (order.hasTracking && (early || order.status === 'Ready' || order.status === 'Awaiting Pickup'))
    options.push('Shipped');
  return options;
}

export function assertConsolidateScreenStatus(order: ConsolidatedOrderState, target: OrderStatus): void {
  if (order.problematic) throw new TransitionError(PROBLEMATIC_NEEDS_WAREHOUSE);
  if (order.consolidated === null)
    throw new TransitionError('Consolidate or unconsolidate the order before changing its status');
  if (order.dropshipped) throw new TransitionError(DROPSHIPPED_FOLLOWS_LINES);
  if (!(CONSOLIDATE_SCREEN_STATUSES as readonly string[]).includes(target))
    throw new TransitionError('The status can only be Ready, Pending or Shipped here');
  if (target === 'Ready') {
    const refusal = readyRefusal(order);
    if (refusal) throw new TransitionError(refusal);
    return;
  }
  if (!consolidateScreenOptions(order).includes(target)) {
    throw new TransitionError(
      target === 'Shipped' && !order.hasTracking
        ? SHIPPED_NEEDS_TRACKING
        : `An order that is ${order.status} cannot become ${target}`,
    );
  }
}

/** What readiness reads of an order as the API answers it (domain/schemas/orderRecords.ts). */
export interface ReadinessRecord {
  status: OrderStatus;
  problemetic: boolean;
  consolidated?: boolean | null;
  role?: 'Supplier' | null;
  trackingId?: string | null;
  shipping_agent?: { name: string; activated: boolean } | null;
  products: readonly {
    status: OrderStatus;
    direct_to_customer?: boolean | null;
    at_warehouse: boolean;
  }[];
}

/**
 * The readiness state of an order, the same on both sides: the lines its warehouse ships
 * (every line when consolidated, else those not sent direct to the customer), and their status
 * as its status: for a Hybrid order the dropshipped lines follow their suppliers instead.
 */
export function warehouseOrderStateOf(order: ReadinessRecord): ConsolidatedOrderState {
  const shipped =
    order.consolidated === true ? order.products : order.products.filter((p) => !p.direct_to_customer);
  const live = shipped.filter(isLive);
  return {
    status: live.length ? orderStatusOf(live.map((p) => p.status)) : order.status,
    problematic: order.problemetic,
    dropshipped: order.role === 'Supplier',
    consolidated: order.consolidated ?? null,
    hasTracking: !!order.trackingId,
    agent: agentStateOf(order.shipping_agent),
    lines: shipped.map((p) => ({ status: p.status, atWarehouse: p.at_warehouse })),
  };
}

/** What the Shipping Info entry of an order list reads of a row (domain/schemas/orderRecords.ts). */
export type ShippingInfoRecord = ReadinessRecord &
  ShippedByWarehouse & {
    order_number: string;
  };

/**
 * The Shipping Info entry of every order list (Warehouse Orders, Master Dashboard, Consolidate
 * screen), all of which save through /add-tracking-id-to-warehouse-orders: enabled when the order
 * has tracking (read-only), or when a warehouse ships it and its lines' status takes it now.
 */
export function shippingInfoMenuEnabled(order: ShippingInfoRecord): boolean {
  if (order.trackingId) return true;
  return (
    shipsFromWarehouse(order) &&
    shippingInfoEnabled({
      status: warehouseOrderStateOf(order).status,
      orderNumber: order.order_number,
      trackingId: order.trackingId,
    })
  );
}
