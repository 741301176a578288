import { DataTable } from 'react-admin';
import { ResourceList, type ListTag } from '../../../src/components/list';
import { OrderActionsProvider, OrderBanner } from '../actions/OrderActionsContext';
import {
  ChangeConsolidatedStatusMenuItem,
  ShippingInfoMenuItem,
  ShippingTicketMenuItem,
  ViewOrderMenuItem,
} from '../actions/OrderMenuItems';
import { useRunCron } from '../dashboard/RunCron';
import { ConsolidationCell } from '../fields/ConsolidationCell';
import { LINE_COLUMNS } from '../fields/lineColumns';
import {
  ExportOrdersButton,
  OrderHeadColumns,
  OrderLineColumns,
  ShippingCityColumn,
} from '../fields/OrderColumns';
import { ProductLinesPanel, isMultiProduct } from '../fields/ProductLines';
import type { Order } from '../types';

/** Filter: Shipped, Pending, Ready (and Run Cron), spec 000 section 2. */
const TAGS: readonly ListTag[] = (['shipped', 'pending', 'ready'] as const).map((id) => ({
  id,
  name: `app.orders.tags.${id}`,
}));

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

const Consolidate = () => {
  const runCron = useRunCron();
  return (
    <ResourceList
      resource="consolidate"
      title="app.screens.consolidate"
      tags={TAGS}
      filterActions={[runCron]}
      banner={<OrderBanner />}
      actions={<ExportOrdersButton path="/export-consolidate-unconsolidate-orders" />}
      expand={<ProductLinesPanel columns={LINES} />}
      isRowExpandable={isMultiProduct as (record: never) => boolean}
      rowMenu={
        <>
          <ChangeConsolidatedStatusMenuItem />
          <ViewOrderMenuItem />
          <ShippingInfoMenuItem />
          <ShippingTicketMenuItem />
        </>
      }
    >
      <OrderHeadColumns />
      <OrderLineColumns columns={LINES} counter={LINE_COLUMNS.lineStatus.id} />
      <ShippingCityColumn />
      <DataTable.Col<Order> label="app.orders.columns.consolidate">
        <ConsolidationCell />
      </DataTable.Col>
    </ResourceList>
  );
};

/**
 * Consolidate/Unconsolidate Orders (spec 000 section 2, /consolidate-unconsolidate): the orders
 * with products to buy, and the irreversible choice between shipping them through the
 * warehouse or straight from the suppliers.
 */
const ConsolidateList = () => (
  <OrderActionsProvider>
    <Consolidate />
  </OrderActionsProvider>
);

export default ConsolidateList;
