import { sql } from 'drizzle-orm';
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column helpers every table shares, so ids and times look the same everywhere. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Who saved a master record last (a user's id; null: the system, or before it was recorded), so
 * that a stale edit's refusal can name them. No foreign key: users are never deleted, and
 * users.ts already refers to the master tables.
 */
export const updatedBy = () => uuid('updated_by');
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** A row that is part of its parent (an order's line, an assignment of a PO): deleted with it. */
export const partOf = (name: string, parentId: () => AnyPgColumn) =>
  uuid(name).notNull().references(parentId, { onDelete: 'cascade' });

/** `('a', 'b')` for a check constraint, from a domain value list (the values are our own constants). */
export const valueList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);

/** Shipping info: tracking id, agent name and URL; written once, then read-only. */
export const trackingColumns = () => ({
  trackingId: text('tracking_id'),
  agentName: text('agent_name'),
  trackingUrl: text('tracking_url'),
});
