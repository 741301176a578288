import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { SERVED_ENTITIES } from '.';
import { columnName, columnProperty, entityOf, uniqueKeys } from './entityTable';
import { gadgets } from '../../tests/entities/gadgets';
import { entityTable } from './entityTable';

const served = [...SERVED_ENTITIES, { entity: gadgets, table: entityTable(gadgets) }];

/** A table written by hand before its declaration must still say what the declaration says. */
describe.each(served.map(({ entity, table }) => [entity.name, entity, table] as const))(
  'the table of %s agrees with its declaration',
  (_name, entity, table) => {
    const config = getTableConfig(table);
    const columns = new Map(config.columns.map((column) => [column.name, column]));
    const byProperty = table as unknown as Record<string, { name: string } | undefined>;

    it('has a column for each field, not null unless optional', () => {
      for (const [key, field] of Object.entries(entity.fields)) {
        const property = columnProperty(key, field);
        if (!property) continue;
        const column = byProperty[property];
        expect(column, `${entity.name}.${key} → ${property}`).toBeDefined();
        const required = field.required !== false || field.kind === 'boolean';
        const notNull = columns.get(column!.name)?.notNull;
        // A table written by hand may leave a required field's column nullable (warehouses' pickup times).
        if (entityOf(table) || !required) expect(notNull, `${entity.name}.${key} not null`).toBe(required);
      }
      for (const common of ['id', 'search_text', 'created_at', 'updated_at', 'deleted_at'])
        expect(columns.has(common), common).toBe(true);
      if (entity.activation) expect(columns.has('activated')).toBe(true);
    });

    it('has the unique index each refusal is found by, and the search index', () => {
      const indexes = config.indexes.map((index) => index.config.name);
      for (const { constraint } of uniqueKeys(entity)) expect(indexes).toContain(constraint);
      expect(indexes.some((name) => name?.endsWith('_search_trgm'))).toBe(true);
      expect(columnName('trackingURL')).toBe('tracking_url');
    });
  },
);
