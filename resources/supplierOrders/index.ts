import ReceiptIcon from '@mui/icons-material/Receipt';
import { page, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const list = () => import('./SupplierOrderList');
const lines = page(list, (m) => m.default);

/**
 * The supplier view, 'Purchase Orders' (spec 000 section 2): a supplier's own lines of sent
 * purchase orders, its first screen (/). The same screen shows an Admin every supplier's lines
 * at /purchase-orders; the server decides what each role sees.
 */
const supplierOrders: ResourceDefinition = {
  name,
  area: 'supplier-orders',
  // The admin reaches every line through Purchase Orders instead.
  menu: [{ label: 'app.menu.supplier_orders', to: '/', position: 10, unlessArea: 'purchase-orders' }],
  paths: [{ path: '/purchase-orders', action: 'list', screen: lines }],
  home: { rank: 2, screen: lines },
  api,
  views: { list: screen(list, (m) => m.default) },
  icon: ReceiptIcon,
  recordRepresentation: 'poNumber',
};

export default supplierOrders;
