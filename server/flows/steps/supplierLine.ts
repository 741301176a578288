import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, poAssignments, poLines, products, purchaseOrders } from '../../db/schema';

/**
 * A supplier's line (a PO line) with the assign order and PO it belongs to: what the supplier's
 * own actions and its line joining a pickup order read. A caller that changes it adds the lock.
 */
export const supplierLineWithPo = (db: DbOrTx, poLineId: string) =>
  db
    .select({
      line: poLines,
      assignment: poAssignments,
      po: purchaseOrders,
      // What the supplier's changes check and write on the timeline, in the same read.
      orderCreatedAt: orders.orderCreatedAt,
      productSku: products.internalSku,
    })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .leftJoin(orders, eq(orders.id, poAssignments.orderId))
    .leftJoin(products, eq(products.id, poLines.productId))
    .where(eq(poLines.id, poLineId));
