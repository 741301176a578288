import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { RaRecord } from 'react-admin';
import type { ShippingAgentRecord } from '../../domain/schemas/masterDataRecords';
import { entity } from '../../domain/entities/shippingAgents';
import { withEntity } from '../../src/entities/EntityContext';
import { EntityCreate, EntityEdit } from '../../src/entities/EntityForm';
import { EntityList } from '../../src/entities/EntityList';
import { EntityShow } from '../../src/entities/EntityShow';

type ShippingAgent = ShippingAgentRecord & RaRecord;
// The generated views, bound to the shipping agent declaration as the resource binds them.
const ShippingAgentList = withEntity(entity, EntityList);
const ShippingAgentCreate = withEntity(entity, EntityCreate);
const ShippingAgentEdit = withEntity(entity, EntityEdit);
const ShippingAgentShow = withEntity(entity, EntityShow);

const swift: ShippingAgent = {
  id: 'a-1',
  _id: 'a-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  name: 'Swift Couriers',
  contact_person: 'Dan Ode',
  contact_email: 'swift@example.com',
  contact_phone: '0201234567',
  trackingURL: 'https://track.example.com/',
  activated: false,
  deleted_at: null,
  address: { street_name: 'Dock Road', street_number: '3', city: 'Hull', country: 'GB' },
  notification_schedule: '1,16:00',
  schedule_label: '25/11/2026 T 16:00',
  email_subject: 'Pickups',
  customeEmail: '<p>{{table}}</p>',
  imgName: null,
  email_language: 'en',
};

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A screen on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
function renderScreen(element: React.ReactElement, path: string, route = path, methods: Methods = {}) {
  const all: Methods = { create: async () => ({ data: swift }), ...methods };
  const api: Record<string, ReturnType<typeof vi.fn>> = Object.fromEntries(
    Object.entries(all).map(([name, impl]) => [name, vi.fn(impl)]),
  );
  const view = renderResourceScreen('shipping-agents', element, path, route, testDataProvider(api as never));
  return { ...view, api };
}

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Shipping agent list', () => {
  it('shows the scheduled date, the columns, the filter tags and the row menu', async () => {
    const { api } = renderScreen(<ShippingAgentList />, '/shipping-agents', undefined, {
      getList: async () => ({ data: [swift], total: 1 }),
    });
    await screen.findByText('Swift Couriers');
    expect(screen.getByRole('heading', { name: 'Shipping Agents' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      '', // the selection's checkboxes
      'Schedule Date & time',
      'Name',
      'Contact Person',
      'Email Address',
      'Phone',
      'Base Country',
      'Status',
      '',
    ]);
    const row = screen.getByText('Swift Couriers').closest('tr') as HTMLElement;
    expect(within(row).getByText('25/11/2026 T 16:00')).toBeInTheDocument();
    expect(within(row).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Shipping Agent/ })).toHaveAttribute(
      'href',
      '/shipping-agents/create',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const tags = await screen.findAllByRole('menuitem');
    expect(tags.map((item) => item.textContent)).toEqual(['Activated', 'Deactivated']);
    fireEvent.click(tags[0]);
    await waitFor(() =>
      expect(api.getList.mock.calls.at(-1)).toEqual([
        'shipping-agents',
        expect.objectContaining({ filter: expect.objectContaining({ tag: 'activated' }) }),
      ]),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Activate', 'Delete']);
  });
});

describe('Add Shipping Agent', () => {
  it('needs a numeric phone, a tracking URL and a notification day from 1 to 30', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen(<ShippingAgentCreate />, '/shipping-agents/create');
    for (const section of [
      'Shipping Agent Details',
      'Address Details',
      'Notification Schedule',
      'Notification Email',
    ])
      expect(await screen.findByRole('heading', { name: section })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.type(screen.getByLabelText(/Tracking URL/), 'track.example.com');
    await user.type(screen.getByLabelText(/Notification Day/), '0');
    await user.selectOptions(screen.getByLabelText('Notification Time (hour)'), '16');
    await user.click(screen.getByRole('button', { name: 'Add Shipping Agent' }));
    for (const message of [
      'Name is required',
      'Contact person is required',
      'Phone must be a number',
      'Tracking URL must be a URL starting with http:// or https://',
      'Street number is required',
      'Email subject is required',
      'Notification day must be a whole number from 1 to 30',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });
});

describe('Edit Shipping Agent', () => {
  it('locks the name and goes to /shipping-agents with the message after the update', async () => {
    const user = userEvent.setup();
    const { location, api } = renderScreen(
      <ShippingAgentEdit />,
      '/shipping-agents/a-1',
      '/shipping-agents/:id',
      {
        getOne: async () => ({ data: swift }),
        update: async () => ({ data: swift, meta: { msg: 'Shipping agent updated successfully' } }),
      },
    );
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Swift Couriers'));
    expect(name).toHaveAttribute('readonly');
    // The e-mail editor loads with the form, on first use.
    expect(
      await screen.findByText('Use {{table}} where the table should appear.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Notification Time (minute)'), '45');
    await user.click(screen.getByRole('button', { name: 'Update Shipping Agent' }));
    expect(api.getOne).toHaveBeenCalledWith('shipping-agents', expect.objectContaining({ id: 'a-1' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('shipping-agents', {
      id: 'a-1',
      data: expect.objectContaining({
        name: 'Swift Couriers',
        contact_phone: '0201234567',
        trackingURL: 'https://track.example.com/',
        notification_schedule: '1,16:45',
      }),
      previousData: { id: 'a-1' },
    });
    await waitFor(() => expect(location().pathname).toBe('/shipping-agents'));
  });
});

describe('Shipping agent detail', () => {
  it('is read-only with an Edit button', async () => {
    const { api } = renderScreen(
      <ShippingAgentShow />,
      '/shipping-agents/a-1/show',
      '/shipping-agents/:id/show',
      { getOne: async () => ({ data: swift }) },
    );
    expect(await screen.findByText('Swift Couriers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping agent detail' })).toBeInTheDocument();
    expect(screen.getByText('After 1 Day(s) at 16:00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByRole('link', { name: /^Edit$/ })).toHaveAttribute(
      'href',
      '/shipping-agents/a-1',
    );
    expect(api.getOne).toHaveBeenCalledWith('shipping-agents', expect.objectContaining({ id: 'a-1' }));
  });
});
