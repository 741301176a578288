import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { useCloseRowMenu } from '../../../src/components/list';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';
import { useAssignment } from '../fields/AssignmentContext';
import type { PickupOrder, PuoAssignment } from '../types';

/**
 * An entry of an assignment's three-dot menu that opens one action's dialog, hosted by the
 * screen (the menu closes as the dialog opens). Disabled when the action's rule refuses.
 */
export const AssignmentMenuItem = ({
  label,
  disabled = false,
  dialog,
}: {
  /** i18n key. */
  label: string;
  disabled?: boolean;
  dialog: (puo: PickupOrder, assignment: PuoAssignment, close: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useOrderActions();
  const current = useAssignment();
  if (!current) return null;
  return (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        if (disabled) return;
        closeMenu();
        showDialog(dialog(current.puo, current.assignment, closeDialog));
      }}
    >
      {translate(label)}
    </MenuItem>
  );
};
