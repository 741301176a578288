import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { poAssignments, poLines, purchaseOrders } from '../../db/schema';

/**
 * A supplier's line (a PO line) with the assign order and PO it belongs to: what the supplier's
 * own actions and its line joining a pickup order read. A caller that changes it adds the lock.
 */
export const supplierLineWithPo = (db: DbOrTx, poLineId: string) =>
  db
    .select({ line: poLines, assignment: poAssignments, po: purchaseOrders })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(eq(poLines.id, poLineId));
