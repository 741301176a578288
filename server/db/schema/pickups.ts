import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PUO_ASSIGNMENT_STATUSES } from '../../../domain/orderStatus';
import { NOTIFICATION_STATUSES, PICKUP_FROM, SENT_TO } from '../../../domain/values';
import { at, createdAt, id, updatedAt } from './columns';
import { products, shippingAgents, suppliers, warehouses } from './masterData';
import { orderLines, orders } from './orders';
import { poLines } from './purchasing';

export const puoNumberSeq = pgSequence('puo_number_seq', { startWith: 1000 });

/** A pickup order to one shipping agent, for goods collected at one place. */
export const pickupOrders = pgTable(
  'pickup_orders',
  {
    id: id(),
    pickupOrderNumber: text('pickup_order_number')
      .notNull()
      .unique()
      .default(sql`'PUO-' || nextval('puo_number_seq')`),
    shippingAgentId: uuid('shipping_agent_id')
      .notNull()
      .references(() => shippingAgents.id),
    pickupFrom: text('pickup_from', { enum: PICKUP_FROM }).notNull(),
    pickupWarehouseId: uuid('pickup_warehouse_id').references(() => warehouses.id),
    pickupSupplierId: uuid('pickup_supplier_id').references(() => suppliers.id),
    scheduleTime: at('schedule_time').notNull(),
    notificationStatus: text('notification_status', { enum: NOTIFICATION_STATUSES })
      .notNull()
      .default('to_be_sent'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One to-be-sent PUO per agent and pickup place: new lines join it.
    uniqueIndex('pickup_orders_one_open_per_agent_place')
      .on(t.shippingAgentId, t.pickupFrom, sql`coalesce(${t.pickupWarehouseId}, ${t.pickupSupplierId})`)
      .where(sql`${t.notificationStatus} = 'to_be_sent'`),
    index('pickup_orders_due_idx').on(t.notificationStatus, t.scheduleTime),
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
    pickupOrderId: uuid('pickup_order_id')
      .notNull()
      .references(() => pickupOrders.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    sentTo: text('sent_to', { enum: SENT_TO }).notNull(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    customer: jsonb('customer'),
    trackingId: text('tracking_id'),
    agentName: text('agent_name'),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: PUO_ASSIGNMENT_STATUSES }).notNull().default('Awaiting Pickup'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('puo_assignments_puo_idx').on(t.pickupOrderId),
    index('puo_assignments_order_idx').on(t.orderId),
  ],
);

export const puoLines = pgTable(
  'puo_lines',
  {
    id: id(),
    puoAssignmentId: uuid('puo_assignment_id')
      .notNull()
      .references(() => puoAssignments.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id),
    poLineId: uuid('po_line_id').references(() => poLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('Awaiting Pickup'),
    shopLineItemId: text('shop_line_item_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('puo_lines_assignment_idx').on(t.puoAssignmentId),
    index('puo_lines_order_line_idx').on(t.orderLineId),
    check('puo_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
