import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';

const two = (n: number) => String(n).padStart(2, '0');
export const HOURS = Array.from({ length: 24 }, (_, i) => two(i));
export const MINUTES = Array.from({ length: 60 }, (_, i) => two(i));

/** Splits 'HH:MM' into its parts; anything else reads as empty. */
export function timeParts(value: unknown): { hour: string; minute: string } {
  const match = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  return match ? { hour: match[1], minute: match[2] } : { hour: '', minute: '' };
}

export interface TimeSelectProps {
  /** Translated label of the whole time, e.g. 'Pickup Start Time'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Offer an empty choice that clears the time (optional times). */
  clearable?: boolean;
  error?: boolean;
  disabled?: boolean;
  id: string;
}

/**
 * A 24-hour time as two selects, hour 00-23 and minute 00-59, whatever the browser's locale
 * (spec 001 sections 5 and 9: "the time picker uses a 24-hour clock"). The value is 'HH:MM'.
 */
export const TimeSelect = ({
  label,
  value,
  onChange,
  onBlur,
  clearable,
  error,
  disabled,
  id,
}: TimeSelectProps) => {
  const translate = useTranslate();
  const { hour, minute } = timeParts(value);
  const set = (next: { hour?: string; minute?: string }) => {
    const h = next.hour ?? hour;
    const m = next.minute ?? minute;
    // Choosing one part fills the other with 00; clearing either clears the time.
    if ((next.hour === '' || next.minute === '') && clearable) onChange('');
    else onChange(`${h || '00'}:${m || '00'}`);
  };
  const select = (part: 'hour' | 'minute', options: string[], current: string) => (
    <TextField
      select
      size="small"
      value={current}
      error={error}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => set({ [part]: event.target.value })}
      slotProps={{
        select: { native: true },
        htmlInput: {
          id: `${id}-${part}`,
          'aria-label': translate(`app.forms.${part}`, { name: label }),
        },
      }}
      sx={{ width: 88, m: 0 }}
      fullWidth={false}
    >
      <option value="" disabled={!clearable && current !== ''}>
        {translate('app.forms.no_time')}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="group" aria-label={label}>
      {select('hour', HOURS, hour)}
      <Typography component="span" aria-hidden sx={{ fontWeight: 600 }}>
        :
      </Typography>
      {select('minute', MINUTES, minute)}
    </Box>
  );
};

export interface TimeInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  isRequired?: boolean;
  clearable?: boolean;
  disabled?: boolean;
}

/** A react-admin input for a 24-hour 'HH:MM' text, e.g. a warehouse's pickup start time. */
export const TimeInput = ({ source, label, isRequired, clearable, disabled }: TimeInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source, isRequired });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const text = translate(label, { _: label });
  return (
    <FormControl error={showError} margin="dense" fullWidth>
      <FormLabel sx={{ fontSize: '0.8rem', mb: 0.5 }} required={isRequired}>
        {text}
      </FormLabel>
      <TimeSelect
        id={id}
        label={text}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        clearable={clearable}
        error={showError}
        disabled={disabled}
      />
      <FormHelperText sx={{ mx: 0 }}>
        {showError ? translate(fieldState.error!.message ?? '', { _: fieldState.error!.message }) : ' '}
      </FormHelperText>
    </FormControl>
  );
};
