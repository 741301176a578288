import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { formatKg } from '../../i18n/shown';
import { orderTicket, type Ticket, type TicketItem } from '../../../domain/printing/tickets';
import type { Order, OrderProduct } from './types';
import { formatUtcDateTime } from '../../i18n/shown';
import { Barcode } from '../printing/Barcode';

const INK = '#000';

/** One labelled box of the ticket. */
const Field = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, border: `1px solid ${INK}`, p: 1, minWidth: 0 }}>
    <Box
      component="div"
      sx={{ fontSize: 11, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}
    >
      {label}
    </Box>
    <Box component="div" sx={{ fontSize: 14, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Box>
  </Box>
);

/**
 * The printable Shipping Ticket (spec 000 "Shipping Ticket"): sender, destination, shipping
 * type, order or PUO number, when it was generated (UTC), internal SKUs, total weight, and the
 * recipient's name, contact and address, and the number as a Code 128 barcode; a pack shows the
 * products it came as. Black on white with ruled boxes, so it prints as a label on any printer.
 * The PDF (server/printing) draws the same Ticket.
 */
export const TicketSheet = ({
  ticket,
  generatedAt,
}: {
  /** What it prints (domain/printing/tickets.ts), whatever it ships: an order, or a PUO assignment. */
  ticket: Ticket;
  /** Fixed in tests; otherwise the moment the ticket is shown. */
  generatedAt?: Date;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.order_details.ticket.${key}`);
  const notAvailable = translate('app.order_details.not_available');
  const [shownAt] = useState(() => generatedAt ?? new Date());
  const { sender, name, destination, number, shippingType, items, weight, contact } = ticket;

  return (
    <Box
      role="document"
      aria-label={t('title')}
      sx={{
        color: INK,
        bgcolor: '#fff',
        border: `2px solid ${INK}`,
        p: 1,
        fontFamily: 'Arial, Helvetica, sans-serif',
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '4px',
        '@media print': { width: '100%', breakInside: 'avoid', printColorAdjust: 'exact' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', textAlign: 'center', fontSize: 20, fontWeight: 700, py: 0.5 }}>
        {t('title')}
      </Box>
      <Field label={t('sender')}>{sender || notAvailable}</Field>
      <Field label={t('destination')}>{[name, destination].filter(Boolean).join('\n') || notAvailable}</Field>
      <Field label={t('order_number')}>
        {number ? (
          <>
            {number}
            <Barcode text={number} moduleWidth={1.5} height={40} />
          </>
        ) : (
          notAvailable
        )}
      </Field>
      {/* 'Standard' unless said otherwise (spec 000 section 9: warehouse transfers are Standard). */}
      <Field label={t('shipping_type')}>{shippingType || t('standard')}</Field>
      <Field label={t('generated_at')}>{formatUtcDateTime(shownAt)} UTC</Field>
      <Field label={t('total_weight')}>{formatKg(weight)}</Field>
      <Field label={t('internal_skus')} wide>
        {items.length ? <TicketItems items={items} /> : notAvailable}
      </Field>
      <Field label={t('customer_name')}>{name || notAvailable}</Field>
      <Field label={t('contact')}>{contact || translate('app.order_details.customer.no_phone')}</Field>
      <Field label={t('address')} wide>
        {destination || notAvailable}
      </Field>
    </Box>
  );
};

/** The SKU list; a pack's products listed under it. */
const TicketItems = ({ items }: { items: readonly TicketItem[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {items.map((item, index) => (
      <li key={`${item.sku}-${index}`}>
        {item.sku}
        {item.contents ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {item.contents.map((sku, i) => (
              <li key={`${sku}-${i}`}>{sku}</li>
            ))}
          </Box>
        ) : null}
      </li>
    ))}
  </Box>
);

/**
 * An order's Shipping Ticket: the warehouse that ships it is the sender. `lines` narrows the
 * products (default: all of them).
 */
export const ShippingTicket = ({
  order,
  lines = order.products,
  generatedAt,
}: {
  order: Order;
  lines?: readonly OrderProduct[];
  generatedAt?: Date;
}) => <TicketSheet ticket={orderTicket(order, lines)} generatedAt={generatedAt} />;
