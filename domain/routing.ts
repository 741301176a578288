import type { Parcel } from './parcel';
import type { ShippingType } from './values';

/**
 * Routing (DESIGN.md section 4 step 2): a warehouse is a candidate when it is activated,
 * every criterion it sets holds for the order's parcel (unset means no constraint) and its
 * shipping type allows the destination. One candidate: assigned. None or several: the order
 * is problematic and an Admin chooses among the candidates (all activated warehouses when none
 * fits). An unknown SKU also makes the order problematic.
 */
export interface RoutingWarehouse {
  id: string;
  activated: boolean;
  country: string;
  shippingType: ShippingType | string;
  minWeight: number | null;
  maxWeight: number | null;
  minLength: number | null;
  maxLength: number | null;
  minWidth: number | null;
  maxWidth: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  minLWH: number | null;
  maxLWH: number | null;
}

export type Criterion = 'weight' | 'length' | 'width' | 'height' | 'LWH' | 'shippingType' | 'activated';

/** Countries compare as codes or names, case and spacing aside ('gb' = 'GB '). */
const sameCountry = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

export function shippingAllows(
  shippingType: string,
  warehouseCountry: string,
  destinationCountry: string | null,
): boolean {
  if (!destinationCountry) return shippingType === 'International+Domestic Shipping';
  const domestic = sameCountry(warehouseCountry, destinationCountry);
  if (shippingType === 'Domestic Shipping') return domestic;
  if (shippingType === 'International Shipping') return !domestic;
  return true;
}

export type BoundCriterion = 'weight' | 'length' | 'width' | 'height' | 'LWH';

/** Each bound criterion: the order's value it reads, the warehouse's bounds and the unit. */
export const BOUNDS: readonly {
  criterion: BoundCriterion;
  of: keyof Parcel;
  min: keyof RoutingWarehouse;
  max: keyof RoutingWarehouse;
  unit: 'kg' | 'm';
}[] = [
  { criterion: 'weight', of: 'weight', min: 'minWeight', max: 'maxWeight', unit: 'kg' },
  { criterion: 'length', of: 'length', min: 'minLength', max: 'maxLength', unit: 'm' },
  { criterion: 'width', of: 'width', min: 'minWidth', max: 'maxWidth', unit: 'm' },
  { criterion: 'height', of: 'height', min: 'minHeight', max: 'maxHeight', unit: 'm' },
  { criterion: 'LWH', of: 'lwh', min: 'minLWH', max: 'maxLWH', unit: 'm' },
];

/**
 * One criterion a warehouse sets, checked against the order: a bound with the values compared
 * (min: the order's value must be at least the limit; max: at most), the shipping type with
 * the one the destination implies from this warehouse, or its activation.
 */
export type CriterionCheck =
  | { criterion: 'activated'; passed: boolean }
  | {
      criterion: BoundCriterion;
      bound: 'min' | 'max';
      limit: number;
      value: number;
      unit: 'kg' | 'm';
      passed: boolean;
    }
  | {
      criterion: 'shippingType';
      shippingType: string;
      warehouseCountry: string;
      destinationCountry: string | null;
      /** What this destination asks of this warehouse: domestic, international, or either when unknown. */
      implies: ShippingType;
      passed: boolean;
    };

/** The shipping this destination is from a warehouse in warehouseCountry. */
export function impliedShippingType(
  warehouseCountry: string,
  destinationCountry: string | null,
): ShippingType {
  if (!destinationCountry) return 'International+Domestic Shipping';
  return sameCountry(warehouseCountry, destinationCountry) ? 'Domestic Shipping' : 'International Shipping';
}

/** Every criterion the warehouse sets (unset bounds are no constraint and not listed), checked. */
export function checkCriteria(
  w: RoutingWarehouse,
  parcel: Parcel,
  destinationCountry: string | null,
): CriterionCheck[] {
  const checks: CriterionCheck[] = [{ criterion: 'activated', passed: w.activated }];
  for (const { criterion, of, min, max, unit } of BOUNDS) {
    const value = parcel[of];
    const low = w[min] as number | null;
    const high = w[max] as number | null;
    if (low !== null) checks.push({ criterion, bound: 'min', limit: low, value, unit, passed: value >= low });
    if (high !== null)
      checks.push({ criterion, bound: 'max', limit: high, value, unit, passed: value <= high });
  }
  checks.push({
    criterion: 'shippingType',
    shippingType: w.shippingType,
    warehouseCountry: w.country,
    destinationCountry,
    implies: impliedShippingType(w.country, destinationCountry),
    passed: shippingAllows(w.shippingType, w.country, destinationCountry),
  });
  return checks;
}

