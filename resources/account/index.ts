import PasswordIcon from '@mui/icons-material/Password';
import ChangePassword from './ChangePassword';

/**
 * The signed-in user's own account (area `account`). It has no list or record of its own:
 * its one screen, Change Password, is served at /change-password by the route table
 * (src/routes.ts), which loads this folder lazily.
 */
export { ChangePassword };
export const icon = PasswordIcon;
