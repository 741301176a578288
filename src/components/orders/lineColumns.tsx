import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatUtcDate } from '../../i18n/shown';
import { RefundLineMenu } from './RefundLineMenu';
import type { Order, OrderProduct } from './types';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ProductInfo } from './ProductInfo';
import { SkuText } from './SkuText';

/** A custom line's status cell: it is not ours to ship, so it has no status and no actions. */
const NoFulfilment = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.orders.no_fulfilment')}
    </Typography>
  );
};

/**
 * The product-level columns of the order lists. A one-product order shows them in its row; a
 * multi-product order shows a count button there and one row per product when expanded.
 * Each screen picks the columns it shows, in its order.
 */
export interface LineColumn {
  id: string;
  /** i18n key of the header. */
  label: string;
  render: (line: OrderProduct, order: Order) => ReactNode;
}

export const LINE_COLUMNS = {
  internalSku: {
    id: 'internal_sku',
    label: 'app.orders.columns.internal_sku',
    render: (l) => <SkuText line={l} />,
  },
  supplierSku: {
    id: 'supplier_sku',
    label: 'app.orders.columns.supplier_sku',
    render: (l) => l.product_id?.supplier_sku ?? '',
  },
  supplierProductName: {
    id: 'supplier_product_name',
    label: 'app.orders.columns.supplier_product_name',
    render: (l) => l.product_id?.supplier_product_name ?? l.name ?? '',
  },
  supplierName: {
    id: 'supplier_name',
    label: 'app.orders.columns.supplier_name',
    render: (l) =>
      l.supplier ? (
        <>
          {l.supplier.name}{' '}
          {l.supplier.dropShipping_available ? (
            <Chip size="small" color="info" label="DS" title="Dropshipping" sx={{ ml: 0.5 }} />
          ) : null}
        </>
      ) : (
        ''
      ),
  },
  productInfo: {
    id: 'product_info',
    label: 'app.orders.columns.product_info',
    render: (l) => <ProductInfo line={l} />,
  },
  units: { id: 'units', label: 'app.orders.columns.units', render: (l) => l.quantity },
  deadlineDate: {
    id: 'deadline_date',
    label: 'app.orders.columns.deadline_date',
    render: (l) => formatUtcDate(l.deadline_date),
  },
  estimatedShippingDate: {
    id: 'estimated_shipping_date',
    label: 'app.orders.columns.estimated_shipping_date',
    render: (l, o) => formatUtcDate(l.estimated_shipping_date ?? o.estimated_shipping_date),
  },
  productStatus: {
    id: 'product_status',
    label: 'app.orders.columns.product_status',
    render: (l, o) =>
      l.custom ? (
        <NoFulfilment />
      ) : (
        <RefundLineMenu order={o} line={l} badge={<OrderStatusBadge status={l.status} />} />
      ),
  },
  lineStatus: {
    id: 'line_status',
    label: 'app.orders.columns.status',
    render: (l) => (l.custom ? <NoFulfilment /> : <OrderStatusBadge status={l.status} />),
  },
} satisfies Record<string, LineColumn>;

/** The product and its units, in the spec's order: the first product columns of the Master Dashboard and Warehouse Orders. */
export const PRODUCT_UNITS_COLUMNS = [
  LINE_COLUMNS.internalSku,
  LINE_COLUMNS.supplierSku,
  LINE_COLUMNS.supplierProductName,
  LINE_COLUMNS.productInfo,
  LINE_COLUMNS.units,
];
