import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, fakeApi, renderInAdmin, USERS } from '../testing';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Login to continue', the two fields, 'Sign In' and the forgot-password link", () => {
    renderInAdmin(<LoginPage />, { path: '/login' });
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
    const api = fakeApi({ '/backend/api/auth/login': () => [401, { msg: 'Invalid email or password' }] });
    renderInAdmin(<LoginPage />, { path: '/login' });

    await user.type(screen.getByLabelText(/^email/i), 'someone@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(bodiesSentTo(api, '/backend/api/auth/login')).toEqual([
      { email: 'someone@example.com', password: 'wrong-password' },
    ]);
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('stores the session and leaves the page on success', async () => {
    const user = userEvent.setup();
    fakeApi({ '/backend/api/auth/login': () => [200, { msg: 'ok', token: 'tok-1', user: USERS.Admin }] });
    const { location } = renderInAdmin(<LoginPage />, { path: '/login' });

    await user.type(screen.getByLabelText(/^email/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await vi.waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('does not call the server while a field is empty', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderInAdmin(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(api).not.toHaveBeenCalled();
  });
});
