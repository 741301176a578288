import { DataTable } from 'react-admin';
import {
  ChangeConsolidatedStatusMenuItem,
  ConsolidateSelectedButton,
  UnconsolidateSelectedButton,
} from '../actions';
import { ExportSelectionButton } from '../../../src/components/ExportSelectionButton';
import {
  ShippingInfoMenuItem,
  ShippingTicketMenuItem,
  ViewOrderMenuItem,
} from '../../../src/components/orders';
import { ConsolidationCell } from '../fields/ConsolidationCell';
import { ORDER_SORTS } from '../../../domain/listSorts';
import { LINE_COLUMNS } from '../../../src/components/orders/lineColumns';
import { ExportOrdersButton } from '../../../src/components/orders/OrderColumns';
import { OrderList } from '../../../src/components/orders/OrderList';
import type { Order } from '../../../src/components/orders/types';

/** The product columns, in the spec's order; 'Status / product count' holds the count button. */
const LINES = [
  LINE_COLUMNS.supplierName,
  LINE_COLUMNS.internalSku,
  LINE_COLUMNS.supplierSku,
  LINE_COLUMNS.supplierProductName,
  LINE_COLUMNS.lineStatus,
  LINE_COLUMNS.productInfo,
  LINE_COLUMNS.units,
];

/**
 * Consolidate/Unconsolidate Orders (spec 000 section 2, /consolidate-unconsolidate and
 * /orders/consolidate), a second list of the orders resource on its own endpoint: the orders
 * with products to buy, and the irreversible choice between shipping them through the
 * warehouse or straight from the suppliers, one order or the selected ones at a time. Filter:
 * Shipped, Pending, Ready (and Run Cron).
 */
const ConsolidateList = () => (
  <OrderList
    resource="orders"
    view="consolidate"
    title="app.screens.consolidate"
    tags={['shipped', 'pending', 'ready']}
    sorts={ORDER_SORTS}
    lines={LINES}
    counter={LINE_COLUMNS.lineStatus.id}
    actions={<ExportOrdersButton path="/export-consolidate-unconsolidate-orders" />}
    rowMenu={
      <>
        <ChangeConsolidatedStatusMenuItem />
        <ViewOrderMenuItem />
        <ShippingInfoMenuItem />
        <ShippingTicketMenuItem />
      </>
    }
    bulkActionButtons={
      <>
        <ConsolidateSelectedButton />
        <UnconsolidateSelectedButton />
        <ExportSelectionButton download={(dp, ids) => dp.exportOrdersSelectionCsv({ ids })} />
      </>
    }
  >
    <DataTable.Col<Order> label="app.orders.columns.consolidate">
      <ConsolidationCell />
    </DataTable.Col>
  </OrderList>
);

export default ConsolidateList;
