import { DataTable, useListContext } from 'react-admin';
import { formatUtcDateTime } from '../../../domain/dates';
import { ORDER_TAGS } from '../../../domain/orderStatus';
import { ExportCsvButton } from '../../../src/components/ExportCsvButton';
import { ResourceList, type ListTag } from '../../../src/components/list';
import { OrderActionsProvider, OrderBanner } from '../actions/OrderActionsContext';
import {
  ChangeStatusMenuItem,
  CommentMenuItem,
  InvoiceNumberMenuItem,
  ShippingInfoMenuItem,
  ShippingTicketMenuItem,
  ViewOrderMenuItem,
} from '../actions/OrderMenuItems';
import { CustomerInfoField } from '../fields/CustomerInfoField';
import { LINE_COLUMNS } from '../fields/lineColumns';
import { LineCell, ProductLinesPanel, isMultiProduct } from '../fields/ProductLines';
import { OrderStatusBadge } from '../fields/OrderStatusBadge';
import { WarehouseCell } from '../fields/WarehouseCell';
import { ImportOrdersButton } from '../import';
import { downloadOrdersCsv } from '../ordersApi';
import type { Order } from '../types';
import { useRunCron } from './RunCron';

export const ORDER_LIST_TAGS: readonly ListTag[] = ORDER_TAGS.map((id) => ({
  id,
  name: `app.orders.tags.${id}`,
}));

/** The product columns of the Master Dashboard, in the spec's order (section 2). */
const LINES = [
  LINE_COLUMNS.internalSku,
  LINE_COLUMNS.supplierSku,
  LINE_COLUMNS.supplierProductName,
  LINE_COLUMNS.productInfo,
  LINE_COLUMNS.units,
  LINE_COLUMNS.deadlineDate,
  LINE_COLUMNS.estimatedShippingDate,
  LINE_COLUMNS.productStatus,
];

const ExportOrders = () => {
  const { filterValues } = useListContext();
  return <ExportCsvButton download={() => downloadOrdersCsv('/export-orders', filterValues)} />;
};

/** Inside the dialog host: Run Cron and the menus open its dialogs and banner. */
const Dashboard = () => {
  const runCron = useRunCron();
  return (
    <ResourceList
      resource="orders"
      title="app.screens.master_dashboard"
      tags={ORDER_LIST_TAGS}
      filterActions={[runCron]}
      banner={<OrderBanner />}
      actions={
        <>
          <ExportOrders />
          <ImportOrdersButton />
        </>
      }
      expand={<ProductLinesPanel columns={LINES} />}
      isRowExpandable={isMultiProduct as (record: never) => boolean}
      rowMenu={
        <>
          <ChangeStatusMenuItem />
          <ViewOrderMenuItem />
          <CommentMenuItem />
          <InvoiceNumberMenuItem />
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
      <DataTable.Col<Order> label="app.orders.columns.warehouse">
        <WarehouseCell />
      </DataTable.Col>
      {LINES.map((column, index) => (
        <DataTable.Col<Order> key={column.id} label={column.label}>
          <LineCell column={column} counts={index === 0} />
        </DataTable.Col>
      ))}
      <DataTable.Col<Order> source="shipping_address.city" label="app.orders.columns.shipping_city" />
      <DataTable.Col<Order>
        source="status"
        label="app.orders.columns.status"
        render={(o) => <OrderStatusBadge status={o.status} problematic={o.problemetic} />}
      />
    </ResourceList>
  );
};

/**
 * The Master Dashboard (spec 000 section 2, /master-dashboard): every order from the shop, with
 * its warehouse cell, product lines, status, and the dialogs of its row menu.
 */
const MasterDashboard = () => (
  <OrderActionsProvider>
    <Dashboard />
  </OrderActionsProvider>
);

export default MasterDashboard;
