import { assignmentStatusChoices } from '../../../domain/pickupOrders';
import { assignmentFacts, puoStatusChoices } from './puoStatusChoices';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import { useAssignment } from '../fields/AssignmentContext';
import type { AssignmentDialogProps } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';
import { useWrite } from '../../../src/components/actions';

/**
 * Assignment-level Change Status: Awaiting Pickup or Shipped (POST /change-puo-status); Shipped to
 * a customer is disabled until the Shipping Info is added.
 */
export const ChangeAssignmentStatusMenuItem = () => {
  const current = useAssignment();
  if (!current) return null;
  const options = assignmentStatusChoices(
    current.puo.notification_status,
    assignmentFacts(current.assignment),
  );
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
  // Spec 000 section 4: a failed PUO status change is swallowed; the dialog closes and the
  // reloaded list shows the status as it is.
  const { run } = useWrite(
    (dp, status: 'Awaiting Pickup' | 'Shipped') =>
      dp.changePuoStatus({ puoId: puo._id, assignOrderId: assignment._id, status }),
    { quiet: true },
  );
  return (
    <ChangeStatusDialog
      {...puoStatusChoices(assignmentStatusChoices(puo.notification_status, assignmentFacts(assignment)))}
      save={async (status) => {
        await run(status as 'Awaiting Pickup' | 'Shipped');
      }}
      onClose={onClose}
    />
  );
};
