/** Order details (both variants), the order timeline and the printable Shipping Ticket. */
export { ViewShopifyOrder } from './ViewShopifyOrder';
export { ViewWarehouseOrder } from './ViewWarehouseOrder';
export { ShippingTicket } from '../../../src/components/orders/ShippingTicket';
export { ShippingTicketDialog } from '../../../src/components/orders/ShippingTicketDialog';
export { OrderTimeline } from './OrderTimeline';
