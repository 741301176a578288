import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslate } from 'react-admin';
import { MANUAL_STATUSES, type OrderStatus } from '../../../domain/orderStatus';
import { changeOrderStatus } from '../ordersApi';
import type { Order } from '../types';
import { useOrderActions } from './OrderActionsContext';

/** Master Dashboard "Change Status": Pending or Preparation, then Done (spec 000 section 4). */
export const ChangeStatusDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const { run } = useOrderActions();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [running, setRunning] = useState(false);
  const chosen = (MANUAL_STATUSES as readonly string[]).includes(status);
  const done = async () => {
    setRunning(true);
    await run(() => changeOrderStatus(order._id, status));
    setRunning(false);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-status-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-status-title">{translate('app.orders.change_status')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={translate('app.orders.change_status')}
          value={chosen ? status : ''}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
        >
          {MANUAL_STATUSES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={translate(`app.orders.status.${option}`)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={done} disabled={!chosen || running}>
          {translate('app.orders.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
