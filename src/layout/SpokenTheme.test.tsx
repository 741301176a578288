import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../i18n';
import { theme } from '../theme';
import { SpokenTheme } from './SpokenTheme';

const spinnerIn = (language: 'en' | 'de') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)} theme={theme}>
      <SpokenTheme>
        <CircularProgress />
      </SpokenTheme>
    </AdminContext>,
  );

describe('the theme’s spoken names', () => {
  it('name a spinner in the chosen language', () => {
    spinnerIn('de');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Wird geladen');
  });

  it('keep English when English is chosen', () => {
    spinnerIn('en');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Loading');
  });
});
