import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * The theme's spoken names in the chosen language: a spinner (react-admin's loading indicator
 * among them) is a progress bar that needs a name, and the theme itself is made once, in English.
 */
export const SpokenTheme = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: {
          ...outer.components,
          MuiCircularProgress: {
            ...outer.components?.MuiCircularProgress,
            defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading },
          },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
};
