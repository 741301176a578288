import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gadgets } from '../../tests/entities/gadgets';
import { signInAs, USERS } from '../testing';
import { gadget, LOADED, renderEntityList, rowOf, tick } from './entityListTesting';
import { HOLD_NOUNS } from '../../domain/deletionHolds';
import { en } from '../i18n/en';
import { de } from '../i18n/de';

/**
 * Issue 28 item 5: deactivating or deleting a record that open work depends on says what it
 * strands before it is confirmed, on one row (its menu) and on the ticked rows (the bar).
 */
const rows = [gadget(1, 'Widget'), gadget(2, 'Gizmo')];

const work = [
  { id: 'g-1', name: 'Widget', work: [] },
  {
    id: 'g-2',
    name: 'Gizmo',
    work: [
      { kind: 'readyOrders', count: 2, refs: ['#1041', '#1042'] },
      { kind: 'pickupOrdersToBeSent', count: 1, refs: ['PUO-001007'] },
    ],
  },
];
const done = { msg: '1 changed, 0 refused', done: 1, refused: 0, rows: [{ id: 'g-2', outcome: 'done' }] };

const renderList = (methods: Record<string, ReturnType<typeof vi.fn>>) =>
  renderEntityList(gadgets, rows, methods);
const openMenu = async (name: string) =>
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: 'Actions' }));

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('a Deactivate or Delete names the open work it strands first', () => {
  it('on the ticked rows: the dialog names each record’s work; nothing is sent until confirmed', async () => {
    const openWork = vi.fn(async () => work);
    const setActivationBatch = vi.fn(async () => done);
    renderList({ openWork, setActivationBatch });
    await tick('Widget');
    await tick('Gizmo');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(openWork).toHaveBeenCalledWith('gadgets', { ids: ['g-1', 'g-2'] });
    expect(within(dialog).getByTestId('open-work')).toHaveTextContent(
      'Open work depends on it:Gizmo2 Ready orders (#1041, #1042)1 pickup order to be sent (PUO-001007)',
    );
    expect(dialog).toHaveTextContent('Deactivate anyway? Ready goods wait until another is set.');
    expect(setActivationBatch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() =>
      expect(setActivationBatch).toHaveBeenCalledWith('gadgets', { ids: ['g-1', 'g-2'], activated: false }),
    );
  });

  it('on the ticked rows: with no open work, Deactivate runs at once; Delete still asks', async () => {
    const openWork = vi.fn(async () => [{ id: 'g-1', name: 'Widget', work: [] }]);
    const setActivationBatch = vi.fn(async () => done);
    const deleteBatch = vi.fn(async () => done);
    renderList({ openWork, setActivationBatch, deleteBatch });
    await tick('Widget');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(setActivationBatch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the ticked rows: Delete’s confirmation names the work and that the deletion will be refused', async () => {
    const openWork = vi.fn(async () => work);
    const deleteBatch = vi.fn(async () => done);
    renderList({ openWork, deleteBatch });
    await tick('Gizmo');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(dialog).toHaveTextContent('2 Ready orders (#1041, #1042)');
    expect(dialog).toHaveTextContent('Deleting is refused while open work depends on it');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the selected records?');
    expect(deleteBatch).not.toHaveBeenCalled();
  });

  it('on one row: Deactivate names its work and waits; Cancel changes nothing', async () => {
    const openWork = vi.fn(async () => [work[1]]);
    const update = vi.fn(async () => ({ data: { ...rows[1], activated: false } }));
    renderList({ openWork, update });
    await openMenu('Gizmo');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(openWork).toHaveBeenCalledWith('gadgets', { ids: ['g-2'] });
    expect(dialog).toHaveTextContent('2 Ready orders (#1041, #1042)');
    expect(dialog).toHaveTextContent('1 pickup order to be sent (PUO-001007)');
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    await openMenu('Gizmo');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, LOADED)).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(update).toHaveBeenCalled());
  });

  it('on one row: Delete’s confirmation names its work', async () => {
    const openWork = vi.fn(async () => [work[1]]);
    renderList({ openWork });
    await openMenu('Gizmo');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await within(dialog).findByText('2 Ready orders (#1041, #1042)', { exact: false }, LOADED);
    expect(dialog).toHaveTextContent('Deleting is refused while open work depends on it');
  });

  it('words every kind of open work in English and German', () => {
    for (const kind of Object.keys(HOLD_NOUNS)) {
      const kinds = (tree: typeof en) =>
        (tree.app as unknown as { list: { open_work: { kinds: Record<string, string> } } }).list.open_work
          .kinds;
      expect(kinds(en)[kind], kind).toMatch(/%\{smart_count\}.+\|\|\|\|/);
      expect(kinds(de)[kind], kind).toMatch(/%\{smart_count\}.+\|\|\|\|/);
    }
  });
});
