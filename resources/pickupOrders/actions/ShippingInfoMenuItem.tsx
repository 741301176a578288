import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { canAddPuoShippingInfo, hasPuoShippingInfo } from '../../../domain/pickupOrderActions';
import { puoShippingInfoBody } from '../../../domain/schemas/pickupOrders';
import { OrderDialogForm } from '../../orders/actions/OrderDialogForm';
import { useOrderMutation } from '../../orders/actions/useOrderMutation';
import { InfoLine } from '../../orders/fields/InfoPopover';
import { useAssignment } from '../fields/AssignmentContext';
import type { PickupOrder, PuoAssignment } from '../types';
import { AssignmentMenuItem } from './AssignmentMenuItem';

const infoSchema = puoShippingInfoBody.omit({ id: true, assignOrderId: true });
type ShippingInfo = { trackingId: string; agentName: string; trackingURL: string };

/**
 * Shipping Info of an assignment of a sent PUO: 'Add Shipping Info' with DONE while it has none
 * (tracking id a number of at least 0, agent name, URL; all required), read-only once set.
 */
export const ShippingInfoMenuItem = () => {
  const current = useAssignment();
  if (!current) return null;
  const added = hasPuoShippingInfo(current.assignment);
  return (
    <AssignmentMenuItem
      label={added ? 'app.pickup_orders.shipping_info.title' : 'app.pickup_orders.shipping_info.add_title'}
      disabled={!added && !canAddPuoShippingInfo(current.puo, current.assignment)}
      dialog={(puo, assignment, close) =>
        hasPuoShippingInfo(assignment) ? (
          <ShippingInfoView assignment={assignment} onClose={close} />
        ) : (
          <AddShippingInfo puo={puo} assignment={assignment} onClose={close} />
        )
      }
    />
  );
};

const ShippingInfoView = ({ assignment, onClose }: { assignment: PuoAssignment; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.pickup_orders.shipping_info.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="puo-shipping-info-title">
      <DialogTitle id="puo-shipping-info-title">{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <InfoLine label={t('trackingId')} value={assignment.trackingId ?? ''} />
        <InfoLine label={t('agentName')} value={assignment.agentName ?? ''} />
        <InfoLine
          label={t('trackingURL')}
          value={
            assignment.trackingURL ? (
              <Link href={assignment.trackingURL} target="_blank" rel="noopener noreferrer">
                {assignment.trackingURL}
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
};

const AddShippingInfo = ({
  puo,
  assignment,
  onClose,
}: {
  puo: PickupOrder;
  assignment: PuoAssignment;
  onClose: () => void;
}) => {
  const { submit } = useOrderMutation((dp, info: ShippingInfo) =>
    dp.addPuoShippingInfo({ id: puo._id, assignOrderId: assignment._id, ...info }),
  );
  return (
    <OrderDialogForm
      id="puo-add-shipping-info-title"
      title="app.pickup_orders.shipping_info.add_title"
      submitLabel="app.pickup_orders.shipping_info.done"
      schema={infoSchema}
      defaultValues={{ trackingId: '', agentName: puo.assigned_to?.name ?? '', trackingURL: '' }}
      save={submit}
      onClose={onClose}
    >
      {/* Type number, read as text: an empty box is "required", and leading zeros survive. */}
      <TextInput
        source="trackingId"
        label="app.pickup_orders.shipping_info.trackingId"
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
        label="app.pickup_orders.shipping_info.agentName"
        fullWidth
        isRequired
        margin="dense"
      />
      <TextInput
        source="trackingURL"
        label="app.pickup_orders.shipping_info.trackingURL"
        type="url"
        fullWidth
        isRequired
        margin="dense"
      />
    </OrderDialogForm>
  );
};
