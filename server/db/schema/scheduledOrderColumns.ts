import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { NOTIFICATION_STATUSES, SENT_TO } from '../../../domain/values';
import { at } from './columns';
import { products, warehouses } from './masterData';
import { orderLines, orders } from './orders';

/**
 * The columns purchase orders and pickup orders share: both are e-mailed once at their
 * schedule time (server/services/scheduledOrders reads these columns by name), both gather
 * assignments (one order and destination each) of product lines.
 */

type Column = Partial<ExtraConfigColumn>;

/** 'PO-1000', 'PUO-1000': the prefix and the next value of the kind's sequence. */
export const orderNumberColumn = (name: string, prefix: string, sequence: string) =>
  text(name)
    .notNull()
    .unique()
    .default(sql.raw(`'${prefix}-' || nextval('${sequence}')`));

/** To be sent until its schedule time, then sent. */
export const scheduleColumns = () => ({
  scheduleTime: at('schedule_time').notNull(),
  notificationStatus: text('notification_status', { enum: NOTIFICATION_STATUSES })
    .notNull()
    .default('to_be_sent'),
  sentAt: at('sent_at'),
});

/** The due-order job's scan: to-be-sent rows by schedule time. */
export const dueIndex = (table: string, t: { notificationStatus: Column; scheduleTime: Column }) =>
  index(`${table}_due_idx`).on(t.notificationStatus, t.scheduleTime);

/** The lists' sort by Date & Time (created_at), to be sent or sent. */
export const createdIndex = (table: string, t: { notificationStatus: Column; createdAt: Column }) =>
  index(`${table}_created_idx`).on(t.notificationStatus, t.createdAt);

/** Where an assignment goes: an order's customer or warehouse, or a product added by hand. */
export const destinationColumns = () => ({
  orderId: uuid('order_id').references(() => orders.id),
  sentTo: text('sent_to', { enum: SENT_TO }).notNull(),
  warehouseId: uuid('warehouse_id').references(() => warehouses.id),
  /** A typed-in recipient for a product added by hand: firstName, lastName, email, phone, address1, city, country, province, zip. */
  customer: jsonb('customer'),
});

/** A line's product and units, and the order line it serves (none when added by hand). */
export const orderLineRef = () => uuid('order_line_id').references(() => orderLines.id);
export const productColumns = () => ({
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull(),
});

/** A line table's indexes: by assignment, by order line; and its units are positive. */
export const lineIndexes = (
  table: string,
  t: { assignmentId: Column; orderLineId: Column; quantity: Column },
) => [
  index(`${table}_assignment_idx`).on(t.assignmentId),
  index(`${table}_order_line_idx`).on(t.orderLineId),
  check(`${table}_quantity_check`, sql`${t.quantity} > 0`),
];
