import { vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../authProvider';
import type { Entity } from '../../domain/entities/entity';
import { renderInAdmin } from '../testing';
import { EntityList } from './EntityList';
import { withEntity } from './EntityContext';

/**
 * The component tests of the generated list's actions (the ticked rows' bar, a row's menu): a
 * declared entity's list, rendered alone in the admin, on rows the test gives.
 */
export const LOADED = { timeout: 5000 };

/** A gadget row (tests/entities/gadgets) as the list reads it. */
export const gadget = (n: number, name: string, activated = true) => ({
  id: `g-${n}`,
  _id: `g-${n}`,
  name,
  code: `W-${n}`,
  contact_email: `g${n}@example.test`,
  website: null,
  weight: null,
  fragile: false,
  size: 'M',
  activated,
  createdAt: '2026-11-01T09:00:00.000Z',
});

/** `entity`'s generated list at its path, listing `rows`; `methods` are the data provider's others. */
export function renderEntityList(
  entity: Entity,
  rows: readonly object[],
  methods: Record<string, ReturnType<typeof vi.fn>> = {},
) {
  const Bound = withEntity(entity, EntityList);
  renderInAdmin(
    <ResourceContextProvider value={entity.name}>
      <Routes>
        <Route path={`/${entity.name}`} element={<Bound />} />
      </Routes>
    </ResourceContextProvider>,
    {
      path: `/${entity.name}`,
      dataProvider: testDataProvider({
        getList: vi.fn(async () => ({ data: rows, total: rows.length })),
        ...methods,
      } as never),
      authProvider: createAuthProvider({ [entity.name]: entity.area }),
    },
  );
}

/** The table row that shows `name`, once the list has loaded. */
export const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, LOADED)).closest('tr') as HTMLElement;

/** Ticks the row that shows `name`. */
export const tick = async (name: string) => fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));
