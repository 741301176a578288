import { puoAssignmentStatusOptions } from '../../../domain/pickupOrderActions';
import { puoStatusChoices } from './puoStatusChoices';
import { ChangeStatusDialog } from '../../orders/actions/ChangeStatusDialog';
import { useAssignment } from '../fields/AssignmentContext';
import type { AssignmentDialogProps } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';
import { usePuoStatusChange } from './usePuoStatusChange';

/**
 * Assignment-level Change Status: Awaiting Pickup or Shipped (POST /change-puo-status); Shipped to
 * a customer is disabled until the Shipping Info is added.
 */
export const ChangeAssignmentStatusMenuItem = () => {
  const current = useAssignment();
  if (!current) return null;
  const options = puoAssignmentStatusOptions(current.puo, current.assignment);
  return (
    <AssignmentMenuItem
      label="app.pickup_orders.change_status"
      disabled={!options.length}
      dialog={(puo, assignment, close) => (
        <ChangeAssignmentStatusDialog puo={puo} assignment={assignment} onClose={close} />
      )}
    />
  );
};

const ChangeAssignmentStatusDialog = ({ puo, assignment, onClose }: AssignmentDialogProps) => {
  const change = usePuoStatusChange((dp, status: 'Awaiting Pickup' | 'Shipped') =>
    dp.changePuoStatus({ puoId: puo._id, assignOrderId: assignment._id, status }),
  );
  return (
    <ChangeStatusDialog
      {...puoStatusChoices(puoAssignmentStatusOptions(puo, assignment))}
      save={(status) => change(status as 'Awaiting Pickup' | 'Shipped')}
      onClose={onClose}
    />
  );
};
