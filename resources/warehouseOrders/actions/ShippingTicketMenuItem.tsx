import { warehouseLines } from '../../../domain/orderLines';
import { ShippingTicketMenuItem as OrderShippingTicket } from '../../../src/components/orders/ShippingTicketMenuItem';

/**
 * Shipping Ticket: the orders' printable ticket of the lines the warehouse ships (a Hybrid
 * order's dropshipped lines travel apart), disabled while the order is problematic.
 */
export const ShippingTicketMenuItem = () => <OrderShippingTicket linesOf={warehouseLines} />;
