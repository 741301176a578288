import type { Entity } from '../../domain/entities/entity';

/**
 * Every declared entity (each domain/entities/<name>.ts exports its `entity`), found by Vite:
 * declaring one adds its resource, its endpoints and its texts without editing a list here.
 */
export const DECLARED_ENTITIES: readonly Entity[] = Object.values(
  // A declaration's unit test sits beside it and is no part of the app.
  import.meta.glob<{ entity?: Entity }>(['../../domain/entities/*.ts', '!**/*.test.ts'], { eager: true }),
).flatMap((module) => (module.entity ? [module.entity] : []));
