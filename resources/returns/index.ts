import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { RESOURCE_ROUTE, screen, type ResourceDefinition } from '../../src/resources/definition';
import { api, name } from './api';

/**
 * Returns (issue 32 item 2): what customers send back, each going to whoever shipped it. The
 * Admin sees all; a Warehouse or Supplier user those that come back to it (the server scopes them).
 */
const returns: ResourceDefinition = {
  name,
  area: 'returns',
  menu: [{ label: 'app.menu.returns', position: 45 }],
  paths: [{ path: '/returns', action: 'list', screen: RESOURCE_ROUTE }],
  api,
  views: {
    list: screen(
      () => import('./ReturnList'),
      (m) => m.ReturnList,
    ),
  },
  icon: AssignmentReturnIcon,
  recordRepresentation: 'return_number',
};

export default returns;
