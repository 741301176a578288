import { sql } from 'drizzle-orm';
import { check, index, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PUO_ASSIGNMENT_STATUSES } from '../../../domain/orderStatus';
import { PICKUP_FROM } from '../../../domain/values';
import { createdAt, id, partOf, trackingColumns, updatedAt } from './columns';
import { shippingAgents, suppliers, warehouses } from './masterData';
import { poLines } from './purchasing';
import * as scheduled from './scheduledOrderColumns';

export const puoNumberSeq = pgSequence('puo_number_seq', { startWith: 1000 });

/** A pickup order to one shipping agent, for goods collected at one place. */
export const pickupOrders = pgTable(
  'pickup_orders',
  {
    id: id(),
    pickupOrderNumber: scheduled.orderNumberColumn('pickup_order_number', 'PUO', 'puo_number_seq'),
    shippingAgentId: uuid('shipping_agent_id')
      .notNull()
      .references(() => shippingAgents.id),
    pickupFrom: text('pickup_from', { enum: PICKUP_FROM }).notNull(),
    pickupWarehouseId: uuid('pickup_warehouse_id').references(() => warehouses.id),
    pickupSupplierId: uuid('pickup_supplier_id').references(() => suppliers.id),
    ...scheduled.scheduleColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One to-be-sent PUO per agent and pickup place: new lines join it.
    uniqueIndex('pickup_orders_one_open_per_agent_place')
      .on(t.shippingAgentId, t.pickupFrom, sql`coalesce(${t.pickupWarehouseId}, ${t.pickupSupplierId})`)
      .where(sql`${t.notificationStatus} = 'to_be_sent'`),
    scheduled.dueIndex('pickup_orders', t),
    scheduled.createdIndex('pickup_orders', t),
    check(
      'pickup_orders_place_check',
      sql`(${t.pickupFrom} = 'Warehouse' and ${t.pickupWarehouseId} is not null) or (${t.pickupFrom} = 'Supplier' and ${t.pickupSupplierId} is not null)`,
    ),
  ],
);

export const puoAssignments = pgTable(
  'puo_assignments',
  {
    id: id(),
    pickupOrderId: partOf('pickup_order_id', () => pickupOrders.id),
    ...scheduled.destinationColumns(),
    ...trackingColumns(),
    status: text('status', { enum: PUO_ASSIGNMENT_STATUSES }).notNull().default('Awaiting Pickup'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('puo_assignments_puo_idx').on(t.pickupOrderId),
    index('puo_assignments_order_idx').on(t.orderId),
    // What needs attention: goods still to collect, and deliveries shipped without tracking.
    index('puo_assignments_awaiting_idx')
      .on(t.pickupOrderId)
      .where(sql`${t.status} = 'Awaiting Pickup'`),
    index('puo_assignments_untracked_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'Shipped' and ${t.trackingId} is null`),
  ],
);

export const puoLines = pgTable(
  'puo_lines',
  {
    id: id(),
    puoAssignmentId: partOf('puo_assignment_id', () => puoAssignments.id),
    orderLineId: scheduled.orderLineRef(),
    poLineId: uuid('po_line_id').references(() => poLines.id),
    ...scheduled.productColumns(),
    status: text('status').notNull().default('Awaiting Pickup'),
    shopLineItemId: text('shop_line_item_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => scheduled.lineIndexes('puo_lines', { ...t, assignmentId: t.puoAssignmentId }),
);
