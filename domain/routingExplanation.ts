import { lineWeight, parcelOf, type Measured, type Parcel } from './parcel';
import {
  BOUNDS,
  assessRouting,
  type BoundCriterion,
  type CriterionCheck,
  type RoutingInput,
  type RoutingResult,
  type RoutingWarehouse,
} from './routing';
import type { ShippingType } from './values';

/**
 * Why an order went where it went (issue 18): the inputs routing read, each warehouse's criteria
 * checked with the values compared, the outcome, and, where no warehouse fits, the smallest change
 * to each activated warehouse that would make it fit. Built on assessRouting, the function that
 * decides, so the explanation and the decision cannot disagree. Structured data: the browser words it.
 */
export type RoutingOutcome = 'assigned' | 'unknown-sku' | 'no-warehouse-fits' | 'several-warehouses-fit';

/** An order line as routing reads it: product null when its SKU is unknown. */
export interface RoutingLine {
  sku: string | null;
  quantity: number;
  product: Measured | null;
}

/** A warehouse as routing read it; its name kept so the explanation outlives a rename. */
export type NamedRoutingWarehouse = RoutingWarehouse & { name?: string | null };

export interface ExplainedLine {
  sku: string | null;
  known: boolean;
  quantity: number;
  /** One unit's weight (kg) and dimensions (m), as the product said when routed. */
  weight: number;
  length: number;
  width: number;
  height: number;
  lwh: number;
  /** weight × quantity */
  totalWeight: number;
}

/** A bound moved to the order's value, or the shipping type widened to serve the destination. */
export type CriterionChange =
  | { criterion: BoundCriterion; bound: 'min' | 'max'; from: number; to: number; unit: 'kg' | 'm' }
  | { criterion: 'shippingType'; from: string; to: ShippingType; implies: ShippingType };

export interface ExplainedWarehouse {
  id: string;
  name: string | null;
  activated: boolean;
  country: string;
  shippingType: string;
  fits: boolean;
  checks: CriterionCheck[];
  /** Only when no warehouse fits, for an activated warehouse: the fewest bound moves that make it fit. */
  smallestChange: CriterionChange[] | null;
}

export interface RoutingExplanation {
  outcome: RoutingOutcome;
  result: RoutingResult;
  inputs: {
    lines: ExplainedLine[];
    parcel: Parcel;
    destinationCountry: string | null;
    unknownSkus: string[];
  };
  warehouses: ExplainedWarehouse[];
}

export interface RoutingExplanationInput {
  lines: readonly RoutingLine[];
  destinationCountry: string | null;
  warehouses: readonly NamedRoutingWarehouse[];
}

const NO_MEASURES: Measured = { weight: 0, length: 0, width: 0, height: 0 };
const num = (v: number | null) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function explainLine(line: RoutingLine): ExplainedLine {
  const p = line.product ?? NO_MEASURES;
  const [length, width, height] = [num(p.length), num(p.width), num(p.height)];
  return {
    sku: line.sku,
    known: line.product !== null,
    quantity: line.quantity,
    weight: num(p.weight),
    length,
    width,
    height,
    lwh: parcelOf([{ quantity: 1, product: p }]).lwh,
    totalWeight: lineWeight({ quantity: line.quantity, product: p }),
  };
}

export function outcomeOf(result: RoutingResult): RoutingOutcome {
  return result.kind === 'assigned' ? 'assigned' : result.reason;
}

/**
 * The fewest criteria to change for this warehouse to fit: each failed bound moved to the order's
 * value (the least move that passes), a refused destination served by widening the shipping type
 * to International+Domestic (it keeps every order it took). Deactivated warehouses get none.
 */
export function smallestChange(checks: readonly CriterionCheck[]): CriterionChange[] {
  const changes: CriterionChange[] = [];
  for (const check of checks) {
    if (check.passed || check.criterion === 'activated') continue;
    if (check.criterion === 'shippingType')
      changes.push({
        criterion: 'shippingType',
        from: check.shippingType,
        to: 'International+Domestic Shipping',
        implies: check.implies,
      });
    else
      changes.push({
        criterion: check.criterion,
        bound: check.bound,
        from: check.limit,
        to: check.value,
        unit: check.unit,
      });
  }
  return changes;
}

/** The warehouse with the changes made: what the Admin would save. */
export function applyChange<W extends RoutingWarehouse>(w: W, changes: readonly CriterionChange[]): W {
  const changed: W = { ...w };
  for (const change of changes) {
    if (change.criterion === 'shippingType') changed.shippingType = change.to;
    else {
      const bound = BOUNDS.find((b) => b.criterion === change.criterion)!;
      (changed as RoutingWarehouse)[change.bound === 'min' ? bound.min : bound.max] = change.to as never;
    }
  }
  return changed;
}

/**
 * What routing reads of an order's lines: the parcel they make and the SKUs no product has. Kept
 * with each routed order (order_routings), so a decision can be made again without the lines.
 */
export interface LinesRead {
  parcel: Parcel;
  unknownSkus: string[];
}

export function readLines(lines: readonly RoutingLine[]): LinesRead {
  return {
    parcel: parcelOf(lines.map((l) => ({ quantity: l.quantity, product: l.product ?? NO_MEASURES }))),
    unknownSkus: lines.filter((l) => !l.product).map((l) => l.sku ?? '(no SKU)'),
  };
}

/** What routing reads of an order: its lines' parcel and unknown SKUs, its destination, the warehouses. */
export function routingInputOf(input: RoutingExplanationInput): RoutingInput & LinesRead {
  return {
    warehouses: input.warehouses,
    destinationCountry: input.destinationCountry,
    ...readLines(input.lines),
  };
}

/** The routing of an order, explained; `result` is the decision routeOrder makes. */
export function explainRouting(input: RoutingExplanationInput): RoutingExplanation {
  const routing = routingInputOf(input);
  const { parcel, unknownSkus } = routing;
  const { warehouses, result } = assessRouting(routing);
  const noneFits = !warehouses.some((w) => w.fits);
  return {
    outcome: outcomeOf(result),
    result,
    inputs: {
      lines: input.lines.map(explainLine),
      parcel,
      destinationCountry: input.destinationCountry,
      unknownSkus,
    },
    warehouses: warehouses.map(({ id, checks, fits }, i) => {
      const w = input.warehouses[i];
      return {
        id,
        name: w.name ?? null,
        activated: w.activated,
        country: w.country,
        shippingType: w.shippingType,
        fits,
        checks,
        smallestChange: noneFits && w.activated ? smallestChange(checks) : null,
      };
    }),
  };
}
