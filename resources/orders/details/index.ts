/** Order details (both variants), the order timeline and the printable Shipping Ticket. */
export { ViewShopifyOrder } from './ViewShopifyOrder';
export { ViewWarehouseOrder } from './ViewWarehouseOrder';
export { ShippingTicket } from './ShippingTicket';
export { ShippingTicketDialog } from './ShippingTicketDialog';
export { OrderTimeline } from './OrderTimeline';
