import { eq, sql } from 'drizzle-orm';
import { say, type Said } from '../../../domain/texts/answers';
import type { Database, Tx } from '../../db/client';
import { orders, poAssignments, poLines, purchaseOrders, suppliers } from '../../db/schema';
import {
  assertPoChange,
  PO_ALREADY_SENT,
  type PaymentStatus,
  type PoChange,
} from '../../../domain/purchaseOrders';
import { notFound } from '../../http/errors';
import type { SignedInUser } from '../auth';
import { checkManualProduct, type ManualProductInput } from '../scheduledOrders/manualProduct';
import { ScheduledOrders, type ScheduledOrdersOptions } from '../scheduledOrders/scheduledOrders';
import { recordEvents } from '../timeline/events';
import { dropEmpty } from './boughtLines';
import { openPurchaseOrder } from './openPurchaseOrder';
import { PO_TABLES, purchaseOrderRecords, type PurchaseOrderRecord } from './poRecords';
import { scheduledOrderSearch } from '../scheduledOrders/search';
import { purchaseOrderSending } from './sending';
import type { PURCHASE_ORDER_SORTS, SortKey } from '../../../domain/listSorts';
import type { SharedSort } from '../scheduledOrders/scheduledOrders';

type PoRow = typeof purchaseOrders.$inferSelect;

/** Search of the PO lists: PO number (a trigram index), supplier name, or a line's SKU. */
const poSearch = scheduledOrderSearch(PO_TABLES, purchaseOrders.poNumber, (p) => [
  sql`${purchaseOrders.supplierId} in (select ${suppliers.id} from ${suppliers} where lower(${suppliers.name}) like ${p})`,
  // The orders its lines serve, as the PUO list: #1001 finds every shop's #1001's PO.
  sql`${purchaseOrders.id} in (select ${poAssignments.purchaseOrderId} from ${poAssignments}
    join ${orders} on ${orders.id} = ${poAssignments.orderId} where ${orders.searchText} like ${p})`,
]);

/**
 * The Admin's purchase orders (DESIGN.md section 4 step 5; spec 000 sections 2, 5 and 7):
 * besides what every scheduled order has (server/services/scheduledOrders), products added by
 * hand, units, delete, and notes, invoice number and payment status of a sent PO's assign
 * orders. Each call is one transaction that locks the PO it changes.
 */
export class PurchaseOrdersService extends ScheduledOrders<
  typeof purchaseOrders,
  PurchaseOrderRecord,
  PoChange
