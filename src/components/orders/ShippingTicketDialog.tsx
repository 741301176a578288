import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PrintPreviewDialog } from '../printing/PrintPreviewDialog';
import type { Order, OrderProduct } from './types';
import { ShippingTicket } from './ShippingTicket';

/** A printable ticket in a dialog, with Print (only the ticket is printed) and Close. */
export const TicketDialog = ({
  documentTitle,
  open,
  onClose,
  children,
}: {
  /** The printed document's title. */
  documentTitle: string;
  open: boolean;
  onClose: () => void;
  /** The ticket. */
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <PrintPreviewDialog
      title={translate('app.order_details.ticket.title')}
      documentTitle={documentTitle}
      open={open}
      maxWidth="sm"
      onClose={onClose}
    >
      {children}
    </PrintPreviewDialog>
  );
};

/** An order's Shipping Ticket in a dialog. */
export const ShippingTicketDialog = ({
  order,
  open,
  onClose,
  lines,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** The products to put on the ticket; default all of the order's. */
  lines?: readonly OrderProduct[];
}) => {
  const translate = useTranslate();
  return (
    <TicketDialog
      documentTitle={`${translate('app.order_details.ticket.title')} ${order.order_number ?? ''}`.trim()}
      open={open}
      onClose={onClose}
    >
      <ShippingTicket order={order} lines={lines} />
    </TicketDialog>
  );
};
