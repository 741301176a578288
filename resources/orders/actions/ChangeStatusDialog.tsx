import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/orderStatus';
import { DialogFailure } from './DialogFailure';
import { useOrderActions } from './OrderActionsContext';

export interface StatusOption {
  status: OrderStatus;
  /** i18n key. */
  label: string;
}

/**
 * "Change Status" (spec 000 sections 2 and 4): a choice of statuses, then Done. Which ones a
 * screen offers is a rule of domain/orderStatus.ts; a status is required (section 5).
 */
export const ChangeStatusDialog = ({
  options,
  save,
  onClose,
}: {
  options: readonly StatusOption[];
  save: (status: OrderStatus) => Promise<{ msg: string }>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { submit } = useOrderActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [running, setRunning] = useState(false);
  const done = async () => {
    if (!status) return;
    setRunning(true);
    const refused = await submit(() => save(status));
    setRunning(false);
    if (refused) setFailure(refused);
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-status-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-status-title">{translate('app.orders.change_status')}</DialogTitle>
      <DialogContent>
        <DialogFailure message={failure} />
        {options.length ? (
          <RadioGroup
            aria-label={translate('app.orders.change_status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.status}
                value={option.status}
                control={<Radio />}
                label={translate(option.label)}
              />
            ))}
          </RadioGroup>
        ) : (
          <DialogContentText>{translate('app.orders.no_status_change')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={done} disabled={!status || running}>
          {translate('app.orders.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
