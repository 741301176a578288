import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, poLines } from '../../db/schema';
import { customerBoundPoLines, type ParcelOrderLine } from '../../services/parcels/parcelRecords';

export interface ParcelTracking {
  trackingId: string;
  agentName: string;
  trackingUrl: string | null;
}

/**
 * Step: the first parcel is what Shipping Info shows (issue 32 item 1). A parcel entered
 * through Add Parcel gives its tracking to the Shipping Info its lines have none of yet: the
 * warehouse order's, when the parcel holds a line its warehouse ships, and each dropshipped
 * line's on the supplier's sent purchase order. Shipping Info is written once, so an earlier
 * parcel's (or an earlier Shipping Info's) tracking stays.
 */
export async function firstParcelIsShippingInfo(
  tx: Tx,
  orderId: string,
  parcelLines: readonly ParcelOrderLine[],
  tracking: ParcelTracking,
) {
  const info = {
    trackingId: tracking.trackingId,
    agentName: tracking.agentName,
    trackingUrl: tracking.trackingUrl,
  };
  if (parcelLines.some((line) => line.warehouseId))
    await tx
      .update(orders)
      .set(info)
      .where(and(eq(orders.id, orderId), isNull(orders.trackingId)));
  const dropshipped = parcelLines.filter((line) => line.supplierId).map((line) => line.id);
  if (!dropshipped.length) return;
  const supplierLines = customerBoundPoLines(tx, dropshipped);
  await tx
    .update(poLines)
    .set(info)
    .where(and(inArray(poLines.id, supplierLines), isNull(poLines.trackingId)));
}
