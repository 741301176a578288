import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useInput, useLocale, useTranslate } from 'react-admin';
import { formatIsoDay, parseDay } from '../../../domain/dates';
import { isPastEstimatedDate, utcDayOf } from '../../../domain/estimatedDate';
import { isLanguage, type Language } from '../../../domain/preferences';

const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : 'en');

/** A day spelled out, so that the typed one is read back unmistakably: 'Tuesday, 8 December 2026'. */
export function spelledDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A day typed in the order the lists show dates (domain/dates.ts formatDay: DD/MM/YYYY in
 * English, DD.MM.YYYY in German), whatever the browser's locale: the native date input followed
 * the locale, so '08122026' became 12 August. Digits alone, either separator, or YYYY-MM-DD are
 * read; the form holds 'YYYY-MM-DD' ('' while the text is not a day), and the day is read back
 * spelled out under the input. `warn` may add a word about the day (a past one, one out of bounds).
 */
export const DayInput = ({
  source,
  label,
  isRequired,
  problem,
}: {
  source: string;
  /** i18n key. */
  label: string;
  isRequired?: boolean;
  /** What is wrong with a day (a text or i18n key), shown as the input's error; null when nothing. */
  problem?: (day: string) => string | null;
}) => {
  const translate = useTranslate();
  const language = languageOf(useLocale());
  const { field, fieldState, formState, id } = useInput({ source, isRequired });
  const shownError = fieldState.error?.message && (fieldState.isTouched || formState.isSubmitted);
  const value = typeof field.value === 'string' ? field.value.slice(0, 10) : '';
  const [text, setText] = useState(() => formatIsoDay(value, language));
  // A value set from outside (the form's reset) shows as the lists write it.
  useEffect(() => {
    setText((typed) => (parseDay(typed) === (value || null) ? typed : formatIsoDay(value, language)));
  }, [value, language]);
  const day = parseDay(text);
  const unreadable = text.trim() !== '' && !day;
  const wrong = day && problem ? problem(day) : null;
  const error = unreadable || !!wrong || !!shownError;
  const helper = unreadable
    ? translate('app.forms.day.invalid')
    : wrong
      ? translate(wrong, { _: wrong })
      : shownError
        ? translate(fieldState.error!.message!, { _: fieldState.error!.message })
        : day
          ? spelledDay(day, language)
          : ' ';
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate(label, { _: label })}
      required={isRequired}
      value={text}
      placeholder={translate('app.forms.day.placeholder')}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseDay(event.target.value) ?? '');
      }}
      onBlur={() => {
        if (day) setText(formatIsoDay(day, language));
        field.onBlur();
      }}
      error={error}
      helperText={helper}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      fullWidth
      margin="dense"
      size="small"
    />
  );
};

/**
 * A date dialog's confirmation of a day already past (DialogForm's `confirm`): allowed, the work
 * is late, but asked first; today and later save at once.
 */
export const pastDayConfirmation =
  (source: string) =>
  (values: Record<string, unknown>, language: Language): DialogQuestion | null => {
    const day = parseDay(String(values[source] ?? '').slice(0, 10));
    if (!day || !isPastEstimatedDate(day, utcDayOf(new Date()))) return null;
    return {
      title: 'app.forms.day.past_title',
      question: 'app.forms.day.past_question',
      args: { day: formatIsoDay(day, language) },
    };
  };

/** A question asked before a dialog saves: i18n keys, and the texts' arguments. */
export interface DialogQuestion {
  title: string;
  /** What is about to happen, above the question (i18n key, the same arguments). */
  detail?: string;
  question: string;
  /** `smart_count` a number, for the plural forms. */
  args?: Record<string, string | number>;
  /** The confirming button (i18n key); "Set anyway" (a warning) when none. */
  confirm?: string;
}
