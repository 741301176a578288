import { canChangePuo, shippingInfoRefusal } from '../../../domain/pickupOrders';
import {
  AddShippingInfoForm,
  ShippingInfoDialog,
  type ShippingInfo,
} from '../../../src/components/orders/ShippingInfoForms';
import { useWrite } from '../../../src/components/actions';
import { useAssignment } from '../fields/AssignmentContext';
import type { AssignmentDialogProps } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';

/** The orders' Shipping Info texts; the PUO's own submit reads DONE. */
const TEXTS = 'app.orders.shipping_info';

/**
 * Shipping Info of an assignment of a sent PUO. The menu entry always reads Shipping Info (spec 000
 * section 2: "Shipping Info, Shipping Ticket, Change Status"); its modal is 'Add Shipping Info'
 * with DONE while it has none (tracking id a number of at least 0, agent name, URL; all required),
 * read-only once set.
 */
export const ShippingInfoMenuItem = () => {
  const current = useAssignment();
  if (!current) return null;
  // Once added it is read-only (the rule refuses a second): the dialog then shows it.
  const added = shippingInfoRefusal(current.assignment) !== null;
  return (
    <AssignmentMenuItem
      label={`${TEXTS}.title`}
      action="add-shipping-info"
      disabled={!added && !canChangePuo(current.puo.notification_status, 'shipping-info')}
      dialog={(puo, assignment, close) => (
        <ShippingInfoDialog
          texts={TEXTS}
          info={assignment}
          added={shippingInfoRefusal(assignment) !== null}
          onClose={close}
          add={() => <AddShippingInfo puo={puo} assignment={assignment} onClose={close} />}
        />
      )}
    />
  );
};

const AddShippingInfo = ({ puo, assignment, onClose }: AssignmentDialogProps) => {
  const { submit } = useWrite((dp, info: ShippingInfo) =>
    dp.addPuoShippingInfo({ id: puo._id, assignOrderId: assignment._id, ...info }),
  );
  return (
    <AddShippingInfoForm
      texts={TEXTS}
      agentName={puo.assigned_to?.name ?? ''}
      submitLabel="app.pickup_orders.shipping_info_done"
      save={submit}
      onClose={onClose}
    />
  );
};
