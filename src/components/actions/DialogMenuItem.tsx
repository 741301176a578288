import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { useCloseRowMenu } from '../list/RowMenu';
import { useActions } from './ActionsContext';
import { useRequestedAction, type RequestedAction } from './requestedAction';

/**
 * An entry of a row menu (RowMenu) that opens one action's dialog. The menu closes as the
 * dialog opens, so the screen hosts the dialog (ActionsProvider), which closes itself with
 * `close`. Disabled, and doing nothing, when the action's domain rule refuses.
 */
export const DialogMenuItem = ({
  label,
  disabled = false,
  danger = false,
  openOn,
  dialog,
}: {
  /** i18n key (or text). */
  label: string;
  disabled?: boolean;
  /** Shown in the error colour (Delete). */
  danger?: boolean;
  /** Opens its dialog on arrival when the address asks for this action on this record. */
  openOn?: RequestedAction;
  dialog: (close: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useActions();
  useRequestedAction(disabled ? undefined : openOn, () => showDialog(dialog(closeDialog)));
  return (
    <MenuItem
      disabled={disabled}
      sx={danger ? { color: 'error.main' } : undefined}
      onClick={() => {
        if (disabled) return;
        closeMenu();
        showDialog(dialog(closeDialog));
      }}
    >
      {translate(label, { _: label })}
    </MenuItem>
  );
};
