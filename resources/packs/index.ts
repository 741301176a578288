import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { page, redirect, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const specPaths = () => import('./specPaths');

/**
 * Packs (spec 001 "Product and pack screens"): a resource of its own on the product endpoints,
 * with canonical routes /packs/create, /packs/:id/show and /packs/:id (edit). Its list is the
 * product list, where pack rows carry a 'Pack' badge, so it has no sidebar entry; packs and
 * products share one permission area.
 */
const packs: ResourceDefinition = {
  name,
  area: 'products',
  menu: [],
  paths: [
    { path: '/add-pack', action: 'create', screen: redirect('/packs/create') },
    { path: '/view-pack', action: 'show', screen: page(specPaths, (m) => m.ViewPackPath) },
    {
      path: '/edit-pack',
      aliases: ['/edit-Pack'],
      action: 'edit',
      screen: page(specPaths, (m) => m.EditPackPath),
    },
  ],
  api,
  views: {
    list: screen(
      () => import('./PackList'),
      (m) => m.PackList,
    ),
    create: screen(
      () => import('./PackCreate'),
      (m) => m.PackCreate,
    ),
    edit: screen(
      () => import('./PackEdit'),
      (m) => m.PackEdit,
    ),
    show: screen(
      () => import('./PackShow'),
      (m) => m.PackShow,
    ),
  },
  icon: Inventory2OutlinedIcon,
  recordRepresentation: 'internal_product_name',
};

export default packs;
