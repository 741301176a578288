/** Texts of a pickup order shared by the popups and the Shipping Ticket (domain/printing/recordText.ts). */
export {
  assignmentContactOf as contactOf,
  assignmentDestinationOf as destinationOf,
  pickupAddressOf,
} from '../../../domain/printing/recordText';
