import SettingsIcon from '@mui/icons-material/Settings';
import { page, type ResourceDefinition } from '../../src/resources/definition';

/**
 * Settings (spec 001 "Settings"): one page at /settings, the sender of the notification
 * e-mails; not a list of records. Its calls are in settingsApi.ts.
 */
const settings: ResourceDefinition = {
  name: 'settings',
  area: 'settings',
  menu: [{ label: 'app.menu.settings', position: 10, group: 'user_settings' }],
  paths: [
    {
      path: '/settings',
      action: 'edit',
      screen: page(
        () => import('./SettingsPage'),
        (m) => m.default,
      ),
    },
  ],
  api: null,
  views: {},
  icon: SettingsIcon,
  recordRepresentation: null,
};

export default settings;
