import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS, ACTOR_KINDS } from '../../../domain/activity';
import { valueList } from './columns';

/**
 * Who changed what (issue 32 item 3): one row per record a write touched, written by the
 * triggers of the migration `activity` in the write's own transaction (server/db/activityTables.ts
 * lists the tables). Never updated nor deleted: a trigger refuses both.
 * `changes`: field -> [before, after] of a changed record, its fields before of a deleted one,
 * null for a created one (the record itself is its after: keeping a copy of every imported row
 * cost a third of the import's time).
 */
/** Where a record's history is filed: under its order when it has one, else under its own id. */
export const recordHome = (t: { orderId: AnyPgColumn; recordId: AnyPgColumn }) =>
  sql`coalesce((${t.orderId})::text, ${t.recordId})`;

/** The record's home as a number: an index of 8-byte keys is cheaper to write than one of text. */
export const homeKey = (home: SQL) => sql`hashtextextended(${home}, 0)`;

export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    actorName: text('actor_name'),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    changes: jsonb('changes'),
    /** Owners of the record, when it has them: what a Supplier or Warehouse user may read. */
    supplierId: uuid('supplier_id'),
    warehouseId: uuid('warehouse_id'),
    orderId: uuid('order_id'),
  },
  (t) => [
    // Lists read newest first by id (the identity follows time); owners are filtered, not
    // indexed: each index more was a cost on every imported row. One index finds a record's
    // history and an order's (recordHome): an order's records and those of its lines, PO and
    // pickup assignments, returns and parcels under the order's id, any other record under its
    // own, so each record is one entry. A B-tree of the home's 64-bit hash (homeKey; the reads
    // compare the home itself too): a third cheaper to write than one of the text. Not a hash
    // index: a record changed thousands of times would make each insert walk its whole bucket
    // (docs/benchmarks.md "Who changed what").
    index('activity_record_idx').on(homeKey(recordHome(t))),
    check('activity_actor_kind_check', sql`${t.actorKind} in ${valueList(ACTOR_KINDS)}`),
    check('activity_kind_check', sql`${t.kind} in ${valueList(ACTIVITY_KINDS)}`),
  ],
);
