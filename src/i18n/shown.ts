import * as dates from '../../domain/dates';
import * as parcel from '../../domain/parcel';
import { isLanguage, type Language } from '../../domain/preferences';
import { wallClock } from '../../domain/purchaseSchedule';

/**
 * Dates and numbers as the screens show them, in the language chosen (src/i18n/index.ts sets it
 * when the locale changes). react-admin renders the whole app again on a change of locale, so a
 * text formatted while rendering always follows it; the zones stay those of the spec (UTC, and
 * the operator's for scheduled times).
 */
let shownLanguage: Language = 'en';

export function setShownLanguage(locale: string): void {
  shownLanguage = isLanguage(locale) ? locale : 'en';
  // The page says its language (WCAG 3.1.1): screen readers pronounce it, browsers hyphenate it.
  if (typeof document !== 'undefined') document.documentElement.lang = shownLanguage;
}

export const formatUtcDate = (value: string | Date | null | undefined) =>
  dates.formatUtcDate(value, shownLanguage);
export const formatUtcDateTime = (value: string | Date | null | undefined) =>
  dates.formatUtcDateTime(value, shownLanguage);
export const formatKg = (value: number | null | undefined) => parcel.formatKg(value, shownLanguage);
export const formatMetres = (value: number | null | undefined) => parcel.formatMetres(value, shownLanguage);

/** An instant's date and time on the wall clock of timeZone (the operator's for schedules). */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone);
  const [y, m, d] = date.split('-');
  return `${dates.formatDay(+y, +m, +d, shownLanguage)} ${time}`;
}
