import { createContext, useContext } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ExpandCountButton, ExpandedRowsTable } from '../../../src/components/list/ExpandedRows';
import type { Order, OrderProduct } from '../types';
import type { LineColumn } from './lineColumns';

/** Which of an order's lines a screen shows: all of them, or on Warehouse Orders the warehouse's. */
export type LinesOf = (order: Order) => readonly OrderProduct[];

export const allLines: LinesOf = (order) => order.products;

/**
 * A custom line (no SKU: a custom item, tip or gift card) in a product row's shape, so the list
 * shows it beside the products; its cells say what it is and offer no action.
 */
const customShownLine = (order: Order, line: Order['custom_lines'][number]): OrderProduct => ({
  _id: line.unique_id,
  unique_id: line.unique_id,
  product_id: null,
  name: line.name,
  sku: null,
  quantity: line.quantity,
  pack_sku: null,
  fulfilment: null,
  direct_to_customer: false,
  at_warehouse: false,
  status: order.status,
  supplier: null,
  deadline_date: order.deadline_date,
  estimated_shipping_date: null,
  shipping_agent: null,
  shopify_order_id: order.order_id,
  shopify_line_item_id: line.shopify_line_item_id,
  tracking: null,
  custom: true,
});

/** The Master Dashboard's rows: the products, then the custom lines (shown only, never acted on). */
export const shownLines: LinesOf = (order) => [
  ...order.products,
  ...(order.custom_lines ?? []).map((line) => customShownLine(order, line)),
];

const LinesOfContext = createContext<LinesOf>(allLines);

/** The screen's choice of lines, for its row cells, count button and expanded rows. */
export const LinesOfProvider = LinesOfContext.Provider;

export const isMultiProduct = (order: Order, linesOf: LinesOf = allLines) => linesOf(order).length > 1;

/**
 * A product-level cell of an order row: the value of its only product, or, for the first
 * product column of a multi-product order, the count button that expands its products.
 */
export const LineCell = ({ column, counts }: { column: LineColumn; counts?: boolean }) => {
  const order = useRecordContext<Order>();
  const linesOf = useContext(LinesOfContext);
  if (!order) return null;
  const lines = linesOf(order);
  if (lines.length <= 1) return lines[0] ? <>{column.render(lines[0], order)}</> : null;
  return counts ? <ProductCountButton order={order} count={lines.length} /> : null;
};

/** '3 products', opening or closing the order's product rows. */
const ProductCountButton = ({ order, count }: { order: Order; count: number }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'orders';
  return (
    <ExpandCountButton resource={resource} id={order.id ?? order._id}>
      {translate('app.orders.product_count', { smart_count: count })}
    </ExpandCountButton>
  );
};

/** The expanded part of a multi-product order: one row per product, with the screen's columns. */
export const ProductLinesPanel = ({ columns }: { columns: readonly LineColumn[] }) => {
  const order = useRecordContext<Order>();
  const linesOf = useContext(LinesOfContext);
  const translate = useTranslate();
  if (!order) return null;
  return (
    <ExpandedRowsTable
      label={translate('app.orders.products_of', { order: order.order_number })}
      columns={columns}
      items={linesOf(order)}
      cell={(c, line) => c.render(line, order)}
    />
  );
};
