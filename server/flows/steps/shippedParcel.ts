import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { leftToShip } from '../../../domain/parcelsShipped';
import type { ParcelShipper } from '../../../domain/parcelScope';
import { orderLinesWithShippers, parcelsOf, recordParcel } from '../../services/parcels/parcelRecords';
import { queueShopFulfilment } from '../../services/shop/fulfilment';

/** Tracking entered once for some lines: a Shipping Info, or a pickup order's delivery to the customer. */
export interface ShippedTracking {
  orderId: string;
  orderLineIds: readonly string[];
  shipper: ParcelShipper;
  warehouseId: string | null;
  supplierId: string | null;
  trackingId: string;
  agentName: string;
  trackingUrl: string | null;
  userId: string | null;
}

/**
 * Step: tracking entered through Shipping Info also records its parcel (issue 32 item 1), so
 * parcels are the one record of what left: the lines it covers with what they still had to
 * ship. The shop is told that parcel, once, by the fulfilment job; lines earlier parcels
 * already took whole add nothing, and tell the shop nothing twice.
 */
export async function shippedParcel(tx: Tx, shipped: ShippedTracking): Promise<string | null> {
  // The order's parcels are counted under its lock, as Add Parcel counts them (parcelLeaves.ts).
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, shipped.orderId)).for('no key update');
  const covered = new Set(shipped.orderLineIds);
  const lines = (await orderLinesWithShippers(tx, shipped.orderId)).filter((l) => covered.has(l.id));
  const left = leftToShip(lines, await parcelsOf(tx, shipped.orderId));
  if (!left.size) return null;
  const parcelLines = [...left].map(([lineId, quantity]) => ({ lineId, quantity }));
  const parcelId = await recordParcel(tx, {
    orderId: shipped.orderId,
    shipper: shipped.shipper,
    warehouseId: shipped.warehouseId,
    supplierId: shipped.supplierId,
    agentName: shipped.agentName,
    trackingId: shipped.trackingId,
    trackingUrl: shipped.trackingUrl,
    createdBy: shipped.userId,
    lines: parcelLines,
  });
  await queueShopFulfilment(tx, {
    orderId: shipped.orderId,
    orderLineIds: parcelLines.map((l) => l.lineId),
    trackingNumber: shipped.trackingId,
    company: shipped.agentName,
    url: shipped.trackingUrl,
    userId: shipped.userId,
    parcelId,
  });
  return parcelId;
}
