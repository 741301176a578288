import { shippedByLine, type ParcelLine, type ShippedParcel } from './parcelsShipped';

/**
 * Returns (issue 32 item 2): the Admin opens one for some lines and quantities of what has
 * shipped, with a reason; it goes to whoever shipped those lines, who receives it (resaleable:
 * back into that warehouse's stock; damaged: written off); a received return may be refunded.
 */
export const RETURN_STATES = ['open', 'received', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_CONDITIONS = ['resaleable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The days a return may take to come back before it wants attention, unless its opening says otherwise. */
export const RETURN_EXPECTED_DAYS = 14;

/** Who shipped a parcel, and so receives what comes back of it. */
export type Shipper = { kind: 'warehouse'; warehouseId: string } | { kind: 'supplier'; supplierId: string };

export interface ParcelOfShipper extends ShippedParcel {
  shipper: Shipper;
}

export interface OpenedReturn {
  lines: readonly ParcelLine[];
  state: ReturnState;
}

const NEXT: Record<ReturnState, ReturnState | null> = {
  open: 'received',
  received: 'refunded',
  refunded: null,
};

/** A return moves one way: open, received, refunded. */
export const mayMove = (from: ReturnState, to: ReturnState): boolean => NEXT[from] === to;

/** What each line may still have returned, by line id: what its parcels hold less what earlier returns took. */
export function returnable(
  parcels: readonly ShippedParcel[],
  earlier: readonly OpenedReturn[],
): Map<string, number> {
  const shipped = shippedByLine(parcels);
  for (const [lineId, quantity] of shippedByLine(earlier))
    shipped.set(lineId, (shipped.get(lineId) ?? 0) - quantity);
  for (const [lineId, quantity] of shipped) if (quantity <= 0) shipped.delete(lineId);
  return shipped;
}

export type ReturnLineProblem =
  | { lineId: string; problem: 'notShipped' }
  | { lineId: string; problem: 'notAQuantity' }
  | { lineId: string; problem: 'repeated' }
  | { lineId: string; problem: 'moreThanShipped'; left: number };

/** A new return's problems, each naming its line; an empty return is refused too. */
export function returnProblems(
  lines: readonly ParcelLine[],
  parcels: readonly ShippedParcel[],
  earlier: readonly OpenedReturn[],
): ReturnLineProblem[] | 'empty' {
  if (!lines.length) return 'empty';
  const left = returnable(parcels, earlier);
  const shippedAtAll = shippedByLine(parcels);
  const seen = new Set<string>();
  const problems: ReturnLineProblem[] = [];
  for (const { lineId, quantity } of lines) {
    if (!shippedAtAll.has(lineId)) problems.push({ lineId, problem: 'notShipped' });
    else if (seen.has(lineId)) problems.push({ lineId, problem: 'repeated' });
    else if (!Number.isSafeInteger(quantity) || quantity < 1)
      problems.push({ lineId, problem: 'notAQuantity' });
    else if (quantity > (left.get(lineId) ?? 0))
      problems.push({ lineId, problem: 'moreThanShipped', left: left.get(lineId) ?? 0 });
    seen.add(lineId);
  }
  return problems;
}

const shipperKey = (shipper: Shipper) =>
  shipper.kind === 'warehouse' ? `warehouse:${shipper.warehouseId}` : `supplier:${shipper.supplierId}`;

/**
 * A return's lines split by who shipped them: one return per shipper, each going back to it. A
 * line two shippers sent part of (a warehouse box, then the supplier's) goes back first to the
 * one that shipped it last, then to the earlier ones, so that no shipper receives more of a line
 * than it sent.
 */
export function returnsByShipper(
  lines: readonly ParcelLine[],
  parcels: readonly ParcelOfShipper[],
): { shipper: Shipper; lines: ParcelLine[] }[] {
  const groups = new Map<string, { shipper: Shipper; lines: ParcelLine[] }>();
  for (const { lineId, quantity } of lines) {
    let rest = quantity;
    for (const parcel of [...parcels].reverse()) {
      if (rest <= 0) break;
      const held = parcel.lines.find((l) => l.lineId === lineId)?.quantity ?? 0;
      const taken = Math.min(held, rest);
      if (!taken) continue;
      const key = shipperKey(parcel.shipper);
      if (!groups.has(key)) groups.set(key, { shipper: parcel.shipper, lines: [] });
      const group = groups.get(key)!;
      const same = group.lines.find((l) => l.lineId === lineId);
      if (same) same.quantity += taken;
      else group.lines.push({ lineId, quantity: taken });
      rest -= taken;
    }
  }
  return [...groups.values()];
}

const DAY_MS = 86_400_000;

/** An open return older than its expected days wants attention; its clock is the days since it opened. */
export function returnOverdue(
  openedAt: Date,
  expectedDays: number,
  now: Date,
): { overdue: boolean; daysOpen: number } {
  const daysOpen = Math.floor((now.getTime() - openedAt.getTime()) / DAY_MS);
  return { overdue: daysOpen > expectedDays, daysOpen };
}

/**
 * The lines a return's refund refunds as the Master Dashboard's Refund does (the line reads
 * Refund): the live lines whose whole quantity has come back in refunded returns, this one
 * included. A line returned in part stays as it is, since a line has no partly refunded status;
 * the shop is still told of exactly the units returned.
 */
export function linesRefundedWhole(
  lines: readonly { id: string; quantity: number; status?: string | null }[],
  refunded: readonly { lines: readonly ParcelLine[] }[],
): string[] {
  const back = shippedByLine(refunded);
  return lines
    .filter((line) => line.status !== 'Refund' && (back.get(line.id) ?? 0) >= line.quantity)
    .map((line) => line.id);
}
