import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import LightModeIcon from '@mui/icons-material/LightMode';
import ListSubheader from '@mui/material/ListSubheader';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  AppBar,
  LinkBase,
  LoadingIndicator,
  Logout,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { Language } from '../../domain/preferences';
import { useApplyUserPreferences, useChoosePreference } from './usePreferences';

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
 * saved for the user (src/layout/usePreferences.ts) and kept in this browser across sign-outs
 * (src/store.ts).
 */
const ThemeItem = forwardRef<HTMLLIElement, MenuItemProps>(function ThemeItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [theme] = useTheme();
  const { chooseTheme } = useChoosePreference();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <MenuItem
      {...props}
      ref={ref}
      onClick={() => {
        chooseTheme(next);
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

/**
 * One language of the user menu, named in itself ('Deutsch' in English too), ticked when chosen;
 * the choice is saved for the user like the theme.
 */
const LanguageItem = forwardRef<HTMLLIElement, MenuItemProps & { language: Language }>(function LanguageItem(
  { language, ...props },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [locale] = useLocaleState();
  const { chooseLanguage } = useChoosePreference();
  const chosen = locale === language;
  return (
    <MenuItem
      {...props}
      ref={ref}
      selected={chosen}
      aria-current={chosen ? 'true' : undefined}
      onClick={() => {
        chooseLanguage(language);
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>{chosen ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText lang={language}>{translate(`app.user_menu.languages.${language}`)}</ListItemText>
    </MenuItem>
  );
});

/**
 * The heading above the languages, for the eye only: a menu may hold only its entries, so it is
 * no list item; each language is named in itself ('Deutsch'), which says what the entries are.
 */
const LanguageHeading = () => {
  const translate = useTranslate();
  return (
    <ListSubheader component="div" aria-hidden sx={{ lineHeight: 2.5 }}>
      {translate('app.user_menu.language')}
    </ListSubheader>
  );
};

/** The user's saved language and theme, applied when their shell opens. */
const UserPreferences = () => {
  useApplyUserPreferences();
  return null;
};

export const ShellAppBar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin names the button 'Profile' while it shows the e-mail; a speech user says what they see.
  // Narrower, it shows only an icon, whose name react-admin translates itself (a text it does not
  // know as a key would read 'Profile' in every language).
  const showsEmail = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label =
    showsEmail && identity?.fullName
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
          <LanguageHeading />
          <LanguageItem language="en" />
          <LanguageItem language="de" />
          <Logout />
        </UserMenu>
      }
    >
      <Box sx={{ flex: 1 }} />
      <UserPreferences />
    </AppBar>
  );
};
