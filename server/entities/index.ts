import type { Database } from '../db/client';
import * as declaredTables from '../db/schema/entities';
import type { Entity } from '../../domain/entities/entity';
import { entityOf, hooksOf, type EntityTable } from './entityTable';
import { EntityReferences } from './references';
import { EntityService, type EntityHooks, type HookContext } from './entityService';
import { products, shippingAgents, suppliers, warehouses } from '../db/schema';
import { entity as shippingAgent } from '../../domain/entities/shippingAgents';
import { entity as supplier } from '../../domain/entities/suppliers';
import { entity as warehouse } from '../../domain/entities/warehouses';
import { entity as product } from '../../domain/entities/products';
import { entity as pack } from '../../domain/entities/packs';
import { shippingAgentHooks } from '../services/shippingAgents';
import { supplierHooks } from '../services/suppliers';
import { warehouseHooks } from '../services/warehouses';
import { productHooks } from '../services/products';
import { packHooks } from '../services/packs';

/** A declared entity with its table (and what it adds to the generated service). */
export interface ServedEntity {
  entity: Entity;
  table: EntityTable;
  hooks?: (context: HookContext) => EntityHooks;
}

/**
 * The master-data entities, whose tables were written before the declarations (a test checks
 * that each table and its declaration agree: server/entities/entityTables.test.ts).
 */
const MASTER_DATA: readonly ServedEntity[] = [
  { entity: warehouse, table: warehouses as unknown as EntityTable, hooks: warehouseHooks },
  { entity: supplier, table: suppliers as unknown as EntityTable, hooks: supplierHooks },
  { entity: shippingAgent, table: shippingAgents as unknown as EntityTable, hooks: shippingAgentHooks },
  // Products and packs share one table (is_pack), so that one index keeps internal SKUs unique.
  { entity: product, table: products as unknown as EntityTable, hooks: productHooks },
  { entity: pack, table: products as unknown as EntityTable, hooks: packHooks },
];

/** The entities whose table is generated too: one line each in server/db/schema/entities.ts. */
export const GENERATED_ENTITIES: readonly ServedEntity[] = Object.values(
  declaredTables as Record<string, unknown>,
).flatMap((table) => servedOf(table) ?? []);

/** A table built by `entityTable` as it is served: its declaration and the hooks declared with it. */
export function servedOf(table: unknown): ServedEntity | undefined {
  const entity = entityOf(table);
  return entity ? { entity, table: table as EntityTable, hooks: hooksOf(table) } : undefined;
}

/** Every entity served: the master data, then the generated ones. */
export const SERVED_ENTITIES: readonly ServedEntity[] = [...MASTER_DATA, ...GENERATED_ENTITIES];

export type EntityServices = Readonly<Record<string, EntityService>>;

export function entityServices(
  db: Database,
  served: readonly ServedEntity[],
  context: HookContext,
  now?: () => Date,
): EntityServices {
  const references = new EntityReferences(served);
  return Object.fromEntries(
    served.map(({ entity, table, hooks }) => [
      entity.name,
      new EntityService(db, entity, table, hooks?.(context), now, references),
    ]),
  );
}

export { entityRoutes } from './entityRoutes';
export { entityTable } from './entityTable';
