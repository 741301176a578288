import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type RaRecord } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';
import type { RoutingPreviewRecord } from '../../domain/schemas/routingPreview';
import { entity } from '../../domain/entities/warehouses';
import { withEntity } from '../../src/entities/EntityContext';
import { EntityEdit } from '../../src/entities/EntityForm';
import { parts } from './parts';

const WarehouseEdit = withEntity(entity, EntityEdit, parts);

const hamburg: WarehouseRecord & RaRecord = {
  id: 'w-1',
  _id: 'w-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  name: 'Hamburg North',
  contact_person: 'Ada Price',
  email: 'hamburg@example.com',
  contact_phone: '+49 40 000',
  activated: true,
  address: { street_name: 'Kai', street_number: '1', city: 'Hamburg', country: 'DE', zipCode: '20095' },
  pickup_times: { start_time: '08:00', end_time: '17:00' },
  criteria: {
    min_weight: null,
    max_weight: 30,
    min_length: null,
    max_length: null,
    min_width: null,
    max_width: null,
    min_height: null,
    max_height: null,
    min_LWH: null,
    max_LWH: null,
    shipping_type: 'International+Domestic Shipping',
  },
};

const HAMBURG = { id: 'w-1', name: 'Hamburg North' };
const none = { count: 0, orders: [] };
const preview = (maxWeight: number): RoutingPreviewRecord => ({
  days: 30,
  since: '2026-10-27T09:00:00.000Z',
  recent: {
    orders: 5,
    moved: none,
    moves: [],
    solved:
      maxWeight > 30
        ? {
            count: 101,
            orders: [{ order_id: 'o-34', order_number: '#81005', shop: null, from: null, to: HAMBURG }],
          }
        : none,
    created:
      maxWeight < 28
        ? {
            count: 1,
            orders: [
              {
                order_id: 'o-28',
                order_number: '#81003',
                shop: 'https://store.example.com',
                from: HAMBURG,
                to: null,
              },
            ],
          }
        : none,
  },
  waiting: {
    orders: 3,
    routed_on_save:
      maxWeight > 30
        ? {
            count: 1,
            orders: [{ order_id: 'o-34', order_number: '#81005', shop: null, from: null, to: HAMBURG }],
          }
        : none,
  },
});

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

function renderEdit() {
  const previewWarehouseChange = vi.fn(
    async ({ change }: { change: { warehouse?: { max_weight?: unknown } } }) =>
      preview(Number(change.warehouse?.max_weight)),
  );
  renderResourceScreen(
    'warehouses',
    <WarehouseEdit />,
    '/warehouses/w-1',
    '/warehouses/:id',
    testDataProvider({ getOne: async () => ({ data: hamburg }), previewWarehouseChange } as never),
  );
  return previewWarehouseChange;
}

const panel = () => screen.getByTestId('routing-preview');
const SLOW = { timeout: 8000 };

describe('the warehouse form’s routing preview', () => {
  it('tries the criteria as they stand, with the warehouse id, and says nothing changes', async () => {
    const previewWarehouseChange = renderEdit();
    expect(await screen.findByText('Last 30 days: 5 orders routed', {}, SLOW)).toBeInTheDocument();
    expect(within(panel()).getByText('None of them would be routed differently.')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Waiting now: 3 problematic orders without a warehouse'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Saving routes 0 of them')).toBeInTheDocument();
    expect(previewWarehouseChange).toHaveBeenCalledWith(
      expect.objectContaining({
        change: {
          id: 'w-1',
          warehouse: expect.objectContaining({ name: 'Hamburg North', country: 'DE', max_weight: 30 }),
        },
      }),
    );
  });

  it('asks again once a criterion has settled, and lists the orders with links to them', async () => {
    const user = userEvent.setup();
    const previewWarehouseChange = renderEdit();
    await screen.findByText('Last 30 days: 5 orders routed', {}, SLOW);
    const maxWeight = screen.getByLabelText(/^Maximum Weight/);
    await user.clear(maxWeight);
    await user.type(maxWeight, '35');
    expect(
      await screen.findByText('101 problematic orders would have been routed', {}, SLOW),
    ).toBeInTheDocument();
    // Typing sent no call per key: the settled form only (its value as the input holds it).
    const sent = previewWarehouseChange.mock.calls.map(([{ change }]) => change.warehouse?.max_weight);
    expect(sent).not.toContain('3');
    expect(sent.map(String)).toContain('35');
    const solved = screen.getByTestId('preview-solved');
    expect(within(solved).getByRole('link', { name: '#81005' })).toHaveAttribute('href', '/orders/o-34/show');
    expect(within(solved).getByText('problematic → Hamburg North', { exact: false })).toBeInTheDocument();
    expect(within(solved).getByText('and 100 more')).toBeInTheDocument();
    const onSave = screen.getByTestId('preview-routed_on_save');
    expect(within(onSave).getByText('Saving routes 1 of them')).toBeInTheDocument();
    expect(within(onSave).getByRole('link', { name: '#81005' })).toBeInTheDocument();

    await user.clear(maxWeight);
    await user.type(maxWeight, '25');
    const created = await screen.findByTestId('preview-created', {}, SLOW);
    expect(within(created).getByText('1 order would have become problematic')).toBeInTheDocument();
    expect(within(created).getByText('Hamburg North → problematic', { exact: false })).toBeInTheDocument();
    // With several shops the server names an order's shop: shown beside its number.
    expect(within(created).getByRole('link', { name: '#81003 · store.example.com' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('preview-solved')).toBeNull());
  });

  it('says why there is no preview when the server refuses the criteria', async () => {
    renderResourceScreen(
      'warehouses',
      <WarehouseEdit />,
      '/warehouses/w-1',
      '/warehouses/:id',
      testDataProvider({
        getOne: async () => ({ data: hamburg }),
        previewWarehouseChange: async () => {
          throw new Error('Maximum weight must not be less than the minimum');
        },
      } as never),
    );
    expect(
      await screen.findByText('No preview yet: Maximum weight must not be less than the minimum', {}, SLOW),
    ).toBeInTheDocument();
  });
});
