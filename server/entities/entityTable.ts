import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { camelCase, isTextKind, type Entity, type FieldDeclaration } from '../../domain/entities/entity';
import { activityResourceOf } from '../../domain/activity';
import { createdAt, deletedAt, id, updatedAt, updatedBy } from '../db/schema/columns';
import { products, shippingAgents, suppliers, warehouses } from '../db/schema/masterData';
import type { EntityHooks, HookContext } from './hooks';

/** The tables a reference may point at: the master data, and every generated entity's by its name. */
const MASTER_TABLES: Readonly<Record<string, { id: AnyPgColumn }>> = {
  warehouses,
  suppliers,
  'shipping-agents': shippingAgents,
  products,
};
const generatedTables = new Map<string, { id: AnyPgColumn }>();
const referencedTable = (resource: string) => MASTER_TABLES[resource] ?? generatedTables.get(resource);

/** 'contact_email' and 'trackingURL' → 'contact_email' and 'tracking_url'. */
export const columnName = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z]+)/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/** The table's property of a field: its own `column`, else 'contact_email' → 'contactEmail'. */
export const columnProperty = (field: string, declared: FieldDeclaration): string | null =>
  declared.column === undefined ? camelCase(field) : declared.column;

/** The table of an entity: its name is the entity's, with underscores ('carriers'). */
export const tableName = (entity: Entity) => activityResourceOf(entity.name);

function column(name: string, field: FieldDeclaration): PgColumnBuilderBase {
  const required = field.required !== false;
  switch (field.kind) {
    case 'reference': {
      // A uuid with a foreign key to the referenced table (records are soft-deleted, so the key
      // keeps a row from pointing at nothing; the service refuses a deleted one).
      const resource = field.reference?.resource ?? '';
      const base = referencedTable(resource)
        ? uuid(name).references(() => referencedTable(resource)!.id)
        : uuid(name);
      return required ? base.notNull() : base;
    }
    case 'number':
      return required ? doublePrecision(name).notNull() : doublePrecision(name);
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(field.default === true);
    case 'choice':
      return field.default === undefined
        ? text(name).notNull()
        : text(name).notNull().default(String(field.default));
    default:
      return required ? text(name).notNull() : text(name);
  }
}

/** lower(a || ' ' || b ...) of the searched fields: immutable, so a stored generated column. */
function searchExpression(entity: Entity): SQL {
  const searched = Object.entries(entity.fields).filter(([, f]) => f.search && isTextKind(f.kind));
  const parts = searched.map(
    ([key, field]) => sql`coalesce(${sql.identifier(columnName(columnProperty(key, field) ?? key))}, '')`,
  );
  return parts.length ? sql`lower(${sql.join(parts, sql` || ' ' || `)})` : sql`''`;
}

/**
 * The drizzle table of an entity, from its declaration: a column per field, the activated flag,
 * the generated search column with its trigram index, one unique index per unique field over
 * the live records, and the times every table has. `npm run db:generate` writes its migration.
 */
export function entityTable(entity: Entity, options: EntityTableOptions = {}): EntityTable {
  const built = buildTable(entity);
  declaredBy.set(built, { entity, hooks: options.hooks });
  generatedTables.set(entity.name, built);
  return built;
}

export interface EntityTableOptions {
  /**
   * What the entity adds to its generated service (server/entities/entityService.ts
   * `EntityHooks`), declared with its table in its one line of server/db/schema/entities.ts:
   * `entityTable(carrier, { hooks: carrierHooks })`; no list of hand-written entities to join.
   */
  hooks?: (context: HookContext) => EntityHooks;
}

/** Which declaration a table was built from: the server finds its entities by their tables. */
const declaredBy = new WeakMap<object, { entity: Entity; hooks?: EntityTableOptions['hooks'] }>();
export const entityOf = (table: unknown): Entity | undefined =>
  table && typeof table === 'object' ? declaredBy.get(table)?.entity : undefined;
/** The hooks declared with a table, if any. */
export const hooksOf = (table: unknown): EntityTableOptions['hooks'] =>
  table && typeof table === 'object' ? declaredBy.get(table)?.hooks : undefined;

function buildTable(entity: Entity): EntityTable {
  const table = tableName(entity);
  const fields = Object.fromEntries(
    Object.entries(entity.fields).flatMap(([key, field]) => {
      const property = columnProperty(key, field);
      return property ? [[property, column(columnName(property), field)]] : [];
    }),
  );
  return pgTable(
    table,
    {
      id: id(),
      ...fields,
      ...(entity.activation ? { activated: boolean('activated').notNull().default(true) } : {}),
      searchText: text('search_text').generatedAlwaysAs(searchExpression(entity)),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      updatedBy: updatedBy(),
      deletedAt: deletedAt(),
    },
    (t) => [
      index(`${table}_search_trgm`).using('gin', sql`${t.searchText} gin_trgm_ops`),
      ...uniqueKeys(entity).map(({ field, constraint }) =>
        uniqueIndex(constraint)
          .on(sql`lower(${sql.identifier(columnName(field))})`)
          .where(sql`${t.deletedAt} is null`),
      ),
    ],
  ) as unknown as EntityTable;
}

/** What every entity table has, whatever its fields (which the service reaches by name). */
const _commonShape = () =>
  pgTable('entity', {
    id: id(),
    activated: boolean('activated').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs(sql``),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    deletedAt: deletedAt(),
  });
export type EntityTable = ReturnType<typeof _commonShape>;

/** The unique fields, with the name of their index (the refusal is found by it). */
export function uniqueKeys(entity: Entity): { field: string; constraint: string; msg: string }[] {
  return Object.entries(entity.fields).flatMap(([field, declared]) =>
    declared.unique
      ? [
          {
            field,
            constraint:
              declared.uniqueIndex ??
              `${tableName(entity)}_${columnName(columnProperty(field, declared) ?? field)}_live_key`,
            msg: declared.unique,
          },
        ]
      : [],
  );
}
