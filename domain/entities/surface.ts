import type { Entity, FieldDeclaration } from './entity';

/**
 * What the browser needs of a declaration before any of its screens is shown: its name, area,
 * sidebar entry, paths and texts; not its zod schemas or refinements, which come with the
 * screens. The build reads it from each declaration (scripts/entitySurfaces.ts), so the sign-in
 * page carries no schema library (npm run bench -- --size).
 */
export type FieldSurface = Omit<FieldDeclaration, 'schema'>;
export type EntitySurface = Omit<Entity, 'body' | 'record' | 'readRecord' | 'refine' | 'fields'> & {
  fields: Readonly<Record<string, FieldSurface>>;
};

export function entitySurface(entity: Entity): EntitySurface {
  const { body: _body, record: _record, readRecord: _readRecord, refine: _refine, fields, ...rest } = entity;
  return {
    ...rest,
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, { schema: _schema, ...field }]) => [key, field]),
    ),
  };
}

/** One declaration's surface and its file under domain/entities (its screens load the file itself). */
export interface DeclaredSurface {
  file: string;
  surface: EntitySurface;
}
