import type { RaThemeOptions } from 'react-admin';

/**
 * Calm and professional: a deep blue for actions, quiet greys for surfaces, white header and
 * sidebar so the tables (dense, coming with the list screens) carry the colour.
 */
const ink = '#1d2939';
const primary = '#1f5f8b';
const border = '#e4e7ec';

export const theme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: primary, light: '#4b86b4', dark: '#134567', contrastText: '#fff' },
    secondary: { main: '#2f7d6d', light: '#5aa596', dark: '#1d5a4e', contrastText: '#fff' },
    success: { main: '#2e7d32' },
    warning: { main: '#b7791f' },
    error: { main: '#c62828' },
    info: { main: '#1f5f8b' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: ink, secondary: '#475467' },
    divider: border,
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
        root: { backgroundColor: '#ffffff', color: ink, borderBottom: `1px solid ${border}` },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Where the keyboard is, plainly (MUI's own mark is a faint grey): a ring on what Tab or the
    // arrows reach (buttons, menu entries, sidebar links), none after a mouse click.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: -2 } },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: border } },
    },
    MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, color: '#475467', backgroundColor: '#f9fafb' },
        root: { borderColor: border },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { backgroundColor: '#ffffff', borderRight: `1px solid ${border}` },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: primary,
            color: primary,
            backgroundColor: 'rgba(31, 95, 139, 0.08)',
            fontWeight: 600,
          },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: primary },
        },
      },
    },
  },
};
