import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AdminContext } from 'react-admin';
import { createI18nProvider, loadGerman } from '../i18n';
import { theme } from '../theme';
import { SpokenTheme } from './SpokenTheme';

const spinnerIn = (language: 'en' | 'de') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)} theme={theme}>
      <SpokenTheme>
        <CircularProgress />
        <Autocomplete
          options={['Berlin Central']}
          value="Berlin Central"
          renderInput={(params) => <TextField {...params} label="Warehouse" />}
        />
      </SpokenTheme>
    </AdminContext>,
  );

describe('the theme’s spoken names', () => {
  beforeAll(() => loadGerman());

  it('name a spinner and a picker’s buttons in the chosen language', () => {
    spinnerIn('de');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Wird geladen');
    // An Autocomplete's own buttons, which MUI names in English.
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
  });

  it('keep English when English is chosen', () => {
    spinnerIn('en');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Loading');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
