/** The Warehouse Orders actions: one file each, enabled or shown as domain/readiness.ts allows. */
export { ChangeStatusMenuItem } from './ChangeStatusMenuItem';
export { ChangeStatusOfSelectedButton } from './ChangeStatusOfSelectedButton';
export { ExportWarehouseOrdersButton } from './ExportWarehouseOrdersButton';
export { SetAgentOfSelectedButton, SetEstimatedDateOfSelectedButton } from './FieldsOfSelectedButtons';
export { ShippingInfoMenuItem } from './ShippingInfoMenuItem';
export { ShippingTicketMenuItem } from './ShippingTicketMenuItem';
export { ViewDetailsMenuItem } from './ViewDetailsMenuItem';
