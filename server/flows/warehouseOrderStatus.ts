import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { reachesOwned } from '../../domain/owners';
import { warehouseLines, isLive } from '../../domain/orderLines';
import { orderStatusOf, type OrderStatus } from '../../domain/orderStatus';
import { warehouseOrderStateOf, type ConsolidatedOrderState } from '../../domain/readiness';
import { conflictOnRefusal, notFound } from '../http/errors';
import type { SignedInUser } from '../services/auth';
import { recordEvents } from '../services/timeline/events';
import { orderRecords, type OrderRecord } from '../services/orderRecords/records';
import { addWarehouseOrderToPickupOrder } from './joinPickupOrder';
import { shipsFromWarehouse } from '../services/warehouseOrders/list';
import { alreadySo } from '../../domain/batch';
import { defineFlow } from './flow';
import type { Said } from '../../domain/texts/answers';

/** An order under its row lock, as the API answers it, with its readiness state. */
export interface LockedWarehouseOrder {
  row: typeof orders.$inferSelect;
  record: OrderRecord;
  state: ConsolidatedOrderState;
}

/**
 * Locks an order for a warehouse step and reads it as the API answers it, with its readiness
 * state. A Warehouse user reaches only its own warehouse's orders: another's is a 404.
 * `listedOnly`: Warehouse Orders' own calls reach only the orders that list shows (the
 * warehouse ships them, list.ts); the Consolidate screen passes false and answers its own 409s.
 */
export async function lockWarehouseOrder(
  tx: Tx,
  orderId: string,
  user: SignedInUser,
  { listedOnly }: { listedOnly: boolean },
): Promise<LockedWarehouseOrder> {
  // NO KEY UPDATE: a PO or PUO being sent may still add timeline events of this order meanwhile.
  const [row] = await tx
    .select()
    .from(orders)
    .where(listedOnly ? and(eq(orders.id, orderId), shipsFromWarehouse) : eq(orders.id, orderId))
    .for('no key update');
  if (!row || !reachesOwned(user, { warehouse: row.assignedWarehouseId })) throw notFound('Order not found');
  // The record of the row just locked: the row is not read a second time.
  const [record] = await orderRecords(tx, [row]);
  return { row, record, state: warehouseOrderStateOf(record) };
}

/**
 * A warehouse order changes status: the lines the warehouse ships (not refunded) read `status`;
 * the order's status follows all its lines (DESIGN.md section 4), so a Hybrid order's
 * dropshipped lines keep theirs; the timeline says who; Ready joins the agent's pickup order.
 * Used by Warehouse Orders and the Consolidate screen alike, after their rule allowed it.
 * Lines all in `status` already are left as they are (no second event or pickup): answered
 * `{ unchanged }`, which a batch reports as that row's reason. Nothing is woken after commit
 * (Shipped's write-back is warehouseOrderShips').
 */
export const warehouseOrderStatus = defineFlow({
  name: 'a warehouse order changes status',
  after: [],
  async run(
    tx: Tx,
    {
      order,
      status,
      userId,
    }: {
      order: { row: typeof orders.$inferSelect; record: OrderRecord };
      status: OrderStatus;
      userId: string;
    },
  ): Promise<{ unchanged: Said } | { status: OrderStatus }> {
    const live = warehouseLines(order.record).filter(isLive);
    if (live.length && live.every((line) => line.status === status)) return { unchanged: alreadySo(status) };
    const shipped = new Set(live.map((p) => p._id));
    const orderStatus = await linesAndOrderRead(tx, order, shipped, status);
    await recordEvents(tx, [
      {
        orderId: order.row.id,
        kind: 'status-changed',
        userId,
        detail: { from: order.row.status, to: orderStatus, lines: status },
      },
    ]);
    // Ready joins the agent's pickup order: picked up at the warehouse, delivered to the
    // customer (DESIGN.md section 4 step 7). The readiness rule has checked agent and warehouse.
    if (status === 'Ready')
      await addWarehouseOrderToPickupOrder
        .run(tx, {
          orderId: order.row.id,
          warehouseId: order.row.assignedWarehouseId!,
          shippingAgentId: order.row.shippingAgentId!,
          userId,
        })
        .catch(conflictOnRefusal);
    return { status: orderStatus };
  },
});

/** Step: the warehouse's lines read `status`, and the order the status all its lines give. */
async function linesAndOrderRead(
  tx: Tx,
  order: { row: typeof orders.$inferSelect; record: OrderRecord },
  shipped: ReadonlySet<string>,
  status: OrderStatus,
): Promise<OrderStatus> {
  if (shipped.size)
    await tx
      .update(orderLines)
      .set({ status, updatedAt: new Date() })
      .where(inArray(orderLines.id, [...shipped]));
  const orderStatus = orderStatusOf(
    order.record.products.map((p) => (shipped.has(p._id) ? status : p.status)),
  );
  await tx
    .update(orders)
    .set({ status: orderStatus, updatedAt: new Date() })
    .where(eq(orders.id, order.row.id));
  return orderStatus;
}
