import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { placeholder, type ResourceDefinition } from '../definition';

const toBeSent = placeholder('po_to_be_sent', 'purchasing');

/**
 * Purchase orders, managed by the operator (spec 000 section 2): 'to be sent' and 'Sent'. Not
 * built yet: its paths show the shared placeholder; the purchasing issue adds api.ts and views.
 */
const purchaseOrders: ResourceDefinition = {
  name: 'purchase-orders',
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
    { path: '/to-be-sent', action: 'list', screen: toBeSent },
    { path: '/sent', aliases: ['/Sent'], action: 'list', screen: placeholder('po_sent', 'purchasing') },
  ],
  // The admin's first screen.
  home: { rank: 1, screen: toBeSent },
  api: null,
  views: {},
  icon: ShoppingCartIcon,
  recordRepresentation: null,
};

export default purchaseOrders;
