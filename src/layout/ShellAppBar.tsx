import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import EditIcon from '@mui/icons-material/Edit';
import LightModeIcon from '@mui/icons-material/LightMode';
import {
  AppBar,
  LinkBase,
  LoadingIndicator,
  Logout,
  UserMenu,
  useGetIdentity,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';

/**
 * The header is nearly empty (spec 000 section 2): the sidebar toggle, and the user menu with
 * an Edit item and logout (and, between them, the theme). Screen titles are shown on the page itself, as the specs draw them.
 * "Edit" opens the signed-in user's own account screen: the only thing every role can edit
 * about itself is its password.
 */
const EditAccountItem = forwardRef<HTMLLIElement, MenuItemProps>(function EditAccountItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  // The props are the menu's own (focus, tab order); the item is a link to the account screen.
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={LinkBase}
      to="/change-password"
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.edit')}</ListItemText>
    </MenuItem>
  );
});

/**
 * The light or dark theme: the system's preference until one is chosen here, then the choice,
 * kept in this browser across sign-outs (src/store.ts).
 */
const ThemeItem = forwardRef<HTMLLIElement, MenuItemProps>(function ThemeItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <MenuItem
      {...props}
      ref={ref}
      onClick={() => {
        setTheme(next);
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>
        {next === 'dark' ? <DarkModeIcon fontSize="small" /> : <LightModeIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{translate(`app.user_menu.${next}_theme`)}</ListItemText>
    </MenuItem>
  );
});

export const ShellAppBar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin names the button 'Profile' while it shows the e-mail; a speech user says what they see.
  const label = identity?.fullName
    ? translate('app.user_menu.button', { name: identity.fullName })
    : undefined;
  return (
    <AppBar
      color="inherit"
      // Only the refresh indicator: the theme is chosen in the user menu, not by a header button.
      toolbar={<LoadingIndicator />}
      userMenu={
        <UserMenu label={label}>
          <EditAccountItem />
          <ThemeItem />
          <Logout />
        </UserMenu>
      }
    >
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
};
