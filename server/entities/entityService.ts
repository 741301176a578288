import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { Entity } from '../../domain/entities/entity';
import type { Hold } from '../../domain/deletionHolds';
import { listPage, type ListSpec } from '../services/listQuery';
import { assertUnchanged, refusingDuplicates, type DuplicateKey } from '../services/masterRecords';
import { SoftDeletedRecords } from '../services/softDeletedRecords';
import { uniqueKeys, type EntityTable } from './entityTable';

export type EntityRecord = Record<string, unknown> & { _id: string };
type Row = EntityTable['$inferSelect'];

/** What an entity adds to the generated service (all optional): its deletion holds. */
export interface EntityHooks {
  /** Unfinished work that keeps a record from being deleted (domain/deletionHolds). */
  holdsOf?: (tx: Tx, id: string) => Promise<Hold[]>;
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
    hooks: EntityHooks = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.records = new SoftDeletedRecords<EntityTable, EntityRecord>(
      db,
      table,
      entity.messages.notFound,
      (row) => this.toRecord(row),
      now,
      hooks.holdsOf ?? (async () => []),
      undefined,
      (row) => String(row[entity.titleField as keyof Row] ?? ''),
    );
    this.duplicates = Object.fromEntries(
      uniqueKeys(entity).map(({ field, constraint, msg }) => [constraint, { field, msg }]),
    );
    const activated = this.column('activated');
    this.list = {
      table,
      searchColumn: table.searchText,
      tags: entity.activation
        ? { activated: eq(activated, true), deactivated: eq(activated, false) }
        : undefined,
      always: isNull(table.deletedAt),
    };
  }

  private column(field: string) {
    return (this.table as unknown as Record<string, Parameters<typeof eq>[0]>)[field];
  }

  toRecord(row: Row): EntityRecord {
    const values = row as Record<string, unknown>;
    return {
      _id: row.id,
      ...Object.fromEntries(Object.keys(this.entity.fields).map((key) => [key, values[key] ?? null])),
      ...(this.entity.activation ? { activated: values.activated } : {}),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async page(query: Record<string, unknown>): Promise<{ records: EntityRecord[]; count: number }> {
    const title = this.column(this.entity.titleField);
    const { rows, count } = await listPage(this.db, this.list, query, (where: SQL | undefined, limit, skip) =>
      this.db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(sql`lower(${title})`, this.table.id)
        .limit(limit)
        .offset(skip),
    );
    return { records: rows.map((row) => this.toRecord(row as Row)), count };
  }

  get(id: string): Promise<EntityRecord> {
    return this.records.get(id);
  }

  add(body: Record<string, unknown>): Promise<EntityRecord> {
    return refusingDuplicates(this.duplicates, async () => {
      const [row] = await this.db
        .insert(this.table)
        .values(body as EntityTable['$inferInsert'])
        .returning();
      return this.toRecord(row);
    });
  }

  edit({ id, ...body }: Record<string, unknown> & { id: string }): Promise<EntityRecord> {
    return refusingDuplicates(this.duplicates, () =>
      this.db.transaction(async (tx) => {
        const current = (await this.records.find(tx, id)) as Record<string, unknown>;
        for (const [field, declared] of Object.entries(this.entity.fields))
          if (declared.lockedOnEdit)
            assertUnchanged(
              field,
              `The ${this.entity.singular.toLowerCase()} ${declared.label.toLowerCase()}`,
              String(current[field] ?? ''),
              String(body[field] ?? ''),
            );
        const set = Object.fromEntries(Object.keys(this.entity.fields).map((key) => [key, body[key]]));
        return this.toRecord(await this.records.update(tx, id, { ...set, updatedAt: this.now() }));
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
