import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import { page, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

const toBeSent = () => import('./PuoToBeSent');
const sent = () => import('./PuoSent');

/**
 * Pickup orders booked with shipping agents (spec 000 section 2): Scheduled Pickup Orders is the
 * list (/pickup-orders, /puo-to-be-sent), Pickup Orders Sent a second list of the same resource
 * on its own endpoint (/pickup-orders/sent, /puo-sent; `meta: { view: 'sent' }`).
 */
const pickupOrders: ResourceDefinition = {
  name,
  area: 'pickup-orders',
  menu: [
    {
      label: 'app.menu.puo_to_be_sent',
      to: '/puo-to-be-sent',
      icon: ScheduleSendIcon,
      group: 'pickup_orders',
      position: 10,
    },
    { label: 'app.menu.puo_sent', to: '/puo-sent', icon: SendIcon, group: 'pickup_orders', position: 20 },
  ],
  paths: [
    { path: '/puo-to-be-sent', action: 'list', screen: page(toBeSent, (m) => m.default) },
    { path: '/puo-sent', action: 'list', screen: page(sent, (m) => m.default) },
  ],
  api,
  views: {
    list: screen(toBeSent, (m) => m.default),
    routes: [{ path: 'sent', action: 'list', component: screen(sent, (m) => m.default) }],
  },
  icon: MoveToInboxIcon,
  recordRepresentation: 'pickupOrderNumber',
};

export default pickupOrders;
