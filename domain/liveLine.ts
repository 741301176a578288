/**
 * A live line: one not refunded. A refunded line is out of its order for good (per line,
 * irreversible): it ships nothing, weighs nothing, counts for no status. The one spelling of
 * the rule for objects and statuses; the server's SQL spells it once in server/db/liveLine.ts.
 */
export const REFUNDED = 'Refund' as const;

export const isLiveStatus = (status: string | null | undefined): boolean => status !== REFUNDED;

export const isLive = (line: { status?: string | null }): boolean => isLiveStatus(line.status);

/** Lines still to ship: a refunded line leaves the parcel (its SKU and its weight). */
export function liveLines<L extends { status?: string | null }>(lines: readonly L[]): L[] {
  return lines.filter(isLive);
}
