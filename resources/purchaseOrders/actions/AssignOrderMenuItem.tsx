import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { canChangePo, type PoChange } from '../../../domain/purchaseOrders';
import { useCloseRowMenu } from '../../../src/components/list';
import { useActions } from '../../../src/components/actions/ActionsContext';
import { useAssignOrderScope, type AssignOrderScope } from './AssignOrderScope';

/**
 * An assign order's menu entry that opens its action's dialog; shown only when the PO's status
 * allows the change (canChangePo, domain/purchaseOrders.ts).
 */
export const AssignOrderMenuItem = ({
  change,
  label,
  dialog,
  danger,
}: {
  change: PoChange;
  label: string | ((scope: AssignOrderScope) => string);
  dialog: (scope: AssignOrderScope, close: () => void) => ReactNode;
  danger?: boolean;
}) => {
  const scope = useAssignOrderScope();
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useActions();
  if (!canChangePo(scope.po.notification_status, change)) return null;
  return (
    <MenuItem
      sx={danger ? { color: 'error.main' } : undefined}
      onClick={() => {
        closeMenu();
        showDialog(dialog(scope, closeDialog));
      }}
    >
      {translate(typeof label === 'function' ? label(scope) : label)}
    </MenuItem>
  );
};
