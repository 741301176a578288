import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, suppliers } from '../db/schema';
import { decideConsolidation } from '../../domain/consolidation';
import { boughtLines } from '../../domain/orderLines';
import { conflictOnRefusal } from '../http/errors';
import type { SignedInUser } from '../services/auth';
import { addBoughtLines } from '../services/purchasing/boughtLines';
import type { SendClock } from '../services/scheduledOrders/sendOnce';
import { recordEvents } from '../services/timeline/events';
import { defineFlow } from './flow';

/**
 * Consolidate, or dropship (Unconsolidate): the order's consolidation is decided
 * (domain/consolidation.ts), then its bought lines join their suppliers' open POs, to the
 * warehouse or to the customer (DESIGN.md section 4 step 5). Nothing to wake after commit: the
 * POs are sent by the scheduler at their time.
 */
export const consolidateOrder = defineFlow({
  name: 'consolidate or dropship an order',
  after: [],
  run: (
    tx: Tx,
    input: { order: typeof orders.$inferSelect; consolidated: boolean; user: SignedInUser; clock: SendClock },
  ) => decideAndBuy(tx, input.order, input.consolidated, input.user, input.clock),
});

/**
 * One order's Consolidate/Unconsolidate inside `tx` (domain/consolidation.ts), the order already
 * locked by the caller: POST /consolidate-order and its batch run this same step. Answers
 * `{msg, dropshipping: 0}` with nothing written when a supplier does not dropship.
 */
async function decideAndBuy(
  tx: Tx,
  order: typeof orders.$inferSelect,
  consolidated: boolean,
  user: SignedInUser,
  clock: SendClock,
) {
  const orderId = order.id;
  const lines = await tx
    .select({ line: orderLines, dropShipping: suppliers.dropShippingAvailable })
    .from(orderLines)
    .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId))
    .where(eq(orderLines.orderId, orderId));
  let decision;
  try {
    decision = decideConsolidation(
      {
        consolidated: order.consolidated,
        problematic: order.problematic,
        lines: lines.map(({ line, dropShipping }) => ({
          fulfilment: line.fulfilment,
          status: line.status,
          supplierAllowsDropshipping: !!dropShipping,
        })),
      },
      consolidated,
    );
  } catch (error) {
    return conflictOnRefusal(error);
  }
  if (decision.dropshipping === 0) {
    return { msg: decision.msg, dropshipping: 0 as const };
  }
  const boughtIds = boughtLines(lines.map(({ line }) => line)).map((line) => line.id);
  await tx
    .update(orderLines)
    .set({ directToCustomer: decision.directToCustomer, updatedAt: new Date() })
    .where(inArray(orderLines.id, boughtIds));
  await tx
    .update(orders)
    .set({ consolidated: decision.consolidated, isHybrid: decision.isHybrid, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await recordEvents(tx, [
    {
      orderId,
      kind: decision.consolidated ? 'consolidated' : 'unconsolidated',
      userId: user.id,
      detail: { lines: boughtIds.length, isHybrid: decision.isHybrid },
    },
  ]);
  // Decided: the bought lines join their suppliers' open POs (DESIGN.md section 4 step 5).
  await addBoughtLines(tx, [orderId], { userId: user.id, clock });
  return { msg: decision.msg, dropshipping: 1 as const };
}
