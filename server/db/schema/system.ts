import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '../../../domain/values';
import { at, createdAt, id, valueList } from './columns';

/**
 * E-mails waiting to go out; the scheduler drains it with retries and back-off, one message at a
 * time: claimed (claimed_at, next attempt a lease ahead), handed over, then marked sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Inline images (signature): [{ filename, path, cid }]. */
    attachments: jsonb('attachments').notNull().default([]),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set while a drain hands the message over; a drain that dies leaves it set (server/jobs/outbox.ts). */
    claimedAt: at('claimed_at'),
    /** The presence key of the server process whose drain claimed it (server/jobs/presence.ts). */
    claimedBy: integer('claimed_by'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_status_check', sql`${t.status} in ${valueList(OUTBOX_STATUSES)}`),
  ],
);

/** Where the shop sync stopped, so the next run resumes from there. */
export const shopSyncState = pgTable('shop_sync_state', {
  shop: text('shop').primaryKey(),
  lastUpdatedAt: at('last_updated_at'),
  lastRunAt: at('last_run_at'),
  lastError: text('last_error'),
});

/**
 * The runs of the scheduler's queues under way, by the presence key of the server process
 * running each (server/jobs/presence.ts): a process that dies leaves its rows, by which a live
 * one knows which of pg-boss's active runs to fail.
 */
export const jobRuns = pgTable('job_runs', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  owner: integer('owner').notNull(),
  startedAt: createdAt(),
});
