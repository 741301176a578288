import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import { say } from '../../domain/texts/answers';
import type { DbOrTx, Tx } from '../db/client';
import type { Entity } from '../../domain/entities/entity';
import type { Hold } from '../../domain/deletionHolds';
import type { Viewer } from '../../domain/access';
import { ownerOf } from '../../domain/owners';
import { ownerFields } from '../../domain/entities/owned';
import { HOLD_NOUNS } from '../../domain/deletionHolds';
import { invalidField } from '../http/errors';
import { columnProperty, type EntityTable } from './entityTable';

type Columns = Record<string, SQL.Aliased | Parameters<typeof eq>[0]>;
const columnsOf = (table: EntityTable) => table as unknown as Columns;

/** The property of an entity's field on its table. */
const propertyOf = (entity: Entity, field: string) => columnProperty(field, entity.fields[field]) ?? field;

/**
 * The references between the served entities, read from their declarations (issue 29 item 4):
 * a write's references are checked (a live record, the viewer's own when it owns the row), a
 * deletion is held by the live records referencing it, and a reference column sorts by the
 * label it shows. Nothing here is written per entity.
 */
export class EntityReferences {
  private readonly byName: Map<string, { entity: Entity; table: EntityTable }>;

  constructor(served: readonly { entity: Entity; table: EntityTable }[]) {
    this.byName = new Map(served.map((s) => [s.entity.name, s]));
  }

  /** The reference fields of an entity whose resource is served: each with its target. */
  private targets(entity: Entity) {
    return Object.entries(entity.fields).flatMap(([key, field]) => {
      const target =
        field.kind === 'reference' ? this.byName.get(field.reference?.resource ?? '') : undefined;
      return target && columnProperty(key, field) ? [{ key, field, target }] : [];
    });
  }

  /**
   * Refuses (400 naming the field) a reference to a record that does not exist or is deleted,
   * or, on an owner field, to another owner than the viewer's or to none; an edit that keeps the value is
   * not asked again. The referenced row is locked against a deletion until the write commits.
   */
  async check(
    tx: Tx,
    entity: Entity,
    body: Record<string, unknown>,
    current: Record<string, unknown> | undefined,
    viewer: Viewer | undefined,
  ): Promise<void> {
    const owners = ownerFields(entity);
    const confined = viewer && ownerOf(viewer);
    for (const { key, field, target } of this.targets(entity)) {
      const value = body[key];
      // An edit that leaves the field out leaves it as it is.
      if (value === undefined && current) continue;
      const property = propertyOf(entity, key);
      if (current && String(current[property] ?? '') === String(value ?? '')) continue;
      const refusal = invalidField(key, say('referenceMissing', { field: field.label.toLowerCase() }));
      // The viewer's own owner field names its own owner: another, or none, would put the row
      // out of its reach.
      if (confined && owners[confined.kind] === key && value !== confined.id) throw refusal;
      if (value === null || value === undefined || value === '') continue;
      const table = target.table;
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, String(value)), isNull(table.deletedAt)))
        .for('share');
      if (!row) throw refusal;
    }
  }

  /**
   * What holds a record of `entity` from deletion: for each served entity with a reference to
   * it, its live records that point at the record ("3 products (SKU-1, SKU-2, SKU-3)"), named by
   * their title field. Entities sharing a table and a column are counted once.
   */
  async holdsOn(tx: DbOrTx, entity: Entity, id: string): Promise<Hold[]> {
    const holds: Hold[] = [];
    const counted = new Set<string>();
    for (const { entity: holder, table } of this.byName.values())
      for (const { key, target } of this.targets(holder)) {
        if (target.entity !== entity) continue;
        const columns = columnsOf(table);
        const property = propertyOf(holder, key);
        const once = `${getTableName(table)}.${property}`;
        if (counted.has(once)) continue;
        counted.add(once);
        const title = columns[propertyOf(holder, holder.titleField)];
        const [row] = await tx
          .select({
            count: sql<number>`count(*)`,
            refs: sql<string[]>`coalesce(array_agg(${title} order by ${title}), '{}')`,
          })
          .from(table)
          .where(and(eq(columns[property] as Parameters<typeof eq>[0], id), isNull(table.deletedAt)));
        const kind = holder.name;
        const known = kind in HOLD_NOUNS;
        holds.push({
          kind,
          count: Number(row?.count ?? 0),
          refs: row?.refs ?? [],
          ...(known ? {} : { nouns: [holder.singular.toLowerCase(), holder.plural.toLowerCase()] as const }),
        });
      }
    return holds;
  }

  /** What a reference column sorts by: the lower-cased label of the record it shows. */
  labelOf(entity: Entity, field: string, column: SQL | Parameters<typeof eq>[0]): SQL | undefined {
    const declared = entity.fields[field];
    const target =
      declared?.kind === 'reference' ? this.byName.get(declared.reference?.resource ?? '') : undefined;
    if (!target || !declared.reference) return undefined;
    const label = columnsOf(target.table)[propertyOf(target.entity, declared.reference.label)];
    if (!label) return undefined;
    return sql`(select lower(${label}) from ${target.table} where ${target.table.id} = ${column})`;
  }
}
