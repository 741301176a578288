import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { RaRecord } from 'react-admin';
import type { SupplierRecord } from '../../domain/schemas/masterDataRecords';
import { entity } from '../../domain/entities/suppliers';
import { withEntity } from '../../src/entities/EntityContext';
import { EntityCreate, EntityEdit } from '../../src/entities/EntityForm';
import { EntityList } from '../../src/entities/EntityList';
import { EntityShow } from '../../src/entities/EntityShow';
import { parts } from './parts';

type Supplier = SupplierRecord & RaRecord;
// The generated views, bound to the supplier declaration and parts as the resource binds them.
const SupplierList = withEntity(entity, EntityList, parts);
const SupplierCreate = withEntity(entity, EntityCreate, parts);
const SupplierEdit = withEntity(entity, EntityEdit, parts);
const SupplierShow = withEntity(entity, EntityShow, parts);

const acme: Supplier = {
  id: 's-1',
  _id: 's-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
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
  email_language: 'de',
};

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A screen on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
function renderScreen(element: React.ReactElement, path: string, route = path, methods: Methods = {}) {
  const all: Methods = { create: async () => ({ data: acme }), ...methods };
  const api: Record<string, ReturnType<typeof vi.fn>> = Object.fromEntries(
    Object.entries(all).map(([name, impl]) => [name, vi.fn(impl)]),
  );
  const view = renderResourceScreen('suppliers', element, path, route, testDataProvider(api as never));
  return { ...view, api };
}

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Supplier list', () => {
  it('shows the schedule, the columns, the DropShipping badge, the filter tags and the row menu', async () => {
    const { api } = renderScreen(<SupplierList />, '/suppliers', undefined, {
      getList: async () => ({ data: [acme], total: 1 }),
    });
    await screen.findByText('Acme Textiles');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      '', // the selection's checkboxes
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
    await waitFor(() =>
      expect(api.getList.mock.calls.at(-1)).toEqual([
        'suppliers',
        expect.objectContaining({ filter: expect.objectContaining({ tag: 'available' }) }),
      ]),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
  });
});

describe('Add Supplier', () => {
  it('has the sections, drop shipping on by default, and the schema messages', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen(<SupplierCreate />, '/suppliers/create');
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
    expect(api.create).not.toHaveBeenCalled();
  });

  it("posts the payload with the schedule as 'days,time'", async () => {
    const user = userEvent.setup();
    const { location, api } = renderScreen(<SupplierCreate />, '/suppliers/create', undefined, {
      create: async () => ({ data: acme, meta: { msg: 'Supplier added successfully' } }),
    });
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
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][0]).toBe('suppliers');
    expect(api.create.mock.calls[0][1].data).toEqual({
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
      email_language: 'en',
    });
    await waitFor(() => expect(location().pathname).toBe('/suppliers'));
  });
});

describe('Edit Supplier', () => {
  it('locks the name, shows the {{table}} hint and goes to /suppliers after the update', async () => {
    const user = userEvent.setup();
    const { location, api } = renderScreen(<SupplierEdit />, '/suppliers/s-1', '/suppliers/:id', {
      getOne: async () => ({ data: acme }),
      update: async () => ({ data: acme, meta: { msg: 'Supplier updated successfully' } }),
    });
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Acme Textiles'));
    expect(name).toHaveAttribute('readonly');
    // The e-mail editor loads with the form, on first use.
    expect(
      await screen.findByText('Use {{table}} where the table should appear.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Drop Shipping Available' })).not.toBeChecked();
    expect(screen.getByLabelText(/Notification Day/)).toHaveValue(2);
    // The language of its e-mails' fixed words, each language named in itself.
    expect(screen.getByRole('combobox', { name: /Email language/ })).toHaveTextContent('Deutsch');
    await user.clear(screen.getByLabelText(/Contact Person/));
    await user.type(screen.getByLabelText(/Contact Person/), 'Cai Jones');
    await user.click(screen.getByRole('button', { name: 'Update Supplier' }));
    expect(api.getOne).toHaveBeenCalledWith('suppliers', expect.objectContaining({ id: 's-1' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('suppliers', {
      id: 's-1',
      data: expect.objectContaining({
        name: 'Acme Textiles',
        contact_person: 'Cai Jones',
        notification_schedule: '2,09:30',
        dropShipping_available: false,
        imgName: 'logo.png',
        email_language: 'de',
      }),
      previousData: { id: 's-1' },
    });
    await waitFor(() => expect(location().pathname).toBe('/suppliers'));
  });
});

describe('Supplier detail', () => {
  it("says 'Not Available' for drop shipping and 'Not Set' for missing pickup times", async () => {
    const { api } = renderScreen(<SupplierShow />, '/suppliers/s-1/show', '/suppliers/:id/show', {
      getOne: async () => ({ data: acme }),
    });
    expect(await screen.findByText('Acme Textiles')).toBeInTheDocument();
    expect(screen.getByText('Not Available')).toBeInTheDocument();
    expect(screen.getAllByText('Not Set')).toHaveLength(2);
    expect(screen.getByText('After 2 Day(s) at 09:30')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Edit Supplier/ })).toHaveAttribute(
      'href',
      '/suppliers/s-1',
    );
    expect(api.getOne).toHaveBeenCalledWith('suppliers', expect.objectContaining({ id: 's-1' }));
  });
});
