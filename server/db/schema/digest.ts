import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { suppliers, warehouses } from './masterData';

/**
 * Who asked for the daily digest of Needs attention (domain/digest.ts): one row per recipient
 * switched on in Settings, none by default. The key is 'operator', 'warehouse:<id>' or
 * 'supplier:<id>'; the id columns hold the record it names.
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    recipient: text('recipient').primaryKey(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'digest_subscriptions_recipient_check',
      sql`(${t.recipient} = 'operator' and ${t.warehouseId} is null and ${t.supplierId} is null)
        or (${t.recipient} = ('warehouse:' || ${t.warehouseId}::text) and ${t.supplierId} is null)
        or (${t.recipient} = ('supplier:' || ${t.supplierId}::text) and ${t.warehouseId} is null)`,
    ),
  ],
);

/**
 * The digests written, one per recipient and day (the operator's date): the key makes the
 * digest once a day however many server instances run the schedule, since the row and the
 * e-mail are written in one transaction.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    recipient: text('recipient').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** How many rows of Needs attention the digest reported. */
    rows: integer('rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.day] })],
);
