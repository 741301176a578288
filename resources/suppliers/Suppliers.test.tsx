import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, fakeApi, renderResourceScreen, signInAs, USERS } from '../../src/testing';
import { SupplierCreate } from './SupplierCreate';
import { SupplierEdit } from './SupplierEdit';
import { SupplierList } from './SupplierList';
import { SupplierShow } from './SupplierShow';
import type { Supplier } from './types';

const API = '/backend/api/admin';

const acme: Supplier = {
  id: 's-1',
  _id: 's-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  name: 'Acme Textiles',
  contact_person: 'Bea Smith',
  contact_email: 'acme@example.com',
  contact_phone: '+44 113 496 0871',
  activated: true,
  address: { street_name: 'Mill Lane', street_number: '7', city: 'Leeds', country: 'GB', zipCode: 'LS1 4AB' },
  pickup_times: { start_time: null, end_time: null },
  dropShipping_available: false,
  notification_schedule: '2,09:30',
  schedule_label: '26/11/2026 T 09:30',
  email_subject: 'Purchase order',
  customeEmail: '<p>Hello, {{table}}</p>',
  imgName: 'logo.png',
};

const renderScreen = (element: React.ReactElement, path: string, route = path) =>
  renderResourceScreen('suppliers', element, path, route);

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Supplier list', () => {
  it('shows the schedule, the columns, the DropShipping badge, the filter tags and the row menu', async () => {
    const api = fakeApi({ [`${API}/get-suppliers`]: () => [200, { msg: 'ok', doc: [acme], count: 1 }] });
    renderScreen(<SupplierList />, '/suppliers');
    await screen.findByText('Acme Textiles');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Schedule Date & time',
      'Name',
      'Email Address',
      'Phone',
      'Base Country',
      'DropShipping',
      'Status',
      '',
    ]);
    const row = screen.getByText('Acme Textiles').closest('tr') as HTMLElement;
    expect(within(row).getByText('26/11/2026 T 09:30')).toBeInTheDocument();
    expect(within(row).getByText('Unavailable')).toBeInTheDocument();
    expect(within(row).getByText('Activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Supplier/ })).toHaveAttribute('href', '/suppliers/create');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const tags = await screen.findAllByRole('menuitem');
    expect(tags.map((item) => item.textContent)).toEqual(['Available', 'Unavailable']);
    fireEvent.click(tags[0]);
    await waitFor(() => expect(String(api.mock.calls.at(-1)![0])).toContain('tagText=available'));

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
  });
});

describe('Add Supplier', () => {
  it('has the sections, drop shipping on by default, and the schema messages', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderScreen(<SupplierCreate />, '/suppliers/create');
    expect(await screen.findByRole('heading', { name: 'Add Supplier' })).toBeInTheDocument();
    for (const section of ['Supplier Details', 'Address Details', 'Notification Schedule', 'Customize Email'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Drop Shipping Available' })).toBeChecked();
    // The e-mail editor loads with the form, on first use.
    expect(
      await screen.findByText('Use {{table}} where the table should appear.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Supplier' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Zip code is required',
      'Email subject is required',
      'Notification day is required',
      'Notification time is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    // Pickup times are optional on a supplier.
    expect(screen.queryByText('Pickup start time is required')).toBeNull();

    await user.type(screen.getByLabelText(/Notification Day/), '31');
    await user.selectOptions(screen.getByLabelText('Notification Time (hour)'), '09');
    expect(
      await screen.findByText('Notification day must be a whole number from 1 to 30'),
    ).toBeInTheDocument();
    // The time is chosen now: only the day is still wrong.
    expect(screen.queryByText('Notification time is required')).toBeNull();
  });

  it("posts the payload with the schedule as 'days,time'", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/add-supplier`]: () => [200, { msg: 'Supplier added successfully', supplier: acme }],
    });
    const { location } = renderScreen(<SupplierCreate />, '/suppliers/create');
    for (const [label, value] of [
      [/^Name/, 'Acme Textiles'],
      [/Contact Person/, 'Bea'],
      [/^Email \*/, 'acme@example.com'],
      [/^Phone/, '0113 496'],
      [/Street Name/, 'Mill Lane'],
      [/Street Number/, '7'],
      [/^City/, 'Leeds'],
      [/^Country/, 'GB'],
      [/Zip Code/, 'LS1 4AB'],
      [/Email Subject/, 'Orders for you'],
      [/Notification Day/, '2'],
    ] as const)
      await user.type(await screen.findByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Notification Time (hour)'), '09');
    await user.selectOptions(screen.getByLabelText('Notification Time (minute)'), '30');
    expect(screen.getByText('After 2 Day(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Supplier' }));
    await waitFor(() => expect(bodiesSentTo(api, `${API}/add-supplier`)).toHaveLength(1));
    expect(bodiesSentTo(api, `${API}/add-supplier`)[0]).toEqual({
      name: 'Acme Textiles',
      contact_person: 'Bea',
      contact_email: 'acme@example.com',
      contact_phone: '0113 496',
      street_name: 'Mill Lane',
      street_number: '7',
      city: 'Leeds',
      country: 'GB',
      zipCode: 'LS1 4AB',
      startTime: null,
      endTime: null,
      dropShipping_available: true,
      notification_schedule: '2,09:30',
      email_subject: 'Orders for you',
      customeEmail: '',
      imgName: null,
    });
    await waitFor(() => expect(location().pathname).toBe('/suppliers'));
  });
});

describe('Edit Supplier', () => {
  it('locks the name, shows the {{table}} hint and goes to /suppliers after the update', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/get-supplier`]: () => [200, { msg: 'ok', doc: acme }],
      [`${API}/edit-supplier`]: () => [200, { msg: 'Supplier updated successfully', doc: acme }],
    });
    const { location } = renderScreen(<SupplierEdit />, '/suppliers/s-1', '/suppliers/:id');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Acme Textiles'));
    expect(name).toHaveAttribute('readonly');
    // The e-mail editor loads with the form, on first use.
    expect(
      await screen.findByText('Use {{table}} where the table should appear.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Drop Shipping Available' })).not.toBeChecked();
    expect(screen.getByLabelText(/Notification Day/)).toHaveValue(2);
    await user.clear(screen.getByLabelText(/Contact Person/));
    await user.type(screen.getByLabelText(/Contact Person/), 'Cai Jones');
    await user.click(screen.getByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(bodiesSentTo(api, `${API}/edit-supplier`)).toHaveLength(1));
    expect(bodiesSentTo(api, `${API}/edit-supplier`)[0]).toMatchObject({
      id: 's-1',
      name: 'Acme Textiles',
      contact_person: 'Cai Jones',
      notification_schedule: '2,09:30',
      dropShipping_available: false,
      imgName: 'logo.png',
    });
    await waitFor(() => expect(location().pathname).toBe('/suppliers'));
  });
});

describe('Supplier detail', () => {
  it("says 'Not Available' for drop shipping and 'Not Set' for missing pickup times", async () => {
    fakeApi({ [`${API}/get-supplier`]: () => [200, { msg: 'ok', doc: acme }] });
    renderScreen(<SupplierShow />, '/suppliers/s-1/show', '/suppliers/:id/show');
    expect(await screen.findByText('Acme Textiles')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getAllByText('Not Set')).toHaveLength(2);
    expect(screen.getByText('After 2 Day(s) at 09:30')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Edit Supplier/ })).toHaveAttribute(
      'href',
      '/suppliers/s-1',
    );
  });
});
