import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import { checkScheduleChange, parseScheduleText } from '../../../domain/purchaseSchedule';
import { conflict, invalidField, notFound } from '../../http/errors';
import { listPage, readListQuery, type ListSpec } from '../listQuery';
import { sendDue, sendOnce, type Sendable, type SendClock } from './sendOnce';

/** The tables of orders e-mailed at a scheduled time: purchase orders and pickup orders. */
type ScheduledTable = typeof purchaseOrders | typeof pickupOrders;

export interface ScheduledOrdersSpec<T extends ScheduledTable, R> {
  table: T;
  /** The order number, the lists' second sort key. */
  number: AnyPgColumn;
  search: (term: string | undefined) => SQL | undefined;
  /** The rows as the lists show them, in the order given. */
  records: (db: DbOrTx, rows: T['$inferSelect'][]) => Promise<R[]>;
  /** Its e-mail and what follows, sent exactly once (sendOnce.ts). */
  sendable: Sendable;
  /** The answers' words: not found (404), already sent (409), sent. */
  words: { missing: string; alreadySent: string; sent: string };
}

export interface ScheduledOrdersOptions {
  clock: SendClock;
  imagesDir: string;
  /** Asks the outbox to send now rather than at its next minute. */
  kickOutbox: () => void;
}

/**
 * What purchase orders and pickup orders share (spec 000 sections 5 and 7): the to-be-sent list
 * (soonest due first) and the sent list (latest sent first), with paging and search; one order
 * by id; Update Scheduled date & time, checked by the dialog's own rule; 'send' now and the
 * scheduler's run of the due ones.
 */
export function scheduledOrders<T extends ScheduledTable, R>(
  db: Database,
  options: ScheduledOrdersOptions,
  spec: ScheduledOrdersSpec<T, R>,
) {
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
      if (!row) throw notFound(spec.words.missing);
      return (await spec.records(db, [row as Row]))[0];
    },

    /**
     * Update Scheduled date & time: only what the dialog offers (domain/purchaseSchedule.ts),
     * on the order `lock` locks and allows it for.
     */
    async updateSchedule(id: string, time: string, lock: (tx: Tx, id: string) => Promise<Row>): Promise<R> {
      const { clock } = options;
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

    /** 'send' on a row: e-mailed once and moved to sent; a sent one answers 409 and sends nothing. */
    async sendNow(id: string, userId: string) {
      const { clock, imagesDir } = options;
      const outcome = await db.transaction((tx) =>
        sendOnce(tx, spec.sendable, id, { clock, imagesDir, userId }),
      );
      if (outcome === 'missing') throw notFound(spec.words.missing);
      if (outcome === 'already-sent') throw conflict(spec.words.alreadySent);
      options.kickOutbox();
      return { msg: spec.words.sent };
    },

    /** The scheduler's run: every due order, once. */
    async sendDue(): Promise<number> {
      const count = await sendDue(db, spec.sendable, { clock: options.clock, imagesDir: options.imagesDir });
      if (count) options.kickOutbox();
      return count;
    },
  };
}
