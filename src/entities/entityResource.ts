import type { ComponentType } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { EntitySurface } from '../../domain/entities/surface';
import { ownerRoles } from '../../domain/entities/owned';
import { entityMapping } from '../../dataProvider/resources';
import { menuKey } from './messages';
import { loadEntity } from './declared';
import type { EntityParts } from './EntityContext';
import {
  page,
  redirect,
  RESOURCE_ROUTE,
  screen,
  type ResourceDefinition,
  type ResourceViews,
} from '../resources/definition';

const views = () => import('./views');
type Views = Awaited<ReturnType<typeof views>>;
/** What a resource shows its own way (EntityParts), loaded with the views, so it stays out of the first chunk. */
export type PartsLoader = () => Promise<EntityParts>;
/** A generated view: the views' chunk, the whole declaration and the resource's own parts, loaded together. */
const bound = (entity: EntitySurface, pick: (m: Views) => ComponentType, parts?: PartsLoader) =>
  screen(
    async () => ({ m: await views(), declared: await loadEntity(entity.name), own: await parts?.() }),
    ({ m, declared, own }) => m.withEntity(declared, pick(m), own),
  );

/**
 * The resource of a declared entity: the generated List, Show, Create and Edit, its sidebar
 * entry, its paths (the canonical /name routes, /add-x, and /view-x and /edit-x with the record
 * in the navigation state), its endpoints. `overrides` replaces what a resource does its own way;
 * `parts` loads what it shows its own way inside the generated views.
 */
export function entityResource(
  entity: EntitySurface,
  {
    parts,
    ...overrides
  }: Partial<Omit<ResourceDefinition, 'views'>> & {
    views?: ResourceViews;
    parts?: PartsLoader;
  } = {},
): ResourceDefinition {
  const one = entity.endpoints.add.replace('/add-', '');
  const recordPage = (type: 'show' | 'edit') =>
    page(views, (m) => () => m.RecordRedirect({ resource: entity.name, type }));
  return {
    name: entity.name,
    area: entity.area,
    ...(entity.owners?.length ? { owners: ownerRoles(entity) } : {}),
    menu: entity.menu ? [{ label: menuKey(entity), position: entity.menu.position }] : [],
    paths: [
      { path: `/${entity.name}`, action: 'list', screen: RESOURCE_ROUTE },
      { path: `/add-${one}`, action: 'create', screen: redirect(`/${entity.name}/create`) },
      { path: `/view-${one}`, action: 'show', screen: recordPage('show') },
      { path: `/edit-${one}`, action: 'edit', screen: recordPage('edit') },
    ],
    api: { mapping: entityMapping(entity) },
    icon: ListAltIcon,
    recordRepresentation: entity.titleField,
    ...overrides,
    views: {
      list: bound(entity, (m) => m.EntityList, parts),
      show: bound(entity, (m) => m.EntityShow, parts),
      create: bound(entity, (m) => m.EntityCreate, parts),
      edit: bound(entity, (m) => m.EntityEdit, parts),
      ...overrides.views,
    },
  };
}
