import AssignmentIcon from '@mui/icons-material/Assignment';
import { placeholder, redirect, type ResourceDefinition } from '../definition';

/**
 * Warehouse Orders (spec 000 section 2): what a warehouse has to ship, its staff's first
 * screen. Not built yet: the purchasing issue adds api.ts and views. Its order details
 * (/view-warehouse-order) are a view of the orders resource.
 */
const warehouseOrders: ResourceDefinition = {
  name: 'warehouse-orders',
  area: 'warehouse-orders',
  menu: [{ label: 'app.menu.warehouse_orders', to: '/warehouse-orders', position: 50 }],
  paths: [
    { path: '/warehouse-orders', action: 'list', screen: placeholder('warehouse_orders', 'purchasing') },
  ],
  home: { rank: 3, screen: redirect('/warehouse-orders') },
  api: null,
  views: {},
  icon: AssignmentIcon,
  recordRepresentation: null,
};

export default warehouseOrders;
