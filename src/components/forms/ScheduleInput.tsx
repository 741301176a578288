import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate } from 'react-admin';
import { SCHEDULE_DAYS, schedulePartProblems } from '../../../domain/schedule';
import { TimeSelect } from './TimeInput';

/** Splits a stored 'days,time' text into its two parts, as typed (it may not be valid yet). */
export function scheduleParts(value: unknown): { days: string; time: string } {
  if (typeof value !== 'string' || !value) return { days: '', time: '' };
  const [days = '', time = ''] = value.split(',').map((part) => part.trim());
  return { days, time };
}

/** Joins the parts back; nothing typed at all is the empty text (then "is required"). */
export function joinSchedule(days: string, time: string): string {
  return days === '' && time === '' ? '' : `${days},${time}`;
}

/**
 * The notification schedule of a supplier or shipping agent (spec 001 sections 3, 5, 9): 'After
 * N Day(s)', N from 1 to 30, at a time on a 24-hour clock, stored as the text 'days,time'. The
 * form's schema checks the whole text; this input says which part is wrong.
 */
export const ScheduleInput = ({ source = 'notification_schedule' }: { source?: string }) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source, isRequired: true });
  const { days, time } = scheduleParts(field.value);
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  // Each part says what is wrong with it, as the other fields do ('Notification time is required').
  const problems = showError ? schedulePartProblems(days, time) : {};
  const message =
    showError && !problems.days && !problems.time
      ? translate(fieldState.error?.message ?? '', { _: fieldState.error?.message })
      : null;
  const partError = (text: string | undefined) =>
    text ? (
      <FormHelperText error sx={{ mx: 0 }}>
        {translate(text, { _: text })}
      </FormHelperText>
    ) : null;
  const update = (next: { days?: string; time?: string }) => {
    field.onChange(joinSchedule(next.days ?? days, next.time ?? time));
    field.onBlur();
  };
  const dayLabel = translate('app.forms.notification_day');
  const timeLabel = translate('app.forms.notification_time');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'flex-end' }}>
      <FormControl margin="dense" fullWidth={false} sx={{ width: 240 }} error={!!problems.days}>
        <TextField
          id={`${id}-days`}
          type="number"
          label={dayLabel}
          required
          value={days}
          error={!!problems.days}
          onChange={(event) => update({ days: event.target.value.trim() })}
          onBlur={field.onBlur}
          slotProps={{
            htmlInput: { min: SCHEDULE_DAYS.min, max: SCHEDULE_DAYS.max, step: 1, inputMode: 'numeric' },
            input: {
              startAdornment: (
                <InputAdornment position="start">{translate('app.forms.after')}</InputAdornment>
              ),
              endAdornment: <InputAdornment position="end">{translate('app.forms.days')}</InputAdornment>,
            },
          }}
          sx={{ m: 0 }}
        />
        {partError(problems.days)}
      </FormControl>
      <FormControl margin="dense" fullWidth={false} error={!!problems.time}>
        <FormLabel sx={{ fontSize: '0.8rem', mb: 0.5 }} required>
          {timeLabel}
        </FormLabel>
        <TimeSelect
          id={`${id}-time`}
          label={timeLabel}
          value={time}
          onChange={(value) => update({ time: value })}
          error={!!problems.time}
        />
        {partError(problems.time)}
      </FormControl>
      <FormHelperText error={!!message} sx={{ flexBasis: '100%', mt: -1, mx: 0 }}>
        {message ??
          (days && /^\d+$/.test(days) && !problems.days
            ? translate('app.forms.after_days', { smart_count: Number(days) })
            : ' ')}
      </FormHelperText>
    </Box>
  );
};
