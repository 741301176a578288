/**
 * What the order screens share (Orders, Consolidate, Warehouse Orders, and the purchase, pickup
 * and supplier screens that show orders' lines): the order list, its line columns and badges,
 * and the actions every order row offers. ChangeStatusDialog is imported from its own file: with
 * its schema (zod) it belongs in the dialogs loaded on opening, and a list importing this index
 * would load it.
 */
export { InfoPopover } from './InfoPopover';
export { LINE_COLUMNS, type LineColumn } from './lineColumns';
export { OrderDialogMenuItem } from './OrderDialogMenuItem';
export { OrderList } from './OrderList';
export { OrderStatusBadge } from './OrderStatusBadge';
export { RefundLineMenu } from './RefundLineMenu';
export { ShippingInfoMenuItem } from './ShippingInfoMenuItem';
export { ShippingTicketMenuItem } from './ShippingTicketMenuItem';
export { useRunCron } from './useRunCron';
export { ViewOrderMenuItem } from './ViewOrderMenuItem';
