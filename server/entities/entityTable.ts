import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { camelCase, isTextKind, type Entity, type FieldDeclaration } from '../../domain/entities/entity';
import { createdAt, deletedAt, id, updatedAt, updatedBy } from '../db/schema/columns';

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
export const tableName = (entity: Entity) => entity.name.replace(/-/g, '_');

function column(name: string, field: FieldDeclaration): PgColumnBuilderBase {
  const required = field.required !== false;
  switch (field.kind) {
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
export function entityTable(entity: Entity): EntityTable {
  const built = buildTable(entity);
  declaredBy.set(built, entity);
  return built;
}

/** Which declaration a table was built from: the server finds its entities by their tables. */
const declaredBy = new WeakMap<object, Entity>();
export const entityOf = (table: unknown): Entity | undefined =>
  table && typeof table === 'object' ? declaredBy.get(table) : undefined;

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
