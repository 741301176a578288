import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { estimatedDateOf } from '../../../domain/supplierLines';
import { DialogFailure } from '../../orders/actions/DialogFailure';
import { useOrderMutation } from '../../orders/actions/useOrderMutation';
import type { Order } from '../../orders/types';

/** Spec 000 section 9: the estimated-date modal closes itself 3 seconds after the update. */
const CLOSE_AFTER_MS = 3000;

/**
 * Update Estimated Shipping Date (spec 000 sections 2 and 5): a required date, of which only the
 * date part (YYYY-MM-DD) is sent; once saved the dialog says so and closes itself after 3 s.
 */
export const UpdateEstimatedDateDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const [value, setValue] = useState(order.estimated_shipping_date ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { submit, isPending } = useOrderMutation((dp, estimatedDate: string) =>
    dp.setWarehouseOrderEstimatedDate({ orderId: order._id, estimatedDate }),
  );
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);
  const date = estimatedDateOf(value);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="estimated-date-title">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!date) return;
          const refused = await submit(date);
          if (refused) setFailure(refused);
          else setSaved(translate('app.warehouse_orders.date.closing'));
        }}
      >
        <DialogTitle id="estimated-date-title">{translate('app.warehouse_orders.date.title')}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          {saved && <Alert severity="success">{saved}</Alert>}
          <TextField
            type="date"
            label={translate('app.warehouse_orders.date.label')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            fullWidth
            margin="dense"
            disabled={!!saved}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!date || isPending || !!saved}>
            {translate('app.warehouse_orders.date.update')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
