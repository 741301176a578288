import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, poLines } from '../db/schema';
import {
  lineShipping,
  parcelProblems,
  shippedBeforeParcels,
  type ParcelLine,
  type ShippedParcel,
} from '../../domain/parcelsShipped';
import { mayShip, parcelRefusal, shipperKindOf } from '../../domain/parcelScope';
import { isLiveStatus } from '../../domain/liveLine';
import { AppError, notFound } from '../http/errors';
import type { SignedInUser } from '../services/auth';
import {
  customerBoundPoLines,
  orderLinesWithShippers,
  parcelsOf,
  recordParcel,
  type ParcelOrderLine,
} from '../services/parcels/parcelRecords';
import { followOrderStatus } from '../services/pickups/orderFollow';
import { queueShopFulfilment } from '../services/shop/fulfilment';
import { recordEvents } from '../services/timeline/events';
import { defineFlow } from './flow';
import { leavePickupOrder } from './leavePickupOrder';
import { shipWarehouseDelivery } from './pickupDelivers';
import { firstParcelIsShippingInfo } from './steps/firstParcelShippingInfo';

export interface NewParcelInput {
  orderId: string;
  lines: ParcelLine[];
  agentName: string;
  trackingId: string;
  trackingUrl: string | null;
}

/**
 * A parcel leaves (issue 32 item 1): whoever ships some of an order's lines (the Admin, the
 * order's warehouse, the supplier that dropships them) enters it, never more than the live
 * quantity left. A line whose live quantity has all left reads Shipped by the same steps as
 * Shipping Info (its pickup is no longer needed; the warehouse order's pickup is delivered), the
 * order follows its lines, and the shop is told this parcel as its own fulfilment, once.
 */
export const parcelLeaves = defineFlow({
  name: 'a parcel leaves',
  after: ['shopWriteBack'],
  async run(tx: Tx, { user, parcel }: { user: SignedInUser; parcel: NewParcelInput }) {
    const { orderId } = parcel;
    await lockOrder(tx, orderId);
    const lines = await orderLinesWithShippers(tx, orderId);
    const mine = lines.filter((line) => mayShip(user, line));
    if (!mine.length) throw notFound('Order not found');
    const recorded = await parcelsOf(tx, orderId);
    // Lines Shipped before parcels were recorded have nothing left either.
    const before = shippedBeforeParcels(lines, recorded);
    const earlier = before ? [...recorded, before] : recorded;
    refuseProblems(parcel.lines, mine, earlier);

    const parcelId = await recordParcel(tx, {
      orderId,
      shipper: shipperKindOf(user),
      warehouseId: user.role === 'Warehouse' ? user.warehouseId : null,
      supplierId: user.role === 'Supplier' ? user.supplierId : null,
      agentName: parcel.agentName,
      trackingId: parcel.trackingId,
      trackingUrl: parcel.trackingUrl,
      createdBy: user.id,
      lines: parcel.lines,
    });
    const all = [...earlier, { lines: parcel.lines }];
    const completed = lines.filter(
      (line) =>
        parcel.lines.some((p) => p.lineId === line.id) &&
        isLiveStatus(line.status) &&
        lineShipping(line, all).complete,
    );
    await linesShip(tx, orderId, completed, user.id);
    await warehouseOrderLeft(tx, orderId, lines, all, parcel, user.id);
    await firstParcelIsShippingInfo(
      tx,
      orderId,
      lines.filter((line) => parcel.lines.some((p) => p.lineId === line.id)),
      parcel,
    );
    await queueShopFulfilment(tx, {
      orderId,
      orderLineIds: parcel.lines.map((l) => l.lineId),
      trackingNumber: parcel.trackingId,
      company: parcel.agentName,
      url: parcel.trackingUrl,
      userId: user.id,
      parcelId,
    });
    await recordEvents(tx, [
      {
        orderId,
        kind: 'parcel',
        userId: user.id,
        detail: {
          parcelId,
          trackingId: parcel.trackingId,
          agentName: parcel.agentName,
          trackingURL: parcel.trackingUrl,
          lines: parcel.lines.map((l) => ({
            ...l,
            sku: lines.find((line) => line.id === l.lineId)?.sku ?? null,
          })),
        },
      },
    ]);
    return { parcelId };
  },
});

/** Step: the order is locked while its parcels are counted, so two parcels never both take the last units. */
async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  if (!row) throw notFound('Order not found');
}

/** Guard: the parcel's lines are the shipper's, each once, never more than its live quantity left. */
function refuseProblems(requested: ParcelLine[], mine: ParcelOrderLine[], earlier: ShippedParcel[]) {
  const refusal = parcelRefusal(requested, parcelProblems({ lines: requested }, mine, earlier));
  if (!refusal) return;
  if (refusal.status === 404) throw notFound(refusal.said);
  throw new AppError(400, refusal.said, refusal.errors);
}

/**
 * Step: lines whose live quantity has all left read Shipped, as Shipping Info makes them: a
 * dropshipped line's PO line too, and the pickup that was to carry it is no longer needed; the
 * order's status follows its lines.
 */
async function linesShip(tx: Tx, orderId: string, completed: ParcelOrderLine[], userId: string) {
  if (!completed.length) return;
  const now = new Date();
  const ids = completed.map((l) => l.id);
  await tx
    .update(orderLines)
    .set({ status: 'Shipped', updatedAt: now })
    .where(and(inArray(orderLines.id, ids), notInArray(orderLines.status, ['Refund', 'Shipped'])));
  const dropshipped = completed.filter((l) => l.supplierId && !l.warehouseId).map((l) => l.id);
  if (dropshipped.length) {
    const supplierLines = await customerBoundPoLines(tx, dropshipped);
    if (supplierLines.length)
      await tx
        .update(poLines)
        .set({ status: 'Shipped', updatedAt: now })
        .where(
          inArray(
            poLines.id,
            supplierLines.map((l) => l.id),
          ),
        );
    for (const { id } of supplierLines)
      await leavePickupOrder.run(tx, { leaving: { reason: 'shipped-by-supplier', poLineId: id }, userId });
  }
  await followOrderStatus(tx, [orderId], now);
}

/**
 * Step: when this parcel completes the lines the warehouse ships, the warehouse order has left:
 * the sent pickup carrying it to the customer is delivered with this parcel's tracking, and a
 * pickup not sent yet is no longer needed (as its Shipping Info does).
 */
async function warehouseOrderLeft(
  tx: Tx,
  orderId: string,
  lines: ParcelOrderLine[],
  all: ShippedParcel[],
  parcel: NewParcelInput,
  userId: string,
) {
  const warehouse = lines.filter((l) => l.warehouseId && isLiveStatus(l.status));
  if (!warehouse.length || !warehouse.some((l) => parcel.lines.some((p) => p.lineId === l.id))) return;
  if (!warehouse.every((l) => lineShipping(l, all).complete)) return;
  await shipWarehouseDelivery(tx, {
    orderId,
    trackingId: parcel.trackingId,
    agentName: parcel.agentName,
    trackingUrl: parcel.trackingUrl,
    now: new Date(),
  });
  await leavePickupOrder.run(tx, { leaving: { reason: 'shipped-by-warehouse', orderId }, userId });
}
