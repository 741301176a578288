import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { OrderStatusBadge } from '../../../src/components/orders/OrderStatusBadge';
import { CustomItemChip } from '../../../src/components/orders/SkuText';
import { trackingOfLine } from '../../../domain/orderLines';
import type { Order, OrderProduct } from '../../../src/components/orders/types';

/**
 * The products of the Order Details card: internal name, supplier name, supplier SKU and
 * quantity, the line's status (a refund shows here) and the tracking of its delivery to the
 * customer (domain/orderLines.ts trackingOfLine). A line whose SKU the catalogue does not know
 * shows the shop's name and SKU. Custom lines (sold without a SKU) follow, marked as such: they
 * are not ours to fulfil, so they have no supplier, status or tracking.
 */
export const OrderProductsTable = ({
  order,
  lines,
  customLines = [],
}: {
  order: Pick<Order, 'trackingId' | 'agentName' | 'trackingURL'>;
  lines: readonly OrderProduct[];
  customLines?: Order['custom_lines'];
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.order_details.order.${key}`);
  return (
    <Table size="small" aria-label={t('products')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('internal_name')}</TableCell>
          <TableCell>{t('supplier_name')}</TableCell>
          <TableCell>{t('supplier_sku')}</TableCell>
          <TableCell align="right">{t('quantity')}</TableCell>
          <TableCell>{t('line_status')}</TableCell>
          <TableCell>{t('line_tracking')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.length === 0 && customLines.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}>{t('no_products')}</TableCell>
          </TableRow>
        )}
        {lines.map((line) => {
          const product = line.product_id;
          const tracking = trackingOfLine(line, order);
          return (
            <TableRow key={line.unique_id ?? line._id}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{product?.internal_product_name ?? line.name}</span>
                  {line.pack_sku && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate('app.order_details.order.pack', { sku: line.pack_sku })}
                    />
                  )}
                  {!product && (
                    <Chip size="small" color="error" variant="outlined" label={t('unknown_sku')} />
                  )}
                </Stack>
              </TableCell>
              <TableCell>{line.supplier?.name ?? '—'}</TableCell>
              <TableCell>{product?.supplier_sku ?? line.sku ?? '—'}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell>
                <OrderStatusBadge status={line.status} />
                {/* Some of it has left in parcels, not all: no new status, the count beside it. */}
                {line.shipped && line.shipped.shipped > 0 && !line.shipped.complete && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate('app.order_details.parcels.shipped_of', line.shipped)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {tracking ? (
                  <>
                    {tracking.tracking_url ? (
                      <Link href={tracking.tracking_url} target="_blank" rel="noopener noreferrer">
                        {tracking.tracking_id}
                      </Link>
                    ) : (
                      tracking.tracking_id
                    )}
                    {tracking.agent_name && ` (${tracking.agent_name})`}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          );
        })}
        {customLines.map((line) => (
          <TableRow key={line.unique_id}>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{line.name}</span>
                <CustomItemChip />
              </Stack>
            </TableCell>
            <TableCell>—</TableCell>
            <TableCell>—</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell>{translate('app.orders.no_fulfilment')}</TableCell>
            <TableCell>—</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
