import { DataTable } from 'react-admin';
import { ORDER_TAGS } from '../../../domain/orderStatus';
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
import { LINE_COLUMNS } from '../fields/lineColumns';
import {
  ExportOrdersButton,
  OrderHeadColumns,
  OrderLineColumns,
  ShippingCityColumn,
} from '../fields/OrderColumns';
import { ProductLinesPanel, isMultiProduct } from '../fields/ProductLines';
import { OrderStatusBadge } from '../fields/OrderStatusBadge';
import { WarehouseCell } from '../fields/WarehouseCell';
import { ImportOrdersButton } from '../import';
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
          <ExportOrdersButton path="/export-orders" />
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
      <OrderHeadColumns />
      <DataTable.Col<Order> label="app.orders.columns.warehouse">
        <WarehouseCell />
      </DataTable.Col>
      <OrderLineColumns columns={LINES} />
      <ShippingCityColumn />
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
