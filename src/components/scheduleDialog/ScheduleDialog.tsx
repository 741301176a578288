import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { allowedScheduleTimes, wallClock } from '../../../domain/purchaseSchedule';

export interface ScheduleDialogProps {
  /** The current scheduled instant (ISO). */
  current: string;
  /** The zone whose wall clock the dialog speaks (the lists show dates in UTC). */
  timeZone: string;
  /** Saves 'YYYY-MM-DDTHH:mm'; null once saved, else the refusal to show. */
  save: (time: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * "Update Scheduled date & time" of a scheduled purchase or pickup order (spec 000 section 5):
 * a date not before the current scheduled one, and a time in 30-minute steps on a 24-hour clock,
 * from the current scheduled time on that date, from 00:00 on a later one. The offered times are
 * domain/purchaseSchedule.ts's allowedScheduleTimes, the rule the server checks.
 */
export const ScheduleDialog = ({ current, timeZone, save, onClose }: ScheduleDialogProps) => {
  const translate = useTranslate();
  const now = wallClock(new Date(current), timeZone);
  const [date, setDate] = useState(now.date);
  const [time, setTime] = useState(now.time);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const times = allowedScheduleTimes(new Date(current), date, timeZone);
  const chosen = times.includes(time) ? time : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="schedule-dialog-title">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!date || !chosen) return;
          setRunning(true);
          const refused = await save(`${date}T${chosen}`);
          setRunning(false);
          if (refused) setFailure(refused);
          else onClose();
        }}
      >
        <DialogTitle id="schedule-dialog-title">{translate('app.schedule_dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure ? (
            <Alert severity="error" role="alert">
              {translate(failure, { _: failure })}
            </Alert>
          ) : null}
          <TextField
            type="date"
            label={translate('app.schedule_dialog.new_date')}
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: now.date } }}
          />
          <div>
            <TextField
              select
              fullWidth
              label={translate('app.schedule_dialog.new_time')}
              required
              value={chosen}
              onChange={(event) => setTime(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {times.length ? '' : translate('app.schedule_dialog.no_time')}
              </option>
              {times.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </TextField>
            <FormHelperText>{translate('app.schedule_dialog.shown_in', { zone: timeZone })}</FormHelperText>
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!date || !chosen || running}>
            {translate('app.schedule_dialog.done')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
