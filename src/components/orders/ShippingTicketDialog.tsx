import { useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useReactToPrint } from 'react-to-print';
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
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: '@page { margin: 10mm; } body { background: #fff; }',
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="shipping-ticket-title">
      <DialogTitle id="shipping-ticket-title">{translate('app.order_details.ticket.title')}</DialogTitle>
      <DialogContent>
        <div ref={contentRef}>{children}</div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.order_details.ticket.close')}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => print()}>
          {translate('app.order_details.ticket.print')}
        </Button>
      </DialogActions>
    </Dialog>
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
