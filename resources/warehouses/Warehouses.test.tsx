import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import { i18nProvider, loadGerman } from '../../src/i18n';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { RaRecord } from 'react-admin';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';
import { entity } from '../../domain/entities/warehouses';
import { withEntity } from '../../src/entities/EntityContext';
import { EntityCreate, EntityEdit } from '../../src/entities/EntityForm';
import { EntityList } from '../../src/entities/EntityList';
import { EntityShow } from '../../src/entities/EntityShow';
import { parts } from './parts';

type Warehouse = WarehouseRecord & RaRecord;
// The generated views, bound to the warehouse declaration and parts as the resource binds them.
const WarehouseList = withEntity(entity, EntityList, parts);
const WarehouseCreate = withEntity(entity, EntityCreate, parts);
const WarehouseEdit = withEntity(entity, EntityEdit, parts);
const WarehouseShow = withEntity(entity, EntityShow, parts);

const london: Warehouse = {
  id: 'w-1',
  _id: 'w-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  name: 'London Central',
  contact_person: 'Ada Price',
  email: 'london@example.com',
  contact_phone: '+44 20 7946 0018',
  activated: true,
  address: { street_name: 'Dock Road', street_number: '12', city: 'London', country: 'GB', zipCode: '10115' },
  pickup_times: { start_time: null, end_time: '17:30' },
  criteria: {
    min_weight: 1,
    max_weight: null,
    min_length: null,
    max_length: null,
    min_width: null,
    max_width: null,
    min_height: null,
    max_height: null,
    min_LWH: null,
    max_LWH: null,
    shipping_type: 'Domestic Shipping',
  },
};

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A screen on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
function renderScreen(element: React.ReactElement, path: string, route = path, methods: Methods = {}) {
  const all: Methods = { create: async () => ({ data: london }), ...methods };
  const api: Record<string, ReturnType<typeof vi.fn>> = Object.fromEntries(
    Object.entries(all).map(([name, impl]) => [name, vi.fn(impl)]),
  );
  const view = renderResourceScreen('warehouses', element, path, route, testDataProvider(api as never));
  return { ...view, api };
}
const listed = { getList: async () => ({ data: [london], total: 1 }) };

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Warehouse list', () => {
  it('shows the columns, the Add Warehouse button, the filter tags and the row menu', async () => {
    const { api } = renderScreen(<WarehouseList />, '/warehouses', undefined, listed);
    await screen.findByText('London Central');
    expect(screen.getByRole('heading', { name: 'Warehouse' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The selection's checkboxes first, the row menu last.
    expect(headers).toEqual(['', 'Name', 'Email Address', 'Phone', 'Base Country', 'Status', '']);
    const row = screen.getByText('London Central').closest('tr') as HTMLElement;
    expect(within(row).getByText('london@example.com')).toBeInTheDocument();
    expect(within(row).getByText('GB')).toBeInTheDocument();
    expect(within(row).getByText('Activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Warehouse/ })).toHaveAttribute('href', '/warehouses/create');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const tags = await screen.findAllByRole('menuitem');
    expect(tags.map((item) => item.textContent)).toEqual(['Activated', 'Deactivated']);
    fireEvent.click(tags[1]);
    await waitFor(() =>
      expect(api.getList.mock.calls.at(-1)).toEqual([
        'warehouses',
        expect.objectContaining({ filter: expect.objectContaining({ tag: 'deactivated' }) }),
      ]),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
  });

  it('deactivates a row with its id and the current status', async () => {
    const { api } = renderScreen(<WarehouseList />, '/warehouses', undefined, {
      ...listed,
      update: async () => ({ data: { ...london, activated: false }, meta: { msg: 'Warehouse deactivated' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith(
      'warehouses',
      expect.objectContaining({ id: 'w-1', data: { status: true }, meta: { action: 'status' } }),
    );
  });
});

describe('Add Warehouse', () => {
  it("shows the schema's messages for missing fields and a zip code that is not a number", async () => {
    const user = userEvent.setup();
    const { api } = renderScreen(<WarehouseCreate />, '/warehouses/create');
    expect(await screen.findByRole('heading', { name: 'Add Warehouse' })).toBeInTheDocument();
    for (const section of ['Warehouse Details', 'Address Details', 'Warehouse Selection Criteria'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText(/Shipping Type/)).toHaveTextContent('International+Domestic Shipping');

    await user.type(screen.getByLabelText(/Zip Code/), 'AB12');
    await user.type(screen.getByLabelText(/Minimum Weight/), '-1');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    for (const message of [
      'Name is required',
      'Contact person is required',
      'Email is required',
      'Phone is required',
      'Street name is required',
      'City is required',
      'Zip code must be a number',
      'Pickup start time is required',
      'Minimum weight must be at least 0',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('posts the payload, then shows the server message and goes back', async () => {
    const user = userEvent.setup();
    const { location, api } = renderScreen(<WarehouseCreate />, '/warehouses/create', undefined, {
      create: async () => ({ data: london, meta: { msg: 'Warehouse added successfully' } }),
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Leeds Depot');
    await user.type(screen.getByLabelText(/Contact Person/), 'Sam Lee');
    await user.type(screen.getByLabelText(/^Email/), 'leeds@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+44 113 000');
    await user.selectOptions(screen.getByLabelText('Pickup Start Time (hour)'), '08');
    await user.selectOptions(screen.getByLabelText('Pickup End Time (hour)'), '17');
    await user.selectOptions(screen.getByLabelText('Pickup End Time (minute)'), '30');
    await user.type(screen.getByLabelText(/Street Name/), 'Canal St');
    await user.type(screen.getByLabelText(/Street Number/), '4');
    await user.type(screen.getByLabelText(/^City/), 'Leeds');
    await user.type(screen.getByLabelText(/^Country/), 'GB');
    await user.type(screen.getByLabelText(/Zip Code/), '0113');
    await user.type(screen.getByLabelText(/Maximum Weight/), '25.5');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][0]).toBe('warehouses');
    expect(api.create.mock.calls[0][1].data).toEqual({
      name: 'Leeds Depot',
      contact_person: 'Sam Lee',
      contact_email: 'leeds@example.com',
      contact_phone: '+44 113 000',
      street_name: 'Canal St',
      street_number: '4',
      city: 'Leeds',
      country: 'GB',
      zipCode: '0113',
      startTime: '08:00',
      endTime: '17:30',
      min_weight: null,
      max_weight: 25.5,
      min_length: null,
      max_length: null,
      min_width: null,
      max_width: null,
      min_height: null,
      max_height: null,
      min_LWH: null,
      max_LWH: null,
      shipping_type: 'International+Domestic Shipping',
    });
    // Opened directly (no page to go back to): the list.
    await waitFor(() => expect(location().pathname).toBe('/warehouses'));
  });

  it('refuses a pickup end before its start and a minimum above the maximum, as the server does', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen(<WarehouseCreate />, '/warehouses/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Leeds Depot');
    await user.type(screen.getByLabelText(/Contact Person/), 'Sam Lee');
    await user.type(screen.getByLabelText(/^Email/), 'leeds@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+44 113 000');
    await user.selectOptions(screen.getByLabelText('Pickup Start Time (hour)'), '17');
    await user.selectOptions(screen.getByLabelText('Pickup End Time (hour)'), '08');
    await user.type(screen.getByLabelText(/Street Name/), 'Canal St');
    await user.type(screen.getByLabelText(/Street Number/), '4');
    await user.type(screen.getByLabelText(/^City/), 'Leeds');
    await user.type(screen.getByLabelText(/^Country/), 'GB');
    await user.type(screen.getByLabelText(/Zip Code/), '0113');
    await user.type(screen.getByLabelText(/Minimum Weight/), '30');
    await user.type(screen.getByLabelText(/Maximum Weight/), '25.5');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    expect(
      await screen.findByText('Pickup end time must be after the pickup start time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Maximum weight must not be less than the minimum')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a red banner and its field errors on the fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const msg = 'A warehouse with this e-mail already exists';
    renderScreen(<WarehouseCreate />, '/warehouses/create', undefined, {
      create: async () => {
        throw new HttpError(msg, 409, {
          msg,
          errors: [{ field: 'contact_email', message: 'This e-mail is taken' }],
        });
      },
    });
    for (const [label, value] of [
      [/^Name/, 'Leeds'],
      [/Contact Person/, 'Sam'],
      [/^Email/, 'taken@example.com'],
      [/^Phone/, '1'],
      [/Street Name/, 'A'],
      [/Street Number/, '1'],
      [/^City/, 'B'],
      [/^Country/, 'GB'],
      [/Zip Code/, '1'],
    ] as const)
      await user.type(await screen.findByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Pickup Start Time (hour)'), '08');
    await user.selectOptions(screen.getByLabelText('Pickup End Time (hour)'), '17');
    await user.click(screen.getByRole('button', { name: 'Add Warehouse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(await screen.findByText('This e-mail is taken')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

describe('Edit Warehouse', () => {
  it('is prefilled, keeps the contact e-mail read-only and posts the id with the fields', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen(<WarehouseEdit />, '/warehouses/w-1', '/warehouses/:id', {
      getOne: async () => ({ data: london }),
      update: async () => ({ data: london, meta: { msg: 'Warehouse updated successfully' } }),
    });
    const email = await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveValue('london@example.com'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Shipping Type/)).toHaveTextContent('Domestic Shipping');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'London East');
    await user.selectOptions(screen.getByLabelText('Pickup Start Time (hour)'), '07');
    // A double click saves once, though its second click reaches the form after the first save.
    await user.dblClick(screen.getByRole('button', { name: 'Update Warehouse' }));
    expect(api.getOne).toHaveBeenCalledWith('warehouses', expect.objectContaining({ id: 'w-1' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.update).toHaveBeenCalledWith('warehouses', {
      id: 'w-1',
      data: expect.objectContaining({
        name: 'London East',
        contact_email: 'london@example.com',
        startTime: '07:00',
        endTime: '17:30',
        min_weight: 1,
        shipping_type: 'Domestic Shipping',
      }),
      previousData: { id: 'w-1' },
    });
  });
});

describe('Warehouse detail', () => {
  it("reads 'Not Set' for a missing pickup time and 'No Constraints' for an empty criterion", async () => {
    const { api } = renderScreen(<WarehouseShow />, '/warehouses/w-1/show', '/warehouses/:id/show', {
      getOne: async () => ({ data: london }),
    });
    expect(await screen.findByText('London Central')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warehouse detail' })).toBeInTheDocument();
    expect(screen.getByText('Not Set')).toBeInTheDocument();
    expect(screen.getByText('17:30')).toBeInTheDocument();
    const criteria = screen.getByRole('table', { name: 'Selection Criteria' });
    const weight = within(criteria).getByRole('row', { name: /Weight/ });
    expect(within(weight).getByText('1 kg')).toBeInTheDocument();
    expect(within(weight).getByText('No Constraints')).toBeInTheDocument();
    expect(within(criteria).getAllByText('No Constraints')).toHaveLength(9);
    expect(screen.getByText('Domestic Shipping')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Edit Warehouse/ })).toHaveAttribute(
      'href',
      '/warehouses/w-1',
    );
    expect(api.getOne).toHaveBeenCalledWith('warehouses', expect.objectContaining({ id: 'w-1' }));
  });
});

describe('Warehouse in German', () => {
  beforeEach(async () => {
    await loadGerman();
    await i18nProvider.changeLocale('de');
  });
  afterEach(() => i18nProvider.changeLocale('en'));

  it('names the shipping types in German in the form, their values kept as stored', async () => {
    renderScreen(<WarehouseEdit />, '/warehouses/w-1', '/warehouses/:id', {
      getOne: async () => ({ data: london }),
    });
    const type = await screen.findByRole('combobox', { name: /Versandart/ });
    await waitFor(() => expect(type).toHaveTextContent('Nur Inland'));
    fireEvent.mouseDown(type);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('data-value')]),
    ).toEqual([
      ['Inland und international', 'International+Domestic Shipping'],
      ['Nur Inland', 'Domestic Shipping'],
      ['Nur international', 'International Shipping'],
    ]);
  });

  it('the detail names the shipping type in German', async () => {
    renderScreen(<WarehouseShow />, '/warehouses/w-1/show', '/warehouses/:id/show', {
      getOne: async () => ({ data: london }),
    });
    expect(await screen.findByText('London Central')).toBeInTheDocument();
    expect(screen.getByText('Nur Inland')).toBeInTheDocument();
    expect(screen.queryByText('Domestic Shipping')).not.toBeInTheDocument();
  });
});
