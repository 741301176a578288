/** Shipping Ticket: the orders' printable ticket, disabled while the order is problematic. */
export { ShippingTicketMenuItem } from '../../orders/actions/ShippingTicketMenuItem';
