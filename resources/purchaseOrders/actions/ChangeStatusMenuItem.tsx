import { RadioButtonGroupInput } from 'react-admin';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/purchaseOrders';
import { assignOrderStatusBody } from '../../../domain/schemas/purchasing';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { paymentStatusText } from '../../../src/i18n/valueTextKeys';
import { AssignOrderMenuItem } from './AssignOrderMenuItem';
import { assignOrderRef, type AssignOrderScope } from './AssignOrderScope';

const schema = assignOrderStatusBody.pick({ status: true });
const CHOICES = PAYMENT_STATUSES.map((status) => ({ id: status, name: paymentStatusText(status) }));

const StatusDialog = ({ scope, onClose }: { scope: AssignOrderScope; onClose: () => void }) => {
  const { run } = useWrite((dp, status: PaymentStatus) =>
    dp.setAssignOrderStatus({ ...assignOrderRef(scope), status }),
  );
  const current = (PAYMENT_STATUSES as readonly string[]).includes(scope.assignOrder.status)
    ? scope.assignOrder.status
    : null;
  return (
    <DialogForm
      title="app.purchase_orders.status.title"
      schema={schema}
      record={{ status: current }}
      submitLabel="app.purchase_orders.status.done"
      save={async ({ status }) => {
        await run(status);
      }}
      onClose={onClose}
    >
      <RadioButtonGroupInput source="status" label={false} row={false} choices={CHOICES} />
    </DialogForm>
  );
};

/**
 * Change Status of a sent PO's assign order: Pending Payment, Paid or Cancelled, in any order
 * (spec 000 section 4); the server's msg is the banner.
 */
export const ChangeStatusMenuItem = () => (
  <AssignOrderMenuItem
    change="payment-status"
    label="app.purchase_orders.status.action"
    dialog={(scope, close) => <StatusDialog scope={scope} onClose={close} />}
  />
);
