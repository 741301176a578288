import type { ComponentProps, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { shippingInfoForm } from '../../../domain/schemas/orders';
import { InfoLine } from './InfoPopover';
import type { SaveOutcome } from '../actions';
import { DialogForm } from '../actions/DialogForm';

/**
 * Shipping Info of an order, a supplier line or a PUO assignment (spec 000 sections 4 and 5):
 * Add Shipping Info (tracking id a number of at least 0, agent name, tracking URL; all required)
 * while there is none, read-only afterwards, since tracking is added once. Each resource names
 * its texts (`texts`, an i18n prefix with title, add_title, trackingId, agentName, trackingURL)
 * and passes its own save call.
 */
export interface ShippingInfo {
  trackingId: string;
  agentName: string;
  trackingURL: string;
}

type Shown = { trackingId?: string | null; agentName?: string | null; trackingURL?: string | null };

/** The read-only Shipping Info once it is added, else the resource's Add Shipping Info form. */
export const ShippingInfoDialog = ({
  texts,
  info,
  added = !!info.trackingId,
  onClose,
  add,
}: {
  texts: string;
  info: Shown;
  /** Whether the info is set (read-only); by default, whether there is a tracking id. */
  added?: boolean;
  onClose: () => void;
  add: () => ReactNode;
}) => (added ? <ShippingInfoView texts={texts} info={info} onClose={onClose} /> : add());

const ShippingInfoView = ({ texts, info, onClose }: { texts: string; info: Shown; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`${texts}.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shipping-info-title">
      <DialogTitle id="shipping-info-title">{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <InfoLine label={t('trackingId')} value={info.trackingId ?? ''} />
        <InfoLine label={t('agentName')} value={info.agentName ?? ''} />
        <InfoLine
          label={t('trackingURL')}
          value={
            info.trackingURL ? (
              <Link href={info.trackingURL} target="_blank" rel="noopener noreferrer">
                {info.trackingURL}
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

/** The three inputs of Add Shipping Info, inside the resource's form. */
export const ShippingInfoFields = ({ texts }: { texts: string }) => (
  <>
    {/* Type number, read as text: an empty box is "required", and leading zeros survive. */}
    <TextInput
      source="trackingId"
      label={`${texts}.trackingId`}
      type="number"
      parse={(value: string) => value}
      slotProps={{ htmlInput: { min: 0 } }}
      autoFocus
      fullWidth
      isRequired
      margin="dense"
    />
    <TextInput source="agentName" label={`${texts}.agentName`} fullWidth isRequired margin="dense" />
    <TextInput
      source="trackingURL"
      label={`${texts}.trackingURL`}
      type="url"
      fullWidth
      isRequired
      margin="dense"
    />
  </>
);

/**
 * Add Shipping Info in a dialog form, for one row or the selected ones (`children`, above the
 * fields, says how many): the agent name starts as `agentName`.
 */
export const AddShippingInfoForm = ({
  texts,
  agentName = '',
  submitLabel,
  maxWidth,
  save,
  onClose,
  children,
}: {
  texts: string;
  agentName?: string;
  /** i18n key of the submit button; Save by default. */
  submitLabel?: string;
  maxWidth?: ComponentProps<typeof DialogForm>['maxWidth'];
  /** What the save came to (the kit's useWrite submit). */
  save: (info: ShippingInfo) => Promise<SaveOutcome>;
  onClose: () => void;
  children?: ReactNode;
}) => (
  <DialogForm
    title={`${texts}.add_title`}
    schema={shippingInfoForm}
    record={{ trackingId: '', agentName, trackingURL: '' }}
    submitLabel={submitLabel}
    maxWidth={maxWidth}
    save={save}
    onClose={onClose}
  >
    {children}
    <ShippingInfoFields texts={texts} />
  </DialogForm>
);

/** The one value all of `values` share, or '' when they differ: the agent a form starts with. */
export const sharedValue = (values: readonly string[]) => {
  const distinct = new Set(values);
  return distinct.size === 1 ? [...distinct][0] : '';
};
