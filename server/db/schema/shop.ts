import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_OUTCOMES,
  SHOP_FULFILMENT_STATUSES,
  SHOP_WEBHOOK_STATUSES,
} from '../../../domain/values';
import { at, createdAt, id, valueList } from './columns';
import { orders } from './orders';
import { users } from './auth';
import { parcels } from './parcels';

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
    /** The parcel it writes (issue 32): its lines' quantities are the parcel's; null: whole lines. */
    parcelId: uuid('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
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

/**
 * The shops' webhook deliveries, stored raw as they came (the body the signature was made of)
 * before the 200, and taken in by the scheduler's job (server/services/shop/webhooks.ts). A
 * delivery repeated with the same event id is stored once: (shop, event_id) is unique.
 */
export const shopWebhooks = pgTable(
  'shop_webhooks',
  {
    id: id(),
    /** The connector kind that reads it (server/services/shop/registry.ts): 'shopify'. */
    kind: text('kind').notNull(),
    /** The shop that sent it (X-Shopify-Shop-Domain). */
    shop: text('shop').notNull(),
    /** The shop's event id (X-Shopify-Event-Id): the same for every delivery of one event. */
    eventId: text('event_id').notNull(),
    /** orders/create, orders/updated, orders/cancelled (X-Shopify-Topic). */
    topic: text('topic').notNull(),
    /** The delivery's own id (X-Shopify-Webhook-Id), for tracing it in the shop's admin. */
    webhookId: text('webhook_id'),
    /** When the shop says the event happened (X-Shopify-Triggered-At). */
    triggeredAt: at('triggered_at'),
    body: text('body').notNull(),
    status: text('status', { enum: SHOP_WEBHOOK_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease of a claimed delivery: a job that dies lets it come due again. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * The presence key of the server process taking it in (server/jobs/presence.ts), while it
     * does: a process that dies leaves it set, and a live one releases it at once (deadProcesses.ts).
     */
    claimedBy: integer('claimed_by'),
    /** The order it was taken in as (or found already here). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [
    unique('shop_webhooks_event_unique').on(t.shop, t.eventId),
    index('shop_webhooks_due_idx').on(t.status, t.nextAttemptAt),
    check('shop_webhooks_status_check', sql`${t.status} in ${valueList(SHOP_WEBHOOK_STATUSES)}`),
  ],
);

/**
 * The daily counts (server/services/shop/reconciliation.ts): per run, the shop's count of orders
 * created in the window against the product's, before and after fetching the missing ones.
 */
export const shopReconciliations = pgTable(
  'shop_reconciliations',
  {
    id: id(),
    /** The shop's name (its domain or URL), as the sync's state row names it. */
    shop: text('shop').notNull(),
    windowFrom: at('window_from').notNull(),
    windowTo: at('window_to').notNull(),
    /** Null when the shop did not answer. */
    shopCount: integer('shop_count'),
    /** False when the shop stopped counting at a limit. */
    shopCountExact: boolean('shop_count_exact').notNull().default(true),
    productCountBefore: integer('product_count_before'),
    productCountAfter: integer('product_count_after'),
    /** Orders the shop listed in the window and the product lacked, fetched by their id. */
    fetched: integer('fetched').notNull().default(0),
    outcome: text('outcome', { enum: RECONCILIATION_OUTCOMES }),
    error: text('error'),
    /** Who asked for it; null: the daily run. */
    userId: uuid('user_id').references(() => users.id),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('shop_reconciliations_shop_idx').on(t.shop, t.startedAt.desc()),
    check('shop_reconciliations_outcome_check', sql`${t.outcome} in ${valueList(RECONCILIATION_OUTCOMES)}`),
  ],
);
