import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parcelLines } from '../../db/schema';

/**
 * How much of each order line its parcels hold (issue 32 item 1), by line id: what "2 of 3
 * shipped" beside the line's status reads (domain/parcelsShipped.ts lineShipping).
 */
export async function shippedOfLines(db: DbOrTx, lineIds: readonly string[]): Promise<Map<string, number>> {
  if (!lineIds.length) return new Map();
  const rows = await db
    .select({ lineId: parcelLines.orderLineId, shipped: sql<number>`sum(${parcelLines.quantity})::int` })
    .from(parcelLines)
    .where(inArray(parcelLines.orderLineId, [...lineIds]))
    .groupBy(parcelLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.shipped)]));
}
