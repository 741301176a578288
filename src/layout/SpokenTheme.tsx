import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * The theme's spoken names in the chosen language. MUI names some controls itself, in English:
 * a spinner (react-admin's loading indicator among them) is a progress bar that needs a name, and
 * an Autocomplete's open, close and clear buttons. The theme is made once, in English; here each
 * gets react-admin's text in the language shown, for every screen of the shell and its sign-in.
 */
export const SpokenTheme = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  const open = translate('ra.action.open');
  const close = translate('ra.action.close');
  const clear = translate('ra.action.clear_input_value');
  const spoken = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading },
        },
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            openText: open,
            closeText: close,
            clearText: clear,
            loadingText: loading,
          },
        },
      },
    }),
    [loading, open, close, clear],
  );
  return <ThemeProvider theme={spoken}>{children}</ThemeProvider>;
};
