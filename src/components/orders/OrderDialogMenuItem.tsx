import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCloseRowMenu } from '../list';
import type { Order } from './types';
import { useActions } from '../actions/ActionsContext';

/**
 * A row menu entry that opens one action's dialog for the row's order. The entry is disabled
 * when the action's domain rule refuses the order.
 */
export const OrderDialogMenuItem = ({
  label,
  disabled,
  dialog,
}: {
  label: string | ((order: Order) => string);
  disabled?: (order: Order) => boolean;
  /** The dialog, given the order and how to close it. */
  dialog: (order: Order, close: () => void) => ReactNode;
}) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useActions();
  if (!order) return null;
  const off = disabled?.(order) ?? false;
  return (
    <MenuItem
      disabled={off}
      onClick={() => {
        if (off) return;
        closeMenu();
        showDialog(dialog(order, closeDialog));
      }}
    >
      {translate(typeof label === 'function' ? label(order) : label)}
    </MenuItem>
  );
};
