import { and, eq, gt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import type { NotificationStatus } from '../../../domain/values';
import { checkScheduleChange, parseScheduleText } from '../../../domain/purchaseSchedule';
import { DUE_TAGS, dueWindow, type DueTag } from '../../../domain/scheduledOrders';
import type { SortOrder } from '../../../domain/listQuery';
import { conflict, conflictOnRefusal, invalidField, notFound } from '../../http/errors';
import { alreadyDone } from '../../../domain/batch';
import { applyToEach, rowStepOf, type BatchLog, type ChunkStep, type RowStepResult } from '../batch';
import { labelsFrom } from '../batchLabels';
import { listPage, ownOrder, readListQuery, type ListSorts, type ListSpec } from '../listQuery';
import type { Sendable, SendClock } from './sendOnce';
import { sendDue } from './dueSending';
import type { FlowEffects } from '../../flows/flow';
import { scheduledOrderSent, selectedOrdersSent } from '../../flows/scheduledOrderSent';
import { say } from '../../../domain/texts/answers';
import { type ShopNaming } from '../orderRecords/shopShown';

/** The sortable columns every scheduled order's lists have (the kind adds its number and its party). */
export type SharedSort = 'created_at' | 'schedule_time' | 'sent_at';

/** The tables of orders e-mailed at a scheduled time: purchase orders and pickup orders. */
type ScheduledTable = typeof purchaseOrders | typeof pickupOrders;

export interface ScheduledOrdersSpec<T extends ScheduledTable, R, C extends string> {
  table: T;
  /** The order number, the lists' second sort key. */
  number: AnyPgColumn;
  search: (term: string | undefined) => SQL | undefined;
  /** The lists' sortable columns (domain/listSorts.ts), beside the order number and the times. */
  sorts: ListSorts;
  /** The rows as the lists show them, in the order given. */
  records: (db: DbOrTx, rows: T['$inferSelect'][], shopNaming?: ShopNaming) => Promise<R[]>;
  /** Its e-mail and what follows, sent exactly once (sendOnce.ts). */
  sendable: Sendable;
  /** The kind's rule of what changes when (domain/scheduledOrders.ts changeRule). */
  assertChange: (status: NotificationStatus, change: C) => void;
  /** The answers' words: not found (404), already sent (409), sent; and for several at once. */
  words: {
    missing: string;
    alreadySent: string;
    sent: string;
    oneOfManySent?: string;
    manySent?: (count: number) => string;
  };
}

export interface ScheduledOrdersOptions {
  clock: SendClock;
  imagesDir: string;
  /** Wakes what a sent order queued (the outbox), as scheduledOrderSent declares. */
  effects: FlowEffects;
  /** More than one shop is configured: a line's order says which it came from beside its number. */
  shopNaming?: ShopNaming;
}

/**
 * What purchase orders and pickup orders share (spec 000 sections 5 and 7): the to-be-sent list
 * (soonest due first) and the sent list (latest sent first), with paging and search; one order
 * by id; Update Scheduled date & time, checked by the dialog's own rule; 'send' now (one or
 * several) and the scheduler's run of the due ones; an order locked for a change its rule allows.
 * Each kind's service extends this with what is its own.
 */
export class ScheduledOrders<T extends ScheduledTable, R, C extends string> {
  // Both tables have the same scheduling columns; drizzle types a union of tables poorly.
  private readonly table: typeof purchaseOrders;
  /** `sort` of both lists: the times, the order number and the kind's own (docs/api.md). */
  readonly sorts: ListSorts;

  constructor(
    protected readonly db: Database,
    protected readonly options: ScheduledOrdersOptions,
    private readonly spec: ScheduledOrdersSpec<T, R, C>,
  ) {
    const table = (this.table = spec.table as typeof purchaseOrders);
    const shared: Record<SharedSort, SQLWrapper> = {
      created_at: table.createdAt,
      schedule_time: table.scheduleTime,
      sent_at: table.sentAt,
    };
    this.sorts = { ...shared, ...spec.sorts };
  }

  private async page(
    always: SQL,
    raw: Record<string, unknown>,
    order: (readonly [SQLWrapper, SortOrder])[],
    tags?: Record<DueTag, SQL>,
  ) {
    const { db, spec, table, sorts } = this;
    const list: ListSpec = { table: spec.table, always, tags, sorts };
    const query = readListQuery(list, raw);
    const { rows, count } = await listPage(
      db,
      list,
      raw,
      (where, limit, skip, sorted, direction) =>
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...sorted, ...ownOrder(direction, order))
          .limit(limit)
          .offset(skip),
      spec.search(query.search),
    );
    return { rows: await spec.records(db, rows as T['$inferSelect'][], this.options.shopNaming), count };
  }

  /** The to-be-sent list: the soonest due first; tagged, only the overdue or those due later today. */
  listToBeSent(raw: Record<string, unknown>) {
    const { table } = this;
    return this.page(
      eq(table.notificationStatus, 'to_be_sent'),
      raw,
      [
        [table.scheduleTime, 'asc'],
        [this.spec.number, 'asc'],
      ],
      this.dueTags(),
    );
  }

  /** How many to-be-sent orders each due tag takes now: the overview's tiles, the list's own rule. */
  async countDue(): Promise<Record<DueTag, number>> {
    const { table } = this;
    const tags = this.dueTags();
    // One pass over the to-be-sent orders, each tag a filtered count.
    const [counts] = await this.db
      .select(
        Object.fromEntries(
          DUE_TAGS.map((tag) => [tag, sql<number>`(count(*) filter (where ${tags[tag]}))::int`]),
        ) as Record<DueTag, SQL<number>>,
      )
      .from(table)
      .where(eq(table.notificationStatus, 'to_be_sent'));
    return Object.fromEntries(DUE_TAGS.map((tag) => [tag, Number(counts[tag])])) as Record<DueTag, number>;
  }

  private dueTags(): Record<DueTag, SQL> {
    const { clock } = this.options;
    const now = clock.now();
    const column = this.table.scheduleTime;
    return Object.fromEntries(
      DUE_TAGS.map((tag) => {
        const { after, until } = dueWindow(tag, now, clock.timeZone);
        return [tag, and(after ? gt(column, after) : undefined, lte(column, until))!];
      }),
    ) as Record<DueTag, SQL>;
  }

  /** The sent list: the latest sent first. */
  listSent(raw: Record<string, unknown>) {
    const { table } = this;
    return this.page(eq(table.notificationStatus, 'sent'), raw, [
      [table.sentAt, 'desc'],
      [this.spec.number, 'desc'],
    ]);
  }

  async get(id: string): Promise<R> {
    const [row] = await this.db.select().from(this.table).where(eq(this.table.id, id));
    if (!row) throw notFound(this.spec.words.missing);
    return (await this.spec.records(this.db, [row as T['$inferSelect']], this.options.shopNaming))[0];
  }

  /**
   * The order, locked for this transaction, when the kind's rule allows the change (409
   * otherwise); 404 when there is none, or when `belongs` says it is not the caller's.
   */
  protected async lock(
    tx: Tx,
    id: string,
    change: C,
    belongs?: (row: T['$inferSelect']) => boolean,
  ): Promise<T['$inferSelect']> {
    const [row] = (await tx
      .select()
      .from(this.table)
      .where(eq(this.table.id, id))
      .for('update')) as T['$inferSelect'][];
    if (!row || (belongs && !belongs(row))) throw notFound(this.spec.words.missing);
    try {
      this.spec.assertChange(row.notificationStatus, change);
    } catch (error) {
      conflictOnRefusal(error);
    }
    return row;
  }

  /** Update Scheduled date & time: only what the dialog offers (domain/purchaseSchedule.ts). */
  async updateSchedule(id: string, time: string) {
    const { clock } = this.options;
    const chosen = parseScheduleText(time);
    if (!chosen) throw invalidField('time', say('newDateTimeReadYyyy'));
    const updated = await this.db.transaction(async (tx) => {
      // Every kind's rule names 'schedule' (domain/scheduledOrders.ts TO_BE_SENT_CHANGES).
      const locked = await this.lock(tx, id, 'schedule' as C);
      const check = checkScheduleChange(locked.scheduleTime, chosen, clock.timeZone);
      if (!check.ok) throw invalidField('time', check.message);
      const [row] = await tx
        .update(this.table)
        .set({ scheduleTime: check.scheduleTime, updatedAt: clock.now() })
        .where(eq(this.table.id, id))
        .returning();
      return row as T['$inferSelect'];
    });
    return {
      ...say('scheduledDateTimeUpdated'),
      record: (await this.spec.records(this.db, [updated], this.options.shopNaming))[0],
    };
  }

  private send(tx: Tx, id: string, userId: string) {
    const { clock, imagesDir } = this.options;
    return scheduledOrderSent.run(tx, {
      sendable: this.spec.sendable,
      id,
      context: { clock, imagesDir, userId },
    });
  }

  /**
   * Sends `ids` in one transaction, all or none: the first of them (in the order given) that is
   * unknown, already sent or held refuses the lot. Several are locked in id order before any is
   * sent (sendOnce.ts sendSome), as buying locks its suppliers' POs: a page sent one by one in
   * its own order held one PO while a consolidation held another, each waiting for the other's,
   * and PostgreSQL ended one of them with a deadlock (the load bench's 500, docs/benchmarks.md).
   */
  private async sendAll(ids: readonly string[], userId: string, alreadySent: string) {
    const { clock, imagesDir } = this.options;
    const { sendable } = this.spec;
    await this.db.transaction(async (tx) => {
      const outcomes =
        ids.length === 1
          ? new Map([[ids[0], await this.send(tx, ids[0], userId)]])
          : await selectedOrdersSent.run(tx, { sendable, ids, context: { clock, imagesDir, userId } });
      for (const id of ids) {
        const outcome = outcomes.get(id);
        if (outcome === 'missing') throw notFound(this.spec.words.missing);
        if (outcome === 'already-sent') throw conflict(alreadySent);
        if (outcome === 'held') throw conflict(sendable.held!.reason);
      }
    });
    this.options.effects.afterCommit(scheduledOrderSent);
  }

  /** 'send' on a row: e-mailed once and moved to sent; a sent one answers 409 and sends nothing. */
  async sendNow(id: string, user: { id: string }) {
    await this.sendAll([id], user.id, this.spec.words.alreadySent);
    return { msg: this.spec.words.sent };
  }

  /** Several rows at once: one transaction, all or nothing; one already sent answers 409. */
  async sendManyNow(ids: readonly string[], user: { id: string }) {
    const unique = [...new Set(ids)];
    const { words } = this.spec;
    await this.sendAll(unique, user.id, words.oneOfManySent ?? words.alreadySent);
    return { msg: words.manySent ? words.manySent(unique.length) : words.sent };
  }

  /**
   * 'send' on each selected row (services/batch.ts), a chunk of rows at once (sendOnce.ts
   * sendSome), answered per row: one already sent (by the list, the scheduler or a racing call)
   * is refused `Already sent: nothing to change` and sends nothing, so a repeated batch e-mails
   * none twice; an unknown one is refused as the single call's 404, a held one as its 409.
   */
  async sendEachNow(ids: readonly string[], user: { id: string }, log?: BatchLog) {
    const chunkStep = this.sendNowOf(user.id);
    const answer = await applyToEach(this.db, ids, rowStepOf(chunkStep), {
      log,
      labels: labelsFrom(this.table.id, this.spec.number),
      chunkStep,
    });
    if (answer.done) this.options.effects.afterCommit(scheduledOrderSent);
    return answer;
  }

  /** 'send' of a chunk of selected rows in `tx`, each row answered as the batch answers it. */
  private sendNowOf(userId: string): ChunkStep {
    const { clock, imagesDir } = this.options;
    const { sendable, words } = this.spec;
    return async (tx, ids) => {
      const outcomes = await selectedOrdersSent.run(tx, {
        sendable,
        ids,
        context: { clock, imagesDir, userId },
      });
      const answers = new Map<string, RowStepResult | Error>();
      for (const [id, outcome] of outcomes)
        answers.set(
          id,
          outcome === 'missing'
            ? notFound(words.missing)
            : outcome === 'already-sent'
              ? { unchanged: alreadyDone('sent') }
              : outcome === 'held'
                ? conflict(sendable.held!.reason)
                : undefined,
        );
      return answers;
    };
  }

  /** The scheduler's run of this kind: every due order, once (all kinds: ScheduledSending). */
  async sendDue(): Promise<number> {
    const { clock, imagesDir } = this.options;
    const count = await sendDue(this.db, this.spec.sendable, { clock, imagesDir });
    if (count) this.options.effects.afterCommit(scheduledOrderSent);
    return count;
  }
}
