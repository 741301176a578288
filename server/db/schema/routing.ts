import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Parcel } from '../../../domain/parcel';
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

export const orderRoutings = pgTable(
  'order_routings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    warehouseSetId: uuid('warehouse_set_id')
      .notNull()
      .references(() => routingWarehouseSets.id),
    destinationCountry: text('destination_country'),
    /**
     * What routing read of the lines (domain/routingExplanation.ts readLines): the parcel and
     * the unknown SKUs, so trying a warehouse change reads five numbers per order, not its lines.
     * Null when kept before they were (then computed from `lines`).
     */
    parcel: jsonb('parcel').$type<Parcel>(),
    unknownSkus: jsonb('unknown_skus').$type<string[]>(),
    /**
     * The order's live lines or their products' measures changed since (a refund, a SKU linked, a
     * product's measures edited: routingInputsChanged): a waiting order is then read as it is now.
     */
    inputsChanged: boolean('inputs_changed').notNull().default(false),
    routedAt: at('routed_at').notNull().defaultNow(),
  },
  // Trying a warehouse change lists the orders of the parcels it reroutes (routingPreview/).
  (t) => [index('order_routings_parcel_idx').using('hash', t.parcel)],
);

/**
 * The lines each routed order had, as routing read them (with their products' measures): the
 * explanation's detail, kept apart so that order_routings stays a few numbers per order, which
 * trying a warehouse change reads for tens of thousands of orders at a time.
 */
export const orderRoutingLines = pgTable('order_routing_lines', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orderRoutings.orderId, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<RoutingLine[]>().notNull(),
});
