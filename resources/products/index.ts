import CategoryIcon from '@mui/icons-material/Category';
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
 * Products (spec 001 "Product list", "Product and pack screens"): canonical routes /products,
 * /products/create, /products/:id/show and /products/:id (edit). Pack rows of the list open the
 * 'packs' resource. The specification's paths lead here.
 */
const products: ResourceDefinition = {
  name,
  area: 'products',
  menu: [{ label: 'app.menu.products', position: 90 }],
  paths: [
    { path: '/products', action: 'list', screen: RESOURCE_ROUTE },
    { path: '/add-product', action: 'create', screen: redirect('/products/create') },
    { path: '/view-product', action: 'show', screen: page(specPaths, (m) => m.ViewProductPath) },
    { path: '/edit-product', action: 'edit', screen: page(specPaths, (m) => m.EditProductPath) },
  ],
  api,
  views: {
    list: screen(
      () => import('./ProductList'),
      (m) => m.ProductList,
    ),
    create: screen(
      () => import('./ProductCreate'),
      (m) => m.ProductCreate,
    ),
    edit: screen(
      () => import('./ProductEdit'),
      (m) => m.ProductEdit,
    ),
    show: screen(
      () => import('./ProductShow'),
      (m) => m.ProductShow,
    ),
  },
  icon: CategoryIcon,
  recordRepresentation: 'internal_product_name',
};

export default products;
