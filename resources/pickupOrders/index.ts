import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import { placeholder, type ResourceDefinition } from '../definition';

/**
 * Pickup orders booked with shipping agents (spec 000 section 2): 'to be sent' and 'sent'. Not
 * built yet: the purchasing issue adds api.ts and views.
 */
const pickupOrders: ResourceDefinition = {
  name: 'pickup-orders',
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
    { path: '/puo-to-be-sent', action: 'list', screen: placeholder('puo_to_be_sent', 'purchasing') },
    { path: '/puo-sent', action: 'list', screen: placeholder('puo_sent', 'purchasing') },
  ],
  api: null,
  views: {},
  icon: MoveToInboxIcon,
  recordRepresentation: null,
};

export default pickupOrders;
