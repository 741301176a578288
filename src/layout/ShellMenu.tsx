import { useMemo } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Menu, useCanAccessResources, useLocation, useLogout, useTranslate } from 'react-admin';
import { MENU, menuAreas, visibleMenu, type MenuLink, type MenuLogout } from './menuEntries';
import { SidebarLogo } from './SidebarLogo';
import { SubMenu, sidebarItemSx } from './SubMenu';

const AREAS = menuAreas(MENU);

/** The sidebar: the logo, then the entries of MENU the signed-in role may use. */
export const ShellMenu = () => {
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: AREAS });
  const { pathname } = useLocation();
  const entries = useMemo(
    () => (canAccess ? visibleMenu((areaOrResource) => canAccess[areaOrResource] === true) : []),
    [canAccess],
  );

  // The logo above the menu, not in it: a menu holds only its entries.
  return (
    <>
      <SidebarLogo />
      <Menu>
        {!isPending &&
          entries.map((entry) =>
            entry.kind === 'link' ? (
              <MenuLinkItem key={entry.label} link={entry} />
            ) : (
              <SubMenu
                key={entry.label}
                label={entry.label}
                icon={entry.icon}
                initiallyOpen={entry.children.some((child) => isCurrent(child, pathname))}
              >
                {entry.children.map((child) =>
                  child.kind === 'link' ? (
                    <MenuLinkItem key={child.label} link={child} />
                  ) : (
                    <LogoutItem key={child.label} entry={child} />
                  ),
                )}
              </SubMenu>
            ),
          )}
      </Menu>
    </>
  );
};

/** A label with a line-break opportunity after each slash: 'Consolidate/Unconsolidate' has no space. */
const breakableAtSlashes = (label: string) =>
  label
    .split('/')
    .flatMap((part, i, parts) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]));

/**
 * A sidebar link. react-admin cuts a label that does not fit with an ellipsis; ours wrap onto a
 * second line instead, so the longest (Consolidate/Unconsolidate) is read whole.
 */
const MenuLinkItem = ({ link }: { link: MenuLink }) => {
  const translate = useTranslate();
  return (
    <Menu.Item
      to={link.to}
      primaryText={
        <Box component="span" sx={{ whiteSpace: 'normal' }}>
          {breakableAtSlashes(translate(link.label))}
        </Box>
      }
      leftIcon={link.icon}
    />
  );
};

/** 'logout' in User Settings: same as the user menu's, back to / with no page to return to. */
const LogoutItem = ({ entry }: { entry: MenuLogout }) => {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    // tabIndex 0: reached by Tab like the links beside it (a MenuItem is left out of the Tab order).
    <MenuItem tabIndex={0} onClick={() => logout({}, undefined, false)} sx={sidebarItemSx}>
      <ListItemIcon>{entry.icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {translate(entry.label)}
      </Typography>
    </MenuItem>
  );
};

function isCurrent(entry: MenuLink | MenuLogout, pathname: string): boolean {
  return entry.kind === 'link' && entry.to.toLowerCase() === pathname.toLowerCase();
}
