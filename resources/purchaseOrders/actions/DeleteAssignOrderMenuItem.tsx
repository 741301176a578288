import { Confirm } from 'react-admin';
import { useWrite } from '../../../src/components/actions/useWrite';
import { AssignOrderMenuItem } from './AssignOrderMenuItem';
import { assignOrderRef, type AssignOrderScope } from './AssignOrderScope';

const DeleteConfirm = ({ scope, onClose }: { scope: AssignOrderScope; onClose: () => void }) => {
  const { run, isPending } = useWrite((dp) => dp.deleteAssignOrder(assignOrderRef(scope)));
  return (
    <Confirm
      isOpen
      loading={isPending}
      title="app.list.delete_confirm"
      content={null}
      confirm="app.list.delete"
      confirmColor="warning"
      cancel="app.list.cancel"
      onClose={onClose}
      onConfirm={async () => {
        await run(undefined);
        onClose();
      }}
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
