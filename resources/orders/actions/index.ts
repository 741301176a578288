/** The order actions: one file each, shown or enabled only when its domain rule allows it. */
export { CommentMenuItem } from './CommentMenuItem';
export { AssignWarehouseChoice } from './AssignWarehouseChoice';
export { AssignWarehouseOfSelectedButton } from './AssignWarehouseOfSelectedButton';
export { ChangeConsolidatedStatusMenuItem } from './ChangeConsolidatedStatusMenuItem';
export { ChangeStatusMenuItem } from './ChangeStatusMenuItem';
export { ChangeStatusOfSelectedButton } from './ChangeStatusOfSelectedButton';
export { ConsolidationChoice } from './ConsolidationChoice';
export { ConsolidateSelectedButton, UnconsolidateSelectedButton } from './ConsolidateSelectedButtons';
export { InvoiceNumberMenuItem } from './InvoiceNumberMenuItem';
export { RefundSelectedButton } from './RefundSelectedButton';
