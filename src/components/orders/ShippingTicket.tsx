import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { formatKg } from '../../i18n/shown';
import type { Order, OrderProduct } from './types';
import { formatUtcDateTime } from '../../i18n/shown';
import { customerName, destinationOf, warehouseAddressOf } from './orderText';
import { ticketContent } from './ticketContent';

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

/** What a ticket prints, whatever it ships: an order, or a pickup order's assignment. */
export interface TicketFields {
  /** Name and address of the sender; null before there is one. */
  sender: string | null;
  /** The recipient's name. */
  name: string;
  /** The recipient's address. */
  destination: string;
  /** The order or PUO number. */
  number: string | null;
  /** null: 'Standard'. */
  shippingType: string | null;
  skus: readonly string[];
  /** kg. */
  weight: number;
  contact: string | null;
}

/**
 * The printable Shipping Ticket (spec 000 "Shipping Ticket"): sender, destination, shipping
 * type, order or PUO number, when it was generated (UTC), internal SKUs, total weight, and the
 * recipient's name, contact and address. Black on white with ruled boxes, so it prints as a
 * label on any printer.
 */
export const TicketSheet = ({
  ticket,
  generatedAt,
}: {
  ticket: TicketFields;
  /** Fixed in tests; otherwise the moment the ticket is shown. */
  generatedAt?: Date;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.order_details.ticket.${key}`);
  const notAvailable = translate('app.order_details.not_available');
  const [shownAt] = useState(() => generatedAt ?? new Date());
  const { sender, name, destination, number, shippingType, skus, weight, contact } = ticket;

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
      <Field label={t('order_number')}>{number || notAvailable}</Field>
      {/* 'Standard' unless said otherwise (spec 000 section 9: warehouse transfers are Standard). */}
      <Field label={t('shipping_type')}>{shippingType || t('standard')}</Field>
      <Field label={t('generated_at')}>{formatUtcDateTime(shownAt)} UTC</Field>
      <Field label={t('total_weight')}>{formatKg(weight)}</Field>
      <Field label={t('internal_skus')} wide>
        {skus.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {skus.map((sku, index) => (
              <li key={`${sku}-${index}`}>{sku}</li>
            ))}
          </Box>
        ) : (
          notAvailable
        )}
      </Field>
      <Field label={t('customer_name')}>{name || notAvailable}</Field>
      <Field label={t('contact')}>{contact || translate('app.order_details.customer.no_phone')}</Field>
      <Field label={t('address')} wide>
        {destination || notAvailable}
      </Field>
    </Box>
  );
};

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
}) => {
  const { skus, weight } = ticketContent(lines);
  const ticket: TicketFields = {
    // The sender is the warehouse that ships the order; before one is chosen there is none to print.
    sender: order.assigned_to
      ? [order.assigned_to.name, warehouseAddressOf(order)].filter(Boolean).join('\n')
      : null,
    name: customerName(order),
    destination: destinationOf(order),
    number: order.order_number,
    shippingType: order.shipping_type,
    skus,
    weight,
    contact: order.customer?.phone ?? null,
  };
  return <TicketSheet ticket={ticket} generatedAt={generatedAt} />;
};
