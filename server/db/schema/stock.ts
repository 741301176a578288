import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { STOCK_ACTIONS } from '../../../domain/values';
import { createdAt, id, updatedAt, valueList } from './columns';
import { products, warehouses } from './masterData';
import { users } from './auth';
import { orders } from './orders';

export const stock = pgTable(
  'stock',
  {
    id: id(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    totalUnits: integer('total_units').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('stock_warehouse_product_key').on(t.warehouseId, t.productId),
    index('stock_product_idx').on(t.productId),
    check('stock_total_units_check', sql`${t.totalUnits} >= 0`),
  ],
);

/** Every change of a stock total: who, when, how much and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    stockId: uuid('stock_id')
      .notNull()
      .references(() => stock.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    action: text('action', { enum: STOCK_ACTIONS }).notNull(),
    reason: text('reason'),
    orderId: uuid('order_id').references(() => orders.id),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_stock_idx').on(t.stockId, t.createdAt),
    check('stock_movements_action_check', sql`${t.action} in ${valueList(STOCK_ACTIONS)}`),
  ],
);
