/** The Warehouse Orders actions: one file each, enabled or shown as domain/readiness.ts allows. */
export { ChangeStatusMenuItem } from './ChangeStatus';
export { ExportWarehouseOrdersButton } from './ExportCsv';
export { ShippingInfoMenuItem } from './ShippingInfo';
export { ShippingTicketMenuItem } from './ShippingTicket';
export { UpdateEstimatedDateDialog } from './UpdateEstimatedDate';
export { UpdateShippingAgentDialog } from './UpdateShippingAgent';
export { ViewDetailsMenuItem } from './ViewDetails';
