import { useState } from 'react';
import Button from '@mui/material/Button';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import type { Order, OrderProduct } from '../../../src/components/orders/types';
import { ShippingTicketDialog } from '../../../src/components/orders/ShippingTicketDialog';

/** The details screen's 'Shipping Ticket' button, which opens the printable ticket. */
export const ShippingTicketButton = ({ order, lines }: { order: Order; lines?: readonly OrderProduct[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        {translate('app.order_details.ticket.button')}
      </Button>
      <ShippingTicketDialog order={order} lines={lines} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
