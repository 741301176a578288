import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatUtcDate } from '../../../src/i18n/shown';
import type { OrderStatus } from '../../../domain/orderStatus';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { ChangeUnitsButton } from '../actions';
import { useAssignOrderScope } from '../actions/AssignOrderScope';

/**
 * The product table nested in an assign order's cell: Supplier SKU, Supplier Product Name and
 * Units (with Change Units while to be sent); on Sent also Estimated Shipping Date and Status
 * (an unknown status shows Pending, spec 000 section 4).
 */
export const AssignOrderProducts = ({ sent }: { sent: boolean }) => {
  const translate = useTranslate();
  const { po, assignOrder } = useAssignOrderScope();
  const t = (key: string) => translate(`app.purchase_orders.columns.${key}`);
  return (
    <Table
      size="small"
      aria-label={translate('app.purchase_orders.products_of', {
        po: po.poNumber,
        name: assignOrder.recipient.name || assignOrder.order_number,
      })}
      // Headers wrap (Estimated Shipping Date), so that an opened PO fits a 1440-pixel window.
      sx={{
        '& td, & th': { px: 1, py: 0.25, whiteSpace: 'nowrap' },
        '& th': { whiteSpace: 'normal' },
        minWidth: 320,
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('supplier_sku')}</TableCell>
          <TableCell>{t('supplier_product_name')}</TableCell>
          <TableCell align="right">{t('units')}</TableCell>
          {sent ? <TableCell>{t('estimated_shipping_date')}</TableCell> : null}
          {sent ? <TableCell>{t('line_status')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {assignOrder.products.map((line) => (
          <TableRow key={line._id}>
            <TableCell>{line.product_id?.supplier_sku || line.product_id?.internal_sku || ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important' }}>
              {line.product_id?.supplier_product_name ?? ''}
            </TableCell>
            <TableCell align="right">
              {line.total_quantity}
              <ChangeUnitsButton line={line} />
            </TableCell>
            {sent ? <TableCell>{formatUtcDate(line.estimated_shipping_date)}</TableCell> : null}
            {sent ? (
              <TableCell>
                <OrderStatusBadge status={(line.status || 'Pending') as OrderStatus} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
