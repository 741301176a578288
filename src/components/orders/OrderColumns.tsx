import type { ReactNode } from 'react';
import { DataTable, useListContext } from 'react-admin';
import { formatUtcDateTime } from '../../i18n/shown';
import { orderNumberShown } from '../../../domain/orderNumberShown';
import { DownloadButton } from '../DownloadButton';
import type { OrdersCsvList } from '../../../dataProvider/orders';
import type { Order } from './types';
import { CustomerInfoField } from './CustomerInfoField';
import type { LineColumn } from './lineColumns';
import { LineCell } from './ProductLines';

/**
 * The first columns of every order list: Date & Time (UTC), Order#, Customer Info; `afterDate`
 * between the first two (Warehouse Orders' Warehouse).
 */
export const OrderHeadColumns = ({ afterDate }: { afterDate?: ReactNode }) => (
  <>
    <DataTable.Col<Order>
      source="order_created_at"
      label="app.orders.columns.date_time"
      render={(o) => formatUtcDateTime(o.order_created_at)}
    />
    {afterDate}
    <DataTable.Col<Order>
      source="order_number"
      label="app.orders.columns.order_number"
      render={(o) => orderNumberShown(o)}
    />
    <DataTable.Col<Order> label="app.orders.columns.customer_info">
      <CustomerInfoField />
    </DataTable.Col>
  </>
);

/**
 * A screen's product columns; `counter` (the first by default) holds a multi-product order's
 * count button.
 */
export const OrderLineColumns = ({
  columns,
  counter = columns[0]?.id,
}: {
  columns: readonly LineColumn[];
  counter?: string;
}) => (
  <>
    {columns.map((column) => (
      <DataTable.Col<Order> key={column.id} label={column.label}>
        <LineCell column={column} counts={column.id === counter} />
      </DataTable.Col>
    ))}
  </>
);

export const ShippingCityColumn = () => (
  <DataTable.Col<Order> source="shipping_address.city" label="app.orders.columns.shipping_city" />
);

/** Export CSV of the list as it is filtered (search and tag). */
export const ExportOrdersButton = ({ path }: { path: OrdersCsvList }) => {
  const { filterValues } = useListContext();
  return <DownloadButton download={(dp) => dp.exportOrdersCsv({ list: path, filter: filterValues })} />;
};
