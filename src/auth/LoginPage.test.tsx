import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { renderInAdmin } from '../testing';
import { LoginPage } from './LoginPage';

/**
 * The page on a test authProvider: what it hands to `login`, and what it shows of the answer.
 * How the real authProvider calls the server and keeps the session is authProvider/index.test.ts's.
 */
function renderLogin(login: AuthProvider['login'] = async () => undefined) {
  const authProvider = {
    login: vi.fn(login),
    logout: vi.fn(async () => undefined),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => null,
  };
  const view = renderInAdmin(<LoginPage />, { path: '/login', authProvider });
  return { ...view, login: authProvider.login };
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Login to continue', the two fields, 'Sign In' and the forgot-password link", () => {
    renderLogin();
    expect(screen.getByText('Login to continue')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's message in a dismissible alert when sign-in fails", async () => {
    const user = userEvent.setup();
    // The real authProvider throws the server's msg (authProvider/index.test.ts).
    const { login } = renderLogin(async () => {
      throw new Error('Invalid email or password');
    });

    await user.type(screen.getByLabelText(/^email/i), 'someone@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(login.mock.calls.map(([credentials]) => credentials)).toEqual([
      { email: 'someone@example.com', password: 'wrong-password' },
    ]);

    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('signs in with the typed credentials and leaves the page on success', async () => {
    const user = userEvent.setup();
    const { location, login } = renderLogin();

    await user.type(screen.getByLabelText(/^email/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/'));
    expect(login.mock.calls.map(([credentials]) => credentials)).toEqual([
      { email: 'admin@example.com', password: 'right-password' },
    ]);
  });

  it('does not call the server while a field is empty', async () => {
    const user = userEvent.setup();
    const { login } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(login).not.toHaveBeenCalled();
  });
});
