import { AssignmentMenuItems } from './actions/AssignmentMenuItems';
import {
  ChangeStatusOfSelectedButton,
  ShippingInfoOfSelectedButton,
} from './actions/AssignmentsOfSelectedButtons';
import { FirstAssignment } from './fields/AssignmentContext';
import { PickupOrderList } from './PickupOrderList';

/**
 * Pickup Orders Sent (/puo-sent): the PUOs e-mailed to their agent (notification_status set).
 * Each assignment has its menu: the row's for its first one, the expanded rows' for the others.
 * The ticked PUOs take one Shipping Info for the whole pickup, or a status, each PUO answered on
 * its own.
 */
const PuoSent = () => (
  <PickupOrderList
    sent
    title="app.screens.puo_sent"
    rowMenu={
      <FirstAssignment>
        <AssignmentMenuItems />
      </FirstAssignment>
    }
    assignmentMenu={<AssignmentMenuItems />}
    bulkActionButtons={
      <>
        <ShippingInfoOfSelectedButton />
        <ChangeStatusOfSelectedButton />
      </>
    }
  />
);

export default PuoSent;
