import { useTranslate } from 'react-admin';
import { assignmentTicket } from '../../../domain/printing/tickets';
import { TicketSheet } from '../../../src/components/orders/ShippingTicket';
import { TicketDialog } from '../../../src/components/orders/ShippingTicketDialog';
import type { AssignmentDialogProps } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';

/** The PUO variant of the Shipping Ticket: sent from the pickup address, numbered by the PUO. */
export const ShippingTicketMenuItem = () => (
  <AssignmentMenuItem
    label="app.pickup_orders.shipping_ticket"
    dialog={(puo, assignment, close) => (
      <PuoShippingTicketDialog puo={puo} assignment={assignment} onClose={close} />
    )}
  />
);

const PuoShippingTicketDialog = ({ puo, assignment, onClose }: AssignmentDialogProps) => {
  const translate = useTranslate();
  return (
    <TicketDialog
      documentTitle={`${translate('app.order_details.ticket.title')} ${puo.pickupOrderNumber}`}
      open
      onClose={onClose}
    >
      <TicketSheet ticket={assignmentTicket(puo, assignment)} />
    </TicketDialog>
  );
};
