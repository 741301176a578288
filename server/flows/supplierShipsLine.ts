import type { Tx } from '../db/client';
import { shippedParcel } from './steps/shippedParcel';
import { defineFlow } from './flow';
import { leavePickupOrder } from './leavePickupOrder';
import type { ShippingInfo } from './warehouseOrderShips';

/**
 * A supplier ships a line to the customer itself (its Shipping Info, DESIGN.md section 4 steps 6
 * and 9), after the supplier's line has taken its tracking and status (SupplierOrdersService):
 * the pickup that was to carry it is the same delivery, so the line leaves a pickup order not
 * sent yet (or reads Shipped on a sent one), and the order's line goes back to the shop as a
 * fulfilment, written by the durable job woken after commit. A line sent to a warehouse
 * ships nothing to the customer: nothing to do here.
 */
export const supplierShipsLine = defineFlow({
  name: 'a supplier ships a line',
  after: ['shopWriteBack'],
  async run(
    tx: Tx,
    input: {
      poLineId: string;
      orderLineId: string | null;
      orderId: string | null;
      sentTo: string;
      /** The supplier whose purchase order holds the line: it ships the parcel. */
      supplierId: string;
      info: ShippingInfo;
      userId: string;
    },
  ) {
    if (input.sentTo !== 'Customer') return;
    await leavePickupOrder.run(tx, {
      leaving: { reason: 'shipped-by-supplier', poLineId: input.poLineId },
      userId: input.userId,
    });
    if (input.orderId && input.orderLineId)
      await shippedParcel(tx, {
        orderId: input.orderId,
        orderLineIds: [input.orderLineId],
        shipper: 'supplier',
        warehouseId: null,
        supplierId: input.supplierId,
        trackingId: input.info.trackingId,
        agentName: input.info.agentName,
        trackingUrl: input.info.trackingURL || null,
        userId: input.userId,
      });
  },
});
