import PasswordIcon from '@mui/icons-material/Password';
import { page, type ResourceDefinition } from '../../src/resources/definition';

/**
 * The signed-in user's own account: its one screen, Change Password, at /change-password for
 * every role. No list or record of its own.
 */
const account: ResourceDefinition = {
  name: 'account',
  area: 'account',
  menu: [{ label: 'app.menu.change_password', to: '/change-password', position: 20, group: 'user_settings' }],
  paths: [
    {
      path: '/change-password',
      action: 'edit',
      screen: page(
        () => import('./ChangePassword'),
        (m) => m.default,
      ),
    },
  ],
  api: null,
  views: {},
  icon: PasswordIcon,
  recordRepresentation: null,
};

export default account;
