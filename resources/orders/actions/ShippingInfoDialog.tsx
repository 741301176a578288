import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { shippingInfoBody } from '../../../domain/schemas/orders';
import { InfoLine } from '../fields/InfoPopover';
import { addShippingInfo, type ShippingInfo } from '../ordersApi';
import type { Order } from '../types';
import { DialogFailure } from './DialogFailure';
import { useOrderActions } from './OrderActionsContext';

const FIELDS = ['trackingId', 'agentName', 'trackingURL'] as const;
const infoSchema = shippingInfoBody.omit({ orderId: true });

/**
 * Add Shipping Info (tracking id, shipping agent name, tracking URL; all required, spec 000
 * section 5) while the order has none; afterwards Shipping Info shows them read-only, since
 * tracking is added once (section 4).
 */
export const ShippingInfoDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  if (order.trackingId) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shipping-info-title">
        <DialogTitle id="shipping-info-title">{translate('app.orders.shipping_info.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          <InfoLine label={translate('app.orders.shipping_info.trackingId')} value={order.trackingId} />
          <InfoLine label={translate('app.orders.shipping_info.agentName')} value={order.agentName ?? ''} />
          <InfoLine
            label={translate('app.orders.shipping_info.trackingURL')}
            value={
              order.trackingURL ? (
                <Link href={order.trackingURL} target="_blank" rel="noopener noreferrer">
                  {order.trackingURL}
                </Link>
              ) : (
                ''
              )
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.orders.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return <AddShippingInfo order={order} onClose={onClose} />;
};

const AddShippingInfo = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const { submit } = useOrderActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<ShippingInfo>({ trackingId: '', agentName: '', trackingURL: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ShippingInfo, string>>>({});
  const [running, setRunning] = useState(false);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const checked = infoSchema.safeParse(values);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof ShippingInfo;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setRunning(true);
    const refused = await submit(() => addShippingInfo(order._id, checked.data));
    setRunning(false);
    if (refused) setFailure(refused);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-shipping-info-title">
      <form onSubmit={onSave} noValidate>
        <DialogTitle id="add-shipping-info-title">
          {translate('app.orders.shipping_info.add_title')}
        </DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          {FIELDS.map((field, index) => (
            <TextField
              key={field}
              autoFocus={index === 0}
              fullWidth
              required
              margin="dense"
              type={field === 'trackingId' ? 'number' : field === 'trackingURL' ? 'url' : 'text'}
              slotProps={field === 'trackingId' ? { htmlInput: { min: 0 } } : undefined}
              label={translate(`app.orders.shipping_info.${field}`)}
              value={values[field]}
              error={!!errors[field]}
              helperText={errors[field] ?? ' '}
              onChange={(event) => {
                setValues({ ...values, [field]: event.target.value });
                setErrors({ ...errors, [field]: undefined });
              }}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
