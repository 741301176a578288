import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { RETURN_CONDITIONS, RETURN_EXPECTED_DAYS, RETURN_STATES } from '../../../domain/returns';
import type { ShopLineItemRef } from '../../../domain/shopFulfilment';
import { SHIPPER_KINDS, SHOP_FULFILMENT_STATUSES } from '../../../domain/values';
import { at, createdAt, id, partOf, updatedAt, valueList } from './columns';
import { suppliers, warehouses } from './masterData';
import { users } from './auth';
import { orderLines, orders } from './orders';
import { orderNumberColumn } from './scheduledOrderColumns';

export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1000 });

/**
 * A return (issue 32 item 2): some shipped lines of an order coming back to whoever shipped them
 * (a warehouse, or the supplier that dropshipped them), open until that shipper receives it,
 * then refunded by the Admin (domain/returns.ts).
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    returnNumber: orderNumberColumn('return_number', 'RMA', 'return_number_seq'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipperKind: text('shipper_kind', { enum: SHIPPER_KINDS }).notNull(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    state: text('state', { enum: RETURN_STATES }).notNull().default('open'),
    reason: text('reason').notNull(),
    condition: text('condition', { enum: RETURN_CONDITIONS }),
    /** Past these days an open return wants attention (domain/returns.ts returnOverdue). */
    expectedDays: integer('expected_days').notNull().default(RETURN_EXPECTED_DAYS),
    openedBy: uuid('opened_by').references(() => users.id),
    openedAt: at('opened_at').notNull().defaultNow(),
    receivedAt: at('received_at'),
    receivedBy: uuid('received_by').references(() => users.id),
    refundedAt: at('refunded_at'),
    refundedBy: uuid('refunded_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's own order, newest first; and each shipper's own list in the same order.
    index('returns_opened_idx').on(t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('returns_warehouse_idx').on(t.warehouseId, t.openedAt.desc().nullsFirst()),
    index('returns_supplier_idx').on(t.supplierId, t.openedAt.desc().nullsFirst()),
    index('returns_order_idx').on(t.orderId),
    // Needs attention reads the open ones only.
    index('returns_open_idx')
      .on(t.openedAt)
      .where(sql`${t.state} = 'open'`),
    check('returns_state_check', sql`${t.state} in ${valueList(RETURN_STATES)}`),
    check(
      'returns_condition_check',
      sql`${t.condition} is null or ${t.condition} in ${valueList(RETURN_CONDITIONS)}`,
    ),
    check(
      'returns_shipper_check',
      sql`(${t.shipperKind} = 'warehouse' and ${t.warehouseId} is not null and ${t.supplierId} is null)
        or (${t.shipperKind} = 'supplier' and ${t.supplierId} is not null and ${t.warehouseId} is null)`,
    ),
    check('returns_expected_days_check', sql`${t.expectedDays} > 0`),
  ],
);

/** The units of each order line a return brings back. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: partOf('return_id', () => returns.id),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('return_lines_return_line_key').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Refunds to write to the shop, queued in the transaction that refunds a return and written by
 * the scheduler with retries, like shop_fulfilments; one per return (unique), so written once.
 */
export const shopRefunds = pgTable(
  'shop_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    lineItems: jsonb('line_items').$type<ShopLineItemRef[]>().notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: SHOP_FULFILMENT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    claimedBy: integer('claimed_by'),
    shopRefundId: text('shop_refund_id'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    unique('shop_refunds_return_key').on(t.returnId),
    index('shop_refunds_due_idx').on(t.status, t.nextAttemptAt),
    check('shop_refunds_status_check', sql`${t.status} in ${valueList(SHOP_FULFILMENT_STATUSES)}`),
  ],
);
