import { failedCriteria, routeOrder, type RoutingResult } from './routing';
import {
  readLines,
  type LinesRead,
  type NamedRoutingWarehouse,
  type RoutingLine,
} from './routingExplanation';

/**
 * Trying a rule before saving it (issue 18 item 5): each order routed with the warehouses as
 * they are and as they would be, by the function that routes (routeOrder, on the inputs
 * explainRouting reads), and the differences sorted into what an operator weighs. A waiting
 * order is a problematic one no one has decided yet; only those does a save route, never a
 * decided one.
 */
export interface PreviewOrder {
  orderId: string;
  orderNumber: string;
  lines: readonly RoutingLine[];
  destinationCountry: string | null;
  /** Problematic and undecided now: a save that makes one warehouse fit routes it. */
  waiting: boolean;
}

/** An order as routing kept it when it routed it: what its lines made (readLines), not the lines. */
export interface KeptPreviewOrder extends Omit<PreviewOrder, 'lines'> {
  read: LinesRead;
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

/** What routing reads of an order: orders that share it are routed alike, before and after. */
export interface RoutingInputs {
  read: LinesRead;
  destinationCountry: string | null;
}

/** Where a change sends orders: from a warehouse (null: problematic) to another. */
export interface RouteChange {
  from: string | null;
  to: string | null;
}

/** How an operator weighs a route change. */
export type ChangeKind = 'moved' | 'solved' | 'created';

export const changeKind = ({ from, to }: RouteChange): ChangeKind =>
  from && to ? 'moved' : to ? 'solved' : 'created';

/**
 * The route change a warehouse change makes for orders of these inputs, null when they are
 * routed as before: the deciding function with each set of warehouses. The server asks it once
 * per distinct parcel and destination, not once per order.
 */
export function routeChangeOf(
  before: readonly NamedRoutingWarehouse[],
  after: readonly NamedRoutingWarehouse[],
): (inputs: RoutingInputs) => RouteChange | null {
  const changed = changedWarehouses(before, after);
  return ({ read, destinationCountry }) => {
    const input = { warehouses: before, destinationCountry, ...read };
    // The decision reads which warehouses fit: when no changed one fits otherwise, nothing moves.
    const fits = (w: NamedRoutingWarehouse | undefined) =>
      !!w && failedCriteria(w, input.parcel, input.destinationCountry).length === 0;
    if (changed.every(([was, now]) => fits(was) === fits(now))) return null;
    const from = destination(routeOrder(input));
    const to = destination(routeOrder({ ...input, warehouses: after }));
    return from === to ? null : { from, to };
  };
}

/** What routing reads of an order: its parcel once (or as kept), and its destination. */
export const inputsOf = (order: PreviewOrder | KeptPreviewOrder): RoutingInputs => ({
  read: 'read' in order ? order.read : readLines(order.lines),
  destinationCountry: order.destinationCountry,
});

export function previewRoutingChange(
  orders: readonly (PreviewOrder | KeptPreviewOrder)[],
  before: readonly NamedRoutingWarehouse[],
  after: readonly NamedRoutingWarehouse[],
): RoutingPreview {
  const preview: RoutingPreview = { moved: [], solved: [], created: [], routedOnSave: [] };
  const changeOf = routeChangeOf(before, after);
  for (const order of orders) {
    const change = changeOf(inputsOf(order));
    if (!change) continue;
    const shift: RoutingShift = { orderId: order.orderId, orderNumber: order.orderNumber, ...change };
    const kind = changeKind(change);
    preview[kind].push(shift);
    if (kind === 'solved' && order.waiting) preview.routedOnSave.push(shift);
  }
  return preview;
}

/**
 * The warehouses a change touches, as they were and as they would be (undefined: added or
 * removed); those left as they were (the same object) are not compared.
 */
function changedWarehouses(
  before: readonly NamedRoutingWarehouse[],
  after: readonly NamedRoutingWarehouse[],
): [NamedRoutingWarehouse | undefined, NamedRoutingWarehouse | undefined][] {
  const was = new Map(before.map((w) => [w.id, w]));
  const now = new Map(after.map((w) => [w.id, w]));
  return [...new Set([...was.keys(), ...now.keys()])]
    .filter((id) => was.get(id) !== now.get(id))
    .map((id) => [was.get(id), now.get(id)]);
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

/**
 * How many orders move along each route (from one warehouse to another), most first; a moved
 * entry counts one order, or `count` orders when it stands for a group of them.
 */
export function movesByRoute(
  moved: readonly (RouteChange & { count?: number })[],
): { from: string | null; to: string | null; count: number }[] {
  const routes = new Map<string, { from: string | null; to: string | null; count: number }>();
  for (const { from, to, count = 1 } of moved) {
    const key = `${from}>${to}`;
    const route = routes.get(key) ?? { from, to, count: 0 };
    route.count += count;
    routes.set(key, route);
  }
  return [...routes.values()].sort(
    (a, b) => b.count - a.count || `${a.from}>${a.to}`.localeCompare(`${b.from}>${b.to}`),
  );
}

/** A warehouse's form as routing reads it: the criteria, country and shipping type it would save. */
export function routingWarehouseOfForm(
  id: string,
  activated: boolean,
  form: Record<string, unknown>,
): NamedRoutingWarehouse {
  const bound = (key: string) => (typeof form[key] === 'number' ? (form[key] as number) : null);
  return {
    id,
    name: typeof form.name === 'string' ? form.name : null,
    activated,
    country: String(form.country ?? ''),
    shippingType: String(form.shipping_type ?? ''),
    minWeight: bound('min_weight'),
    maxWeight: bound('max_weight'),
    minLength: bound('min_length'),
    maxLength: bound('max_length'),
    minWidth: bound('min_width'),
    maxWidth: bound('max_width'),
    minHeight: bound('min_height'),
    maxHeight: bound('max_height'),
    minLWH: bound('min_LWH'),
    maxLWH: bound('max_LWH'),
  };
}
