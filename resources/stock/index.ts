import Inventory2Icon from '@mui/icons-material/Inventory2';
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
 * Stock (spec 001 "Stock screens"): /stock, /stock/create (Add Stock), and the entry's screens
 * /stock/history and /stock/remove (Update Stock), named by ?warehouse_id=…&product_id=… (there
 * is no single-entry endpoint). The specification's paths carry the entry in navigation state.
 */
const stock: ResourceDefinition = {
  name,
  area: 'stock',
  menu: [{ label: 'app.menu.stock', position: 100 }],
  paths: [
    { path: '/stock', action: 'list', screen: RESOURCE_ROUTE },
    { path: '/add-stock', action: 'create', screen: redirect('/stock/create') },
    { path: '/edit-stock', action: 'edit', screen: page(specPaths, (m) => m.EditStockPath) },
    { path: '/view-stock-history', action: 'show', screen: page(specPaths, (m) => m.ViewStockHistoryPath) },
  ],
  api,
  views: {
    list: screen(
      () => import('./StockList'),
      (m) => m.StockList,
    ),
    create: screen(
      () => import('./StockCreate'),
      (m) => m.StockCreate,
    ),
    routes: [
      {
        path: 'history',
        action: 'show',
        component: screen(
          () => import('./StockHistory'),
          (m) => m.StockHistory,
        ),
      },
      {
        path: 'remove',
        action: 'edit',
        component: screen(
          () => import('./RemoveStock'),
          (m) => m.RemoveStock,
        ),
      },
    ],
  },
  icon: Inventory2Icon,
  recordRepresentation: null,
};

export default stock;
