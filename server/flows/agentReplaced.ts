import type { Tx } from '../db/client';
import { conflictOnRefusal } from '../http/errors';
import type { SendClock } from '../services/scheduledOrders/sendOnce';
import { addSupplierLineToPickupOrder, addWarehouseOrderToPickupOrder } from './joinPickupOrder';
import { leaveForAnotherAgent } from './leavePickupOrder';

/**
 * A Ready item whose agent went inactive takes its new agent (issue 28 item 5): it leaves the
 * old agent's pickup order not yet sent and joins the new agent's open one at the same place.
 * One already in a sent pickup order is refused (409): that pickup is under way.
 */
export async function moveWarehouseOrderToAgent(
  tx: Tx,
  input: { orderId: string; warehouseId: string; shippingAgentId: string; userId: string | null },
): Promise<void> {
  await leaveForAnotherAgent(tx, { orderId: input.orderId }, input.userId);
  await addWarehouseOrderToPickupOrder(tx, input).catch(conflictOnRefusal);
}

export async function moveSupplierLineToAgent(
  tx: Tx,
  input: { poLineId: string; shippingAgentId: string; userId: string | null; clock?: SendClock },
): Promise<void> {
  await leaveForAnotherAgent(tx, { poLineId: input.poLineId }, input.userId);
  await addSupplierLineToPickupOrder(tx, input).catch(conflictOnRefusal);
}
