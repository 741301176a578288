import { hasTicket } from '../../../domain/printing/tickets';
import { ShippingTicketDialog } from './ShippingTicketDialog';
import { allLines, type LinesOf } from './ProductLines';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';

/**
 * A problematic order has no warehouse yet, hence no sender for a ticket. `linesOf`: the lines
 * the ticket lists (the screen's; on Warehouse Orders the warehouse's own).
 */
export const ShippingTicketMenuItem = ({ linesOf = allLines }: { linesOf?: LinesOf }) => (
  <OrderDialogMenuItem
    label="app.orders.shipping_ticket"
    disabled={(order) => !hasTicket(order)}
    dialog={(order, close) => (
      <ShippingTicketDialog order={order} lines={linesOf(order)} open onClose={close} />
    )}
  />
);
