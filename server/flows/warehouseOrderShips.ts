import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { isLive, warehouseLines } from '../../domain/orderLines';
import { recordEvents } from '../services/timeline/events';
import { shipWarehouseDelivery } from './pickupDelivers';
import { shippedParcel } from './steps/shippedParcel';
import { defineFlow } from './flow';
import { leavePickupOrder } from './leavePickupOrder';
import { warehouseOrderStatus, type LockedWarehouseOrder } from './warehouseOrderStatus';

/** What a shipper's Shipping Info gives: its tracking id, its name and the tracking page. */
export interface ShippingInfo {
  trackingId: string;
  agentName: string;
  trackingURL: string;
}

/**
 * A warehouse order ships (its Shipping Info, DESIGN.md section 4 steps 7 and 9): the order
 * keeps the tracking, the lines its warehouse ships read Shipped, the pickup that carried it is
 * delivered, a pickup not sent yet is no longer needed, and the shop is told, by the durable
 * fulfilment job woken after commit. The caller has locked the order and applied the rule
 * (domain/readiness.ts assertWarehouseShippingInfo).
 */
export const warehouseOrderShips = defineFlow({
  name: 'a warehouse order ships',
  after: ['shopWriteBack'],
  async run(
    tx: Tx,
    { order, info, userId }: { order: LockedWarehouseOrder; info: ShippingInfo; userId: string },
  ) {
    const orderId = order.row.id;
    await keepTracking(tx, orderId, info, userId);
    await warehouseOrderStatus.run(tx, { order, status: 'Shipped', userId: userId });
    await shipWarehouseDelivery(tx, {
      orderId,
      trackingId: info.trackingId,
      agentName: info.agentName,
      trackingUrl: info.trackingURL ?? null,
      now: new Date(),
    });
    // Shipped before its pickup order was sent: the agent need not come for it.
    await leavePickupOrder.run(tx, { leaving: { reason: 'shipped-by-warehouse', orderId }, userId });
    // Its parcel: what the warehouse's lines still had to ship, told to the shop once.
    await shippedParcel(tx, {
      orderId,
      orderLineIds: warehouseLines(order.record)
        .filter(isLive)
        .map((p) => p._id),
      shipper: 'warehouse',
      warehouseId: order.row.assignedWarehouseId,
      supplierId: null,
      trackingId: info.trackingId,
      agentName: info.agentName,
      trackingUrl: info.trackingURL ?? null,
      userId,
    });
  },
});

/** Step: the order keeps its tracking, and its timeline says who gave it. */
async function keepTracking(tx: Tx, orderId: string, info: ShippingInfo, userId: string) {
  await tx
    .update(orders)
    .set({ trackingId: info.trackingId, agentName: info.agentName, trackingUrl: info.trackingURL })
    .where(eq(orders.id, orderId));
  await recordEvents(tx, [{ orderId, kind: 'tracking', userId, detail: { ...info } }]);
}
