import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { ActionsProvider } from '../actions/ActionsContext';
import { OrderDialogMenuItem } from '../orders/OrderDialogMenuItem';
import { renderInAdmin, signInAs, USERS } from '../../testing';
import { RowMenu } from './RowMenu';
import { MASTER_RECORD_MENU } from './rowActions';

/**
 * The row menus by keyboard alone (user-event's keyboard, no click): Enter or Space on the three
 * dots puts the focus on the first usable entry, the arrows move between entries, Escape closes
 * the menu, and the focus comes back to the three dots, also after the dialog an entry opened.
 */

/** A warehouse row's menu (View Details, Edit, Deactivate, Delete), as on the master-data lists. */
function renderWarehouseMenu() {
  signInAs(USERS.Admin);
  renderInAdmin(
    <ResourceContextProvider value="warehouses">
      <RecordContextProvider value={{ id: 'w1', name: 'Berlin Central', activated: true }}>
        <button type="button">before</button>
        <RowMenu>{MASTER_RECORD_MENU}</RowMenu>
      </RecordContextProvider>
    </ResourceContextProvider>,
  );
  return screen.getByRole('button', { name: 'Actions' });
}

/** An order row's menu whose first entry is refused and whose second opens a dialog with a field. */
function renderOrderMenu() {
  signInAs(USERS.Admin);
  renderInAdmin(
    <ActionsProvider>
      <RecordContextProvider value={{ id: 'o1', _id: 'o1', order_number: '#1041' }}>
        <button type="button">before</button>
        <RowMenu>
          <>
            <MenuItem disabled>Change Status</MenuItem>
            <OrderDialogMenuItem
              label="Shipping Info"
              dialog={(_order, close) => (
                <Dialog open onClose={close} aria-labelledby="info-title">
                  <DialogTitle id="info-title">Add Shipping Info</DialogTitle>
                  <TextField label="Tracking id" autoFocus />
                </Dialog>
              )}
            />
            <MenuItem>View Details</MenuItem>
          </>
        </RowMenu>
      </RecordContextProvider>
    </ActionsProvider>,
  );
  return screen.getByRole('button', { name: 'Actions' });
}

/** Tabs from the button before the menu to the three dots. */
async function tabToMenu(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  screen.getByRole('button', { name: 'before' }).focus();
  await user.tab();
  expect(trigger).toHaveFocus();
}

const focusedEntry = () => (document.activeElement as HTMLElement).textContent;

describe('a row menu, by keyboard', () => {
  it('opens on Enter with the first entry focused; the arrows, Home and End move through every entry', async () => {
    const user = userEvent.setup();
    const trigger = renderWarehouseMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await tabToMenu(user, trigger);

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.closest('[id]:not([role="menu"])')?.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveFocus());

    const visited = [focusedEntry()];
    for (let i = 0; i < 3; i++) {
      await user.keyboard('{ArrowDown}');
      visited.push(focusedEntry());
    }
    expect(visited).toEqual(['View Details', 'Edit', 'Deactivate', 'Delete']);
    await user.keyboard('{ArrowDown}'); // wraps round
    expect(focusedEntry()).toBe('View Details');
    await user.keyboard('{End}');
    expect(focusedEntry()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focusedEntry()).toBe('View Details');
    await user.keyboard('{ArrowUp}');
    expect(focusedEntry()).toBe('Delete');
  });

  it('closes on Escape, gives the focus back to the three dots, and focuses the first entry again when reopened with Space', async () => {
    const user = userEvent.setup();
    const trigger = renderWarehouseMenu();
    await tabToMenu(user, trigger);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedEntry()).toBe('View Details'));
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // The menu stays mounted while closed: a second opening must focus its first entry too.
    await user.keyboard(' ');
    await screen.findByRole('menu');
    await waitFor(() => expect(focusedEntry()).toBe('View Details'));
  });

  it('chooses Delete with Enter: the confirmation takes the focus on Cancel, and Escape brings it back to the three dots', async () => {
    const user = userEvent.setup();
    const trigger = renderWarehouseMenu();
    await tabToMenu(user, trigger);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedEntry()).toBe('View Details'));
    await user.keyboard('{End}{Enter}');

    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this?' });
    // The focus starts on Cancel, the safe answer (Tab between the buttons is the browser
    // test's: jsdom does not run MUI's focus trap as a browser does).
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('skips a refused entry, opens the chosen entry’s dialog on the field, and comes back to the three dots when it closes', async () => {
    const user = userEvent.setup();
    const trigger = renderOrderMenu();
    await tabToMenu(user, trigger);
    await user.keyboard('{Enter}');
    // Change Status is refused (disabled): the focus starts on the first entry that can be used.
    await waitFor(() => expect(focusedEntry()).toBe('Shipping Info'));
    await user.keyboard('{ArrowDown}');
    expect(focusedEntry()).toBe('View Details');
    await user.keyboard('{ArrowDown}'); // wraps round, past the refused entry
    expect(focusedEntry()).toBe('Shipping Info');

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Info' });
    await waitFor(() => expect(within(dialog).getByLabelText('Tracking id')).toHaveFocus());
    await user.keyboard('770011');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Tab, as a menu does, with the focus back on the three dots', async () => {
    const user = userEvent.setup();
    const trigger = renderWarehouseMenu();
    await tabToMenu(user, trigger);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedEntry()).toBe('View Details'));
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
