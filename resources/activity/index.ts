import HistoryIcon from '@mui/icons-material/History';
import { RESOURCE_ROUTE, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

/**
 * Who changed what (issue 32 item 3): every write's record, read only. The Admin reads all of
 * it; a Supplier or Warehouse user the records it may see (the server scopes them).
 */
const activity: ResourceDefinition = {
  name,
  area: 'activity',
  menu: [{ label: 'app.menu.activity', position: 110 }],
  paths: [{ path: '/activity', action: 'list', screen: RESOURCE_ROUTE }],
  api,
  views: {
    list: screen(
      () => import('./ActivityList'),
      (m) => m.ActivityList,
    ),
  },
  icon: HistoryIcon,
  recordRepresentation: null,
};

export default activity;
