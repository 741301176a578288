import type { ReactNode } from 'react';
import type { OrderTag } from '../../../domain/orderStatus';
import { ResourceList } from '../list/ResourceList';
import { ActionsBanner, ActionsProvider } from '../actions';
import { useRunCron } from './useRunCron';
import type { Order } from './types';
import type { LineColumn } from './lineColumns';
import { OrderHeadColumns, OrderLineColumns, ShippingCityColumn } from './OrderColumns';
import { LinesOfProvider, ProductLinesPanel, allLines, isMultiProduct, type LinesOf } from './ProductLines';

export interface OrderListProps {
  resource: string;
  /** A further list of the resource on its own endpoint (ResourceList's view). */
  view?: string;
  /** i18n key of the title. */
  title: string;
  /** The Filter dropdown's status tags; 'Run Cron' follows them. */
  tags: readonly OrderTag[];
  /** The product columns, in the screen's order. */
  lines: readonly LineColumn[];
  /** Which lines of an order its row shows and counts; all by default. */
  linesOf?: LinesOf;
  /** The product column that holds a multi-product order's count button; the first by default. */
  counter?: string;
  actions: ReactNode;
  /** Further filters after the search box (Warehouse Orders' warehouse picker). */
  filters?: ReactNode;
  /** A filter always sent, never shown (ResourceList's `filter`). */
  filter?: Record<string, unknown>;
  rowMenu: ReactNode;
  /** Buttons acting on the ticked rows (ResourceList's bulkActionButtons); none: no checkboxes. */
  bulkActionButtons?: ReactNode;
  /** Columns between Date & Time and Order# (Warehouse Orders' Warehouse). */
  afterDate?: ReactNode;
  /** Columns between Customer Info and the product columns (the Master Dashboard's Warehouse). */
  beforeLines?: ReactNode;
  /** Columns between the product columns and Shipping City (Warehouse Orders' Estimated Shipping Date). */
  afterLines?: ReactNode;
  /** Columns after Shipping City. */
  children?: ReactNode;
  /** 'Run Cron' in the Filter dropdown (the Admin's order screens); true by default. */
  runCron?: boolean;
  /** Tighter cells (ResourceList's dense), for a wide list to fit a 1440-pixel window. */
  dense?: boolean;
  /** The columns the server sorts this list by (ResourceList's sorts). */
  sorts: readonly string[];
}

/**
 * An order list (Master Dashboard, Consolidate/Unconsolidate): the shared list with the order
 * dialogs and banner, 'Run Cron' in its Filter, Date & Time, Order# and Customer Info first, the
 * screen's product columns (expanding a multi-product order), then Shipping City.
 */
export const OrderList = (props: OrderListProps) => (
  <ActionsProvider>
    <OrderListBody {...props} />
  </ActionsProvider>
);

/** Inside the dialog host: Run Cron and the menus open its dialogs and banner. */
const OrderListBody = ({
  resource,
  view,
  title,
  tags,
  lines,
  linesOf = allLines,
  counter,
  actions,
  filters,
  filter,
  rowMenu,
  bulkActionButtons,
  afterDate,
  beforeLines,
  afterLines,
  children,
  runCron: withCron = true,
  dense,
  sorts,
}: OrderListProps) => {
  const runCron = useRunCron();
  return (
    <LinesOfProvider value={linesOf}>
      <ResourceList
        resource={resource}
        view={view}
        title={title}
        tags={tags.map((id) => ({ id, name: `app.orders.tags.${id}` }))}
        filterActions={withCron ? [runCron] : []}
        banner={<ActionsBanner />}
        actions={actions}
        filters={filters}
        filter={filter}
        expand={<ProductLinesPanel columns={lines} />}
        isRowExpandable={((order: Order) => isMultiProduct(order, linesOf)) as (record: never) => boolean}
        rowMenu={rowMenu}
        bulkActionButtons={bulkActionButtons}
        dense={dense}
        sorts={sorts}
      >
        <OrderHeadColumns afterDate={afterDate} />
        {beforeLines}
        <OrderLineColumns columns={lines} counter={counter} />
        {afterLines}
        <ShippingCityColumn />
        {children}
      </ResourceList>
    </LinesOfProvider>
  );
};
