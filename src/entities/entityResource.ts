import type { ComponentType } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { Entity } from '../../domain/entities/entity';
import { entityMapping } from '../../dataProvider/resources';
import { menuKey } from './messages';
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
const bound = (entity: Entity, pick: (m: Views) => ComponentType) =>
  screen(views, (m) => m.withEntity(entity, pick(m)));

/**
 * The resource of a declared entity: the generated List, Show, Create and Edit, its sidebar
 * entry, its paths (the canonical /name routes, /add-x, and /view-x and /edit-x with the record
 * in the navigation state), its endpoints. `overrides` replaces what a resource does its own way.
 */
export function entityResource(
  entity: Entity,
  overrides: Partial<Omit<ResourceDefinition, 'views'>> & { views?: ResourceViews } = {},
): ResourceDefinition {
  const one = entity.endpoints.add.replace('/add-', '');
  const recordPage = (type: 'show' | 'edit') =>
    page(views, (m) => () => m.RecordRedirect({ resource: entity.name, type }));
  return {
    name: entity.name,
    area: entity.area,
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
      list: bound(entity, (m) => m.EntityList),
      show: bound(entity, (m) => m.EntityShow),
      create: bound(entity, (m) => m.EntityCreate),
      edit: bound(entity, (m) => m.EntityEdit),
      ...overrides.views,
    },
  };
}
