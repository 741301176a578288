import type { RaThemeOptions } from 'react-admin';

/**
 * Calm and professional: a deep blue for actions, quiet greys for surfaces, a plain header and
 * sidebar so the tables carry the colour. The dark theme keeps the same structure with its own
 * surfaces and a lighter blue, so text, badges and banners keep their contrast (WCAG AA).
 */
interface Tones {
  ink: string;
  secondaryInk: string;
  primary: { main: string; light: string; dark: string; contrastText: string };
  border: string;
  page: string;
  paper: string;
  tableHead: string;
  activeMenu: string;
  status: { success: string; warning: string; error: string };
}

const LIGHT: Tones = {
  ink: '#1d2939',
  secondaryInk: '#475467',
  primary: { main: '#1f5f8b', light: '#4b86b4', dark: '#134567', contrastText: '#fff' },
  border: '#e4e7ec',
  page: '#f5f7fa',
  paper: '#ffffff',
  tableHead: '#f9fafb',
  activeMenu: 'rgba(31, 95, 139, 0.08)',
  status: { success: '#2e7d32', warning: '#b7791f', error: '#c62828' },
};

const DARK: Tones = {
  ink: '#e6edf3',
  secondaryInk: '#a8b3c1',
  primary: { main: '#7cb4e0', light: '#a6cdec', dark: '#4b86b4', contrastText: '#0b1620' },
  border: '#2c3645',
  page: '#0f141b',
  paper: '#161d27',
  tableHead: '#1c2531',
  activeMenu: 'rgba(124, 180, 224, 0.14)',
  status: { success: '#66bb6a', warning: '#e0a84f', error: '#ef6c6c' },
};

function themeOf(mode: 'light' | 'dark', t: Tones): RaThemeOptions {
  return {
    palette: {
      mode,
      primary: t.primary,
      secondary:
        mode === 'light'
          ? { main: '#2f7d6d', light: '#5aa596', dark: '#1d5a4e', contrastText: '#fff' }
          : { main: '#6cc3b0', light: '#98d8ca', dark: '#2f7d6d', contrastText: '#0b1620' },
      success: { main: t.status.success },
      warning: { main: t.status.warning },
      error: { main: t.status.error },
      info: { main: t.primary.main },
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
          root: { '&.Mui-focusVisible': { outline: `2px solid ${t.primary.main}`, outlineOffset: -2 } },
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
              borderLeftColor: t.primary.main,
              color: t.primary.main,
              backgroundColor: t.activeMenu,
              fontWeight: 600,
            },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: t.primary.main },
          },
        },
      },
    },
  };
}

export const theme = themeOf('light', LIGHT);
export const darkTheme = themeOf('dark', DARK);
