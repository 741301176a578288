import { AssignmentMenuItems } from './actions/AssignmentMenuItems';
import { FirstAssignment } from './fields/AssignmentContext';
import { PickupOrderList } from './PickupOrderList';

/**
 * Pickup Orders Sent (/puo-sent): the PUOs e-mailed to their agent (notification_status set).
 * Each assignment has its menu: the row's for its first one, the expanded rows' for the others.
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
  />
);

export default PuoSent;
