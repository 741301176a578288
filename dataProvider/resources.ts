import type { Identifier } from 'react-admin';
import declared from 'virtual:entity-surfaces';
import type { EntitySurface } from '../domain/entities/surface';

/**
 * How one react-admin resource maps onto the documented endpoints. Paths are under
 * /backend/api/admin. Lists speak the shared list query (domain/listQuery.ts) and answer
 * `{ [listKey]: rows, count }`; writes are POSTs, as in the specifications.
 */
export interface ResourceMapping {
  /** GET, e.g. '/get-warehouses'. */
  listPath?: string;
  /** Where the rows are in the list answer, e.g. 'doc'. */
  listKey?: string;
  /**
   * The list narrowed by one filter value on its own endpoint: when the list's filter holds
   * `filter`, POST `path` (with the list query) with body `{ [filter]: value }`, rows under
   * `key`. E.g. Warehouse Orders' warehouse picker: POST /get-warehouse-orders `{warehouse_id}`.
   */
  narrowedList?: { filter: string; path: string; key: string };
  /**
   * Filter keys the list endpoint reads as query parameters of their own, sent as they are when
   * set (Activity's resource, record, actor and time range).
   */
  filters?: readonly string[];
  /** GET of one record, for canonical routes such as /warehouses/:id/show. */
  onePath?: (id: Identifier) => string;
  oneKey?: string;
  /** POST of the new record's fields, e.g. '/add-warehouse'. */
  createPath?: string;
  /** Where the created record is in the answer; without it the sent fields are kept. */
  createKey?: string;
  /** POST of `{ id, ...fields }`, e.g. '/edit-warehouse'. */
  updatePath?: string;
  updateKey?: string;
  /** POST of `{ id }`, e.g. '/delete_warehouse'. */
  deletePath?: string;
  /** POST of `{ id, status }` (activate/deactivate), e.g. '/status_warehouse'; used by update with meta.action 'status'. */
  statusPath?: string;
}

export type ResourceMappings = Readonly<Record<string, ResourceMapping>>;

/** The key under which a further list of a resource is mapped: getList(name, { meta: { view } }). */
export const viewKey = (resource: string, view: string) => `${resource}/${view}`;

/** What each resources/<name>/api.ts exports (src/resources/definition.ts, ResourceApi). */
interface ApiModule {
  name: string;
  api: { mapping: ResourceMapping; views?: Readonly<Record<string, ResourceMapping>> } | null;
}

/**
 * Every resource's endpoints, as each resource folder declares them in its api.ts (which
 * imports no view, so this stays small and free of cycles). Collected by Vite rather than
 * listed here: adding a resource edits no file of the dataProvider.
 * A resource missing here is refused by the dataProvider with a message naming it.
 */
function collectMappings(modules: Iterable<ApiModule>): ResourceMappings {
  const mappings: Record<string, ResourceMapping> = {};
  for (const { name, api } of modules) {
    if (!api) continue;
    mappings[name] = api.mapping;
    for (const [view, mapping] of Object.entries(api.views ?? {})) mappings[viewKey(name, view)] = mapping;
  }
  return mappings;
}

/** How react-admin's calls map onto a declared entity's documented endpoints. */
export function entityMapping(entity: Pick<EntitySurface, 'endpoints' | 'activation'>): ResourceMapping {
  const paths = entity.endpoints;
  return {
    listPath: paths.list,
    listKey: paths.listKey,
    onePath: (id) => `${paths.one}?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: paths.add,
    createKey: paths.addKey,
    updatePath: paths.edit,
    updateKey: paths.editKey,
    deletePath: paths.delete,
    ...(entity.activation ? { statusPath: paths.status } : {}),
  };
}

/** Each declared entity (domain/entities/<name>.ts) without a folder of its own is mapped from its declaration. */
const declaredEntities: ApiModule[] = declared.map(({ surface }) => ({
  name: surface.name,
  api: { mapping: entityMapping(surface) },
}));

export const RESOURCES: ResourceMappings = collectMappings([
  ...declaredEntities,
  // A folder's api.ts, where there is one, says what differs: it comes last and wins.
  ...Object.values(import.meta.glob<ApiModule>('../resources/*/api.ts', { eager: true })),
]);
