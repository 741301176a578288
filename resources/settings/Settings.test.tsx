import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import SettingsPage from './SettingsPage';

const saved = {
  send_from_email: 'orders@example.com',
  deadline_days: 7,
  email_img_signature: null,
  image_size: 300,
  consolidation_hours: 24,
  at_risk_hours: 48,
  supplier_silent_days: 3,
  pickup_uncollected_days: 2,
};

const digest = [
  { recipient: 'operator', kind: 'operator', name: 'Operator', email: 'orders@example.com', enabled: false },
  {
    recipient: 'warehouse:w1',
    kind: 'warehouse',
    name: 'Hub North',
    email: 'hub@example.com',
    enabled: false,
  },
  { recipient: 'supplier:s1', kind: 'supplier', name: 'Acme', email: 'acme@example.com', enabled: true },
];

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

/**
 * The screen on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
async function openSettings(methods: Record<string, (...args: never[]) => Promise<unknown>> = {}) {
  const dp = {
    getSendFromSettings: vi.fn(async () => saved),
    saveSendFromSettings: vi.fn(async () => ({ msg: 'ok', doc: saved })),
    uploadSignature: vi.fn(async () => ({ msg: 'ok', fileName: 'x.png' })),
    removeSignatureImage: vi.fn(async () => ({ msg: 'ok' })),
    getDailyDigest: vi.fn(async () => digest),
    setDailyDigest: vi.fn(async (body: { recipient: string; enabled: boolean }) => ({
      msg: 'Daily digest switched on',
      doc: digest.map((r) => (r.recipient === body.recipient ? { ...r, enabled: body.enabled } : r)),
    })),
  };
  for (const [name, impl] of Object.entries(methods))
    dp[name as keyof typeof dp].mockImplementation(impl as never);
  renderInAdmin(<SettingsPage />, { path: '/settings', dataProvider: testDataProvider(dp) });
  await waitFor(() => expect(screen.getByLabelText(/Send From Email/)).toHaveValue('orders@example.com'));
  return dp;
}

describe('Settings', () => {
  it('loads the saved settings', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Deadline Days/)).toHaveValue(7);
    expect(screen.getByLabelText(/Image Width/)).toHaveValue(300);
    expect(screen.getByText('No image uploaded yet.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Supplier silent after/)).toHaveValue(3);
  });

  it('keeps the attention thresholds within their bounds', async () => {
    const user = userEvent.setup();
    const api = await openSettings();
    await user.clear(screen.getByLabelText(/Pickup not collected after/));
    await user.type(screen.getByLabelText(/Pickup not collected after/), '61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pickup uncollected days must be between 1 and 60')).toBeInTheDocument();
    expect(api.saveSendFromSettings).not.toHaveBeenCalled();
  });

  it('keeps deadline days within 1 to 31, the width within 50 to 800, and needs an image', async () => {
    const user = userEvent.setup();
    const api = await openSettings();
    await user.clear(screen.getByLabelText(/Deadline Days/));
    await user.type(screen.getByLabelText(/Deadline Days/), '32');
    await user.clear(screen.getByLabelText(/Image Width/));
    await user.type(screen.getByLabelText(/Image Width/), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Deadline days must be between 1 and 31')).toBeInTheDocument();
    expect(screen.getByText('Image width must be between 50 and 800')).toBeInTheDocument();
    expect(screen.getByText('The signature image is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Deadline Days/));
    await user.type(screen.getByLabelText(/Deadline Days/), '0');
    expect(await screen.findByText('Deadline days must be between 1 and 31')).toBeInTheDocument();
    expect(api.saveSendFromSettings).not.toHaveBeenCalled();
  });

  it('uploads the image with its width, shows the preview at 200 px, saves, and removes it', async () => {
    const user = userEvent.setup();
    const api = await openSettings({
      uploadSignature: async () => ({ msg: 'Image uploaded successfully', fileName: 'abc.png' }),
      saveSendFromSettings: async () => ({
        msg: 'Settings saved successfully',
        doc: { ...saved, email_img_signature: 'abc.png' },
      }),
      removeSignatureImage: async () => ({ msg: 'Image removed successfully' }),
    });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'signature.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('signature-file'), png);

    const banner = await screen.findByText('Image uploaded successfully');
    expect(banner.closest('[data-banner-id]')).toHaveAttribute('data-banner-id', 'ADD_IMAGE');
    expect(api.uploadSignature).toHaveBeenCalledWith({ file: png, imageSize: 300 });

    const preview = screen.getByRole('img', { name: 'Signature image preview' });
    expect(preview).toHaveAttribute('src', '/images/abc.png');
    expect(preview).toHaveAttribute('width', '200');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(api.saveSendFromSettings).toHaveBeenCalledWith({
      email: 'orders@example.com',
      deadline: 7,
      image: 'abc.png',
      size: 300,
      consolidation_hours: 24,
      at_risk_hours: 48,
      supplier_silent_days: 3,
      pickup_uncollected_days: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Image removed successfully')).toBeInTheDocument();
    expect(api.removeSignatureImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Signature image preview' })).toBeNull();
  });

  it('refuses a file that is not an image without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = await openSettings();
    await user.upload(
      screen.getByTestId('signature-file'),
      new File(['a,b'], 'rows.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The signature image must be an image file');
    expect(api.uploadSignature).not.toHaveBeenCalled();
  });

  it('lists a daily digest switch per recipient and saves one at once', async () => {
    const user = userEvent.setup();
    const api = await openSettings();
    const hub = await screen.findByRole('switch', { name: 'Warehouse: Hub North (hub@example.com)' });
    expect(hub).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Operator (orders@example.com)' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Supplier: Acme (acme@example.com)' })).toBeChecked();
    await user.click(hub);
    await waitFor(() => expect(hub).toBeChecked());
    expect(api.setDailyDigest).toHaveBeenCalledWith({ recipient: 'warehouse:w1', enabled: true });
    expect(await screen.findByText('Daily digest switched on')).toBeInTheDocument();
    expect(api.saveSendFromSettings).not.toHaveBeenCalled();
  });
});
