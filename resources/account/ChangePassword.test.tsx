import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, fakeApi, renderInAdmin, signInAs, USERS } from '../../src/testing';
import ChangePassword from './ChangePassword';

const CHANGE = '/backend/api/admin/change-password';
const SENT =
  'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.';

async function submitCurrentPassword(password: string) {
  const user = userEvent.setup();
  renderInAdmin(<ChangePassword />, { path: '/change-password' });
  expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  await vi.waitFor(() => expect(continueButton).toBeEnabled()); // once the identity is known
  await user.type(screen.getByLabelText(/current password/i), password);
  await user.click(continueButton);
}

describe('ChangePassword', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(USERS.Warehouse);
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the signed-in user's e-mail with the current password and shows the success message", async () => {
    const api = fakeApi({ [CHANGE]: () => [200, { msg: SENT }] });
    await submitCurrentPassword('current-password');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodiesSentTo(api, CHANGE)).toEqual([{ email: 'north@example.com', password: 'current-password' }]);
    const [, init] = api.mock.calls[0];
    expect(new Headers(init?.headers).get('x-auth-token')).toBe('test-token');
  });

  it("shows the server's refusal in a red alert", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs failed calls in development
    fakeApi({ [CHANGE]: () => [400, { msg: 'Current password is wrong' }] });
    await submitCurrentPassword('not-my-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is wrong');
  });
});
