import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import ChangePassword from './ChangePassword';

const SENT =
  'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.';

/** The screen on react-admin's testDataProvider; the URL of changePassword is dataProvider/index.test.ts's. */
async function submitCurrentPassword(password: string, changePassword: () => Promise<{ msg: string }>) {
  const method = vi.fn(changePassword);
  const user = userEvent.setup();
  renderInAdmin(<ChangePassword />, {
    path: '/change-password',
    dataProvider: testDataProvider({ changePassword: method }),
  });
  expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  await vi.waitFor(() => expect(continueButton).toBeEnabled()); // once the identity is known
  await user.type(screen.getByLabelText(/current password/i), password);
  await user.click(continueButton);
  return method;
}

describe('ChangePassword', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(USERS.Warehouse);
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the signed-in user's e-mail with the current password and shows the success message", async () => {
    const changePassword = await submitCurrentPassword('current-password', async () => ({ msg: SENT }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({ email: 'north@example.com', password: 'current-password' });
  });

  it("shows the server's refusal in a red alert", async () => {
    await submitCurrentPassword('not-my-password', async () => {
      throw new HttpError('Current password is wrong', 400, { msg: 'Current password is wrong' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is wrong');
  });
});
