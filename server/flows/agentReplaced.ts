import type { Tx } from '../db/client';
import { conflictOnRefusal } from '../http/errors';
import type { SendClock } from '../services/scheduledOrders/sendOnce';
import { defineFlow } from './flow';
import { addSupplierLineToPickupOrder, addWarehouseOrderToPickupOrder } from './joinPickupOrder';
import { leavePickupOrder } from './leavePickupOrder';

/**
 * A Ready item whose agent went inactive takes its new agent (issue 28 item 5), in two steps:
 * it leaves the old agent's pickup order not yet sent (leavePickupOrder) and joins the new
 * agent's open one at the same place (joinPickupOrder). One already in a sent pickup order is
 * refused (409): that pickup is under way. Nothing is woken after commit: the new pickup order
 * is e-mailed when it is sent.
 */
export const moveWarehouseOrderToAgent = defineFlow({
  name: 'a warehouse order takes another agent',
  after: [],
  async run(
    tx: Tx,
    input: { orderId: string; warehouseId: string; shippingAgentId: string; userId: string | null },
  ) {
    await leavePickupOrder.run(tx, {
      leaving: { reason: 'agent-replaced', orderId: input.orderId },
      userId: input.userId,
    });
    await addWarehouseOrderToPickupOrder.run(tx, input).catch(conflictOnRefusal);
  },
});

export const moveSupplierLineToAgent = defineFlow({
  name: "a supplier's line takes another agent",
  after: [],
  async run(
    tx: Tx,
    input: { poLineId: string; shippingAgentId: string; userId: string | null; clock?: SendClock },
  ) {
    await leavePickupOrder.run(tx, {
      leaving: { reason: 'agent-replaced', poLineId: input.poLineId },
      userId: input.userId,
    });
    await addSupplierLineToPickupOrder.run(tx, input).catch(conflictOnRefusal);
  },
});
