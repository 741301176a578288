import type { ReactNode } from 'react';
import { DialogMenuItem } from '../../../src/components/actions';
import { useAssignment } from '../fields/AssignmentContext';
import type { PickupOrder, PuoAssignment } from '../types';

/**
 * An entry of an assignment's three-dot menu that opens one action's dialog for that assignment
 * (the kit's DialogMenuItem). Disabled when the action's rule refuses.
 */
export const AssignmentMenuItem = ({
  label,
  disabled = false,
  action,
  dialog,
}: {
  /** i18n key. */
  label: string;
  disabled?: boolean;
  /** The action a link may ask to open on arrival for this assignment (Needs attention's fix). */
  action?: string;
  dialog: (puo: PickupOrder, assignment: PuoAssignment, close: () => void) => ReactNode;
}) => {
  const current = useAssignment();
  if (!current) return null;
  return (
    <DialogMenuItem
      label={label}
      disabled={disabled}
      openOn={action ? { action, recordId: current.assignment._id } : undefined}
      dialog={(close) => dialog(current.puo, current.assignment, close)}
    />
  );
};
