import WarehouseIcon from '@mui/icons-material/Warehouse';
import {
  page,
  redirect,
  RESOURCE_ROUTE,
  screen,
  type ResourceDefinition,
} from '../../src/resources/definition';
import { api, name } from './api';

const specPaths = () => import('./specPaths');

/**
 * Warehouses (spec 001 section 2): canonical routes /warehouses, /warehouses/create,
 * /warehouses/:id/show and /warehouses/:id; the view and edit paths of the specification carry
 * the record in the navigation state and land on them.
 */
const warehouses: ResourceDefinition = {
  name,
  area: 'warehouses',
  menu: [{ label: 'app.menu.warehouses', position: 60 }],
  paths: [
    { path: '/warehouses', action: 'list', screen: RESOURCE_ROUTE },
    { path: '/warehouse', action: 'list', screen: redirect('/warehouses') },
    { path: '/add-warehouse', action: 'create', screen: redirect('/warehouses/create') },
    { path: '/view-warehouse', action: 'show', screen: page(specPaths, (m) => m.ViewWarehouse) },
    { path: '/edit-warehouse', action: 'edit', screen: page(specPaths, (m) => m.EditWarehouse) },
  ],
  api,
  views: {
    list: screen(
      () => import('./WarehouseList'),
      (m) => m.WarehouseList,
    ),
    create: screen(
      () => import('./WarehouseCreate'),
      (m) => m.WarehouseCreate,
    ),
    edit: screen(
      () => import('./WarehouseEdit'),
      (m) => m.WarehouseEdit,
    ),
    show: screen(
      () => import('./WarehouseShow'),
      (m) => m.WarehouseShow,
    ),
  },
  icon: WarehouseIcon,
  recordRepresentation: 'name',
};

export default warehouses;
