import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import { checkScheduleChange, parseScheduleText } from '../../../domain/purchaseSchedule';
import { invalidField, notFound } from '../../http/errors';
import { listPage, readListQuery, type ListSpec } from '../listQuery';

/** The tables of orders e-mailed at a scheduled time: purchase orders and pickup orders. */
type ScheduledTable = typeof purchaseOrders | typeof pickupOrders;

export interface ScheduledOrdersSpec<T extends ScheduledTable, R> {
  table: T;
  /** The order number, the lists' second sort key. */
  number: AnyPgColumn;
  search: (term: string | undefined) => SQL | undefined;
  /** The rows as the lists show them, in the order given. */
  records: (db: DbOrTx, rows: T['$inferSelect'][]) => Promise<R[]>;
  /** The 404's words. */
  missing: string;
}

/**
 * What purchase orders and pickup orders share (spec 000 sections 5 and 7): the to-be-sent list
 * (soonest due first) and the sent list (latest sent first), with paging and search; one order
 * by id; and Update Scheduled date & time, checked by the dialog's own rule.
 */
export function scheduledOrders<T extends ScheduledTable, R>(db: Database, spec: ScheduledOrdersSpec<T, R>) {
  // Both tables have the same scheduling columns; drizzle types a union of tables poorly.
  const table = spec.table as typeof purchaseOrders;
  type Row = T['$inferSelect'];

  const page = async (always: SQL, raw: Record<string, unknown>, order: SQL[]) => {
    const list: ListSpec = { table: spec.table, always };
    const query = readListQuery(list, raw);
    const { rows, count } = await listPage(
      db,
      list,
      raw,
      (where, limit, skip) =>
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(skip),
      spec.search(query.search),
    );
    return { rows: await spec.records(db, rows as Row[]), count };
  };

  return {
    listToBeSent: (raw: Record<string, unknown>) =>
      page(eq(table.notificationStatus, 'to_be_sent'), raw, [asc(table.scheduleTime), asc(spec.number)]),

    listSent: (raw: Record<string, unknown>) =>
      page(eq(table.notificationStatus, 'sent'), raw, [desc(table.sentAt), desc(spec.number)]),

    async get(id: string): Promise<R> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) throw notFound(spec.missing);
      return (await spec.records(db, [row as Row]))[0];
    },

    /**
     * Update Scheduled date & time: only what the dialog offers (domain/purchaseSchedule.ts),
     * on the order `lock` locks and allows it for.
     */
    async updateSchedule(
      id: string,
      time: string,
      clock: { now: () => Date; timeZone: string },
      lock: (tx: Tx, id: string) => Promise<Row>,
    ): Promise<R> {
      const chosen = parseScheduleText(time);
      if (!chosen) throw invalidField('time', 'The new date and time must read YYYY-MM-DDTHH:mm');
      const updated = await db.transaction(async (tx) => {
        const locked = await lock(tx, id);
        const check = checkScheduleChange(locked.scheduleTime, chosen, clock.timeZone);
        if (!check.ok) throw invalidField('time', check.message);
        const [row] = await tx
          .update(table)
          .set({ scheduleTime: check.scheduleTime, updatedAt: clock.now() })
          .where(eq(table.id, id))
          .returning();
        return row as Row;
      });
      return (await spec.records(db, [updated]))[0];
    },
  };
}
