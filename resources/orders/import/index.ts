export { ImportOrdersButton } from './ImportOrdersButton';
export {
  importOrders,
  orderImportFailure,
  orderImportReport,
  OrderImportInterrupted,
  type ImportOrdersOptions,
  type OrderImportTotals,
} from './importOrders';
export { countOrders, parseOrderFile } from './parseOrderFile';
export { orderImportMessages } from './messages';
