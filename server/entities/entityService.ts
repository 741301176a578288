import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../db/client';
import { entitySaid, type Entity, type EntityMessages } from '../../domain/entities/entity';
import type { Said } from '../../domain/texts/answers';
import { DEACTIVATE_INSTEAD, FINISH_FIRST, openWork } from '../../domain/deletionHolds';
import { listPage, ownOrder, type ListSorts, type ListSpec } from '../services/listQuery';
import { entitySorts, TEXT_KINDS } from '../../domain/entities/sorts';
import {
  assertNotStale,
  assertUnchanged,
  refusingDuplicates,
  sameEmail,
  type DuplicateKey,
} from '../services/masterRecords';
import { SoftDeletedRecords } from '../services/softDeletedRecords';
import { applyToEach, type BatchLog } from '../services/batch';
import type { OpenWorkRow } from '../../domain/schemas/openWork';
import type { RowLabels } from '../services/batchLabels';
import { columnProperty, uniqueKeys, type EntityTable } from './entityTable';
import type { EntityHooks, EntityRecord } from './hooks';
import { nextUpdatedAt } from '../../domain/staleEdit';
import type { Viewer } from '../../domain/access';
import { reachesOwned, type OwnerKind } from '../../domain/owners';
import { ownerFields } from '../../domain/entities/owned';
import { ownedBy } from '../services/ownerScope';
import { EntityReferences } from './references';
import type { Reach } from '../services/softDeletedRecords';
import { fromReplica } from '../db/readReplica';

