import { isLive } from './liveLine';

/**
 * Parcels an order leaves in (issue 32 item 1): each a set of (line, quantity) with its shipping
 * agent and tracking, entered by whoever ships it. Distinct from domain/parcel.ts, which weighs
 * and measures what an order puts in one box. Pure and structural, so that the server's rows and
 * the browser's records both fit.
 */
export interface ParcelLine {
  lineId: string;
  quantity: number;
}

export interface ShippedParcel {
  lines: readonly ParcelLine[];
}

export interface ShippableLine {
  id: string;
  quantity: number;
  status?: string | null;
}

/** What a line must still ship: its quantity while live; a refunded line ships nothing more. */
export const liveQuantity = (line: ShippableLine): number => (isLive(line) ? line.quantity : 0);

/** How much of each line the parcels hold, by line id. */
export function shippedByLine(parcels: readonly ShippedParcel[]): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const parcel of parcels)
    for (const { lineId, quantity } of parcel.lines)
      shipped.set(lineId, (shipped.get(lineId) ?? 0) + quantity);
  return shipped;
}

export interface LineShipping {
  shipped: number;
  /** The live quantity: "2 of 3 shipped". */
  of: number;
  /** All its live quantity has left (a line of quantity 0 or refunded has nothing to ship). */
  complete: boolean;
}

/** A line's "2 of 3 shipped", from the parcels it is in. */
export function lineShipping(line: ShippableLine, parcels: readonly ShippedParcel[]): LineShipping {
  const of = liveQuantity(line);
  const shipped = Math.min(shippedByLine(parcels).get(line.id) ?? 0, Math.max(of, 0));
  return { shipped, of, complete: shipped >= of };
}

/**
 * Whether the order has left whole: every live line's quantity is in its parcels. An order with
 * no live line has nothing to ship, and is not "shipped" by parcels.
 */
export function everyLineShipped(
  lines: readonly ShippableLine[],
  parcels: readonly ShippedParcel[],
): boolean {
  const live = lines.filter(isLive);
  if (!live.length) return false;
  const shipped = shippedByLine(parcels);
  return live.every((line) => (shipped.get(line.id) ?? 0) >= line.quantity);
}

/** Why a parcel's line is refused, each naming the line (the 400's field). */
export type ParcelLineProblem =
  | { lineId: string; problem: 'notALine' }
  | { lineId: string; problem: 'notAQuantity' }
  | { lineId: string; problem: 'repeated' }
  | { lineId: string; problem: 'moreThanLeft'; left: number };

/**
 * The problems of a new parcel against the lines it may hold (`lines`: those within the
 * shipper's scope; another's line is `notALine`, which the server answers as not found) and the
 * parcels already entered: each quantity a whole number of at least 1, each line once, never
 * more than its live quantity less what earlier parcels hold. An empty parcel is refused too.
 */
export function parcelProblems(
  parcel: ShippedParcel,
  lines: readonly ShippableLine[],
  earlier: readonly ShippedParcel[],
): ParcelLineProblem[] | 'empty' {
  if (!parcel.lines.length) return 'empty';
  const byId = new Map(lines.map((line) => [line.id, line]));
  const shipped = shippedByLine(earlier);
  const seen = new Set<string>();
  const problems: ParcelLineProblem[] = [];
  for (const { lineId, quantity } of parcel.lines) {
    const line = byId.get(lineId);
    if (!line) problems.push({ lineId, problem: 'notALine' });
    else if (seen.has(lineId)) problems.push({ lineId, problem: 'repeated' });
    else if (!Number.isSafeInteger(quantity) || quantity < 1)
      problems.push({ lineId, problem: 'notAQuantity' });
    else {
      const left = Math.max(liveQuantity(line) - (shipped.get(lineId) ?? 0), 0);
      if (quantity > left) problems.push({ lineId, problem: 'moreThanLeft', left });
    }
    seen.add(lineId);
  }
  return problems;
}

/** What is left to ship of each line, by line id: the lines a new parcel may offer, with their room. */
export function leftToShip(
  lines: readonly ShippableLine[],
  parcels: readonly ShippedParcel[],
): Map<string, number> {
  const shipped = shippedByLine(parcels);
  const left = new Map<string, number>();
  for (const line of lines) {
    const room = liveQuantity(line) - (shipped.get(line.id) ?? 0);
    if (room > 0) left.set(line.id, room);
  }
  return left;
}

/**
 * What lines already Shipped had left before parcels were recorded (orders shipped before issue
 * 32): counted as one parcel, so they are never shipped twice. A line whose parcels hold it whole
 * adds nothing; none: null.
 */
export function shippedBeforeParcels(
  lines: readonly ShippableLine[],
  parcels: readonly ShippedParcel[],
): ShippedParcel | null {
  const shipped = shippedByLine(parcels);
  const rest = lines
    .filter((line) => line.status === 'Shipped')
    .map((line) => ({ lineId: line.id, quantity: liveQuantity(line) - (shipped.get(line.id) ?? 0) }))
    .filter((line) => line.quantity > 0);
  return rest.length ? { lines: rest } : null;
}
