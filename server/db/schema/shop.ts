import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SHOP_FULFILMENT_STATUSES } from '../../../domain/values';
import { at, createdAt, id, valueList } from './columns';
import { orders } from './orders';
import { users } from './auth';

/**
 * Fulfilments to write to the shop (DESIGN.md section 4 step 9), queued in the transaction
 * that adds the tracking and written by the scheduler with retries and back-off, like the
 * e-mail outbox.
 */
export const shopFulfilments = pgTable(
  'shop_fulfilments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineIds: uuid('order_line_ids').array().notNull(),
    trackingNumber: text('tracking_number').notNull(),
    company: text('company').notNull(),
    url: text('url'),
    /** Who added the tracking; null: the system. */
    userId: uuid('user_id').references(() => users.id),
    status: text('status', { enum: SHOP_FULFILMENT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease of a claimed row: a writer that dies lets it come due again. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * The presence key of the server process writing it (server/jobs/presence.ts), while it does:
     * a process that dies leaves it set, and a live one releases the row at once (deadProcesses.ts).
     */
    claimedBy: integer('claimed_by'),
    /** The shop's id of the fulfilment written (gid://shopify/Fulfillment/…). */
    shopFulfilmentId: text('shop_fulfilment_id'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('shop_fulfilments_due_idx').on(t.status, t.nextAttemptAt),
    index('shop_fulfilments_order_idx').on(t.orderId),
    check('shop_fulfilments_status_check', sql`${t.status} in ${valueList(SHOP_FULFILMENT_STATUSES)}`),
  ],
);
