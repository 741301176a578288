import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import SettingsPage from './SettingsPage';

/**
 * Settings saved in another tab meanwhile (issue 28 item 3): the save sends the settings'
 * updatedAt as read; the server's 409 shows as a notice with Reload, which reads them again.
 */

const opened = {
  send_from_email: 'orders@example.com',
  deadline_days: 7,
  email_img_signature: 'signature.png',
  image_size: 300,
  consolidation_hours: 24,
  at_risk_hours: 48,
  supplier_silent_days: 3,
  pickup_uncollected_days: 2,
  updatedAt: '2026-01-05T09:00:00.000Z',
};
const savedMeanwhile = { ...opened, deadline_days: 12, updatedAt: '2026-01-05T10:00:00.000Z' };
const refusal =
  'Changed meanwhile by anna@demo.test at 05/01/2026 10:00 UTC; reload to see the change, then save again';

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Settings saved meanwhile in another tab', () => {
  it('sends updatedAt, shows the refusal with Reload, and Reload shows the saved settings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reads = [opened, savedMeanwhile];
    const dp = {
      getSendFromSettings: vi.fn(async () => reads.shift() ?? savedMeanwhile),
      saveSendFromSettings: vi.fn(async () => {
        throw new HttpError(refusal, 409, {
          msg: refusal,
          errors: [{ field: 'updatedAt', message: refusal }],
        });
      }),
      getDailyDigest: vi.fn(async () => []),
    };
    renderInAdmin(<SettingsPage />, { path: '/settings', dataProvider: testDataProvider(dp as never) });
    const email = await screen.findByLabelText(/Send From Email/);
    await waitFor(() => expect(email).toHaveValue('orders@example.com'));
    fireEvent.change(email, { target: { value: 'tab-b@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dp.saveSendFromSettings).toHaveBeenCalled());
    expect(dp.saveSendFromSettings).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'tab-b@example.com', updatedAt: opened.updatedAt }),
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(refusal);
    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/Deadline Days/)).toHaveValue(12));
    expect(screen.getByLabelText(/Send From Email/)).toHaveValue('orders@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60_000);
});
