import type { Database } from '../db/client';
import * as declaredTables from '../db/schema/entities';
import type { Entity } from '../../domain/entities/entity';
import { entityOf, type EntityTable } from './entityTable';
import { EntityService, type EntityHooks } from './entityService';

/** A declared entity with its table (and what it adds to the generated service). */
export interface ServedEntity {
  entity: Entity;
  table: EntityTable;
  hooks?: EntityHooks;
}

/** Every entity whose table server/db/schema/entities.ts lists. */
export const SERVED_ENTITIES: readonly ServedEntity[] = Object.values(
  declaredTables as Record<string, unknown>,
).flatMap((table) => {
  const entity = entityOf(table);
  return entity ? [{ entity, table: table as EntityTable }] : [];
});

export type EntityServices = Readonly<Record<string, EntityService>>;

export function entityServices(
  db: Database,
  served: readonly ServedEntity[],
  now?: () => Date,
): EntityServices {
  return Object.fromEntries(
    served.map(({ entity, table, hooks }) => [entity.name, new EntityService(db, entity, table, hooks, now)]),
  );
}

export { entityRoutes } from './entityRoutes';
export { entityTable } from './entityTable';
