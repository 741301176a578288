import { createContext, useContext } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ExpandCountButton, ExpandedRowsTable } from '../../../src/components/list/ExpandedRows';
import type { Order, OrderProduct } from '../types';
import type { LineColumn } from './lineColumns';

/** Which of an order's lines a screen shows: all of them, or on Warehouse Orders the warehouse's. */
export type LinesOf = (order: Order) => readonly OrderProduct[];

export const allLines: LinesOf = (order) => order.products;

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