/** The criteria a warehouse fails for this parcel and destination; empty means it fits. */
export function failedCriteria(
  w: RoutingWarehouse,
  parcel: Parcel,
  destinationCountry: string | null,
): Criterion[] {
  const failed = checkCriteria(w, parcel, destinationCountry)
    .filter((check) => !check.passed)
    .map((check) => check.criterion);
  return [...new Set(failed)];
}

/**
 * Whether a new order is routed: only when the shop sent it open (Pending; cancelled, refunded
 * or fulfilled orders are history) and it has a product line. An order of custom lines only
 * (domain/orderLines.ts) has nothing for a warehouse to send or a supplier to sell: it gets no
 * warehouse and is not problematic.
 */
export const needsRouting = (order: { status: string; productLines: readonly unknown[] }): boolean =>
  order.status === 'Pending' && order.productLines.length > 0;

export type RoutingResult =
  | { kind: 'assigned'; warehouseId: string }
  | {
      kind: 'problematic';
      reason: 'no-warehouse-fits' | 'several-warehouses-fit' | 'unknown-sku';
      candidates: string[];
    };

export interface RoutingInput {
  warehouses: readonly RoutingWarehouse[];
  parcel: Parcel;
  destinationCountry: string | null;
  unknownSkus?: readonly string[];
}

export interface WarehouseAssessment {
  id: string;
  checks: CriterionCheck[];
  fits: boolean;
}

/**
 * The decision with its grounds: each warehouse's checked criteria and the result they give.
 * routeOrder and the routing explanation both read this, so they cannot disagree.
 */
export function assessRouting(input: RoutingInput): {
  warehouses: WarehouseAssessment[];
  result: RoutingResult;
} {
  const warehouses = input.warehouses.map((w) => {
    const checks = checkCriteria(w, input.parcel, input.destinationCountry);
    return { id: w.id, checks, fits: checks.every((check) => check.passed) };
  });
  const activated = input.warehouses.filter((w) => w.activated).map((w) => w.id);
  const fitting = warehouses.filter((w) => w.fits).map((w) => w.id);
  return { warehouses, result: decide(fitting, activated, input.unknownSkus) };
}

function decide(fitting: string[], activated: string[], unknownSkus?: readonly string[]): RoutingResult {
  if (unknownSkus?.length) {
    return { kind: 'problematic', reason: 'unknown-sku', candidates: fitting.length ? fitting : activated };
  }
  if (fitting.length === 1) return { kind: 'assigned', warehouseId: fitting[0] };
  if (fitting.length === 0)
    return { kind: 'problematic', reason: 'no-warehouse-fits', candidates: activated };
  return { kind: 'problematic', reason: 'several-warehouses-fit', candidates: fitting };
}

export function routeOrder(input: RoutingInput): RoutingResult {
  return assessRouting(input).result;
}

/**
 * Sourcing (step 3): at the assigned warehouse, a line is served from stock when enough units
 * remain after the lines before it; the others are bought from the product's supplier.
 */
export interface SourcingLine {
  id: string;
  productId: string | null;
  quantity: number;
}

export function sourceLines(
  lines: readonly SourcingLine[],
  stock: ReadonlyMap<string, number>,
): Map<string, 'stock' | 'buy'> {
  const left = new Map(stock);
  const result = new Map<string, 'stock' | 'buy'>();
  for (const line of lines) {
    const available = line.productId ? (left.get(line.productId) ?? 0) : 0;
    if (line.productId && available >= line.quantity) {
      left.set(line.productId, available - line.quantity);
      result.set(line.id, 'stock');
    } else {
      result.set(line.id, 'buy');
    }
  }
  return result;
}
