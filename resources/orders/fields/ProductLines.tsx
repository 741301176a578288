import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
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
  const [expanded, toggle] = useExpanded(resource, order.id ?? order._id);
  return (
    <Button
      size="small"
      variant="outlined"
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.orders.product_count', { smart_count: order.products.length })}
    </Button>
  );
};

/** The expanded part of a multi-product order: one row per product, with the screen's columns. */
export const ProductLinesPanel = ({ columns }: { columns: readonly LineColumn[] }) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Table size="small" aria-label={translate('app.orders.products_of', { order: order.order_number })}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.id}>{translate(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {order.products.map((line) => (
          <TableRow key={line._id}>
            {columns.map((c) => (
              <TableCell key={c.id}>{c.render(line, order)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
