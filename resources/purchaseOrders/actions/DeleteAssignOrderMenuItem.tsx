import { ConfirmDialog, useWrite } from '../../../src/components/actions';
import { AssignOrderMenuItem } from './AssignOrderMenuItem';
import { assignOrderRef, type AssignOrderScope } from './AssignOrderScope';

const DeleteConfirm = ({ scope, onClose }: { scope: AssignOrderScope; onClose: () => void }) => {
  const { run } = useWrite((dp) => dp.deleteAssignOrder(assignOrderRef(scope)));
  return (
    <ConfirmDialog
      title="app.list.delete_confirm"
      question={null}
      confirm="app.list.delete"
      confirmColor="warning"
      cancel="app.list.cancel"
      onConfirm={() => run(undefined)}
      onClose={onClose}
    />
  );
};

/**
 * Delete of an assign order while its PO is to be sent, after 'Are you sure you want to delete
 * this?' with Delete and Cancel (spec 000 section 2); an emptied PO disappears.
 */
export const DeleteAssignOrderMenuItem = () => (
  <AssignOrderMenuItem
    change="delete-assign-order"
    label="app.purchase_orders.delete.action"
    danger
    dialog={(scope, close) => <DeleteConfirm scope={scope} onClose={close} />}
  />
);
