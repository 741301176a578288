import type { Parcel } from './parcel';
import type { ShippingType } from './schemas/masterData';

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

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** The criteria a warehouse fails for this parcel and destination; empty means it fits. */
export function failedCriteria(
  w: RoutingWarehouse,
  parcel: Parcel,
  destinationCountry: string | null,
): Criterion[] {
  const failed: Criterion[] = [];
  if (!w.activated) failed.push('activated');
  if (!within(parcel.weight, w.minWeight, w.maxWeight)) failed.push('weight');
  if (!within(parcel.length, w.minLength, w.maxLength)) failed.push('length');
  if (!within(parcel.width, w.minWidth, w.maxWidth)) failed.push('width');
  if (!within(parcel.height, w.minHeight, w.maxHeight)) failed.push('height');
  if (!within(parcel.lwh, w.minLWH, w.maxLWH)) failed.push('LWH');
  if (!shippingAllows(w.shippingType, w.country, destinationCountry)) failed.push('shippingType');
  return failed;
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

export function routeOrder(input: {
  warehouses: readonly RoutingWarehouse[];
  parcel: Parcel;
  destinationCountry: string | null;
  unknownSkus?: readonly string[];
}): RoutingResult {
  const activated = input.warehouses.filter((w) => w.activated).map((w) => w.id);
  const fitting = input.warehouses
    .filter((w) => failedCriteria(w, input.parcel, input.destinationCountry).length === 0)
    .map((w) => w.id);
  if (input.unknownSkus?.length) {
    return { kind: 'problematic', reason: 'unknown-sku', candidates: fitting.length ? fitting : activated };
  }
  if (fitting.length === 1) return { kind: 'assigned', warehouseId: fitting[0] };
  if (fitting.length === 0)
    return { kind: 'problematic', reason: 'no-warehouse-fits', candidates: activated };
  return { kind: 'problematic', reason: 'several-warehouses-fit', candidates: fitting };
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
