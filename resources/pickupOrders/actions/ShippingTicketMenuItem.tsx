import { useTranslate } from 'react-admin';
import { puoTicketContent } from '../../../domain/pickupOrderActions';
import { TicketSheet, type TicketFields } from '../../orders/details/ShippingTicket';
import { TicketDialog } from '../../orders/details/ShippingTicketDialog';
import { contactOf, destinationOf, pickupAddressOf } from '../fields/puoText';
import type { AssignmentDialogProps, PickupOrder, PuoAssignment } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';

/** The PUO variant of the Shipping Ticket: sent from the pickup address, numbered by the PUO. */
function puoTicketFields(puo: PickupOrder, assignment: PuoAssignment): TicketFields {
  const { shippingType, skus, weight } = puoTicketContent(assignment);
  return {
    sender: [puo.pickupId?.name, pickupAddressOf(puo)].filter(Boolean).join('\n') || null,
    name: assignment.recipient.name,
    destination: destinationOf(assignment),
    number: puo.pickupOrderNumber,
    shippingType,
    skus,
    weight,
    contact: contactOf(assignment).phone,
  };
}

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
      <TicketSheet ticket={puoTicketFields(puo, assignment)} />
    </TicketDialog>
  );
};