export type { Checked, EntityHooks, EntityRecord, HookContext, Write } from './hooks';
type Row = EntityTable['$inferSelect'];

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
  private readonly list: ListSpec;
  /** The list's sortable columns (domain/entities/sorts.ts): text by its lower case, as the title. */
  readonly sorts: ListSorts;

  constructor(
    private readonly db: Database,
    private readonly entity: Entity,
    private readonly table: EntityTable,
    private readonly hooks: EntityHooks = {},
    private readonly now: () => Date = () => new Date(),
    /** The served entities' references: checked on writes, holding deletions, sorting by label. */
    private readonly references: EntityReferences = new EntityReferences([{ entity, table }]),
  ) {
    this.records = new SoftDeletedRecords<EntityTable, EntityRecord>({
      db,
      table,
      missing: entitySaid(entity, 'notFound'),
      toRecord: async (tx, row) => (await this.answer(tx, [row]))[0],
      now,
      holdsOf: (tx, id, row) => this.holdsOf(tx, id, row),
      beforeDelete:
        hooks.check &&
        ((tx, current) => hooks.check!(tx, { action: 'delete', body: {}, userId: null, current })),
      onDelete: hooks.onDelete,
      onStatus: hooks.onStatus,
      titleOf: (row) => this.titleOf(row),
      // Without activation there is nothing to do instead of deleting but finishing the work.
      advice: entity.activation ? DEACTIVATE_INSTEAD : FINISH_FIRST,
    });
    this.sorts = Object.fromEntries(
      Object.entries(entitySorts(entity)).map(([source, field]) => {
        const column = this.column(field);
        const text = TEXT_KINDS.includes(entity.fields[field]?.kind);
        // A reference shows its record's label, so it sorts by that label, not by the id.
        const label = references.labelOf(entity, field, column);
        return [source, label ?? (text ? sql`lower(${column})` : column)];
      }),
    );
    this.list = {
      table,
      searchColumn: table.searchText,
      tags: this.tags(),
      always: isNull(table.deletedAt),
      sorts: this.sorts,
    };
  }

  /**
   * What holds a record from deletion: the live records of the served entities that reference
   * it (read from the declarations), then the unfinished work its hooks count.
   */
  private async holdsOf(tx: Tx, id: string, row: Record<string, unknown>) {
    return [
      ...(await this.references.holdsOn(tx, this.entity, id)),
      ...((await this.hooks.holdsOf?.(tx, id, row)) ?? []),
    ];
  }

  /** The owner columns of an owned entity, by kind (domain/entities/owned.ts). */
  private ownerColumns(): Partial<Record<OwnerKind, Parameters<typeof eq>[0]>> | undefined {
    if (!this.entity.owners?.length) return undefined;
    return Object.fromEntries(
      Object.entries(ownerFields(this.entity)).map(([kind, field]) => [kind, this.column(field)]),
    );
  }

  /** The rows a viewer reaches: every row of an entity without owners, else its own (domain/owners.ts). */
  private scope(viewer: Viewer | undefined): SQL | undefined {
    const columns = this.ownerColumns();
    return columns && viewer ? ownedBy(viewer, columns) : undefined;
  }

  /** Whether a row is the viewer's: another owner's row is answered as missing (404). */
  private reach(viewer: Viewer | undefined): Reach<EntityTable> | undefined {
    if (!viewer || !this.entity.owners?.length) return undefined;
    const owners = ownerFields(this.entity);
    return (row) =>
      reachesOwned(
        viewer,
        Object.fromEntries(
          Object.entries(owners).map(([kind, field]) => {
            const value = (row as Record<string, unknown>)[
              columnProperty(field, this.entity.fields[field]) ?? field
            ];
            return [kind, value === null || value === undefined ? null : String(value)];
          }),
        ),
      );
  }

  /** What a refusal or a batch's row calls a record: its title field, unless the entity says otherwise. */
  private titleOf(row: Record<string, unknown>): string {
    return this.hooks.nameOf?.(row) ?? String(row[this.entity.titleField as keyof Row] ?? '');
  }

  private duplicates(body: Record<string, unknown>) {
    const keys: Record<string, DuplicateKey | (() => Promise<DuplicateKey>)> = Object.fromEntries(
      uniqueKeys(this.entity).map(({ field, constraint, msg }) => [constraint, { field, msg }]),
    );
    for (const [constraint, key] of Object.entries(this.hooks.duplicates ?? {}))
      keys[constraint] = typeof key === 'function' ? () => key(body) : key;
    return keys;
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

  /** The server's answer `said` on a record: the entity's, unless a hook words it for that record. */
  message(said: keyof EntityMessages, record: EntityRecord): Said | { msg: string } {
    return this.hooks.messageOf?.(said, record) ?? entitySaid(this.entity, said);
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
    // Sent back by an edit, which is refused when someone saved meanwhile (domain/staleEdit.ts).
    record.updatedAt = row.updatedAt.toISOString();
    return record as EntityRecord;
  }

  /** The records as answered: each from its row, or all at once by the entity's hook. */
  private answer(tx: DbOrTx, rows: Row[]): Promise<EntityRecord[]> {
    return this.hooks.recordsOf
      ? this.hooks.recordsOf(tx, rows)
      : Promise.resolve(rows.map((row) => this.toRecord(row)));
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
  page(
    query: Record<string, unknown>,
    extra?: SQL,
    viewer?: Viewer,
  ): Promise<{ records: EntityRecord[]; count: number }> {
    const scope = this.scope(viewer);
    const narrowed = scope && extra ? and(scope, extra) : (scope ?? extra);
    const order = this.hooks.listOrder?.() ?? [
      [sql`lower(${this.column(this.entity.titleField)})`, 'asc'] as const,
    ];
    // One snapshot for the page, its count and what the records read beside their rows; from the
    // read replica, if any, unless this request has written (server/db/readReplica.ts).
    return fromReplica(() =>
      this.db.transaction(async (tx) => {
        const { rows, count } = await listPage(
          tx,
          this.list,
          query,
          (where: SQL | undefined, limit, skip, sorted, direction) =>
            tx
              .select()
              .from(this.table)
              .where(where)
              .orderBy(...sorted, ...ownOrder(direction, [...order, [this.table.id, 'asc']]))
              .limit(limit)
              .offset(skip),
          narrowed,
        );
        return { records: await this.answer(tx, rows as Row[]), count };
      }),
    );
  }

  get(id: string, viewer?: Viewer): Promise<EntityRecord> {
    return this.records.get(id, this.reach(viewer));
  }

  async add(
    body: Record<string, unknown>,
    userId: string | null = null,
    viewer?: Viewer,
  ): Promise<EntityRecord> {
    const write = { body, userId };
    const record = await refusingDuplicates(this.duplicates(body), () =>
      this.db.transaction(async (tx) => {
        await this.references.check(tx, this.entity, body, undefined, viewer);
        await this.hooks.check?.(tx, { ...write, action: 'add' });
        const [row] = await tx
          .insert(this.table)
          .values(this.columnsOf(body) as EntityTable['$inferInsert'])
          .returning();
        await this.hooks.onAdd?.(tx, row, write);
        return (await this.answer(tx, [row]))[0];
      }),
    );
    this.hooks.afterAdd?.();
    return record;
  }

  edit(
    { id, updatedAt: readAt, ...body }: Record<string, unknown> & { id: string },
    userId: string | null = null,
    viewer?: Viewer,
  ): Promise<EntityRecord> {
    const write = { body, userId };
    return refusingDuplicates(this.duplicates(body), () =>
      this.db.transaction(async (tx) => {
        const locked = await this.records.find(tx, id, this.reach(viewer));
        await assertNotStale(tx, readAt, locked);
        const current = locked as Record<string, unknown>;
        await this.references.check(tx, this.entity, body, current, viewer);
        await this.hooks.check?.(tx, { ...write, action: 'edit', current });
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
        const row = await this.records.update(tx, id, {
          ...set,
          updatedAt: nextUpdatedAt(locked.updatedAt, this.now()),
          updatedBy: userId,
        });
        await this.hooks.onEdit?.(tx, current, row, write);
        return (await this.answer(tx, [row]))[0];
      }),
    );
  }

  setStatus(
    id: string,
    current: boolean,
    userId: string | null = null,
    viewer?: Viewer,
  ): Promise<EntityRecord> {
    return this.records.setStatus(id, current, userId, this.reach(viewer));
  }

  delete(id: string, viewer?: Viewer): Promise<EntityRecord> {
    return this.records.delete(id, this.reach(viewer));
  }

  /**
   * What deactivating or deleting each of the records would strand or is held by (issue 28 item
   * 5), read before the confirmation: its name and its open work (none when nothing depends on
   * it). A record unknown or deleted is left out.
   */
  openWork(ids: readonly string[], viewer?: Viewer): Promise<OpenWorkRow[]> {
    return this.db.transaction(async (tx) => {
      const table = this.table;
      const rows = (await tx
        .select()
        .from(table)
        .where(and(inArray(table.id, [...ids]), isNull(table.deletedAt), this.scope(viewer)))) as Record<
        string,
        unknown
      >[];
      const answers = [];
      for (const row of rows) {
        const id = row.id as string;
        const stranded = (await this.hooks.strandsOf?.(tx, id)) ?? [];
        const holds = await this.holdsOf(tx, id, row);
        const name = this.titleOf(row);
        answers.push({
          id,
          name,
          work: openWork(stranded, holds).map(({ nouns, ...h }) => ({
            ...h,
            refs: [...h.refs],
            ...(nouns ? { nouns: [...nouns] as [string, string] } : {}),
          })),
        });
      }
      // In the order asked, as the selection reads.
      return answers.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    });
  }

  /** The selected records activated (or deactivated), each as the toggle does, in its own transaction. */
  setStatusOfEach(
    ids: readonly string[],
    activated: boolean,
    userId: string | null,
    log?: BatchLog,
    viewer?: Viewer,
  ) {
    return applyToEach(this.db, ids, this.records.statusStep(activated, userId, this.reach(viewer)), {
      log,
      labels: this.labels,
    });
  }

  /** The selected records deleted, each under the single delete's rule, in its own transaction. */
  deleteEach(ids: readonly string[], log?: BatchLog, viewer?: Viewer) {
    return applyToEach(this.db, ids, this.records.deleteStep(this.reach(viewer)), {
      log,
      labels: this.labels,
    });
  }

  /** A batch names each record as a refusal names it: its title (a name, a SKU). */
  private readonly labels: RowLabels = async (db, ids) => {
    if (!ids.length) return new Map();
    const rows = await db
      .select()
      .from(this.table)
      .where(inArray(this.table.id, [...ids]));
    return new Map(rows.map((row) => [String(row.id), this.titleOf(row)]));
  };
}
