import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type RaRecord } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';
import { entity } from '../../domain/entities/warehouses';
import { withEntity } from '../../src/entities/EntityContext';
import { EntityEdit } from '../../src/entities/EntityForm';
import { ERROR_BANNER_MS } from '../../src/components/forms';
import { parts } from './parts';

/**
 * Two tabs editing one warehouse (issue 28 item 3): the form sends the record's updatedAt with
 * its save; when the server refuses it as saved meanwhile (409 naming updatedAt), the form says
 * so, keeps saying it, and its Reload shows the record as saved now.
 */

const WarehouseEdit = withEntity(entity, EntityEdit, parts);

const opened: WarehouseRecord & RaRecord = {
  id: 'w-1',
  _id: 'w-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  name: 'London Central',
  contact_person: 'Ada Price',
  email: 'london@example.com',
  contact_phone: '02079460018',
  activated: true,
  address: { street_name: 'Dock Road', street_number: '12', city: 'London', country: 'GB', zipCode: '10115' },
  pickup_times: { start_time: '08:00', end_time: '17:30' },
  criteria: {
    min_weight: null,
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
/** The same warehouse after tab A saved a new phone number. */
const savedMeanwhile = { ...opened, contact_phone: '02079460099', updatedAt: '2026-01-05T10:00:00.000Z' };
const refusal =
  'Changed meanwhile by anna@demo.test at 05/01/2026 10:00 UTC; reload to see the change, then save again';

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Edit Warehouse, saved meanwhile in another tab', () => {
  it('sends updatedAt, says the save was refused, keeps saying it, and reloads the saved record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const reads = [opened, savedMeanwhile];
    const api = {
      getOne: vi.fn(async () => ({ data: reads.shift() ?? savedMeanwhile })),
      update: vi.fn(async () => {
        throw new HttpError(refusal, 409, {
          msg: refusal,
          errors: [{ field: 'updatedAt', message: refusal }],
        });
      }),
    };
    renderResourceScreen(
      'warehouses',
      <WarehouseEdit />,
      '/warehouses/w-1',
      '/warehouses/:id',
      testDataProvider(api as never),
    );
    const person = await screen.findByLabelText(/Contact Person/);
    await waitFor(() => expect(person).toHaveValue('Ada Price'));
    fireEvent.change(person, { target: { value: 'Bernd Brot' } });
    await user.click(screen.getByRole('button', { name: 'Update Warehouse' }));

    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('warehouses', {
      id: 'w-1',
      data: expect.objectContaining({ contact_person: 'Bernd Brot', updatedAt: opened.updatedAt }),
      previousData: { id: 'w-1' },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(refusal);
    expect(notice).toHaveTextContent('Not saved. Reload shows the record as it is saved now');
    // Not a field's error: nothing under the inputs, and the notice waits for the user.
    expect(screen.queryByText(refusal, { selector: 'p' })).toBeNull();
    await new Promise((r) => setTimeout(r, ERROR_BANNER_MS + 300));
    expect(screen.getByRole('alert')).toBe(notice);

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.getOne).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('02079460099'));
    expect(screen.getByLabelText(/Contact Person/)).toHaveValue('Ada Price');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60_000);
});
