import { useEffect, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { allowedScheduleTimes, checkScheduleChange, wallClock } from '../../../domain/purchaseSchedule';
import { DialogForm } from '../actions/DialogForm';
import { DayInput } from '../forms/DayInput';
import type { SaveOutcome } from '../actions/useWrite';
import { scheduleText } from './scheduleText';

export interface ScheduleDialogProps {
  /** The current scheduled instant (ISO). */
  current: string;
  /** The operator's zone, whose wall clock the dialog speaks. */
  timeZone: string;
  /** Saves 'YYYY-MM-DDTHH:mm'; what the save came to (useWrite's submit). */
  save: (time: string) => Promise<SaveOutcome>;
  onClose: () => void;
  /** The submit button's i18n key: Done (the PO's, the default) or Confirm (the PUO's). */
  submitLabel?: string;
}

/**
 * The dialog's check: New Date and New Time required, then exactly the server's rule
 * (checkScheduleChange: not before the current scheduled date, a time the dialog offers).
 */
function scheduleForm(current: Date, timeZone: string) {
  return z
    .object({
      date: z.string({ error: 'New Date is required' }).min(1, 'New Date is required'),
      time: z.string({ error: 'New Time is required' }).min(1, 'New Time is required'),
    })
    .superRefine((chosen, ctx) => {
      const check = checkScheduleChange(current, chosen, timeZone);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: [check.field], message: check.message });
    });
}

/** New Time: the times allowedScheduleTimes offers for the chosen date; a time not offered there is replaced. */
const NewTimeInput = ({ current, timeZone }: { current: Date; timeZone: string }) => {
  const translate = useTranslate();
  const date = useWatch({ name: 'date' }) as string | null;
  const chosen = useWatch({ name: 'time' }) as string | null;
  const { setValue } = useFormContext();
  const times = useMemo(
    () => (date ? allowedScheduleTimes(current, date, timeZone) : []),
    [current, date, timeZone],
  );
  useEffect(() => {
    if (chosen && !times.includes(chosen)) setValue('time', times[0] ?? '', { shouldDirty: true });
    else if (!chosen && times.length) setValue('time', times[0], { shouldDirty: true });
  }, [times, chosen, setValue]);
  return (
    <SelectInput
      source="time"
      label="app.schedule_dialog.new_time"
      choices={times.map((t) => ({ id: t, name: t }))}
      translateChoice={false}
      emptyText=""
      fullWidth
      helperText={date && !times.length ? translate('app.schedule_dialog.no_time') : false}
    />
  );
};

/**
 * "Update Scheduled date & time" of a scheduled purchase or pickup order (spec 000 sections 2
 * and 5: New Date, New Time, Done; the PUO's has a confirm button): a date not before the current scheduled one, and a time in
 * 30-minute steps from the current scheduled time on that date, from 00:00 on a later one. The
 * offered times are domain/purchaseSchedule.ts's allowedScheduleTimes, the rule the server checks.
 */
export const ScheduleDialog = ({
  current,
  timeZone,
  save,
  onClose,
  submitLabel = 'app.schedule_dialog.done',
}: ScheduleDialogProps) => {
  const translate = useTranslate();
  const instant = useMemo(() => new Date(current), [current]);
  const schema = useMemo(() => scheduleForm(instant, timeZone), [instant, timeZone]);
  const start = wallClock(instant, timeZone);
  return (
    <DialogForm
      title="app.schedule_dialog.title"
      schema={schema}
      record={{ date: start.date, time: start.time }}
      submitLabel={submitLabel}
      save={({ date, time }) => save(`${date}T${time}`)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.schedule_dialog.current', {
          when: scheduleText({ schedule_time: current, time_zone: timeZone }),
          zone: timeZone,
        })}
      </Typography>
      {/* Typed as the lists write dates, not in the browser locale's order (DayInput). */}
      <DayInput source="date" label="app.schedule_dialog.new_date" />
      <NewTimeInput current={instant} timeZone={timeZone} />
    </DialogForm>
  );
};
