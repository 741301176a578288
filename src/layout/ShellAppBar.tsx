import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import EditIcon from '@mui/icons-material/Edit';
import { AppBar, LinkBase, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';

/**
 * The header is nearly empty (spec 000 section 2): the sidebar toggle, and the user menu with
 * an Edit item and logout. Screen titles are shown on the page itself, as the specs draw them.
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

export const ShellAppBar = () => (
  <AppBar
    color="inherit"
    userMenu={
      <UserMenu>
        <EditAccountItem />
        <Logout />
      </UserMenu>
    }
  >
    <Box sx={{ flex: 1 }} />
  </AppBar>
);
