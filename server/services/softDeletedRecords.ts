import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { shippingAgents, suppliers, warehouses } from '../db/schema';
import { conflict, notFound, type Msg } from '../http/errors';
import { DEACTIVATE_INSTEAD, deletionRefusal, type Advice, type Hold } from '../../domain/deletionHolds';
import { alreadyDone, unchangedReason } from '../../domain/batch';
import { toggledActivation } from './activation';
import type { RowStep } from './batch';
import type { EntityTable } from '../entities/entityTable';
import { nextUpdatedAt } from '../../domain/staleEdit';

/** The master-data tables: soft-deleted (deleted_at), with an activation flag. */
type MasterTable = typeof warehouses | typeof suppliers | typeof shippingAgents | EntityTable;
type Row<T extends MasterTable> = T['$inferSelect'];
type Columns<T extends MasterTable> = Partial<T['$inferInsert']>;

// drizzle's builders do not accept a union of tables; each call below works on any one of them.
type AnyMaster = typeof warehouses;

/** Whether a row is the signed-in viewer's to see and change (an owned entity's); absent: every row. */
export type Reach<T extends MasterTable> = (row: Row<T>) => boolean;

/** How the records of one table are found, answered and held back from deletion. */
export interface SoftDeletedOptions<T extends MasterTable, R> {
  db: Database;
  table: T;
  /** The 404's message. */
  missing: Msg;
  toRecord: (tx: Tx, row: Row<T>) => R | Promise<R>;
  now: () => Date;
  holdsOf: (tx: Tx, id: string, row: Row<T>) => Promise<Hold[]>;
  /** Refuses a deletion (by throwing) for a reason the holds do not say; before they are counted. */
  beforeDelete?: (tx: Tx, row: Row<T>) => Promise<void>;
  onDelete?: (tx: Tx, id: string) => Promise<void>;
  /** Runs in the toggle's transaction with the row before and after (a warehouse routes waiting orders). */
  onStatus?: (tx: Tx, before: Row<T>, after: Row<T>, userId: string | null) => Promise<void>;
  /** What a refusal calls the record: its name, unless the entity names it by another field. */
  titleOf?: (row: Row<T>) => string;
  /** What a refusal advises instead of deleting (default: deactivating). */
  advice?: Advice;
}

/**
 * What the master-data services share: a live record is found and locked, read, (de)activated
 * and deleted the same way. Deleting is refused while `holdsOf` finds unfinished work
 * depending on the record (domain/deletionHolds); otherwise it hides the record (history that
 * points at it survives) and then runs `onDelete` in the same transaction (closing its account).
 */
export class SoftDeletedRecords<T extends MasterTable, R> {
  constructor(private readonly options: SoftDeletedOptions<T, R>) {}

  /**
   * The live record, locked for the rest of the transaction; 404 when missing or deleted, or
   * when `reach` says it is not the viewer's (another owner's row: domain/owners.ts).
   */
  async find(tx: Tx, id: string, reach?: Reach<T>): Promise<Row<T>> {
    const row = await this.lock(tx, id);
    if (!row || row.deletedAt || (reach && !reach(row))) throw notFound(this.options.missing);
    return row;
  }

  /** The record, deleted or not, locked for the rest of the transaction; 404 when there is none. */
  private async lock(tx: Tx, id: string): Promise<Row<T>> {
    const table = this.options.table as AnyMaster;
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(this.options.missing);
    return row as Row<T>;
  }

  async update(tx: Tx, id: string, set: Columns<T>): Promise<Row<T>> {
    const table = this.options.table as AnyMaster;
    const [row] = await tx
      .update(table)
      .set(set as Columns<AnyMaster>)
      .where(eq(table.id, id))
      .returning();
    return row as Row<T>;
  }

  /** One live record, for the canonical show and edit screens. */
  get(id: string, reach?: Reach<T>): Promise<R> {
    return this.options.db.transaction(async (tx) =>
      this.options.toRecord(tx, await this.find(tx, id, reach)),
    );
  }

  /** The toggle: `current` is the status the browser showed; 409 when it changed meanwhile. */
  setStatus(id: string, current: boolean, userId: string | null = null, reach?: Reach<T>): Promise<R> {
    return this.options.db.transaction(async (tx) => {
      const before = await this.find(tx, id, reach);
      const after = await this.writeStatus(
        tx,
        before,
        toggledActivation(Boolean(before.activated), current),
        userId,
      );
      return this.options.toRecord(tx, after);
    });
  }

  /**
   * A batch's Activate or Deactivate of one row (services/batch.ts): `activated` is the status to
   * set, not the one shown; a row that already has it is left as it is.
   */
  statusStep(activated: boolean, userId: string | null = null, reach?: Reach<T>): RowStep {
    return async (tx, id) => {
      const before = await this.find(tx, id, reach);
      const unchanged = unchangedReason(
        Boolean(before.activated),
        activated,
        activated ? 'activated' : 'deactivated',
      );
      if (unchanged) return { unchanged };
      await this.writeStatus(tx, before, activated, userId);
    };
  }

  /** The status written, then `onStatus` in the same transaction (a warehouse routes waiting orders). */
  private async writeStatus(tx: Tx, before: Row<T>, activated: boolean, userId: string | null) {
    const after = await this.update(tx, before.id, {
      activated,
      updatedAt: nextUpdatedAt(before.updatedAt, this.options.now()),
      updatedBy: userId,
    } as Columns<T>);
    await this.options.onStatus?.(tx, before, after, userId);
    return after;
  }

  delete(id: string, reach?: Reach<T>): Promise<R> {
    return this.options.db.transaction(async (tx) =>
      this.options.toRecord(tx, await this.remove(tx, await this.find(tx, id, reach))),
    );
  }

  /**
   * A batch's Delete of one row: the single delete's rule; a record deleted already (by an
   * earlier batch, or a racing call) is left as it is, where the single call answers 404.
   */
  deleteStep(reach?: Reach<T>): RowStep {
    return async (tx, id) => {
      const current = await this.lock(tx, id);
      if (reach && !reach(current)) throw notFound(this.options.missing);
      if (current.deletedAt) return { unchanged: alreadyDone('deleted') };
      await this.remove(tx, current);
    };
  }

  /** Refused (409 naming what holds it) while unfinished work depends on it; else hidden, then `onDelete`. */
  private async remove(tx: Tx, current: Row<T>): Promise<Row<T>> {
    const { holdsOf, beforeDelete, onDelete } = this.options;
    const titleOf = this.options.titleOf ?? ((row: Row<T>) => String((row as { name?: unknown }).name));
    await beforeDelete?.(tx, current);
    const holds = await holdsOf(tx, current.id, current);
    const refusal = deletionRefusal(titleOf(current), holds, this.options.advice ?? DEACTIVATE_INSTEAD);
    if (refusal) throw conflict(refusal);
    const now = this.options.now();
    const row = await this.update(tx, current.id, { deletedAt: now, updatedAt: now } as Columns<T>);
    await onDelete?.(tx, current.id);
    return row;
  }
}
