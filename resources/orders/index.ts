import CallSplitIcon from '@mui/icons-material/CallSplit';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { page, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const dashboard = () => import('./dashboard/MasterDashboard');
const consolidate = () => import('./consolidate/ConsolidateList');
const details = () => import('./details');

/**
 * Orders (spec 000): the Master Dashboard is the list, Consolidate/Unconsolidate a second list
 * of the same resource (/orders/consolidate; its own endpoint, `meta: { view: 'consolidate' }`),
 * and the order details the show view (/orders/:id/show), loaded through the dataProvider.
 * The specification's paths show the same views in place: /master-dashboard,
 * /consolidate-unconsolidate, and the details with the order as navigation state (or ?id=).
 * `/orders` itself is each role's first screen (src/routes.ts), as spec 000 says.
 */
const orders: ResourceDefinition = {
  name,
  area: 'orders',
  menu: [
    { label: 'app.menu.master_dashboard', to: '/master-dashboard', position: 40 },
    // Right under the Master Dashboard: the orders still to consolidate or unconsolidate.
    { label: 'app.menu.consolidate', to: '/consolidate-unconsolidate', position: 41, icon: CallSplitIcon },
  ],
  paths: [
    { path: '/master-dashboard', action: 'list', screen: page(dashboard, (m) => m.default) },
    { path: '/consolidate-unconsolidate', action: 'list', screen: page(consolidate, (m) => m.default) },
    { path: '/view-shopify-order', action: 'show', screen: page(details, (m) => m.ViewShopifyOrder) },
    // What a warehouse handles of an order, from Warehouse Orders.
    {
      path: '/view-warehouse-order',
      area: 'warehouse-orders',
      action: 'show',
      screen: page(details, (m) => m.ViewWarehouseOrder),
    },
  ],
  api,
  views: {
    list: screen(dashboard, (m) => m.default),
    show: screen(details, (m) => m.ViewShopifyOrder),
    routes: [{ path: 'consolidate', action: 'list', component: screen(consolidate, (m) => m.default) }],
  },
  icon: DashboardIcon,
  recordRepresentation: 'order_number',
};

export default orders;
