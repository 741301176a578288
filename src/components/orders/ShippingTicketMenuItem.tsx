import { hasTicket } from '../../../domain/printing/tickets';
import { lazy, Suspense } from 'react';
import { allLines, type LinesOf } from './ProductLines';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';

// The ticket's dialog (its print preview, react-to-print) loads when first opened, not with the list.
const ShippingTicketDialog = lazy(() =>
  import('./ShippingTicketDialog').then((m) => ({ default: m.ShippingTicketDialog })),
);

/**
 * A problematic order has no warehouse yet, hence no sender for a ticket. `linesOf`: the lines
 * the ticket lists (the screen's; on Warehouse Orders the warehouse's own).
 */
export const ShippingTicketMenuItem = ({ linesOf = allLines }: { linesOf?: LinesOf }) => (
  <OrderDialogMenuItem
    label="app.orders.shipping_ticket"
    disabled={(order) => !hasTicket(order)}
    dialog={(order, close) => (
      <Suspense fallback={null}>
        <ShippingTicketDialog order={order} lines={linesOf(order)} open onClose={close} />
      </Suspense>
    )}
  />
);
