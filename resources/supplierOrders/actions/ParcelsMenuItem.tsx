import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'react-admin';
import { ParcelsCard } from '../../../src/components/orders/parcels/ParcelsCard';
import { DialogMenuItem } from '../../../src/components/actions';
import type { SupplierOrder } from '../types';

/**
 * Parcels of a line the supplier sends to the customer (issue 32 item 1): what of its lines has
 * left and in which parcels, and Add Parcel for the rest, half now and half next week. The
 * server answers only the supplier's own lines of the order.
 */
export const ParcelsMenuItem = ({ row }: { row: SupplierOrder }) => {
  const orderId = row.order_id?._id;
  if (row.sent_to !== 'Customer' || !orderId) return null;
  return (
    <DialogMenuItem
      label="app.order_details.parcels.title"
      dialog={(close) => <ParcelsDialog orderId={orderId} onClose={close} />}
    />
  );
};

const ParcelsDialog = ({ orderId, onClose }: { orderId: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.order_details.parcels.title') } }}
    >
      <DialogContent>
        <ParcelsCard orderId={orderId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.orders.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
