import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ExpandCountButton, ExpandedRowsTable } from '../../../src/components/list/ExpandedRows';
import type { Order } from '../types';
import type { LineColumn } from './lineColumns';

export const isMultiProduct = (order: Order) => order.products.length > 1;

/**
 * A product-level cell of an order row: the value of its only product, or, for the first
 * product column of a multi-product order, the count button that expands its products.
 */
export const LineCell = ({ column, counts }: { column: LineColumn; counts?: boolean }) => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  if (!isMultiProduct(order))
    return order.products[0] ? <>{column.render(order.products[0], order)}</> : null;
  return counts ? <ProductCountButton order={order} /> : null;
};

/** '3 products', opening or closing the order's product rows. */
const ProductCountButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'orders';
  return (
    <ExpandCountButton resource={resource} id={order.id ?? order._id}>
      {translate('app.orders.product_count', { smart_count: order.products.length })}
    </ExpandCountButton>
  );
};

/** The expanded part of a multi-product order: one row per product, with the screen's columns. */
export const ProductLinesPanel = ({ columns }: { columns: readonly LineColumn[] }) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <ExpandedRowsTable
      label={translate('app.orders.products_of', { order: order.order_number })}
      columns={columns}
      items={order.products}
      cell={(c, line) => c.render(line, order)}
    />
  );
};
