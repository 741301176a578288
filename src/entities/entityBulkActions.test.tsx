import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gadgets } from '../../tests/entities/gadgets';
import { signInAs, USERS } from '../testing';
import { defineEntity, type Entity } from '../../domain/entities/entity';
import { gadget, LOADED, renderEntityList, tick } from './entityListTesting';

/**
 * The generated list's actions on the ticked rows (every master-data entity gets them from its
 * declaration): Activate and Deactivate where it has activation, and Delete; the banner says
 * what changed and names each refused row with the server's reason.
 */
const rows = [gadget(1, 'Widget', true), gadget(2, 'Gizmo', false), gadget(3, 'Sprocket', true)];

type Answer = { id: string; outcome: 'done' | 'refused'; reason?: string }[];
const batchAnswer = (outcomes: Answer) => {
  const done = outcomes.filter((row) => row.outcome === 'done').length;
  const refused = outcomes.length - done;
  return { msg: `${done} changed, ${refused} refused`, done, refused, rows: outcomes };
};

const renderList = (entity: Entity = gadgets, methods: Record<string, ReturnType<typeof vi.fn>> = {}) =>
  renderEntityList(entity, rows, methods);

const checked = (name: string) =>
  (within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox') as HTMLInputElement)
    .checked;

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('the generated list acting on the ticked rows', () => {
  it('deactivates the ticked records and names the one already deactivated', async () => {
    const setActivationBatch = vi.fn(async () =>
      batchAnswer([
        { id: 'g-1', outcome: 'done' },
        { id: 'g-2', outcome: 'refused', reason: 'Already deactivated: nothing to change' },
      ]),
    );
    renderList(gadgets, { setActivationBatch });
    await tick('Widget');
    await tick('Gizmo');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gizmo: Already deactivated: nothing to change']);
    expect(setActivationBatch).toHaveBeenCalledWith('gadgets', { ids: ['g-1', 'g-2'], activated: false });
    // The refused record stays ticked; the changed one leaves the selection.
    await waitFor(() => expect([checked('Widget'), checked('Gizmo')]).toEqual([false, true]));
  });

  it('activates the ticked records: all changed is a green banner', async () => {
    const setActivationBatch = vi.fn(async () => batchAnswer([{ id: 'g-2', outcome: 'done' }]));
    renderList(gadgets, { setActivationBatch });
    await tick('Gizmo');
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('1 changed');
    expect(setActivationBatch).toHaveBeenCalledWith('gadgets', { ids: ['g-2'], activated: true });
  });

  it('deletes the ticked records after a confirmation, naming those still in use with the reason', async () => {
    const held = 'Sprocket still has 2 orders not yet shipped (#1041, #1042); deactivate it to stop new work';
    const deleteBatch = vi.fn(async () =>
      batchAnswer([
        { id: 'g-1', outcome: 'done' },
        { id: 'g-3', outcome: 'refused', reason: held },
      ]),
    );
    renderList(gadgets, { deleteBatch });
    await tick('Widget');
    await tick('Sprocket');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the selected records?');
    expect(deleteBatch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Sprocket: ${held}`]);
    expect(deleteBatch).toHaveBeenCalledWith('gadgets', { ids: ['g-1', 'g-3'] });
  });

  it('offers Delete only for an entity without activation', async () => {
    renderList(defineEntity({ ...gadgets, name: 'widgets', activation: false }));
    await tick('Widget');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
