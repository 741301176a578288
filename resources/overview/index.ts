import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import { page, type ResourceDefinition } from '../../src/resources/definition';

/**
 * The overview (issue 18 item 3): the day in numbers, first in each role's sidebar; the
 * specification's `/` stays each role's first screen. Each number opens the list it counts.
 */
const overview: ResourceDefinition = {
  name: 'overview',
  area: 'attention',
  menu: [{ label: 'app.menu.overview', position: 0 }],
  paths: [
    {
      path: '/overview',
      action: 'list',
      screen: page(
        () => import('./OverviewPage'),
        (m) => m.OverviewPage,
      ),
    },
  ],
  api: null,
  views: {},
  icon: SpaceDashboardIcon,
  recordRepresentation: null,
};

export default overview;
