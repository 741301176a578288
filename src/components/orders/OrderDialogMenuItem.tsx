import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { DialogMenuItem } from '../actions';
import type { Order } from './types';

/**
 * A row menu entry that opens one action's dialog for the row's order (the kit's DialogMenuItem).
 * The entry is disabled when the action's domain rule refuses the order.
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
  if (!order) return null;
  return (
    <DialogMenuItem
      label={typeof label === 'function' ? label(order) : label}
      disabled={disabled?.(order) ?? false}
      dialog={(close) => dialog(order, close)}
    />
  );
};
