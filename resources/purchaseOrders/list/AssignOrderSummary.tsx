import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { paymentStatusText } from '../../../src/i18n/valueTextKeys';
import type { PurchaseOrder } from '../types';
import {
  destinationsOf,
  orderNumbersOf,
  productTotalsOf,
  recipientNamesOf,
  statusCountsOf,
} from './assignOrderSummary';

/**
 * The cells of a PO row with several assign orders (list/assignOrderSummary.ts): each names
 * what the assign orders hold together; the expanded rows show them one by one.
 */

/** At most this many lines in a cell; the rest counted ('+ 2 more'). */
const SHOWN = 3;

const SummaryLines = ({ label, lines }: { label: string; lines: ReactNode[] }) => {
  const translate = useTranslate();
  const rest = lines.length - SHOWN;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', typography: 'body2', '& li + li': { mt: 0.25 } }}
    >
      {lines.slice(0, SHOWN).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
      {rest > 0 ? (
        <Typography component="li" variant="caption" color="text.secondary">
          {translate('app.purchase_orders.summary.more', { smart_count: rest })}
        </Typography>
      ) : null}
    </Box>
  );
};

const usePo = () => useRecordContext<PurchaseOrder>();
const useLabel = (key: string) => {
  const translate = useTranslate();
  const po = usePo();
  return translate(`app.purchase_orders.summary.${key}`, { po: po?.poNumber ?? '' });
};

export const OrderNumbersSummary = () => {
  const po = usePo();
  const label = useLabel('order_numbers');
  if (!po) return null;
  return <SummaryLines label={label} lines={orderNumbersOf(po.assign_orders)} />;
};

export const ProductsSummary = () => {
  const po = usePo();
  const label = useLabel('products');
  if (!po) return null;
  return (
    <SummaryLines
      label={label}
      lines={productTotalsOf(po.assign_orders).map((p) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {p.units} ×
          </Box>{' '}
          {p.sku} {p.name}
        </>
      ))}
    />
  );
};

export const DestinationsSummary = () => {
  const translate = useTranslate();
  const po = usePo();
  const label = useLabel('destinations');
  if (!po) return null;
  return (
    <SummaryLines
      label={label}
      lines={destinationsOf(po.assign_orders).map((d) => (
        <>
          {d.count > 1 ? `${d.count} × ` : ''}
          {d.place}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({translate(`app.purchase_orders.sent_to.${d.sent_to}`)})
          </Typography>
        </>
      ))}
    />
  );
};

export const RecipientsSummary = () => {
  const po = usePo();
  const label = useLabel('names');
  if (!po) return null;
  return <SummaryLines label={label} lines={recipientNamesOf(po.assign_orders)} />;
};

export const StatusesSummary = () => {
  const translate = useTranslate();
  const po = usePo();
  const label = useLabel('statuses');
  if (!po) return null;
  return (
    <SummaryLines
      label={label}
      lines={statusCountsOf(po.assign_orders).map((s) => (
        <Chip
          size="small"
          variant="outlined"
          label={`${s.count} × ${translate(paymentStatusText(s.status), { _: s.status })}`}
          sx={{ fontWeight: 600 }}
        />
      ))}
    />
  );
};
