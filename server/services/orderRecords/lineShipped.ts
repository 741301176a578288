import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parcelLines } from '../../db/schema';

/**
 * How much of an order line its parcels hold (issue 32 item 1): what "2 of 3 shipped" beside
 * the line's status reads (domain/parcelsShipped.ts lineShipping). A column of the read of the
 * order lines (`lineId` its id), so a page's lines need no statement of their own.
 */
export const shippedOfLine = (lineId: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${parcelLines.quantity}), 0)::int from ${parcelLines} where ${eq(parcelLines.orderLineId, lineId)})`;