> {
  constructor(db: Database, options: ScheduledOrdersOptions) {
    super(db, options, {
      table: purchaseOrders,
      number: purchaseOrders.poNumber,
      search: poSearch,
      sorts: {
        poNumber: purchaseOrders.poNumber,
        'assigned_to.name': sql`(select lower(${suppliers.name}) from ${suppliers} where ${suppliers.id} = ${purchaseOrders.supplierId})`,
      } satisfies Record<Exclude<SortKey<typeof PURCHASE_ORDER_SORTS>, SharedSort>, unknown>,
      records: purchaseOrderRecords,
      sendable: purchaseOrderSending,
      assertChange: assertPoChange,
      words: {
        missing: 'Purchase order not found',
        alreadySent: PO_ALREADY_SENT,
        sent: 'Purchase order sent',
        oneOfManySent: 'One of these purchase orders has already been sent',
        manySent: (count) => `${count} purchase orders sent`,
      },
    });
  }

  /** The PO, locked; supplierId, when given, must be the PO's supplier. */
  private lockPo(tx: Tx, id: string, change: PoChange, supplierId?: string): Promise<PoRow> {
    return this.lock(tx, id, change, (po) => !supplierId || po.supplierId === supplierId);
  }

  /** The assign order and its PO, locked; supplierId, when sent, must be the PO's supplier. */
  private async lockAssignment(tx: Tx, assignOrderId: string, change: PoChange, supplierId?: string) {
    const [found] = await tx
      .select({ assignment: poAssignments })
      .from(poAssignments)
      .where(eq(poAssignments.id, assignOrderId));
    if (!found) throw notFound('Assign order not found');
    const po = await this.lockPo(tx, found.assignment.purchaseOrderId, change, supplierId);
    return { assignment: found.assignment, po };
  }

  /**
   * 'Add Product manually': a product of the supplier joins the supplier's open PO in a new
   * assign order whose order number reads 'Manual', for a warehouse or a typed-in customer.
   */
  async addManualProduct(input: ManualProductInput) {
    return this.db.transaction(async (tx) => {
      const { supplier, product } = await checkManualProduct(tx, input);
      const po = await openPurchaseOrder(tx, supplier.id, this.options.clock);
      const [assignment] = await tx
        .insert(poAssignments)
        .values(
          'warehouseId' in input
            ? { purchaseOrderId: po.id, sentTo: 'Warehouse', warehouseId: input.warehouseId }
            : { purchaseOrderId: po.id, sentTo: 'Customer', customer: input.customer },
        )
        .returning();
      await tx
        .insert(poLines)
        .values({ poAssignmentId: assignment.id, productId: product.id, quantity: input.quantity });
      return {
        ...say('productAddedTo', { number: po.poNumber }),
        poNumber: po.poNumber,
        assignOrderId: assignment.id,
      };
    });
  }

  /** Change Units of a line while its PO is to be sent. */
  async changeUnits(lineId: string, quantity: number, supplierId?: string) {
    return this.db.transaction(async (tx) => {
      const [line] = await tx.select().from(poLines).where(eq(poLines.id, lineId));
      if (!line) throw notFound('Product not found');
      await this.lockAssignment(tx, line.poAssignmentId, 'change-units', supplierId);
      await tx
        .update(poLines)
        .set({ quantity, updatedAt: this.options.clock.now() })
        .where(eq(poLines.id, lineId));
      return { msg: 'Units updated' };
    });
  }

  /** Delete an assign order of a to-be-sent PO; an emptied PO disappears. */
  async deleteAssignOrder(assignOrderId: string, user: SignedInUser, supplierId?: string) {
    return this.db.transaction(async (tx) => {
      const { assignment, po } = await this.lockAssignment(
        tx,
        assignOrderId,
        'delete-assign-order',
        supplierId,
      );
      await tx.delete(poAssignments).where(eq(poAssignments.id, assignment.id));
      const { poDeleted } = await dropEmpty(tx, po.id);
      if (assignment.orderId)
        await recordEvents(tx, [
          {
            orderId: assignment.orderId,
            kind: 'purchase-order-left',
            userId: user.id,
            detail: { poNumber: po.poNumber, reason: 'deleted', poDeleted },
          },
        ]);
      return poDeleted ? say('purchaseOrderDeleted', { number: po.poNumber }) : say('assignOrderDeleted');
    });
  }

  private async setOnSent(
    assignOrderId: string,
    change: 'notes' | 'invoice-number' | 'payment-status',
    values: Partial<typeof poAssignments.$inferInsert>,
    msg: string | Said,
    supplierId?: string,
  ) {
    return this.db.transaction(async (tx) => {
      await this.lockAssignment(tx, assignOrderId, change, supplierId);
      await tx
        .update(poAssignments)
        .set({ ...values, updatedAt: this.options.clock.now() })
        .where(eq(poAssignments.id, assignOrderId));
      return typeof msg === 'string' ? { msg } : msg;
    });
  }

  addNotes(assignOrderId: string, notes: string, supplierId?: string) {
    return this.setOnSent(assignOrderId, 'notes', { notes }, 'Comment saved successfully', supplierId);
  }

  addInvoiceNumber(assignOrderId: string, invoiceNumber: string, supplierId?: string) {
    return this.setOnSent(
      assignOrderId,
      'invoice-number',
      { invoiceNumber },
      'Invoice number saved successfully',
      supplierId,
    );
  }

  setPaymentStatus(assignOrderId: string, status: PaymentStatus, supplierId?: string) {
    return this.setOnSent(
      assignOrderId,
      'payment-status',
      { status },
      say('statusChanged', { status }),
      supplierId,
    );
  }
}
