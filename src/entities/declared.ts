import declared from 'virtual:entity-surfaces';
import type { Entity } from '../../domain/entities/entity';
import type { EntitySurface } from '../../domain/entities/surface';

/**
 * Every declared entity (each domain/entities/<name>.ts exports its `entity`): declaring one adds
 * its resource, its endpoints and its texts without editing a list here. Known at once by its
 * surface (scripts/entitySurfaces.ts); the whole declaration, with its schemas, loads with the
 * entity's first screen.
 */
export const DECLARED_ENTITIES: readonly EntitySurface[] = declared.map(({ surface }) => surface);

/** The surface of one declared entity, by its name ('shipping-agents'). */
export function surfaceOf(name: string): EntitySurface {
  const found = DECLARED_ENTITIES.find((entity) => entity.name === name);
  if (!found) throw new Error(`No entity is declared as '${name}' in domain/entities`);
  return found;
}

// A declaration's unit test sits beside it and is no part of the app.
const declarations = import.meta.glob<{ entity: Entity }>(['../../domain/entities/*.ts', '!**/*.test.ts']);

/** The whole declaration of an entity, loaded with its first screen. */
export async function loadEntity(name: string): Promise<Entity> {
  const file = declared.find(({ surface }) => surface.name === name)?.file;
  const load = file && declarations[`../../domain/entities/${file}`];
  if (!load) throw new Error(`No entity is declared as '${name}' in domain/entities`);
  return (await load()).entity;
}
