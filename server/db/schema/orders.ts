import { sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES_SQL } from '../openOrders';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../domain/orderStatus';
import type { CustomLine } from '../../../domain/orderLines';
import type { KeptShopChanges } from '../../../domain/shopOrderChanges';
import { ARRIVALS, LINE_FULFILMENTS, ORDER_SOURCES } from '../../../domain/values';
import { at, createdAt, id, partOf, trackingColumns, updatedAt, valueList } from './columns';
import { products, shippingAgents, suppliers, warehouses } from './masterData';
import { users } from './auth';

const STATUSES = valueList(ORDER_STATUSES);

/**
 * A status's place along the order's path (Pending first, Shipped then Refund last): what the
 * order lists' Status column sorts by. Written out, not a parameter, so that its index matches.
 */
export const statusPlace = (status: AnyPgColumn | ExtraConfigColumn) =>
  sql`array_position(array${sql.raw(`[${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}]`)}::text[], ${status})`;

/** The shop part of an order's unique key (orders_shop_order_key): none is one shop. */
export const ordersShopKey = (shop: AnyPgColumn | ExtraConfigColumn | SQL) => sql`coalesce(${shop}, '')`;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    shopOrderId: text('shop_order_id'),
    /**
     * The shop it came from, by its connector's name (server/services/shop/registry.ts); null for
     * a file import, a manual order, and a shop's order made before orders carried their shop.
     */
    shop: text('shop'),
    orderNumber: text('order_number').notNull(),
    orderCreatedAt: at('order_created_at').notNull(),
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    /** How it reached the product (domain/values.ts ARRIVALS), set by the intake's caller; 'manual': made outside the intake. */
    arrivedBy: text('arrived_by', { enum: ARRIVALS }).notNull().default('manual'),
    status: text('status').notNull().default('Pending'),
    problematic: boolean('problematic').notNull().default(false),
    problemReason: text('problem_reason'),
    assignedWarehouseId: uuid('assigned_warehouse_id').references(() => warehouses.id),
    /** Candidates offered to the Admin when routing found none or several. */
    warehouseList: uuid('warehouse_list')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isHybrid: boolean('is_hybrid').notNull().default(false),
    consolidated: boolean('consolidated'),
    /**
     * Whether a live line (not refunded) is served from stock, and whether one is bought: kept
     * by the order_line_kinds trigger on every write of the lines (migration 0034), never by a
     * service, so that Consolidate and Warehouse Orders read an index in their own order
     * instead of every order's lines.
     */
    hasStockLines: boolean('has_stock_lines').notNull().default(false),
    hasBoughtLines: boolean('has_bought_lines').notNull().default(false),
    /**
     * The orders a warehouse ships itself (DESIGN.md section 4 step 7): assigned to it, and
     * either consolidated (it ships every line) or with live lines from its stock (a Hybrid
     * order's too). A dropshipped order is its suppliers' to ship. The browser asks the same of
     * a record with `shipsFromWarehouse` in domain/orderLines.ts.
     */
    shipsFromWarehouse: boolean('ships_from_warehouse').generatedAlwaysAs(
      (): SQL => sql`assigned_warehouse_id is not null and (consolidated is true or has_stock_lines)`,
    ),
    shippingType: text('shipping_type'),
    customerShopId: text('customer_shop_id'),
    customerFirstName: text('customer_first_name'),
    customerLastName: text('customer_last_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    shippingAddress1: text('shipping_address1'),
    shippingAddress2: text('shipping_address2'),
    shippingCity: text('shipping_city'),
    shippingZip: text('shipping_zip'),
    shippingProvince: text('shipping_province'),
    shippingCountry: text('shipping_country'),
    shippingPhone: text('shipping_phone'),
    deadlineDate: date('deadline_date'),
    estimatedShippingDate: date('estimated_shipping_date'),
    shippingAgentId: uuid('shipping_agent_id').references(() => shippingAgents.id),
    ...trackingColumns(),
    notes: text('notes'),
    invoiceNumber: text('invoice_number'),
    /** Lines without a SKU (domain/orderLines.ts CustomLine): kept apart from order_lines, so no
     * routing, parcel, stock, purchase or pickup query can take them in. */
    /** When the order last became Shipped (kept by the orders_shipped_at trigger, migration 0010). */
    shippedAt: at('shipped_at'),
    customLines: jsonb('custom_lines')
      .$type<CustomLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the shop last changed the order, as its last reading said (older readings are none). */
    shopUpdatedAt: at('shop_updated_at'),
    /** Changes of the shop that could not follow (domain/shopOrderChanges.ts), until the Admin resolves them. */
    shopChanges: jsonb('shop_changes').$type<KeptShopChanges>(),
    /** Order number, customer, city and line SKUs, lower-cased, kept by the order services. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A shop's order once per shop: two shops may each have an order 1001. An order naming no
    // shop is one shop's (so a file imported twice makes its orders once); manual orders have no id.
    uniqueIndex('orders_shop_order_key').on(ordersShopKey(t.shop), t.shopOrderId),
    // The order lists' own order, exactly (newest first, then id descending): a page is read
    // straight off the index, forwards, or backwards for an ascending sort by the date.
    // Nulls first as `desc` orders them, or the planner cannot use it (the columns are not null).
    index('orders_created_idx').on(t.orderCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A status Filter tag in the same order.
    index('orders_status_idx').on(t.status, t.orderCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The order lists' sort by a column (domain/listSorts.ts), then the lists' own columns in the
    // sort's direction (listQuery.ts ownOrder): one index serves both directions of a click.
    index('orders_number_idx').on(t.orderNumber, t.orderCreatedAt, t.id),
    index('orders_city_idx').on(sql`lower(${t.shippingCity})`, t.orderCreatedAt, t.id),
    index('orders_status_place_idx').on(statusPlace(t.status), t.orderCreatedAt, t.id),
    index('orders_warehouse_idx').on(
      t.assignedWarehouseId,
      t.orderCreatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Consolidate's and Warehouse Orders' own rows in the lists' order: a page, a count and a
    // late page read only the list's entries (docs/benchmarks.md "The million, measured").
    index('orders_consolidate_idx')
      .on(t.orderCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hasBoughtLines}`),
    index('orders_ships_idx')
      .on(t.orderCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.shipsFromWarehouse}`),
    index('orders_ships_warehouse_idx')
      .on(t.assignedWarehouseId, t.orderCreatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.shipsFromWarehouse}`),
    // Warehouse Orders' Filter reads Hybrid orders (few) by their lines' status (list.ts).
    index('orders_hybrid_status_idx')
      .on(t.status, t.orderCreatedAt.desc())
      .where(sql`${t.isHybrid}`),
    // What needs attention (server/services/attention): the few orders each reason reads.
    // Open only, so the queue's count of problematic orders is an index-only scan.
    index('orders_problematic_idx')
      .on(t.orderCreatedAt, t.id)
      .where(sql`${t.problematic} and ${t.status} in (${OPEN_STATUSES_SQL})`),
    // Changed in the shop after it was sent, not resolved yet: the few the queue reads.
    index('orders_shop_changes_idx')
      .on(t.id)
      .where(sql`${t.shopChanges} is not null and (${t.shopChanges} ->> 'resolvedAt') is null`),
    // Waiting for the consolidation choice: the queue's reason as written, in the queue's order
    // (its clock, then the order), so that its count and the keys a middle page passes are an
    // index-only scan of those orders alone.
    index('orders_undecided_idx')
      .on(t.orderCreatedAt, t.id)
      .where(
        sql`${t.consolidated} is null and not ${t.problematic} and ${t.hasBoughtLines} and ${t.status} in (${OPEN_STATUSES_SQL})`,
      ),
    index('orders_open_deadline_idx')
      .on(t.deadlineDate)
      .where(sql`${t.status} in (${OPEN_STATUSES_SQL})`),
    // The queue's late orders in its own order (the end of the deadline day, then id): its page 1
    // reads the first few entries instead of sorting every late order (reasonSelects deadlineEnd).
    // The date itself last, so that the keys a middle page passes are an index-only scan (the
    // planner reads an expression's column from the index only when the column is in it).
    index('orders_open_deadline_end_idx')
      .on(sql`((${t.deadlineDate} + 1)::timestamp at time zone 'UTC')`, t.id, t.deadlineDate)
      .where(sql`${t.status} in (${OPEN_STATUSES_SQL})`),
    // The overview's 30 days: orders imported and shipped per day.
    index('orders_imported_idx').on(t.createdAt),
    index('orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
    index('orders_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('orders_status_check', sql`${t.status} in ${STATUSES}`),
    check('orders_arrived_by_check', sql`${t.arrivedBy} in ${valueList(ARRIVALS)}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    position: integer('position').notNull(),
    /** The shop's line item id (API), or order id + position + SKU for a CSV line. */
    lineKey: text('line_key').notNull(),
    shopLineItemId: text('shop_line_item_id'),
    productId: uuid('product_id').references(() => products.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    sku: text('sku'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    packSku: text('pack_sku'),
    /** How the line is served: from the warehouse's stock or bought from its supplier. */
    fulfilment: text('fulfilment', { enum: LINE_FULFILMENTS }),
    directToCustomer: boolean('direct_to_customer').notNull().default(false),
    status: text('status').notNull().default('Pending'),
    estimatedShippingDate: date('estimated_shipping_date'),
    shippingAgentId: uuid('shipping_agent_id').references(() => shippingAgents.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('order_lines_order_line_key').on(t.orderId, t.lineKey),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_supplier_idx').on(t.supplierId),
    // The orders a warehouse ships from stock (Warehouse Orders list): read once into a hash.
    index('order_lines_live_stock_idx')
      .on(t.orderId)
      .where(sql`${t.fulfilment} = 'stock' and ${t.status} <> 'Refund'`),
    // Needs attention: an order waits for the consolidation choice only with live bought lines.
    index('order_lines_live_buy_idx')
      .on(t.orderId)
      .where(sql`${t.fulfilment} = 'buy' and ${t.status} <> 'Refund'`),
    check('order_lines_status_check', sql`${t.status} in ${STATUSES}`),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** An order's timeline: who did what, when. A null user is the system (sync, routing). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
    /** Insertion order: events written in one transaction share their time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);
