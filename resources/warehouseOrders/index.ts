import AssignmentIcon from '@mui/icons-material/Assignment';
import { RESOURCE_ROUTE, redirect, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const list = () => import('./WarehouseOrderList');

/**
 * Warehouse Orders (spec 000 section 2): what a warehouse ships itself, its staff's first
 * screen; an Admin sees every warehouse's. Its order details (/view-warehouse-order) are a
 * view of the orders resource that reads through this one (GET /get-warehouse-order).
 */
const warehouseOrders: ResourceDefinition = {
  name,
  area: 'warehouse-orders',
  menu: [{ label: 'app.menu.warehouse_orders', to: '/warehouse-orders', position: 50 }],
  paths: [{ path: '/warehouse-orders', action: 'list', screen: RESOURCE_ROUTE }],
  home: { rank: 3, screen: redirect('/warehouse-orders') },
  api,
  views: { list: screen(list, (m) => m.default) },
  icon: AssignmentIcon,
  recordRepresentation: 'order_number',
};

export default warehouseOrders;
