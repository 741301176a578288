import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../authProvider';
import { gadgets } from '../../tests/entities/gadgets';
import { renderInAdmin, signInAs, USERS } from '../testing';
import { entityResource } from './entityResource';
import { EntityCreate, EntityEdit } from './EntityForm';
import { EntityList } from './EntityList';
import { EntityShow } from './EntityShow';
import { withEntity } from './EntityContext';
import { entityMapping } from '../../dataProvider/resources';

/** The throwaway entity's screens, generated from its declaration (tests/entities/gadgets.ts). */
const widget = {
  id: 'g-1',
  _id: 'g-1',
  name: 'Widget',
  code: 'W-1',
  contact_email: 'widget@example.test',
  website: 'https://widget.example.test/',
  weight: 2.5,
  fragile: true,
  size: 'M',
  activated: true,
  createdAt: '2026-11-01T09:00:00.000Z',
};

type Methods = Record<string, (...args: never[]) => Promise<unknown>>;

function renderGenerated(View: React.ComponentType, path: string, route: string, methods: Methods = {}) {
  const api: Record<string, ReturnType<typeof vi.fn>> = Object.fromEntries(
    Object.entries(methods).map(([name, impl]) => [name, vi.fn(impl)]),
  );
  const Bound = withEntity(gadgets, View);
  const view = renderInAdmin(
    <ResourceContextProvider value="gadgets">
      <Routes>
        <Route path={route} element={<Bound />} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
    </ResourceContextProvider>,
    {
      path,
      dataProvider: testDataProvider(api as never),
      authProvider: createAuthProvider({ gadgets: gadgets.area }),
    },
  );
  return { ...view, api };
}

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('the generated screens of a declared entity', () => {
  it('list: the declared columns, search, the activation tags, Add and the row menu', async () => {
    const { api } = renderGenerated(EntityList, '/gadgets', '/gadgets', {
      getList: async () => ({ data: [widget], total: 1 }),
      update: async () => ({ data: { ...widget, activated: false }, meta: { msg: 'Gadget deactivated' } }),
      delete: async () => ({ data: widget, meta: { msg: 'Gadget deleted successfully' } }),
    });
    await screen.findByText('Widget');
    expect(screen.getByRole('heading', { name: 'Gadgets' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '', // the selection's checkboxes
      'Name',
      'Code',
      'Email',
      'Website',
      'Weight',
      'Fragile',
      'Size',
      'Status',
      '',
    ]);
    const row = screen.getByText('Widget').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'https://widget.example.test/' })).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Gadget/ })).toHaveAttribute('href', '/gadgets/create');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'wid{Enter}');
    await waitFor(() => expect(api.getList.mock.calls.at(-1)?.[1]).toMatchObject({ filter: { q: 'wid' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const tags = await screen.findAllByRole('menuitem');
    expect(tags.map((item) => item.textContent)).toEqual(['Activated', 'Deactivated']);
    fireEvent.click(tags[1]);
    await waitFor(() =>
      expect(api.getList.mock.calls.at(-1)?.[1]).toMatchObject({ filter: { tag: 'deactivated' } }),
    );

    fireEvent.click(
      within(screen.getByText('Widget').closest('tr') as HTMLElement).getByRole('button', {
        name: 'Actions',
      }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
    fireEvent.click(items[2]);
    // Activation sends the status the row shows (spec 001 section 4).
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        'gadgets',
        expect.objectContaining({ id: 'g-1', data: { status: true } }),
      ),
    );

    const row2 = (await screen.findByText('Widget')).closest('tr') as HTMLElement;
    fireEvent.click(within(row2).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('gadgets', expect.objectContaining({ id: 'g-1' })),
    );
  });

  it('create: an input per field, the shared validation, then the create call', async () => {
    const user = userEvent.setup();
    const { api } = renderGenerated(EntityCreate, '/gadgets/create', '/gadgets/create', {
      create: async () => ({ data: widget, meta: { msg: 'Gadget added successfully' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Add Gadget' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gadget Details' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'far too long a code');
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add Gadget' }));
    for (const message of [
      'Name is required',
      'Code must be at most 10 characters',
      'Email must be a valid e-mail address',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Name/), 'Widget');
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'W-1');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'widget@example.test');
    await user.click(screen.getByRole('button', { name: 'Add Gadget' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][1]).toMatchObject({
      data: { name: 'Widget', code: 'W-1', contact_email: 'widget@example.test', fragile: false, size: 'M' },
    });
  });

  it('show and edit: every field read-only with Edit; the locked field read-only on edit', async () => {
    renderGenerated(EntityShow, '/gadgets/g-1/show', '/gadgets/:id/show', {
      getOne: async () => ({ data: widget }),
    });
    expect(await screen.findByText('Widget')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gadget detail' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByRole('link', { name: /^Edit$/ })).toHaveAttribute('href', '/gadgets/g-1');
  });

  it('edit: prefilled, the name locked, and the update call goes to the list', async () => {
    const user = userEvent.setup();
    const { api, location } = renderGenerated(EntityEdit, '/gadgets/g-1', '/gadgets/:id', {
      getOne: async () => ({ data: widget }),
      update: async () => ({ data: widget, meta: { msg: 'Gadget updated successfully' } }),
    });
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Widget'));
    expect(name).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'W-9');
    await user.click(screen.getByRole('button', { name: 'Update Gadget' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0][1]).toMatchObject({ id: 'g-1', data: { name: 'Widget', code: 'W-9' } });
    await waitFor(() => expect(location().pathname).toBe('/gadgets'));
  });

  it('the resource: its paths, endpoints and views come from the declaration', () => {
    const resource = entityResource(gadgets);
    expect(resource.paths.map((p) => p.path)).toEqual([
      '/gadgets',
      '/add-gadget',
      '/view-gadget',
      '/edit-gadget',
    ]);
    expect(Object.keys(resource.views).sort()).toEqual(['create', 'edit', 'list', 'show']);
    const mapping = entityMapping(gadgets);
    expect(mapping).toMatchObject({
      listPath: '/get-gadgets',
      listKey: 'gadgets',
      createPath: '/add-gadget',
      createKey: 'gadget',
      updatePath: '/edit-gadget',
      statusPath: '/status-gadget',
      deletePath: '/delete-gadget',
    });
    expect(mapping.onePath?.('g 1')).toBe('/get-gadget?id=g%201');
  });
});
