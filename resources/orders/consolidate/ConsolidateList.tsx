import { DataTable, useListContext } from 'react-admin';
import { formatUtcDateTime } from '../../../domain/dates';
import { ExportCsvButton } from '../../../src/components/ExportCsvButton';
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
import { CustomerInfoField } from '../fields/CustomerInfoField';
import { LINE_COLUMNS } from '../fields/lineColumns';
import { LineCell, ProductLinesPanel, isMultiProduct } from '../fields/ProductLines';
import { downloadOrdersCsv } from '../ordersApi';
import type { Order } from '../types';

/** Filter: Shipped, Pending, Ready (and Run Cron), spec 000 section 2. */
const TAGS: readonly ListTag[] = (['shipped', 'pending', 'ready'] as const).map((id) => ({
  id,
  name: `app.orders.tags.${id}`,
}));

/** The product columns, in the spec's order; the first holds the product count. */
const LINES = [
  LINE_COLUMNS.lineStatus,
  LINE_COLUMNS.supplierName,
  LINE_COLUMNS.internalSku,
  LINE_COLUMNS.supplierSku,
  LINE_COLUMNS.supplierProductName,
  LINE_COLUMNS.productInfo,
  LINE_COLUMNS.units,
];

const ExportOrders = () => {
  const { filterValues } = useListContext();
  return (
    <ExportCsvButton
      download={() => downloadOrdersCsv('/export-consolidate-unconsolidate-orders', filterValues)}
    />
  );
};

const Consolidate = () => {
  const runCron = useRunCron();
  return (
    <ResourceList
      resource="consolidate"
      title="app.screens.consolidate"
      tags={TAGS}
      filterActions={[runCron]}
      banner={<OrderBanner />}
      actions={<ExportOrders />}
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
      <DataTable.Col<Order>
        source="order_created_at"
        label="app.orders.columns.date_time"
        render={(o) => formatUtcDateTime(o.order_created_at)}
      />
      <DataTable.Col<Order> source="order_number" label="app.orders.columns.order_number" />
      <DataTable.Col<Order> label="app.orders.columns.customer_info">
        <CustomerInfoField />
      </DataTable.Col>
      {LINES.map((column, index) => (
        <DataTable.Col<Order> key={column.id} label={column.label}>
          <LineCell column={column} counts={index === 0} />
        </DataTable.Col>
      ))}
      <DataTable.Col<Order> source="shipping_address.city" label="app.orders.columns.shipping_city" />
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
