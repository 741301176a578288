import StorefrontIcon from '@mui/icons-material/Storefront';
import { page, type ResourceDefinition } from '../../src/resources/definition';

/**
 * Channels (issue 30 item 6): the configured shops, each with its state and daily counts, and
 * "Reconcile now". The Admin's (area 'channels').
 */
const channels: ResourceDefinition = {
  name: 'channels',
  area: 'channels',
  menu: [{ label: 'app.menu.channels', position: 105 }],
  paths: [
    {
      path: '/channels',
      action: 'list',
      screen: page(
        () => import('./ChannelsPage'),
        (m) => m.ChannelsPage,
      ),
    },
  ],
  api: null,
  views: {},
  icon: StorefrontIcon,
  recordRepresentation: null,
};

export default channels;
