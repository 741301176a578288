import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import { RESOURCE_ROUTE, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

/**
 * Needs attention (issue 18 item 2): the rows waiting on someone's move, with their clock and
 * the fix; first in each role's sidebar. Each role sees its own moves (the server scopes them).
 */
const attention: ResourceDefinition = {
  name,
  area: 'attention',
  menu: [{ label: 'app.menu.attention', position: 1 }],
  paths: [{ path: '/attention', action: 'list', screen: RESOURCE_ROUTE }],
  api,
  views: {
    list: screen(
      () => import('./AttentionList'),
      (m) => m.AttentionList,
    ),
  },
  icon: NotificationImportantIcon,
  recordRepresentation: null,
};

export default attention;
