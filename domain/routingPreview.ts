import type { RoutingResult } from './routing';
import { explainRouting, type NamedRoutingWarehouse, type RoutingLine } from './routingExplanation';

/**
 * Trying a rule before saving it (issue 18 item 5): each order routed with the warehouses as
 * they are and as they would be, by the function that routes (explainRouting's result), and the
 * differences sorted into what an operator weighs. A waiting order is a problematic one no one
 * has decided yet; only those does a save route, never a decided one.
 */
export interface PreviewOrder {
  orderId: string;
  orderNumber: string;
  lines: readonly RoutingLine[];
  destinationCountry: string | null;
  /** Problematic and undecided now: a save that makes one warehouse fit routes it. */
  waiting: boolean;
}

/** Where routing sends an order: a warehouse's id, or null when it is problematic. */
export interface RoutingShift {
  orderId: string;
  orderNumber: string;
  from: string | null;
  to: string | null;
}

export interface RoutingPreview {
  /** Routed to one warehouse before and another after. */
  moved: RoutingShift[];
  /** Problematic before, routed after. */
  solved: RoutingShift[];
  /** Routed before, problematic after. */
  created: RoutingShift[];
  /** Waiting orders the save will route (each also in `solved`). */
  routedOnSave: RoutingShift[];
}

const destination = (result: RoutingResult) => (result.kind === 'assigned' ? result.warehouseId : null);

export function previewRoutingChange(
  orders: readonly PreviewOrder[],
  before: readonly NamedRoutingWarehouse[],
  after: readonly NamedRoutingWarehouse[],
): RoutingPreview {
  const preview: RoutingPreview = { moved: [], solved: [], created: [], routedOnSave: [] };
  for (const order of orders) {
    const route = (warehouses: readonly NamedRoutingWarehouse[]) =>
      destination(explainRouting({ ...order, warehouses }).result);
    const shift: RoutingShift = {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      from: route(before),
      to: route(after),
    };
    if (shift.from === shift.to) continue;
    if (shift.from && shift.to) preview.moved.push(shift);
    else if (shift.to) {
      preview.solved.push(shift);
      if (order.waiting) preview.routedOnSave.push(shift);
    } else preview.created.push(shift);
  }
  return preview;
}

/** The warehouses with one of them as a change would leave it (added when it is new). */
export function withWarehouse(
  warehouses: readonly NamedRoutingWarehouse[],
  changed: NamedRoutingWarehouse,
): NamedRoutingWarehouse[] {
  return warehouses.some((w) => w.id === changed.id)
    ? warehouses.map((w) => (w.id === changed.id ? changed : w))
    : [...warehouses, changed];
}
