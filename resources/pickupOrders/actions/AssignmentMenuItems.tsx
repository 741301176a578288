import { ChangeAssignmentStatusMenuItem } from './ChangeAssignmentStatusMenuItem';
import { ShippingInfoMenuItem } from './ShippingInfoMenuItem';
import { ShippingTicketMenuItem } from './ShippingTicketMenuItem';

/** An assignment's three-dot menu on Pickup Orders Sent: Shipping Info, Shipping Ticket, Change Status. */
export const AssignmentMenuItems = () => (
  <>
    <ShippingInfoMenuItem />
    <ShippingTicketMenuItem />
    <ChangeAssignmentStatusMenuItem />
  </>
);
