import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { authApi } from '../../authProvider/authApi';
import { renderInAdmin } from '../testing';
import { SetPasswordPage } from './SetPasswordPage';

/**
 * The page calls the auth client's checkToken and updatePassword; their URLs and bodies are
 * authProvider/index.test.ts's.
 */
function fakeAuthApi(checkToken: typeof authApi.checkToken) {
  return {
    checkToken: vi.spyOn(authApi, 'checkToken').mockImplementation(checkToken),
    updatePassword: vi
      .spyOn(authApi, 'updatePassword')
      .mockImplementation(async () => ({ msg: 'Password updated' })),
  };
}
const accepted = async () => ({ msg: 'ok' });

describe('SetPasswordPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("says 'Token is missing' without a token, and calls nothing", () => {
    const api = fakeAuthApi(accepted);
    renderInAdmin(<SetPasswordPage />, { path: '/set-password' });
    expect(screen.getByText('Token is missing')).toBeInTheDocument();
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(api.checkToken).not.toHaveBeenCalled();
    expect(api.updatePassword).not.toHaveBeenCalled();
  });

  it("shows 'Checking Token...' then 'Token invalid' when the server refuses the token", async () => {
    const api = fakeAuthApi(async () => {
      throw new HttpError('Token invalid', 400, { msg: 'Token invalid' });
    });
    renderInAdmin(<SetPasswordPage />, { path: '/set-password?token=expired' });
    expect(screen.getByText('Checking Token...')).toBeInTheDocument();
    expect(await screen.findByText('Token invalid')).toBeInTheDocument();
    expect(api.checkToken.mock.calls).toEqual([['expired']]);
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  describe('with a valid token', () => {
    async function openForm() {
      const user = userEvent.setup();
      const api = fakeAuthApi(accepted);
      const view = renderInAdmin(<SetPasswordPage />, { path: '/set-password?token=good' });
      await screen.findByLabelText(/new password/i);
      expect(api.checkToken.mock.calls).toEqual([['good']]);
      return { user, api, view };
    }

    it('refuses different passwords with the specified message', async () => {
      const { user, api } = await openForm();
      await user.type(screen.getByLabelText(/new password/i), 'a-long-passphrase');
      await user.type(screen.getByLabelText(/confirm password/i), 'another-passphrase');
      await user.click(screen.getByRole('button', { name: 'Set password' }));
      expect(await screen.findByText('passsword and confirm password are not same')).toBeInTheDocument();
      expect(api.updatePassword).not.toHaveBeenCalled();
    });

    it('refuses a password shorter than the policy allows, before asking the server', async () => {
      const { user, api } = await openForm();
      await user.type(screen.getByLabelText(/new password/i), 'short');
      await user.type(screen.getByLabelText(/confirm password/i), 'short');
      await user.click(screen.getByRole('button', { name: 'Set password' }));
      expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(api.updatePassword).not.toHaveBeenCalled();
    });

    it('sends the password with the token and goes to / on success', async () => {
      const { user, api, view } = await openForm();
      await user.type(screen.getByLabelText(/new password/i), 'a-long-passphrase');
      await user.type(screen.getByLabelText(/confirm password/i), 'a-long-passphrase');
      await user.click(screen.getByRole('button', { name: 'Set password' }));
      await vi.waitFor(() => expect(view.location().pathname).toBe('/'));
      expect(api.updatePassword.mock.calls).toEqual([['a-long-passphrase', 'good']]);
    });

    it('sets the password once on a double click, which would otherwise spend the link twice', async () => {
      const { user, api, view } = await openForm();
      await user.type(screen.getByLabelText(/new password/i), 'a-long-passphrase');
      await user.type(screen.getByLabelText(/confirm password/i), 'a-long-passphrase');
      await user.dblClick(screen.getByRole('button', { name: 'Set password' }));
      await vi.waitFor(() => expect(view.location().pathname).toBe('/'));
      expect(api.updatePassword).toHaveBeenCalledTimes(1);
    });
  });
});
