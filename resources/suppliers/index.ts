import FactoryIcon from '@mui/icons-material/Factory';
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
 * Suppliers (spec 001 section 2): canonical routes /suppliers, /suppliers/create,
 * /suppliers/:id/show and /suppliers/:id; the specification's paths land on them.
 */
const suppliers: ResourceDefinition = {
  name,
  area: 'suppliers',
  menu: [{ label: 'app.menu.suppliers', position: 70 }],
  paths: [
    // react-router matches /Suppliers with the resource's /suppliers.
    { path: '/suppliers', aliases: ['/Suppliers'], action: 'list', screen: RESOURCE_ROUTE },
    { path: '/supplier', action: 'list', screen: redirect('/suppliers') },
    { path: '/add-supplier', action: 'create', screen: redirect('/suppliers/create') },
    { path: '/view-supplier', action: 'show', screen: page(specPaths, (m) => m.ViewSupplier) },
    { path: '/edit-supplier', action: 'edit', screen: page(specPaths, (m) => m.EditSupplier) },
  ],
  api,
  views: {
    list: screen(
      () => import('./SupplierList'),
      (m) => m.SupplierList,
    ),
    create: screen(
      () => import('./SupplierCreate'),
      (m) => m.SupplierCreate,
    ),
    edit: screen(
      () => import('./SupplierEdit'),
      (m) => m.SupplierEdit,
    ),
    show: screen(
      () => import('./SupplierShow'),
      (m) => m.SupplierShow,
    ),
  },
  icon: FactoryIcon,
  recordRepresentation: 'name',
};

export default suppliers;
