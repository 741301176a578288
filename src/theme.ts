import type { RaThemeOptions } from 'react-admin';
import { useTheme, type Theme } from '@mui/material/styles';

/**
 * Calm and professional: a deep blue for actions, quiet greys for surfaces, a plain header and
 * sidebar so the tables carry the colour. The dark theme keeps the same structure with its own
 * surfaces and a lighter blue, so text, badges and banners keep their contrast (WCAG AA).
 */
/** Each colour of the app in the light theme and in the dark one, side by side. */
const TONES = {
  ink: ['#1d2939', '#e6edf3'],
  secondaryInk: ['#475467', '#a8b3c1'],
  primary: ['#1f5f8b', '#7cb4e0'],
  primaryLight: ['#4b86b4', '#a6cdec'],
  primaryDark: ['#134567', '#4b86b4'],
  onPrimary: ['#fff', '#0b1620'],
  secondary: ['#2f7d6d', '#6cc3b0'],
  secondaryLight: ['#5aa596', '#98d8ca'],
  secondaryDark: ['#1d5a4e', '#2f7d6d'],
  border: ['#e4e7ec', '#2c3645'],
  page: ['#f5f7fa', '#0f141b'],
  paper: ['#ffffff', '#161d27'],
  tableHead: ['#f9fafb', '#1c2531'],
  activeMenu: ['rgba(31, 95, 139, 0.08)', 'rgba(124, 180, 224, 0.14)'],
  success: ['#2e7d32', '#66bb6a'],
  // 5.1:1 under white text and on white (#b7791f was 3.6:1: Pending and Unavailable badges failed AA).
  warning: ['#9a6215', '#e0a84f'],
  error: ['#c62828', '#ef6c6c'],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

type Tones = { [K in keyof typeof TONES]: string };
const tonesOf = (mode: 'light' | 'dark'): Tones =>
  Object.fromEntries(
    Object.entries(TONES).map(([key, [light, dark]]) => [key, mode === 'light' ? light : dark]),
  ) as Tones;

function themeOf(mode: 'light' | 'dark'): RaThemeOptions {
  const t = tonesOf(mode);
  return {
    palette: {
      mode,
      primary: { main: t.primary, light: t.primaryLight, dark: t.primaryDark, contrastText: t.onPrimary },
      secondary: {
        main: t.secondary,
        light: t.secondaryLight,
        dark: t.secondaryDark,
        contrastText: t.onPrimary,
      },
      success: { main: t.success },
      warning: { main: t.warning },
      error: { main: t.error },
      info: { main: t.primary },
      background: { default: t.page, paper: t.paper },
      text: { primary: t.ink, secondary: t.secondaryInk },
      divider: t.border,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 14,
      h1: { fontSize: '1.5rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 256, closedWidth: 56 },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { backgroundColor: t.paper, color: t.ink, borderBottom: `1px solid ${t.border}` },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // Where the keyboard is, plainly (MUI's own mark is a faint grey): a ring on what Tab or the
      // arrows reach (buttons, menu entries, sidebar links), none after a mouse click.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${t.primary}`, outlineOffset: -2 } },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: t.border } },
      },
      // MUI lightens a dark paper by its elevation; one surface colour reads calmer.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTextField: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
      // A disabled field's hint says why ('Choose a supplier first'): readable, not greyed out.
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: t.secondaryInk } } },
      },
      // A spinner (react-admin's loading indicator among them) is a progress bar that needs a name.
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      // A checkbox given an aria-label (react-admin's 'Select this row') gets it on its outer
      // <span>, where it names nothing, and leaves the real <input> unnamed: move it to the input.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (ownerState: { 'aria-label'?: string }) =>
              ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
          },
        },
      },
      // On a phone a dialog takes the width of the screen less a small margin (MUI keeps 32 px
      // each side, and a dialog's own maxWidth): its form keeps the room it needs, never wider.
      MuiDialog: {
        styleOverrides: {
          paper: ({ theme }: { theme: Theme }) => ({
            [theme.breakpoints.down('sm')]: {
              '&:not(.MuiDialog-paperFullScreen)': {
                margin: 12,
                width: 'calc(100% - 24px)',
                maxWidth: 'calc(100% - 24px)',
                maxHeight: 'calc(100% - 24px)',
              },
            },
          }),
        },
      },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600, color: t.secondaryInk, backgroundColor: t.tableHead },
          root: { borderColor: t.border },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      RaSidebar: {
        styleOverrides: {
          root: {
            '& .RaSidebar-fixed': { backgroundColor: t.paper, borderRight: `1px solid ${t.border}` },
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderLeft: '3px solid transparent',
            '&.RaMenuItemLink-active': {
              borderLeftColor: t.primary,
              color: t.primary,
              backgroundColor: t.activeMenu,
              fontWeight: 600,
            },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: t.primary },
          },
        },
      },
    },
  };
}

export const theme = themeOf('light');
export const darkTheme = themeOf('dark');

/** The wordmark for the theme: its ink follows the mode (the mark alone reads on both). */
export const useWordmark = (): string =>
  useTheme().palette.mode === 'dark' ? '/logo-dark.svg' : '/logo.svg';
