import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, fakeApi, renderResourceScreen, signInAs, USERS } from '../../src/testing';
import { WarehouseCreate } from './WarehouseCreate';
import { WarehouseEdit } from './WarehouseEdit';
import { WarehouseList } from './WarehouseList';
import { WarehouseShow } from './WarehouseShow';
import type { Warehouse } from './types';

const API = '/backend/api/admin';

const london: Warehouse = {
  id: 'w-1',
  _id: 'w-1',
  createdAt: '2026-01-05T09:00:00.000Z',
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

const renderScreen = (element: React.ReactElement, path: string, route = path) =>
  renderResourceScreen('warehouses', element, path, route);

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Warehouse list', () => {
  it('shows the columns, the Add Warehouse button, the filter tags and the row menu', async () => {
    const api = fakeApi({ [`${API}/get-warehouses`]: () => [200, { msg: 'ok', doc: [london], count: 1 }] });
    renderScreen(<WarehouseList />, '/warehouses');
    await screen.findByText('London Central');
    expect(screen.getByRole('heading', { name: 'Warehouse' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email Address', 'Phone', 'Base Country', 'Status', '']);
    const row = screen.getByText('London Central').closest('tr') as HTMLElement;
    expect(within(row).getByText('london@example.com')).toBeInTheDocument();
    expect(within(row).getByText('GB')).toBeInTheDocument();
    expect(within(row).getByText('Activated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Warehouse/ })).toHaveAttribute('href', '/warehouses/create');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const tags = await screen.findAllByRole('menuitem');
    expect(tags.map((item) => item.textContent)).toEqual(['Activated', 'Deactivated']);
    fireEvent.click(tags[1]);
    await waitFor(() => expect(String(api.mock.calls.at(-1)![0])).toContain('tagText=deactivated'));

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
  });

  it('deactivates a row with its id and the current status', async () => {
    const api = fakeApi({
      [`${API}/get-warehouses`]: () => [200, { msg: 'ok', doc: [london], count: 1 }],
      [`${API}/status_warehouse`]: () => [
        200,
        { msg: 'Warehouse deactivated', doc: { ...london, activated: false } },
      ],
    });
    renderScreen(<WarehouseList />, '/warehouses');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(bodiesSentTo(api, `${API}/status_warehouse`)).toEqual([{ id: 'w-1', status: true }]),
    );
  });
});

describe('Add Warehouse', () => {
  it("shows the schema's messages for missing fields and a zip code that is not a number", async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderScreen(<WarehouseCreate />, '/warehouses/create');
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
    expect(bodiesSentTo(api, `${API}/add-warehouse`)).toEqual([]);
  });

  it('posts the payload, then shows the server message and goes back', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/add-warehouse`]: () => [200, { msg: 'Warehouse added successfully', doc: london }],
    });
    const { location } = renderScreen(<WarehouseCreate />, '/warehouses/create');
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

    await waitFor(() => expect(bodiesSentTo(api, `${API}/add-warehouse`)).toHaveLength(1));
    expect(bodiesSentTo(api, `${API}/add-warehouse`)[0]).toEqual({
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

  it("shows the server's refusal in a red banner and its field errors on the fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fakeApi({
      [`${API}/add-warehouse`]: () => [
        409,
        {
          msg: 'A warehouse with this e-mail already exists',
          errors: [{ field: 'contact_email', message: 'This e-mail is taken' }],
        },
      ],
    });
    renderScreen(<WarehouseCreate />, '/warehouses/create');
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
    expect(await screen.findByRole('alert')).toHaveTextContent('A warehouse with this e-mail already exists');
    expect(await screen.findByText('This e-mail is taken')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

describe('Edit Warehouse', () => {
  it('is prefilled, keeps the contact e-mail read-only and posts the id with the fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/get-warehouse`]: () => [200, { msg: 'ok', doc: london }],
      [`${API}/edit-warehouse`]: () => [200, { msg: 'Warehouse updated successfully', docs: london }],
    });
    renderScreen(<WarehouseEdit />, '/warehouses/w-1', '/warehouses/:id');
    const email = await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveValue('london@example.com'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Shipping Type/)).toHaveTextContent('Domestic Shipping');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'London East');
    await user.selectOptions(screen.getByLabelText('Pickup Start Time (hour)'), '07');
    await user.click(screen.getByRole('button', { name: 'Update Warehouse' }));
    await waitFor(() => expect(bodiesSentTo(api, `${API}/edit-warehouse`)).toHaveLength(1));
    expect(bodiesSentTo(api, `${API}/edit-warehouse`)[0]).toMatchObject({
      id: 'w-1',
      name: 'London East',
      contact_email: 'london@example.com',
      startTime: '07:00',
      endTime: '17:30',
      min_weight: 1,
      shipping_type: 'Domestic Shipping',
    });
  });
});

describe('Warehouse detail', () => {
  it("reads 'Not Set' for a missing pickup time and 'No Constraints' for an empty criterion", async () => {
    fakeApi({ [`${API}/get-warehouse`]: () => [200, { msg: 'ok', doc: london }] });
    renderScreen(<WarehouseShow />, '/warehouses/w-1/show', '/warehouses/:id/show');
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
  });
});
