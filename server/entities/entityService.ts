import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import type { Entity } from '../../domain/entities/entity';
import type { Hold } from '../../domain/deletionHolds';
import { listPage, type ListSpec } from '../services/listQuery';
import { assertUnchanged, refusingDuplicates, sameEmail, type DuplicateKey } from '../services/masterRecords';
import { SoftDeletedRecords } from '../services/softDeletedRecords';
import { columnProperty, uniqueKeys, type EntityTable } from './entityTable';

export type EntityRecord = Record<string, unknown> & { _id: string };
type Row = EntityTable['$inferSelect'];

/** What hooks may need of the app: its database and configuration, its clock, the outbox. */
export interface HookContext {
  timeZone: string;
  db: Database;
  config: Config;
  now: () => Date;
  /** Sends the queued e-mails now (once their transaction is committed). */
  kickOutbox: () => void;
}

/** What an entity adds to the generated service, each optional. */
export interface EntityHooks {
  /** Unfinished work that keeps a record from being deleted (domain/deletionHolds). */
  holdsOf?: (tx: Tx, id: string) => Promise<Hold[]>;
  /** Runs in the deletion's transaction, after the record is hidden (closing its account). */
  onDelete?: (tx: Tx, id: string) => Promise<void>;
  /** Runs in the add's transaction, with the new row (opening its account). */
  onAdd?: (tx: Tx, row: Record<string, unknown>) => Promise<void>;
  /** Runs in the edit's transaction, with the row before and after (the account's e-mail follows). */
  onEdit?: (tx: Tx, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>;
  /** Runs once an add is committed (the outbox sends the invitation it queued). */
  afterAdd?: () => void;
  /** Unique indexes beyond the declared fields' (an account's e-mail), and the refusal of each. */
  duplicates?: Record<string, DuplicateKey>;
  /** The columns of the fields that have none of their own (`column: null`): a schedule's two. */
  columnsOf?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The record's parts computed from the row (a schedule and its label, a deletion time). */
  recordOf?: (row: Record<string, unknown>, now: Date) => Record<string, unknown>;
}

/** Sets `value` at a dotted path ('address.city') of `target`. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

/**
 * The service of a declared entity: the shared list query (search, tags, live records), one
 * record, add, edit (locked fields refused), the activation toggle and soft delete, each write
 * one transaction, a duplicate refused with the field named.
 */
export class EntityService {
  private readonly records: SoftDeletedRecords<EntityTable, EntityRecord>;
  private readonly duplicates: Record<string, DuplicateKey>;
  private readonly list: ListSpec;

  constructor(
    private readonly db: Database,
    private readonly entity: Entity,
    private readonly table: EntityTable,
    private readonly hooks: EntityHooks = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.records = new SoftDeletedRecords<EntityTable, EntityRecord>(
      db,
      table,
      entity.messages.notFound,
      (row) => this.toRecord(row),
      now,
      hooks.holdsOf ?? (async () => []),
      hooks.onDelete,
      (row) => String(row[entity.titleField as keyof Row] ?? ''),
    );
    this.duplicates = {
      ...Object.fromEntries(
        uniqueKeys(entity).map(({ field, constraint, msg }) => [constraint, { field, msg }]),
      ),
      ...hooks.duplicates,
    };
    this.list = { table, searchColumn: table.searchText, tags: this.tags(), always: isNull(table.deletedAt) };
  }

  /** Each filter tag's condition: the declared ones, else activated and deactivated. */
  private tags(): ListSpec['tags'] {
    const declared = this.entity.filterTags;
    if (declared)
      return Object.fromEntries(
        Object.entries(declared).map(([tag, { field, value }]) => [tag, eq(this.column(field), value)]),
      );
    const activated = this.column('activated');
    return this.entity.activation
      ? { activated: eq(activated, true), deactivated: eq(activated, false) }
      : undefined;
  }

  private column(field: string) {
    const declared = this.entity.fields[field];
    const property = declared ? (columnProperty(field, declared) ?? field) : field;
    return (this.table as unknown as Record<string, Parameters<typeof eq>[0]>)[property];
  }

  toRecord(row: Row): EntityRecord {
    const values = row as Record<string, unknown>;
    const record: Record<string, unknown> = { _id: row.id };
    for (const [key, field] of Object.entries(this.entity.fields)) {
      const property = columnProperty(key, field);
      if (property) setPath(record, field.record ?? key, values[property] ?? null);
    }
    if (this.entity.activation) record.activated = values.activated;
    Object.assign(record, this.hooks.recordOf?.(values, this.now()));
    record.createdAt = row.createdAt.toISOString();
    return record as EntityRecord;
  }

  /** The row's columns from a request body: each field's own, then those the entity computes. */
  private columnsOf(body: Record<string, unknown>): Record<string, unknown> {
    const columns: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(this.entity.fields)) {
      const property = columnProperty(key, field);
      if (property) columns[property] = body[key];
    }
    return { ...columns, ...this.hooks.columnsOf?.(body) };
  }

  /** One page of the live records; `extra` narrows it (the activated ones other screens offer). */
  async page(
    query: Record<string, unknown>,
    extra?: SQL,
  ): Promise<{ records: EntityRecord[]; count: number }> {
    const title = this.column(this.entity.titleField);
    const { rows, count } = await listPage(
      this.db,
      this.list,
      query,
      (where: SQL | undefined, limit, skip) =>
        this.db
          .select()
          .from(this.table)
          .where(where)
          .orderBy(sql`lower(${title})`, this.table.id)
          .limit(limit)
          .offset(skip),
      extra,
    );
    return { records: rows.map((row) => this.toRecord(row as Row)), count };
  }

  get(id: string): Promise<EntityRecord> {
    return this.records.get(id);
  }

  async add(body: Record<string, unknown>): Promise<EntityRecord> {
    const record = await refusingDuplicates(this.duplicates, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(this.table)
          .values(this.columnsOf(body) as EntityTable['$inferInsert'])
          .returning();
        await this.hooks.onAdd?.(tx, row);
        return this.toRecord(row);
      }),
    );
    this.hooks.afterAdd?.();
    return record;
  }

  edit({ id, ...body }: Record<string, unknown> & { id: string }): Promise<EntityRecord> {
    return refusingDuplicates(this.duplicates, () =>
      this.db.transaction(async (tx) => {
        const current = (await this.records.find(tx, id)) as Record<string, unknown>;
        for (const [field, declared] of Object.entries(this.entity.fields))
          if (declared.lockedOnEdit && columnProperty(field, declared))
            assertUnchanged(
              field,
              typeof declared.lockedOnEdit === 'string'
                ? declared.lockedOnEdit
                : `The ${this.entity.singular.toLowerCase()} ${declared.label.toLowerCase()}`,
              String(current[columnProperty(field, declared)!] ?? ''),
              String(body[field] ?? ''),
              declared.kind === 'email' ? sameEmail : undefined,
            );
        const set = this.columnsOf(body);
        for (const [key, field] of Object.entries(this.entity.fields))
          if (field.lockedOnEdit) delete set[columnProperty(key, field) ?? key];
        const row = await this.records.update(tx, id, { ...set, updatedAt: this.now() });
        await this.hooks.onEdit?.(tx, current, row);
        return this.toRecord(row);
      }),
    );
  }

  setStatus(id: string, current: boolean): Promise<EntityRecord> {
    return this.records.setStatus(id, current);
  }

  delete(id: string): Promise<EntityRecord> {
    return this.records.delete(id);
  }
}
