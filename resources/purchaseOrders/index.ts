import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { page, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const toBeSent = () => import('./ToBeSentList');
const sent = () => import('./SentList');

/**
 * Purchase orders, managed by the operator (spec 000 section 2): Scheduled Supplier Orders is
 * the list (/to-be-sent, and /purchase-orders), Purchase Orders Sent a second list of the same
 * resource on its own endpoint (/Sent, and /purchase-orders/sent; `meta: { view: 'sent' }`).
 */
const purchaseOrders: ResourceDefinition = {
  name,
  area: 'purchase-orders',
  menu: [
    {
      label: 'app.menu.po_to_be_sent',
      to: '/to-be-sent',
      icon: ScheduleSendIcon,
      group: 'purchase_orders',
      position: 10,
    },
    { label: 'app.menu.po_sent', to: '/Sent', icon: SendIcon, group: 'purchase_orders', position: 20 },
  ],
  paths: [
    { path: '/to-be-sent', action: 'list', screen: page(toBeSent, (m) => m.default) },
    { path: '/sent', aliases: ['/Sent'], action: 'list', screen: page(sent, (m) => m.default) },
  ],
  // The admin's first screen.
  home: { rank: 1, screen: page(toBeSent, (m) => m.default) },
  api,
  views: {
    list: screen(toBeSent, (m) => m.default),
    routes: [{ path: 'sent', action: 'list', component: screen(sent, (m) => m.default) }],
  },
  icon: ShoppingCartIcon,
  recordRepresentation: 'poNumber',
};

export default purchaseOrders;
