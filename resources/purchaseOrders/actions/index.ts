/** The purchase-order actions: one file each, shown only when canChangePo (domain/purchaseOrders.ts) allows it. */
export { AddProductManuallyButton } from './AddProductManuallyButton';
export { AssignOrderScopeProvider, type AssignOrderScope } from './AssignOrderScope';
export { ChangeStatusMenuItem } from './ChangeStatusMenuItem';
export { ChangeUnitsButton } from './ChangeUnitsButton';
export { CommentMenuItem } from './CommentMenuItem';
export { DeleteAssignOrderMenuItem } from './DeleteAssignOrderMenuItem';
export { InvoiceNumberMenuItem } from './InvoiceNumberMenuItem';
export { SendSelectedButton } from './SendSelectedButton';
export { SendPoNowButton, UpdatePoScheduleButton } from './scheduleActions';
