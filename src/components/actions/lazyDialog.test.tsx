import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { RecordContextProvider } from 'react-admin';
import { ActionsProvider } from './ActionsContext';
import { OrderDialogMenuItem } from '../orders/OrderDialogMenuItem';
import { RowMenu } from '../list/RowMenu';
import { renderInAdmin, signInAs, USERS } from '../../testing';
import { lazyDialog, preloadActionDialogs } from './lazyDialog';

/**
 * A lazily loaded action dialog is fetched on a sign of intent (the pointer on the three dots),
 * once, and opening it afterwards does not fetch it again; a failed fetch is tried again.
 */

const InfoDialog = ({ onClose }: { onClose: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="info-title">
    <DialogTitle id="info-title">Add Shipping Info</DialogTitle>
  </Dialog>
);

describe('lazyDialog', () => {
  it('fetches the dialog when the pointer reaches the row menu, once', async () => {
    const load = vi.fn(() => Promise.resolve(InfoDialog));
    const Lazy = lazyDialog(load);
    signInAs(USERS.Admin);
    renderInAdmin(
      <ActionsProvider>
        <RecordContextProvider value={{ id: 'o1', _id: 'o1', order_number: '#1041' }}>
          <RowMenu>
            <OrderDialogMenuItem label="Shipping Info" dialog={(_order, close) => <Lazy onClose={close} />} />
          </RowMenu>
        </RecordContextProvider>
      </ActionsProvider>,
    );
    expect(load).not.toHaveBeenCalled(); // not with the list
    const user = userEvent.setup();
    const dots = screen.getByRole('button', { name: 'Actions' });
    await user.hover(dots);
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(dots);
    await user.click(await screen.findByRole('menuitem', { name: 'Shipping Info' }));
    expect(await screen.findByRole('dialog', { name: 'Add Shipping Info' })).toBeTruthy();
    preloadActionDialogs(); // a later sign fetches nothing more
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed fetch again at the next sign; a dialog kept apart comes on its own button's sign only", async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(InfoDialog)));
    const apart = vi.fn(() => Promise.resolve(InfoDialog));
    const Lazy = lazyDialog(load);
    const Apart = lazyDialog(apart, { withActions: false });
    preloadActionDialogs();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(Lazy.preload()).rejects.toThrow('offline'); // the same fetch, not a second one
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    preloadActionDialogs();
    await expect(Lazy.preload()).resolves.toBe(InfoDialog);
    expect(load).toHaveBeenCalledTimes(2);
    preloadActionDialogs(); // loaded: nothing more
    expect(load).toHaveBeenCalledTimes(2);
    expect(apart).not.toHaveBeenCalled();
    Apart.onIntent.onPointerEnter(); // its own button's sign fetches it
    expect(apart).toHaveBeenCalledTimes(1);
  });
});
