import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { shippingInfoBody } from '../../../domain/schemas/orders';
import { InfoLine } from '../fields/InfoPopover';
import type { Order } from '../types';
import { OrderDialogForm } from './OrderDialogForm';
import { useOrderMutation } from './useOrderMutation';

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
  const { submit } = useOrderMutation(
    (dp, info: { trackingId: string; agentName: string; trackingURL: string }) =>
      dp.addShippingInfo({ orderId: order._id, ...info }),
  );
  return (
    <OrderDialogForm
      id="add-shipping-info-title"
      title="app.orders.shipping_info.add_title"
      schema={infoSchema}
      defaultValues={{ trackingId: '', agentName: '', trackingURL: '' }}
      save={submit}
      onClose={onClose}
    >
      {/* A text input of type number: the schema reads the id as text, so an empty box is "required". */}
      <TextInput
        source="trackingId"
        label="app.orders.shipping_info.trackingId"
        type="number"
        parse={(value: string) => value}
        slotProps={{ htmlInput: { min: 0 } }}
        autoFocus
        fullWidth
        isRequired
        margin="dense"
      />
      <TextInput
        source="agentName"
        label="app.orders.shipping_info.agentName"
        fullWidth
        isRequired
        margin="dense"
      />
      <TextInput
        source="trackingURL"
        label="app.orders.shipping_info.trackingURL"
        type="url"
        fullWidth
        isRequired
        margin="dense"
      />
    </OrderDialogForm>
  );
};
