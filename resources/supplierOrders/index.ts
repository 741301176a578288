import ReceiptIcon from '@mui/icons-material/Receipt';
import { placeholder, type ResourceDefinition } from '../definition';

const lines = placeholder('supplier_purchase_orders', 'purchasing');

/**
 * A supplier's own lines of sent purchase orders (spec 000 section 2, supplier portal), its
 * first screen. Not built yet: the purchasing issue adds api.ts and views.
 */
const supplierOrders: ResourceDefinition = {
  name: 'supplier-orders',
  area: 'supplier-orders',
  // The admin reaches every line through Purchase Orders instead.
  menu: [{ label: 'app.menu.supplier_orders', to: '/', position: 10, unlessArea: 'purchase-orders' }],
  paths: [{ path: '/purchase-orders', action: 'list', screen: lines }],
  home: { rank: 2, screen: lines },
  api: null,
  views: {},
  icon: ReceiptIcon,
  recordRepresentation: null,
};

export default supplierOrders;
