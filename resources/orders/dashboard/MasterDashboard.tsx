import CallSplitIcon from '@mui/icons-material/CallSplit';
import Button from '@mui/material/Button';
import { DataTable, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ORDER_TAGS } from '../../../domain/orderStatus';
import { ORDER_SORTS } from '../../../domain/listSorts';
import {
  AssignWarehouseOfSelectedButton,
  ChangeStatusMenuItem,
  ChangeStatusOfSelectedButton,
  CommentMenuItem,
  InvoiceNumberMenuItem,
  RefundSelectedButton,
} from '../actions';
import {
  ShippingInfoMenuItem,
  ShippingTicketMenuItem,
  ViewOrderMenuItem,
} from '../../../src/components/orders';
import { LINE_COLUMNS, PRODUCT_UNITS_COLUMNS } from '../../../src/components/orders/lineColumns';
import { ExportOrdersButton } from '../../../src/components/orders/OrderColumns';
import { ExportSelectionButton } from '../../../src/components/ExportSelectionButton';
import { OrderList } from '../../../src/components/orders/OrderList';
import { shownLines } from '../../../src/components/orders/ProductLines';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { WarehouseCell } from '../fields/WarehouseCell';
import { ImportOrdersButton } from '../import/ImportOrdersButton';
import { ShopFilter } from './ShopFilter';
import type { Order } from '../../../src/components/orders/types';
import { OrderPrintButtons } from '../../../src/components/printing/PrintBulkButtons';

/** The product columns of the Master Dashboard, in the spec's order (section 2). */
const LINES = [
  ...PRODUCT_UNITS_COLUMNS,
  LINE_COLUMNS.deadlineDate,
  LINE_COLUMNS.estimatedShippingDate,
  LINE_COLUMNS.productStatus,
];

/** The Consolidate/Unconsolidate screen, reachable from here as well as from the sidebar. */
const ConsolidateLink = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/consolidate-unconsolidate" size="small" startIcon={<CallSplitIcon />}>
      {translate('app.menu.consolidate')}
    </Button>
  );
};

/**
 * The Master Dashboard (spec 000 section 2, /master-dashboard): every order from the shop, with
 * its warehouse cell, product lines, status, and the dialogs of its row menu.
 */
const MasterDashboard = () => (
  <OrderList
    resource="orders"
    title="app.screens.master_dashboard"
    tags={ORDER_TAGS}
    sorts={ORDER_SORTS}
    lines={LINES}
    linesOf={shownLines}
    filters={<ShopFilter />}
    actions={
      <>
        <ConsolidateLink />
        <ExportOrdersButton path="/export-orders" />
        <ImportOrdersButton />
      </>
    }
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
    bulkActionButtons={
      <>
        <ChangeStatusOfSelectedButton />
        <AssignWarehouseOfSelectedButton />
        <RefundSelectedButton />
        <ExportSelectionButton download={(dp, ids) => dp.exportOrdersSelectionCsv({ ids })} />
        <OrderPrintButtons list="orders" />
      </>
    }
    beforeLines={
      <DataTable.Col<Order> label="app.orders.columns.warehouse">
        <WarehouseCell />
      </DataTable.Col>
    }
  >
    <DataTable.Col<Order>
      source="status"
      label="app.orders.columns.status"
      render={(o) => <OrderStatusBadge status={o.status} problematic={o.problemetic} />}
    />
  </OrderList>
);

export default MasterDashboard;
