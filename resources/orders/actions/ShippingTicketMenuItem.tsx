import { ShippingTicketDialog } from '../details/ShippingTicketDialog';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';

/** A problematic order has no warehouse yet, hence no sender for a ticket. */
export const ShippingTicketMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.shipping_ticket"
    disabled={(order) => order.problemetic}
    dialog={(order, close) => <ShippingTicketDialog order={order} open onClose={close} />}
  />
);
