import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Checkbox from '@mui/material/Checkbox';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

describe('the theme', () => {
  it("names a checkbox's input by the aria-label given to the checkbox, not its outer span", () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox aria-label="Select this row" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select all' } }} />
      </ThemeProvider>,
    );
    const row = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(row.tagName).toBe('INPUT');
    expect(row.parentElement).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
  });
});
