/** The order actions: one file each, shown or enabled only when its domain rule allows it. */
export { CommentMenuItem } from './AddCommentButton';
export { AssignWarehouseChoice } from './AssignWarehouseButton';
export { ChangeConsolidatedStatusMenuItem } from './ChangeConsolidatedStatusButton';
export { ChangeStatusMenuItem } from './ChangeStatusButton';
export { ConsolidationChoice } from './ConsolidateOrderButton';
export { InvoiceNumberMenuItem } from './InvoiceNumberButton';
export { OrderActionsProvider, OrderBanner, useOrderActions } from './OrderActionsContext';
export { RefundLineButton } from './RefundLineButton';
export { useRunCron } from './RunCronButton';
export { ShippingInfoMenuItem } from './ShippingInfoButton';
export { ShippingTicketMenuItem } from './ShippingTicketMenuItem';
export { ViewOrderMenuItem } from './ViewOrderMenuItem';
