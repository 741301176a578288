import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NamedRoutingWarehouse, RoutingLine } from '../../../domain/routingExplanation';
import { at, createdAt, id } from './columns';
import { orders } from './orders';

/**
 * What routing read, kept when it routed an order (issue 18), so its explanation is rebuilt by
 * the function that decided from the inputs as they were, whatever has changed since. The
 * warehouses' criteria are kept once per distinct set (one import routes thousands of orders
 * against the same warehouses); each order keeps its lines' measures and its destination.
 */
export const routingWarehouseSets = pgTable('routing_warehouse_sets', {
  id: id(),
  /** sha256 of `warehouses` as JSON: one row per distinct set. */
  hash: text('hash').notNull().unique(),
  warehouses: jsonb('warehouses').$type<NamedRoutingWarehouse[]>().notNull(),
  createdAt: createdAt(),
});

export const orderRoutings = pgTable('order_routings', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  warehouseSetId: uuid('warehouse_set_id')
    .notNull()
    .references(() => routingWarehouseSets.id),
  lines: jsonb('lines').$type<RoutingLine[]>().notNull(),
  destinationCountry: text('destination_country'),
  routedAt: at('routed_at').notNull().defaultNow(),
});
