import { sql } from 'drizzle-orm';
import { check, date, index, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PO_STATUSES } from '../../../domain/orderStatus';
import { createdAt, id, partOf, trackingColumns, updatedAt } from './columns';
import { shippingAgents, suppliers } from './masterData';
import * as scheduled from './scheduledOrderColumns';

export const poNumberSeq = pgSequence('po_number_seq', { startWith: 1000 });

/** A purchase order to one supplier: open (to be sent) until its schedule time, then sent. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    poNumber: scheduled.orderNumberColumn('po_number', 'PO', 'po_number_seq'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    ...scheduled.scheduleColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One to-be-sent PO per supplier: new bought lines join it.
    uniqueIndex('purchase_orders_one_open_per_supplier')
      .on(t.supplierId)
      .where(sql`${t.notificationStatus} = 'to_be_sent'`),
    scheduled.dueIndex('purchase_orders', t),
    scheduled.createdIndex('purchase_orders', t),
    // The Sent list, newest first; and the lists' search by PO number (ILIKE '%term%').
    index('purchase_orders_sent_idx')
      .on(t.sentAt.desc().nullsFirst(), t.poNumber.desc().nullsFirst())
      .where(sql`${t.notificationStatus} = 'sent'`),
    index('purchase_orders_number_trgm').using('gin', sql`lower(${t.poNumber}) gin_trgm_ops`),
  ],
);

/** Assign order: the lines of one PO going to one destination for one order. */
export const poAssignments = pgTable(
  'po_assignments',
  {
    id: id(),
    purchaseOrderId: partOf('purchase_order_id', () => purchaseOrders.id),
    ...scheduled.destinationColumns(),
    status: text('status', { enum: PO_STATUSES }).notNull().default('Pending Payment'),
    notes: text('notes'),
    invoiceNumber: text('invoice_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('po_assignments_po_idx').on(t.purchaseOrderId),
    index('po_assignments_order_idx').on(t.orderId),
    check(
      'po_assignments_destination_check',
      sql`(${t.sentTo} = 'Warehouse' and ${t.warehouseId} is not null) or (${t.sentTo} = 'Customer' and (${t.orderId} is not null or ${t.customer} is not null))`,
    ),
  ],
);

export const poLines = pgTable(
  'po_lines',
  {
    id: id(),
    poAssignmentId: partOf('po_assignment_id', () => poAssignments.id),
    orderLineId: scheduled.orderLineRef(),
    ...scheduled.productColumns(),
    status: text('status').notNull().default('Pending'),
    estimatedShippingDate: date('estimated_shipping_date'),
    shippingAgentId: uuid('shipping_agent_id').references(() => shippingAgents.id),
    ...trackingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...scheduled.lineIndexes('po_lines', { ...t, assignmentId: t.poAssignmentId }),
    // The lists' search by SKU goes from the matching products to their lines.
    index('po_lines_product_idx').on(t.productId),
    // What needs attention: lines still without a date, and Ready lines (their agent).
    index('po_lines_undated_idx')
      .on(t.poAssignmentId)
      .where(sql`${t.estimatedShippingDate} is null and ${t.status} in ('Pending', 'Preparation')`),
    index('po_lines_ready_idx')
      .on(t.shippingAgentId)
      .where(sql`${t.status} = 'Ready'`),
  ],
);
